import { formatDecimal } from '../../money/decimal.ts';
import { groupDecimalString } from '../format/indian-number.ts';
import { addCalendarDays as addDays } from '../../time/calendar-days.ts';

/**
 * SIP, SWP and STP registrations (spec 3 §4.3, §5, §9): status, lists, the cancel window, the
 * cancel reasons, and (ours, as Kuvera and Groww offer) pausing a SIP and a yearly step-up.
 * Dates are YYYY-MM-DD in IST.
 */
export type RegistrationKind = 'SIP' | 'SWP' | 'STP';
export type RegistrationStatus = 'Completed' | 'Cancelled' | 'In Progress';

/** Completed if today is past the end date; Cancelled if cancelled; otherwise In Progress (spec 3 §4.3, in that order). */
export function registrationStatus(endDate: string, cancelStatus: 'Y' | 'N', today: string): RegistrationStatus {
  if (today > endDate) return 'Completed';
  if (cancelStatus === 'Y') return 'Cancelled';
  return 'In Progress';
}

/** Days a cancel (or pause) must come before the next instalment: SIP 2, SWP and STP 9 (spec 3 §9). */
export const CANCEL_WINDOW_DAYS: Record<RegistrationKind, number> = { SIP: 2, SWP: 9, STP: 9 };

const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * Whether a registration can be cancelled today. The spec words it by day of month ("the SIP day
 * is at least two days from today's day of month or earlier than today's day"); that is the
 * next instalment being at least the window away, which is what is checked, with the real next
 * date (so a plan on the 1st cannot be cancelled on the 31st, a day before its debit). A plan
 * with no instalment left can always be cancelled.
 */
export function canCancelRegistration(
  r: { kind: RegistrationKind; regNo: string | null; cancelStatus: 'Y' | 'N'; endDate: string; nextRunDate: string | null },
  today: string,
): boolean {
  if (!r.regNo || r.cancelStatus !== 'N' || today > r.endDate) return false;
  if (r.nextRunDate === null) return true;
  return daysBetween(today, r.nextRunDate) >= CANCEL_WINDOW_DAYS[r.kind];
}

/** The last day a plan whose next instalment is `nextRunDate` can still be cancelled. */
export const lastCancelDay = (kind: RegistrationKind, nextRunDate: string): string => addDays(nextRunDate, -CANCEL_WINDOW_DAYS[kind]);

/** The exchange's SIP cancellation reasons (BSE StAR MF XSIP cancellation codes); 13 is "Others" and needs the investor's words. */
export const SIP_CANCEL_REASONS: ReadonlyArray<{ id: number; reason: string }> = [
  { id: 1, reason: 'Non availability of Funds' },
  { id: 2, reason: 'Scheme not performing' },
  { id: 3, reason: 'Service issue' },
  { id: 4, reason: 'Load Revised' },
  { id: 5, reason: 'Wish to invest in other schemes' },
  { id: 6, reason: 'Change in Fund Manager' },
  { id: 7, reason: 'Goal Achieved' },
  { id: 8, reason: 'Not comfortable with market volatility' },
  { id: 9, reason: 'Will be restarting SIP after few months' },
  { id: 10, reason: 'Modifications in bank/mandate/date etc' },
  { id: 11, reason: 'I have decided to invest elsewhere' },
  { id: 12, reason: 'This is not the right time to invest' },
  { id: 13, reason: 'Others (please specify)' },
];
export const OTHER_REASON_ID = 13;

export const REGISTRATION_MESSAGES = {
  selectReason: 'Please select reason',
  enterReason: 'Please enter reason',
  // ours:
  notFound: 'This registration was not found',
  alreadyCancelled: 'This registration is already cancelled',
  ended: 'This registration has already completed',
  tooLate: (kind: RegistrationKind) => `A ${kind} can be cancelled only up to ${CANCEL_WINDOW_DAYS[kind]} days before its next instalment`,
  pauseTooLate: `A SIP can be paused only up to ${CANCEL_WINDOW_DAYS.SIP} days before its next instalment`,
  pauseCount: 'Please choose to pause 1 to 6 instalments',
  alreadyPaused: 'This SIP is already paused',
  nothingToPause: 'This SIP has no instalment left to pause',
  cancelled: (kind: RegistrationKind, regNo: string) => `Your ${kind} ${regNo} is cancelled. No further instalments will be processed.`,
  paused: (n: number, until: string) => `Your SIP is paused for ${n} instalment${n === 1 ? '' : 's'}; it resumes on ${until}.`,
} as const;

/** The reason check of the cancel dialog (spec 3 §5), the same on both ends. */
export function validateCancelReason(reasonId: number | null | undefined, remarks: string | null | undefined): string | null {
  if (!reasonId || !SIP_CANCEL_REASONS.some((r) => r.id === reasonId)) return REGISTRATION_MESSAGES.selectReason;
  if (reasonId === OTHER_REASON_ID && !(remarks ?? '').trim()) return REGISTRATION_MESSAGES.enterReason;
  return null;
}

export const MAX_PAUSE_INSTALMENTS = 6;

/** Pause: 1 to 6 instalments (ours, as the exchange's XSIP pause allows). */
export function validatePause(count: number): string | null {
  return Number.isInteger(count) && count >= 1 && count <= MAX_PAUSE_INSTALMENTS ? null : REGISTRATION_MESSAGES.pauseCount;
}

/** Whether instalment `n` (1-based) falls in a pause of `count` instalments starting at `from`. */
export const isPausedRun = (n: number, pause: { fromRun: number | null; count: number }): boolean =>
  pause.fromRun !== null && n >= pause.fromRun && n < pause.fromRun + pause.count;

/**
 * A yearly step-up (top-up): from each anniversary of the start date the instalment grows by a
 * percentage (compounded, each year's amount rounded to the rupee, half up) or by a fixed amount.
 */
export type StepUp = { kind: 'P'; percent: number } | { kind: 'A'; amountPaise: bigint };

export function stepUpValidation(
  kind: string | undefined,
  value: string | number | undefined,
  installmentPaise: bigint,
): { stepUp: StepUp | null } | { error: string } {
  if (!kind || kind === 'N' || value === undefined || String(value).trim() === '') return { stepUp: null };
  const text = String(value).trim();
  if (kind === 'P') {
    if (!/^\d{1,3}$/.test(text) || Number(text) < 1 || Number(text) > 100) return { error: 'Step-up percentage should be between 1 and 100' };
    return { stepUp: { kind: 'P', percent: Number(text) } };
  }
  if (kind === 'A') {
    if (!/^\d+$/.test(text) || Number(text) < 100) return { error: 'Step-up amount should be at least 100' };
    const paise = BigInt(text) * 100n;
    if (paise > installmentPaise * 10n) return { error: 'Step-up amount should not be more than ten times the SIP amount' };
    return { stepUp: { kind: 'A', amountPaise: paise } };
  }
  return { error: 'Please choose a step-up by percentage or by amount' };
}

/** Whole years from `start` to `on` (anniversaries passed; 29 Feb counts on 28 Feb). */
export function yearsElapsed(start: string, on: string): number {
  const [sy, sm, sd] = start.split('-').map(Number) as [number, number, number];
  const [y, m, d] = on.split('-').map(Number) as [number, number, number];
  let years = y - sy;
  const lastDay = new Date(Date.UTC(y, m, 0)).getUTCDate();
  if (m < sm || (m === sm && d < Math.min(sd, lastDay))) years -= 1;
  return Math.max(0, years);
}

/** The instalment amount on `on` for a plan of `basePaise` that started on `start` with a step-up. */
export function steppedAmount(basePaise: bigint, stepUp: StepUp | null, start: string, on: string): bigint {
  if (!stepUp) return basePaise;
  const years = yearsElapsed(start, on);
  if (stepUp.kind === 'A') return basePaise + stepUp.amountPaise * BigInt(years);
  let amount = basePaise;
  for (let i = 0; i < years; i++) {
    // × (100 + p) / 100, rounded to the rupee half up
    const rupees10 = (amount * BigInt(100 + stepUp.percent) * 10n) / (100n * 100n);
    amount = ((rupees10 + 5n) / 10n) * 100n;
  }
  return amount;
}

/** A registration's step-up from its stored columns. */
export const stepUpOf = (r: { stepUpPercent: number | null; stepUpPaise: bigint | null }): StepUp | null =>
  r.stepUpPercent !== null ? { kind: 'P', percent: r.stepUpPercent } : r.stepUpPaise !== null ? { kind: 'A', amountPaise: r.stepUpPaise } : null;

/** How a step-up reads on screen: "10% every year" or "₹500.00 every year". */
export function stepUpLabel(step: StepUp | null): string | null {
  if (!step) return null;
  return step.kind === 'P' ? `${step.percent}% every year` : `₹${groupDecimalString(formatDecimal(step.amountPaise, 2))} every year`;
}

/** The instalment amount on a date: a SIP's step-up applied; SWP/STP amounts do not step up. */
export const instalmentAmountOn = (
  r: { kind: string; amountPaise: bigint | null; startDate: string; stepUpPercent: number | null; stepUpPaise: bigint | null },
  on: string,
): bigint | null => (r.amountPaise === null ? null : r.kind === 'SIP' ? steppedAmount(r.amountPaise, stepUpOf(r), r.startDate, on) : r.amountPaise);
