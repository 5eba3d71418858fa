import { displayAmount } from './amounts.ts';

/**
 * One amount split across the schemes of an investment idea or a goal bucket by their weights
 * (spec 2 §2.10: ADD TO CART splits the amount by Weightage, shown before adding). Money stays
 * in bigint paise; weights are in basis points of the whole (100% = 10,000), as percentages with
 * two decimals are stored.
 *
 * Rounding: each share is rounded down to the scheme's multiple (whole rupees: the catalogue does
 * not publish purchase multiples, and funds accept "₹x and in multiples of Re 1 thereafter"), and
 * the rupees left over go one multiple at a time to the schemes with the largest dropped
 * remainder (largest-remainder method), so the shares always add up to the amount exactly. Paise
 * below one rupee go to the heaviest scheme. A split whose share falls below a scheme's minimum
 * (or above its maximum) is refused with the basket's own minimum (or maximum), which is the
 * smallest (largest) amount whose split fits every scheme.
 */
export interface BasketPart {
  /** the scheme id */
  key: number;
  /** weight in basis points; the parts' weights add up to 10,000 */
  weightBp: number;
  /** the scheme's minimum for this order type (lumpsum minimum, or the SIP frequency's minimum) */
  minPaise: bigint;
  /** the scheme's maximum (null or 0: none) */
  maxPaise?: bigint | null;
  /** rounding step in paise; default ₹1 */
  multiplePaise?: bigint;
}

export interface BasketShare {
  key: number;
  amountPaise: bigint;
}

export type BasketSplit =
  | { ok: true; shares: BasketShare[] }
  | { ok: false; reason: 'below-min'; minPaise: bigint }
  | { ok: false; reason: 'above-max'; maxPaise: bigint }
  | { ok: false; reason: 'bad-weights' };

export const FULL_WEIGHT_BP = 10_000;
/** The basket minimum is shown rounded up to whole hundreds of rupees. */
const MINIMUM_STEP_PAISE = 10_000n;
const RUPEE = 100n;

/** "33.34" (percent, up to 2 decimals) → 3334 basis points; null when not a weight. */
export function weightBp(percent: string): number | null {
  const m = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(percent.trim());
  if (!m) return null;
  const bp = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return bp > 0 && bp <= FULL_WEIGHT_BP ? bp : null;
}

export function weightsAreWhole(parts: readonly Pick<BasketPart, 'weightBp'>[]): boolean {
  return parts.length > 0 && parts.every((p) => Number.isInteger(p.weightBp) && p.weightBp > 0) && parts.reduce((s, p) => s + p.weightBp, 0) === FULL_WEIGHT_BP;
}

const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b;

/** The smallest amount (in whole ₹100) whose split gives every scheme at least its minimum. */
export function basketMinimum(parts: readonly BasketPart[]): bigint {
  let need = 0n;
  for (const p of parts) {
    const total = ceilDiv(p.minPaise * BigInt(FULL_WEIGHT_BP), BigInt(p.weightBp));
    if (total > need) need = total;
  }
  return ceilDiv(need, MINIMUM_STEP_PAISE) * MINIMUM_STEP_PAISE;
}

/** The largest amount whose split keeps every scheme within its maximum (null: no maximum). */
export function basketMaximum(parts: readonly BasketPart[]): bigint | null {
  let cap: bigint | null = null;
  for (const p of parts) {
    if (!p.maxPaise || p.maxPaise <= 0n) continue;
    const total = (p.maxPaise * BigInt(FULL_WEIGHT_BP)) / BigInt(p.weightBp);
    if (cap === null || total < cap) cap = total;
  }
  return cap === null ? null : (cap / RUPEE) * RUPEE;
}

export function splitByWeight(totalPaise: bigint, parts: readonly BasketPart[]): BasketSplit {
  if (!weightsAreWhole(parts)) return { ok: false, reason: 'bad-weights' };
  const full = BigInt(FULL_WEIGHT_BP);
  const rows = parts.map((p, index) => {
    const step = p.multiplePaise && p.multiplePaise > 0n ? p.multiplePaise : RUPEE;
    const exact = totalPaise * BigInt(p.weightBp); // in paise × 10,000
    const whole = exact / full;
    const floored = (whole / step) * step;
    return { p, index, step, amount: floored, dropped: exact - floored * full };
  });
  let left = totalPaise - rows.reduce((s, r) => s + r.amount, 0n);
  const order = [...rows].sort((a, b) => (a.dropped === b.dropped ? a.index - b.index : a.dropped > b.dropped ? -1 : 1));
  for (let i = 0; left > 0n && i < order.length * 2; i += 1) {
    const r = order[i % order.length]!;
    if (left < r.step) continue;
    r.amount += r.step;
    left -= r.step;
  }
  if (left > 0n) {
    const heaviest = rows.reduce((a, b) => (b.p.weightBp > a.p.weightBp ? b : a));
    heaviest.amount += left;
  }
  if (rows.some((r) => r.amount < r.p.minPaise)) return { ok: false, reason: 'below-min', minPaise: basketMinimum(parts) };
  if (rows.some((r) => r.p.maxPaise && r.p.maxPaise > 0n && r.amount > r.p.maxPaise))
    return { ok: false, reason: 'above-max', maxPaise: basketMaximum(parts) ?? 0n };
  return { ok: true, shares: rows.map((r) => ({ key: r.p.key, amountPaise: r.amount })) };
}

/** The refusal a drawer shows for a split that does not fit (spec 2 §5 amount messages). */
export function splitMessage(split: Exclude<BasketSplit, { ok: true }>): string {
  if (split.reason === 'below-min') return `Amount should be greater than ${displayAmount(split.minPaise)}`;
  if (split.reason === 'above-max') return `Amount should be less than ${displayAmount(split.maxPaise)}`;
  return 'The allocation of this basket does not add up to 100%';
}
