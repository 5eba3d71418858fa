import { divRoundHalfUp, parseDecimal } from '../money/decimal.ts';

/**
 * Purchase allotment, redemption value and FIFO exit load, in bigint only.
 * Money: integer paise (scale 2). NAV: scale 4 (10.1234 → 101234n). Units: scale 3
 * (1.234 units → 1234n), as registrars allot them.
 *
 * Stamp duty on the issue of units: 0.005% under the Indian Stamp Act, 1899 as amended by the
 * Finance Act, 2019, with the Indian Stamp (Collection of Stamp-Duty through Stock Exchanges,
 * Clearing Corporations and Depositories) Rules, 2019; in force from 1-Jul-2020. The duty is
 * charged on the consideration that buys the units, i.e. on the amount invested net of the duty:
 * gross = net × 1.00005, so duty = gross − gross / 1.00005 = gross × 5 / 100005, rounded to the
 * nearest paisa (half up). ₹500 → ₹0.02 (2.49987 paise); ₹1 crore → ₹499.98 (49,997.50012
 * paise). It applies to every issue of units: purchases, SIP instalments, switch-ins, STP-ins.
 * Units are rounded down, so the investor is never allotted more than the money paid for.
 * No duty on units issued before 1-Jul-2020 (the amendment's date of coming into force): older
 * purchases, such as imported holdings, pay none.
 */
export const STAMP_DUTY_FROM = '2020-07-01';
export const STAMP_DUTY_RATE = { numerator: 5n, denominator: 100_000n, percent: '0.005' } as const;
/** gross × 5 / 100005: the duty when the gross amount includes it. */
const DUTY_OF_GROSS = { numerator: STAMP_DUTY_RATE.numerator, denominator: STAMP_DUTY_RATE.denominator + STAMP_DUTY_RATE.numerator } as const;

const UNITS_SCALE = 1_000n; // scale 3
const NAV_SCALE = 10_000n; // scale 4
const RUPEE = 100n; // paise
// units3 × nav4 is rupees at scale 7; dividing by this gives paise.
const UNITS_NAV_TO_PAISE = (UNITS_SCALE * NAV_SCALE) / RUPEE;
const PERCENT_SCALE = 10_000n; // "1.00" → 10000n
const DAY_MS = 86_400_000;

function requirePositiveNav(nav4: bigint): void {
  if (nav4 <= 0n) throw new RangeError(`NAV must be positive, got ${nav4}`);
}

/** The duty on a gross amount for units allotted on `onDate` (YYYY-MM-DD; omitted: a date the duty is in force). */
export function stampDutyPaise(amountPaise: bigint, onDate?: string): bigint {
  if (amountPaise < 0n) throw new RangeError('Amount must not be negative');
  if (onDate !== undefined && onDate < STAMP_DUTY_FROM) return 0n;
  return divRoundHalfUp(amountPaise * DUTY_OF_GROSS.numerator, DUTY_OF_GROSS.denominator);
}

export interface PurchaseAllotment {
  stampDutyPaise: bigint;
  netPaise: bigint;
  units: bigint;
}

/** (Amount − stamp duty) / NAV, rounded down to 3 decimals: ₹500 at 31.60 → ₹499.98 → 15.822 units. */
export function purchaseAllotment(amountPaise: bigint, nav4: bigint, onDate?: string): PurchaseAllotment {
  requirePositiveNav(nav4);
  const duty = stampDutyPaise(amountPaise, onDate);
  const net = amountPaise - duty;
  return { stampDutyPaise: duty, netPaise: net, units: (net * UNITS_NAV_TO_PAISE) / nav4 };
}

export function unitsForPurchase(amountPaise: bigint, nav4: bigint): bigint {
  return purchaseAllotment(amountPaise, nav4).units;
}

/** Units × NAV in paise, rounded down. */
export function redemptionValue(units3: bigint, nav4: bigint): bigint {
  if (units3 < 0n) throw new RangeError('Units must not be negative');
  requirePositiveNav(nav4);
  return (units3 * nav4) / UNITS_NAV_TO_PAISE;
}

export interface Lot {
  date: string; // allotment date, YYYY-MM-DD
  units: bigint; // scale 3
}

/** A load of `percent` applies when the units are redeemed within `withinDays` days (inclusive). */
export interface ExitLoadRule {
  withinDays: number;
  percent: string;
}

export interface ExitLoadLine {
  date: string;
  units: bigint;
  daysHeld: number;
  loadPercent: string;
  valuePaise: bigint;
  loadPaise: bigint;
}

export interface ExitLoadResult {
  lines: ExitLoadLine[];
  totalUnits: bigint;
  /** Value of all redeemed units at once (may exceed the sum of lines by rounding, never less). */
  grossPaise: bigint;
  totalLoadPaise: bigint;
  netPaise: bigint;
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

function ruleFor(daysHeld: number, rules: readonly ExitLoadRule[]): { percent: string; scaled: bigint } {
  const rule = [...rules].sort((a, b) => a.withinDays - b.withinDays).find((r) => daysHeld <= r.withinDays);
  if (!rule) return { percent: '0', scaled: 0n };
  const scaled = parseDecimal(rule.percent, 4);
  if (scaled === null || scaled < 0n || scaled > 100n * PERCENT_SCALE) throw new RangeError(`Not an exit load percent: "${rule.percent}"`);
  return { percent: rule.percent, scaled };
}

/**
 * Consumes lots oldest first (first in, first out, as SEBI requires for exit load) and prices
 * the load of each consumed slice by how long it was held. Each line's load is rounded half up
 * to the paisa from the exact units × NAV, not from the rounded line value.
 */
export function exitLoadFifo(
  lots: readonly Lot[],
  redeemUnits: bigint,
  redeemDate: string,
  nav4: bigint,
  rules: readonly ExitLoadRule[],
): ExitLoadResult {
  requirePositiveNav(nav4);
  if (redeemUnits < 0n) throw new RangeError('Units to redeem must not be negative');
  const held = lots.reduce((sum, lot) => sum + lot.units, 0n);
  if (redeemUnits > held) throw new RangeError(`Cannot redeem ${redeemUnits} units out of ${held}`);

  // Array.prototype.sort is stable: lots of the same day keep their given order.
  const ordered = [...lots].filter((lot) => lot.units > 0n).sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const lines: ExitLoadLine[] = [];
  let left = redeemUnits;
  for (const lot of ordered) {
    if (left === 0n) break;
    const units = lot.units < left ? lot.units : left;
    const daysHeld = daysBetween(lot.date, redeemDate);
    if (daysHeld < 0) throw new RangeError(`Lot of ${lot.date} is after the redemption date ${redeemDate}`);
    const rule = ruleFor(daysHeld, rules);
    const loadPaise = divRoundHalfUp(units * nav4 * rule.scaled, UNITS_NAV_TO_PAISE * 100n * PERCENT_SCALE);
    lines.push({ date: lot.date, units, daysHeld, loadPercent: rule.percent, valuePaise: redemptionValue(units, nav4), loadPaise });
    left -= units;
  }
  const grossPaise = redemptionValue(redeemUnits, nav4);
  const totalLoadPaise = lines.reduce((sum, line) => sum + line.loadPaise, 0n);
  return { lines, totalUnits: redeemUnits, grossPaise, totalLoadPaise, netPaise: grossPaise - totalLoadPaise };
}
