import { divRoundHalfUp, parseDecimal } from '../decimal.ts';
import { FifoLots } from './fifo.ts';
import { PAISE_PER_RUPEE, UNITS_NAV_TO_PAISE, units3to4, units4to3, valuePaise } from './scales.ts';

/**
 * Where the exit load is computed: which load a unit pays by how long it has been held, whether
 * it is still inside the load period, and the load of a redemption walked oldest lot first.
 *
 * A scheme's load is a list of tiers, each "a load of `percent` on units redeemed within
 * `withinDays` days of allotment". Tiers are read shortest first and the first that covers the
 * holding applies, whatever its percent: a 0 % tier is a tier like any other, so units it covers
 * are free of load even when a longer tier charges one. No tier covering the holding: no load.
 *
 * The boundary. The spec (shared/spec/2-dashboard-invest-portfolio.md) names the load on screen
 * and in POST /transaction/get_exit_load (exit_load: ExitLoad text, ExitFeeApplicable,
 * ExitFeeNotApplicable; 'No Units without an Exit load') but states no day-count rule, and no
 * tier by units. The rule followed is the scheme's own wording, as the catalogue states it
 * (server/adapters/nav-source/demo-categories.ts): "1% if redeemed within 365 days of allotment;
 * Nil after 365 days". Days held are calendar days from the allotment date to the redemption
 * (NAV) date, and "within" includes the last day: held 365 days pays, 366 does not. SEBI's graded
 * liquid-fund load reads the same way ("Day 1: 0.0070% … Day 7 onwards: Nil" is withinDays 1…6).
 */

export interface ExitLoadRule {
  withinDays: number;
  /** decimal percent, up to 4 decimals ("1.00", "0.0070") */
  percent: string;
}

export interface ExitLoadTier {
  /** the rule's percent as it is written, or '0' when no tier covers the holding */
  percent: string;
  /** the percent at 4 decimals: "1.00" → 10000n */
  scaled: bigint;
}

const PERCENT_SCALE = 10_000n;
const DAY_MS = 86_400_000;
const NIL: ExitLoadTier = { percent: '0', scaled: 0n };

/** Calendar days from `from` to `to` (YYYY-MM-DD), negative when `to` is earlier. */
export function daysHeld(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

function tierOf(rule: ExitLoadRule): ExitLoadTier {
  const scaled = parseDecimal(rule.percent, 4);
  if (scaled === null || scaled < 0n || scaled > 100n * PERCENT_SCALE) throw new RangeError(`Not an exit load percent: "${rule.percent}"`);
  return { percent: rule.percent, scaled };
}

/** The scheme's load as a function of days held, the rules sorted once (for walks over many lots of one scheme). */
export function exitLoadSchedule(rules: readonly ExitLoadRule[]): (days: number) => ExitLoadTier {
  const sorted = [...rules].sort((a, b) => a.withinDays - b.withinDays);
  const tiers = new Map<ExitLoadRule, ExitLoadTier>();
  return (days) => {
    const rule = sorted.find((r) => days <= r.withinDays);
    if (!rule) return NIL;
    let tier = tiers.get(rule);
    if (!tier) tiers.set(rule, (tier = tierOf(rule)));
    return tier;
  };
}

/** The load that units held `days` days pay. */
export const exitLoadTier = (rules: readonly ExitLoadRule[], days: number): ExitLoadTier => exitLoadSchedule(rules)(days);

/** Whether units held so many days would pay a load if redeemed: inside the exit-load period (rules sorted once). */
export function exitLoadPeriod(rules: readonly ExitLoadRule[]): (days: number) => boolean {
  const schedule = exitLoadSchedule(rules);
  return (days) => schedule(days).scaled > 0n;
}

/** Whether units held `days` days would pay a load if redeemed: inside the exit-load period. */
export const insideExitLoad = (rules: readonly ExitLoadRule[], days: number): boolean => exitLoadPeriod(rules)(days);

/** The load on units4 at nav4, rounded half up to the paisa from the exact units × NAV (not from a rounded value). */
export function loadPaise(units4: bigint, nav4: bigint, tier: ExitLoadTier): bigint {
  return divRoundHalfUp(units4 * nav4 * tier.scaled, UNITS_NAV_TO_PAISE * PAISE_PER_RUPEE * PERCENT_SCALE);
}

function requirePositiveNav(nav4: bigint): void {
  if (nav4 <= 0n) throw new RangeError(`NAV must be positive, got ${nav4}`);
}

/**
 * The load on units4 of one lot allotted on `lotDate`, redeemed on `onDate` at nav4 (a slice of
 * a sale the walk already split); nothing without rules. Priced on the whole thousandths of a
 * unit, as registrars redeem.
 */
export function lotExitLoadPaise(lotDate: string, units4: bigint, onDate: string, nav4: bigint, rules: readonly ExitLoadRule[]): bigint {
  if (rules.length === 0) return 0n;
  const redeemable4 = units3to4(units4to3(units4));
  return redemptionExitLoad([{ date: lotDate, units4: redeemable4 }], redeemable4, onDate, nav4, rules).totalLoadPaise;
}

export interface ExitLoadLine {
  date: string;
  units4: bigint;
  daysHeld: number;
  loadPercent: string;
  valuePaise: bigint;
  loadPaise: bigint;
}

export interface ExitLoadResult {
  lines: ExitLoadLine[];
  units4: bigint;
  /** value of all the redeemed units at once (may exceed the sum of the lines by rounding, never less) */
  grossPaise: bigint;
  totalLoadPaise: bigint;
  netPaise: bigint;
}

/**
 * The load of redeeming units4 out of `lots` on `onDate` at nav4: the lots are walked oldest
 * first (lots of one day in the order given) and each slice pays the load of its own holding
 * period, rounded on its own.
 */
export function redemptionExitLoad(
  lots: ReadonlyArray<{ date: string; units4: bigint }>,
  units4: bigint,
  onDate: string,
  nav4: bigint,
  rules: readonly ExitLoadRule[],
): ExitLoadResult {
  requirePositiveNav(nav4);
  if (units4 < 0n) throw new RangeError('Units to redeem must not be negative');
  // Array.prototype.sort is stable: lots of the same day keep their given order
  const ordered = [...lots].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const fifo = new FifoLots<string>();
  for (const lot of ordered) fifo.add(lot.date, lot.units4);
  const held = fifo.units();
  if (units4 > held) throw new RangeError(`Cannot redeem ${units4} units out of ${held}`);
  const schedule = exitLoadSchedule(rules);
  const lines = fifo.take(units4).slices.map(({ lot: date, units }): ExitLoadLine => {
    const days = daysHeld(date, onDate);
    if (days < 0) throw new RangeError(`Lot of ${date} is after the redemption date ${onDate}`);
    const tier = schedule(days);
    return { date, units4: units, daysHeld: days, loadPercent: tier.percent, valuePaise: valuePaise(units, nav4), loadPaise: loadPaise(units, nav4, tier) };
  });
  const grossPaise = valuePaise(units4, nav4);
  const totalLoadPaise = lines.reduce((sum, line) => sum + line.loadPaise, 0n);
  return { lines, units4, grossPaise, totalLoadPaise, netPaise: grossPaise - totalLoadPaise };
}
