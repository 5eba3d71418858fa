import { addCalendarDays as addDays } from '../../time/calendar-days.ts';
import { istDate, parseDmy, ymdToDmy } from '../../time/ist.ts';

/**
 * The Indian financial year (1 April to 31 March) and the statement durations of the reports
 * screen (spec 3 §4.4, §5, §9). Dates are YYYY-MM-DD in IST.
 */
export interface FinancialYear {
  start: string;
  end: string;
  /** "2026-27" */
  label: string;
}

export const REPORT_DURATIONS = ['Today', 'Yesterday', 'Previous FY', 'Current FY', 'Custom Date'] as const;
export type ReportDuration = (typeof REPORT_DURATIONS)[number];

export const REPORT_MESSAGES = {
  selectDuration: 'Please select duration',
  toBeforeFrom: 'To date should greater than From date',
  selectFromDate: 'Please select from date',
  /** Not in the spec, which words only the from-date case. */
  selectToDate: 'Please select to date',
} as const;

export interface DateRange {
  fromDate: string;
  toDate: string;
}

// Round-tripping through the DD/MM/YYYY parser refuses both bad shapes and dates like 31 Feb.
const isRealYmd = (v: string): boolean => parseDmy(ymdToDmy(v)) === v;

function yearStartingIn(year: number): FinancialYear {
  return {
    start: `${year}-04-01`,
    end: `${year + 1}-03-31`,
    label: `${year}-${String((year + 1) % 100).padStart(2, '0')}`,
  };
}

export function financialYearOf(ymd: string): FinancialYear {
  if (!isRealYmd(ymd)) throw new RangeError(`Not a YYYY-MM-DD date: "${ymd}"`);
  const year = Number(ymd.slice(0, 4));
  const month = Number(ymd.slice(5, 7));
  return yearStartingIn(month >= 4 ? year : year - 1);
}

export function previousFinancialYear(ymd: string): FinancialYear {
  return financialYearOf(addDays(financialYearOf(ymd).start, -1));
}

/** Custom range: from required, to required, and from not after to (the same day is fine). */
export function validateCustomRange(from: string, to: string): string | null {
  if (!isRealYmd(from.trim())) return REPORT_MESSAGES.selectFromDate;
  if (!isRealYmd(to.trim())) return REPORT_MESSAGES.selectToDate;
  return from.trim() > to.trim() ? REPORT_MESSAGES.toBeforeFrom : null;
}

export function isReportDuration(value: string): value is ReportDuration {
  return (REPORT_DURATIONS as readonly string[]).includes(value);
}

/** The duration picker: one must be chosen, and Custom Date needs a valid range. */
export function validateReportDuration(duration: string | null | undefined, custom?: { from: string; to: string }): string | null {
  if (!duration || !isReportDuration(duration)) return REPORT_MESSAGES.selectDuration;
  if (duration === 'Custom Date') return validateCustomRange(custom?.from ?? '', custom?.to ?? '');
  return null;
}

/**
 * The dates a statement covers. Current FY runs from 1 April to today (a statement cannot hold
 * the future); Previous FY is the whole year. Throws on an invalid custom range, so callers
 * validate first with `validateReportDuration`.
 */
export function reportDateRange(duration: ReportDuration, now: Date, custom?: { from: string; to: string }): DateRange {
  const today = istDate(now);
  switch (duration) {
    case 'Today':
      return { fromDate: today, toDate: today };
    case 'Yesterday': {
      const yesterday = addDays(today, -1);
      return { fromDate: yesterday, toDate: yesterday };
    }
    case 'Previous FY': {
      const fy = previousFinancialYear(today);
      return { fromDate: fy.start, toDate: fy.end };
    }
    case 'Current FY':
      return { fromDate: financialYearOf(today).start, toDate: today };
    case 'Custom Date': {
      const error = validateCustomRange(custom?.from ?? '', custom?.to ?? '');
      if (error) throw new RangeError(error);
      return { fromDate: custom!.from.trim(), toDate: custom!.to.trim() };
    }
  }
}
