import { parseRupees } from '../../money/decimal.ts';
import { validateSipAmount } from '../transactions/amounts.ts';
import { stepUpValidation, type StepUp } from './registrations.ts';
import { allowedStartDates, MAX_START_DAY } from './sip-calendar.ts';

/**
 * Modifying a running SIP (ours, as the exchange allows it): BSE StAR MF has no XSIP "modify";
 * a changed amount, date or step-up is a cancellation of the registration and a new one under
 * the same mandate, folio and frequency for the instalments still to come. The same rules as a
 * new SIP apply to the new terms (the frequency's amount range, the scheme's SIP dates, the
 * step-up bounds), checked alike on the screen and by the server.
 */
export const SIP_MODIFY_MESSAGES = {
  chooseDay: 'Please choose one of the SIP dates offered',
  nothingChanged: 'Please change the amount, SIP date or step-up',
  paused: 'Resume this SIP before modifying it',
  notModifiable: 'This SIP can no longer be modified',
  tooLate: 'A SIP can be modified only up to 2 days before its next instalment',
  modified: (regNo: string, start: string) => `Your SIP is modified (registration ${regNo}). The next instalment is on ${start}.`,
} as const;

export type SipModifyField = 'amount' | 'day' | 'stepUp';

export interface SipModifyForm {
  amount: string;
  day: string | number;
  /** N (none), P (percentage) or A (amount) */
  stepUpType: string;
  stepUpValue: string;
}

export interface SipModifyLimits {
  minPaise: bigint;
  maxPaise: bigint;
  /** the days of the month the scheme takes SIPs on */
  days: readonly number[];
  /** what the SIP runs with now */
  current: { amountPaise: bigint; day: number; stepUp: StepUp | null };
}

const rupeeText = (paise: bigint) => `${paise / 100n}.${String(paise % 100n).padStart(2, '0')}`;
const sameStep = (a: StepUp | null, b: StepUp | null) =>
  a === null || b === null
    ? a === b
    : a.kind === 'P' && b.kind === 'P'
      ? a.percent === b.percent
      : a.kind === 'A' && b.kind === 'A' && a.amountPaise === b.amountPaise;

/** The days a modified SIP may run on: the scheme's SIP dates the calendar offers (1 to 28). */
export const modifiableDays = (days: readonly number[]): number[] =>
  [...new Set(days)].filter((d) => Number.isInteger(d) && d >= 1 && d <= MAX_START_DAY).sort((a, b) => a - b);

/**
 * The new terms, or the first message per field. Nothing changed is refused too: a modification
 * that changes nothing would only cancel and re-register the same plan.
 */
export function validateSipModify(
  form: SipModifyForm,
  limits: SipModifyLimits,
): { ok: true; amountPaise: bigint; day: number; stepUp: StepUp | null } | { ok: false; errors: Partial<Record<SipModifyField, string>> } {
  const errors: Partial<Record<SipModifyField, string>> = {};
  const amountProblem = validateSipAmount(form.amount, rupeeText(limits.minPaise), rupeeText(limits.maxPaise));
  if (amountProblem) errors.amount = amountProblem;
  const day = Number(String(form.day).trim());
  if (!modifiableDays(limits.days).includes(day)) errors.day = SIP_MODIFY_MESSAGES.chooseDay;
  const amountPaise = amountProblem ? 0n : parseRupees(form.amount.trim())!;
  const step = stepUpValidation(form.stepUpType, form.stepUpValue, amountPaise);
  if ('error' in step) errors.stepUp = step.error;
  if (Object.keys(errors).length > 0 || 'error' in step) return { ok: false, errors };
  const c = limits.current;
  if (amountPaise === c.amountPaise && day === c.day && sameStep(step.stepUp, c.stepUp))
    return { ok: false, errors: { amount: SIP_MODIFY_MESSAGES.nothingChanged } };
  return { ok: true, amountPaise, day, stepUp: step.stepUp };
}

/** The first instalment of the modified SIP: the earliest date on its day that a new SIP could start (YYYY-MM-DD). */
export function modifiedSipStart(now: Date, day: number): string {
  return allowedStartDates({ now, sipDates: [day], firstOrderToday: false, kind: 'SIP' })[0]!;
}
