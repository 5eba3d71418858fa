import { addDays, subtractMonths } from '../../money/returns.ts';
import { istDate } from '../../time/ist.ts';
import { CUT_OFF, isByCutOff } from '../transactions/cut-off.ts';

/**
 * Start dates of SIP, SWP and STP registrations, decided in IST (spec 2 §5, §9). All three
 * kinds share the same calendar rules:
 * - only the scheme's allowed days (SIPDATES), and only days 1 to 28;
 * - six calendar months, starting with the current one; never a past date;
 * - today only when '1st Order Today' is ticked, and never after 15:00 IST;
 * - without '1st Order Today', a date in the current month must be more than 2 days ahead.
 *   The spec limits this lead to the current month; later months are not checked.
 */
export type SystematicKind = 'SIP' | 'SWP' | 'STP';

export const START_DATE_MONTHS = 6;
export const MAX_START_DAY = 28;
/** A current-month start date must be more than this many days after today. */
export const MIN_DAYS_AHEAD = 2;

export const SIP_MESSAGES = {
  needStartDate: 'Need start date',
  /** Not in the spec: a date the calendar would not have offered (typed, stale or tampered). */
  startDateNotAllowed: 'Please choose one of the start dates offered in the calendar',
  sipDayMandatory: 'SipDay is mandatory',
  mandateMandatory: 'Mandate Id is mandatory',
  sipDaysMissing: 'Sip days are not coming.',
} as const;

export interface StartDateOptions {
  now: Date;
  sipDates: readonly number[];
  firstOrderToday: boolean;
  kind: SystematicKind;
}

/** "1,5, 10,15" → [1, 5, 10, 15]: whole days 1-31, sorted, each once; anything else is dropped. */
export function parseSipDates(text: string): number[] {
  const days = text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^\d{1,2}$/.test(part))
    .map(Number)
    .filter((d) => d >= 1 && d <= 31);
  return [...new Set(days)].sort((a, b) => a - b);
}

const usableDays = (sipDates: readonly number[]): number[] =>
  [...new Set(sipDates)].filter((d) => Number.isInteger(d) && d >= 1 && d <= MAX_START_DAY).sort((a, b) => a - b);

/** 'Sip days are not coming.' when the scheme gives no day the calendar could offer. */
export function validateSipDays(sipDates: readonly number[]): string | null {
  return usableDays(sipDates).length === 0 ? SIP_MESSAGES.sipDaysMissing : null;
}

/** Every YYYY-MM-DD the start-date calendar offers, oldest first. */
export function allowedStartDates({ now, sipDates, firstOrderToday }: StartDateOptions): string[] {
  const today = istDate(now);
  const firstOfMonth = `${today.slice(0, 8)}01`;
  const earliestThisMonth = firstOrderToday ? today : addDays(today, MIN_DAYS_AHEAD + 1);
  const todayClosed = !isByCutOff(now, CUT_OFF);
  const days = usableDays(sipDates);
  const dates: string[] = [];
  for (let i = 0; i < START_DATE_MONTHS; i += 1) {
    const month = subtractMonths(firstOfMonth, -i).slice(0, 8);
    for (const day of days) {
      const date = `${month}${String(day).padStart(2, '0')}`;
      if (i === 0 && (date < earliestThisMonth || (date === today && todayClosed))) continue;
      dates.push(date);
    }
  }
  return dates;
}

export function validateStartDate(value: string, options: StartDateOptions): string | null {
  const v = value.trim();
  if (v === '') return SIP_MESSAGES.needStartDate;
  return allowedStartDates(options).includes(v) ? null : SIP_MESSAGES.startDateNotAllowed;
}

/** SIP submit also needs a start day and a mandate (amount, frequency and installments have their own rules). */
export function validateSipSelection(fields: { sipDay: string | number | null; mandateId: string | null }): string | null {
  if (fields.sipDay === null || String(fields.sipDay).trim() === '') return SIP_MESSAGES.sipDayMandatory;
  if (fields.mandateId === null || fields.mandateId.trim() === '') return SIP_MESSAGES.mandateMandatory;
  return null;
}

export type SipFrequency = 'weekly' | 'fortnightly' | 'monthly' | 'quarterly' | 'half-yearly' | 'yearly';

const STEP: Record<SipFrequency, { days: number } | { months: number }> = {
  weekly: { days: 7 },
  fortnightly: { days: 14 },
  monthly: { months: 1 },
  quarterly: { months: 3 },
  'half-yearly': { months: 6 },
  yearly: { months: 12 },
};

/**
 * The date of the last instalment: `installments - 1` steps after `start`. Month steps are counted
 * from the start date each time, so a 31st becomes the month end without drifting to the 28th.
 */
export function sipEndDate(start: string, installments: number, frequency: SipFrequency): string {
  if (!Number.isInteger(installments) || installments < 1) {
    throw new RangeError(`Installments must be a whole number of at least 1, got ${installments}`);
  }
  const steps = installments - 1;
  const step = STEP[frequency];
  return 'days' in step ? addDays(start, steps * step.days) : subtractMonths(start, -steps * step.months);
}
