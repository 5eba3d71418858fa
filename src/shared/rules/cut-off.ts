import { addDays } from '../money/returns.ts';
import { istDate, istInstant, istParts } from '../time/ist.ts';

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

/** Redemptions and switches out, all fund types: by 15:00 on a business day → that day, else the next. */
export function redemptionNavDate(requestedAt: Date, holidays: readonly string[]): string {
  return effectiveBusinessDay(requestedAt, CUT_OFF, holidays);
}

/** The '1st Order Today' choice is offered only up to 15:00 IST (spec 2 §9). */
export function firstOrderTodayAllowed(now: Date): boolean {
  return isByCutOff(now, CUT_OFF);
}
