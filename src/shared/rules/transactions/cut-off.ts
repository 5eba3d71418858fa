import { addDays } from '../../money/returns.ts';
import { istDate, istInstant, istParts } from '../../time/ist.ts';

/**
 * NAV applicability in IST (SEBI's cut-off rules; spec 2 §9, spec 3 §9). Dates are YYYY-MM-DD.
 * A business day is a weekday that is not in the holiday list the operator configures.
 *
 * "By the cut-off" is inclusive: money realised at 15:00:00.000 exactly is in time (SEBI: "up to
 * 3.00 pm"); one millisecond later is not.
 *
 * Purchases look at when the money is realised (available to the fund), not when the order
 * was placed. Liquid and overnight funds publish a NAV for every calendar day, so their NAV dates
 * may be weekends or holidays; other funds' NAV dates are always business days.
 */
export type FundType = 'liquid' | 'overnight' | 'other';

export interface ClockTime {
  hour: number;
  minute: number;
}

export const LIQUID_CUT_OFF: ClockTime = { hour: 13, minute: 30 };
export const CUT_OFF: ClockTime = { hour: 15, minute: 0 };

/** True when the IST wall-clock time of `instant` is at or before `cutOff`. */
export function isByCutOff(instant: Date, cutOff: ClockTime): boolean {
  const p = istParts(instant);
  const seconds = p.hour * 3600 + p.minute * 60 + p.second;
  const limit = cutOff.hour * 3600 + cutOff.minute * 60;
  // IST is a whole-minute offset, so the UTC milliseconds are the IST ones.
  return seconds < limit || (seconds === limit && instant.getUTCMilliseconds() === 0);
}

/** 0 Sunday .. 6 Saturday. */
export function weekdayOf(ymd: string): number {
  const [y, m, d] = ymd.split('-').map(Number) as [number, number, number];
  return istParts(istInstant(y, m, d, 12)).weekday;
}

export function isBusinessDay(ymd: string, holidays: readonly string[]): boolean {
  const weekday = weekdayOf(ymd);
  return weekday !== 0 && weekday !== 6 && !holidays.includes(ymd);
}

// A holiday list can never close more than a few weeks in a row; this only stops a bad list
// (say, every day of a year) from spinning forever.
const MAX_SEARCH_DAYS = 366;

function stepToBusinessDay(ymd: string, step: 1 | -1, holidays: readonly string[]): string {
  let day = ymd;
  for (let i = 0; i < MAX_SEARCH_DAYS; i += 1) {
    day = addDays(day, step);
    if (isBusinessDay(day, holidays)) return day;
  }
  throw new RangeError(`No business day within ${MAX_SEARCH_DAYS} days of ${ymd}`);
}

/** The first business day strictly after `ymd`. */
export function nextBusinessDay(ymd: string, holidays: readonly string[]): string {
  return stepToBusinessDay(ymd, 1, holidays);
}

/** The last business day strictly before `ymd`. */
export function previousBusinessDay(ymd: string, holidays: readonly string[]): string {
  return stepToBusinessDay(ymd, -1, holidays);
}

/** The business day an instant counts for: its own day if that is a business day and in time, else the next. */
function effectiveBusinessDay(instant: Date, cutOff: ClockTime, holidays: readonly string[]): string {
  const day = istDate(instant);
  return isBusinessDay(day, holidays) && isByCutOff(instant, cutOff) ? day : nextBusinessDay(day, holidays);
}

export interface NavDateInput {
  realisedAt: Date;
  fundType: FundType;
  holidays: readonly string[];
}

/**
 * Purchase NAV date.
 * - Liquid and overnight: realised by 13:30 on a business day → the NAV of the calendar day
 *   before; otherwise the NAV of the calendar day before the next business day (so Monday to
 *   Thursday after 13:30 is the same day, and Friday after 13:30 is Sunday).
 * - Others: by 15:00 on a business day → that day's NAV; otherwise the next business day's.
 */
export function navDateFor({ realisedAt, fundType, holidays }: NavDateInput): string {
  if (fundType === 'other') return effectiveBusinessDay(realisedAt, CUT_OFF, holidays);
  return addDays(effectiveBusinessDay(realisedAt, LIQUID_CUT_OFF, holidays), -1);
}

/** `days` business days after `ymd` (weekends and holidays skipped). */
export function addBusinessDays(ymd: string, days: number, holidays: readonly string[]): string {
  let d = ymd;
  for (let i = 0; i < days; i++) d = nextBusinessDay(d, holidays);
  return d;
}

/** How a redemption reached the fund house: through this app (online) or on paper (offline). */
export type Channel = 'online' | 'offline';

/**
 * Overnight funds' online redemption cut-off: 19:00, from 1-Jun-2025 (SEBI circular
 * SEBI/HO/IMD/PoD2/P/CIR/2025 of 22-Apr-2025, amending para 8.4.5.4 of the Master Circular for
 * Mutual Funds of 27-Jun-2024). Offline requests, and every request before that date, keep 15:00.
 */
export const OVERNIGHT_ONLINE_REDEMPTION_CUT_OFF: ClockTime = { hour: 19, minute: 0 };
export const OVERNIGHT_ONLINE_CUT_OFF_FROM = '2025-06-01';

/** The redemption (and switch-out) cut-off that applies to a request made on `day`. */
export function redemptionCutOff(fundType: FundType, channel: Channel, day: string): ClockTime {
  return fundType === 'overnight' && channel === 'online' && day >= OVERNIGHT_ONLINE_CUT_OFF_FROM ? OVERNIGHT_ONLINE_REDEMPTION_CUT_OFF : CUT_OFF;
}

/**
 * Redemption and switch-out NAV date (SEBI Master Circular for Mutual Funds, 27-Jun-2024, para
 * 8.4.5; para 8.4.5.4 as amended from 1-Jun-2025):
 * - Equity, debt and hybrid funds: by 15:00 on a business day → that day's NAV; otherwise the next
 *   business day's.
 * - Liquid and overnight funds: by the cut-off on a business day → the NAV of the calendar day
 *   immediately preceding the next business day (a Friday request gets Sunday's NAV, so the
 *   investor earns the weekend's accrual: ₹10 lakh at 6.6% a year is about ₹362 over a weekend);
 *   after the cut-off, or on a non-business day → the NAV of the next business day. The cut-off is
 *   15:00, or 19:00 for overnight funds redeemed online from 1-Jun-2025.
 */
export function redemptionNavDate(requestedAt: Date, holidays: readonly string[], fundType: FundType = 'other', channel: Channel = 'online'): string {
  const day = istDate(requestedAt);
  const inTime = isBusinessDay(day, holidays) && isByCutOff(requestedAt, redemptionCutOff(fundType, channel, day));
  if (fundType === 'other') return inTime ? day : nextBusinessDay(day, holidays);
  return inTime ? addDays(nextBusinessDay(day, holidays), -1) : nextBusinessDay(day, holidays);
}

/** Asset class ids (spec 2 §9): Equity 1, Liquid 2, Hybrid 3, Debt 4. */
export type AssetClassId = 1 | 2 | 3 | 4;

/**
 * Business days after the switch-out's NAV date until its proceeds reach the target scheme:
 * liquid and debt funds pay the next business day, equity and hybrid funds two business days
 * later (the industry's settlement cycles; spec 3 §9: "a switch takes about 1 to 2 working days").
 */
export function switchProceedsDays(sourceAssetClassId: number): number {
  return sourceAssetClassId === 2 || sourceAssetClassId === 4 ? 1 : 2;
}

/**
 * Switch-in (and STP-in) NAV date. SEBI circular SEBI/HO/IMD/DF2/CIR/P/2020/175 of 17-Sep-2020,
 * in force from 1-Feb-2021: a switch-in gets the NAV of the day its funds are available for
 * utilisation, like any purchase. The proceeds of the switch-out become available on the
 * settlement day (`switchProceedsDays` after the switch-out's NAV date), credited before the
 * target's cut-off; the target's own purchase rule then applies, so a liquid target gets the
 * liquid rule (funds in by 13:30 → the previous calendar day's NAV).
 */
export function switchInNavDate(input: { outNavDate: string; sourceAssetClassId: number; targetFundType: FundType; holidays: readonly string[] }): {
  availableOn: string;
  realisedAt: Date;
  navDate: string;
} {
  // the switch-out may be priced on a non-business day (a liquid fund's Sunday NAV): settle from the next business day
  const from = isBusinessDay(input.outNavDate, input.holidays)
    ? input.outNavDate
    : previousBusinessDay(nextBusinessDay(input.outNavDate, input.holidays), input.holidays);
  const availableOn = addBusinessDays(from, switchProceedsDays(input.sourceAssetClassId), input.holidays);
  const [y, m, d] = availableOn.split('-').map(Number) as [number, number, number];
  // credited at the start of the banking day, before any cut-off
  const realisedAt = istInstant(y, m, d, 10, 0);
  return { availableOn, realisedAt, navDate: navDateFor({ realisedAt, fundType: input.targetFundType, holidays: input.holidays }) };
}

/** The '1st Order Today' choice is offered only up to 15:00 IST (spec 2 §9). */
export function firstOrderTodayAllowed(now: Date): boolean {
  return isByCutOff(now, CUT_OFF);
}
