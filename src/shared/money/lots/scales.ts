/**
 * The fixed-point scales of lot arithmetic, each defined once, and the one conversion between
 * units, NAV and money.
 * - Money: rupees as integer paise.
 * - NAV: 4 decimals (nav4: ₹10.1234 → 101234n).
 * - Units: stored at 4 decimals (units4: 1.2345 units → 12345n), the scale of every lot, order and
 *   statement line; registrars allot and redeem whole thousandths (units3: 1.234 → 1234n), so an
 *   allotment or a redemption is sized at 3 decimals and stored at 4.
 */

export const PAISE_PER_RUPEE = 100n;
/** units4: the scale every lot and order holds units at */
export const UNITS_SCALE = 10_000n;
/** units3: the scale registrars allot and redeem at */
export const UNITS3_SCALE = 1_000n;
export const NAV_SCALE = 10_000n;
/** units4 × nav4 is rupees at 10^8; dividing by this gives paise (10^6). */
export const UNITS_NAV_TO_PAISE = (UNITS_SCALE * NAV_SCALE) / PAISE_PER_RUPEE;
const UNITS4_PER_UNITS3 = UNITS_SCALE / UNITS3_SCALE;

/** units3 → units4, exactly. */
export const units3to4 = (units3: bigint): bigint => units3 * UNITS4_PER_UNITS3;
/** units4 → units3, rounded down (what can be allotted or redeemed). */
export const units4to3 = (units4: bigint): bigint => units4 / UNITS4_PER_UNITS3;
/** units4 → units3, rounded up (a 4th decimal asks for the next thousandth). */
export const units4to3Up = (units4: bigint): bigint => (units4 + UNITS4_PER_UNITS3 - 1n) / UNITS4_PER_UNITS3;

/** Value in paise of units4 at nav4, rounded down to the paisa: what a redemption pays before load. */
export const valuePaise = (units4: bigint, nav4: bigint): bigint => (units4 * nav4) / UNITS_NAV_TO_PAISE;

/**
 * The units4 that `paise` buys at nav4 (paise × 10^6 / nav4), rounded down (an allotment never
 * gives more than was paid for) or up (a redemption by amount never pays less than asked).
 * Rounding at 4 decimals then to 3 (units4to3 / units4to3Up) gives the same thousandths as
 * rounding once at 3: ⌊⌊10x⌋/10⌋ = ⌊x⌋ and ⌈⌈10x⌉/10⌉ = ⌈x⌉.
 */
export function unitsForPaise(paise: bigint, nav4: bigint, rounding: 'down' | 'up'): bigint {
  if (nav4 <= 0n) throw new RangeError(`NAV must be positive, got ${nav4}`);
  const scaled = paise * UNITS_NAV_TO_PAISE;
  return rounding === 'down' ? scaled / nav4 : (scaled + nav4 - 1n) / nav4;
}
