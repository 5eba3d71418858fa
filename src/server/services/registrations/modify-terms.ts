import { and, eq } from 'drizzle-orm';
import { formatDecimal } from '@shared/money/decimal.ts';
import { canCancelRegistration, REGISTRATION_MESSAGES as RM, registrationStatus, stepUpOf, type StepUp } from '@shared/rules/registrations/registrations.ts';
import {
  modifiableDays,
  modifiedSipStart,
  SIP_MODIFY_MESSAGES as MM,
  validateSipModify,
  type SipModifyLimits,
} from '@shared/rules/registrations/sip-modify.ts';
import { sipEndDate } from '@shared/rules/registrations/sip-calendar.ts';
import { istDate } from '@shared/time/ist.ts';
import { mandates, registrations } from '../../db/schema.ts';
import type { AppDeps } from '../../lib/context.ts';
import { catalogueFacts } from '../transactions/catalogue-facts.ts';
import { frequencyOf } from '../transactions/frequency.ts';
import { ORDER_MESSAGES as OM } from '../transactions/messages.ts';
import { codeFor, type SchemeFacts } from '../transactions/scheme-port.ts';
import { pauseActive } from './pause-state.ts';

export type Reg = typeof registrations.$inferSelect;
export type ModifyTerms = NonNullable<Reg['modifyTerms']>;

export const MODIFY_IN_PROGRESS = 'Your SIP is being modified; please check Manage SIP in a few minutes';

/** The frequency's amount range and the scheme's SIP days, for a SIP that can be modified at all (not daily, a frequency still offered). */
export function modifyLimitsOf(reg: Reg, scheme: SchemeFacts | null): SipModifyLimits | null {
  if (reg.kind !== 'SIP' || !scheme) return null;
  const f = frequencyOf(reg.frequency);
  const freq = scheme.sipFrequencies.find((x) => x.value === reg.frequency);
  if (!f || f === 'daily' || !freq || modifiableDays(freq.dates).length === 0) return null;
  return {
    minPaise: freq.minAmountPaise,
    maxPaise: freq.maxAmountPaise,
    days: modifiableDays(freq.dates),
    current: { amountPaise: reg.amountPaise ?? 0n, day: reg.day, stepUp: stepUpOf(reg) },
  };
}

/**
 * Why this SIP cannot be modified today, or null. The same window as cancel (2 days before the
 * next instalment): a modification is a cancellation at the exchange. A paused SIP is resumed
 * first, so the investor never loses a pause by changing the amount.
 */
export function modifyRefusal(r: Reg, today: string): string | null {
  if (r.kind !== 'SIP' || r.replacedById !== null) return MM.notModifiable;
  if (r.cancelStatus === 'Y') return RM.alreadyCancelled;
  if (registrationStatus(r.endDate, 'N', today) === 'Completed' || r.nextRunDate === null || r.runsDone >= r.installments) return RM.ended;
  if (r.modifyTransNo !== null) return MODIFY_IN_PROGRESS;
  if (pauseActive(r)) return MM.paused;
  if (!canCancelRegistration({ kind: 'SIP', regNo: r.regNo, cancelStatus: 'N', endDate: r.endDate, nextRunDate: r.nextRunDate }, today)) return MM.tooLate;
  return null;
}

export interface ModifyRequest {
  sipRegNo: string;
  InstallmentsAmt: string;
  SIPDay: string;
  StepUpType: string;
  StepUpValue: string;
}

/** What an OTP confirms: the registration and its exact new terms. */
export const termsKey = (regNo: string, t: { amountPaise: bigint; day: number; stepUp: StepUp | null }): string =>
  `${regNo}|${t.amountPaise}|${t.day}|${t.stepUp === null ? 'N' : t.stepUp.kind === 'P' ? `P${t.stepUp.percent}` : `A${t.stepUp.amountPaise}`}`;

/**
 * Checks a modification against every rule a new SIP meets (amount range of its frequency, the
 * scheme's days, step-up bounds, an approved mandate of the same kind that covers the amount)
 * and works out the new plan: the remaining instalments from the first date its day allows.
 */
export async function prepareModification(
  deps: AppDeps,
  userId: number,
  req: ModifyRequest,
): Promise<{ reg: Reg; terms: ModifyTerms; key: string } | { error: string }> {
  const now = deps.clock.now();
  const today = istDate(now);
  const [reg] = await deps.db
    .select()
    .from(registrations)
    .where(and(eq(registrations.userId, userId), eq(registrations.regNo, req.sipRegNo), eq(registrations.kind, 'SIP')))
    .limit(1);
  if (!reg) return { error: RM.notFound };
  const refusal = modifyRefusal(reg, today);
  if (refusal) return { error: refusal };
  const scheme = await catalogueFacts(deps.db).scheme(reg.schemeId);
  const limits = modifyLimitsOf(reg, scheme);
  if (!limits || !scheme!.allowed.SIP) return { error: MM.notModifiable };
  const checked = validateSipModify({ amount: req.InstallmentsAmt, day: req.SIPDay, stepUpType: req.StepUpType, stepUpValue: req.StepUpValue }, limits);
  if (!checked.ok) return { error: (checked.errors.amount ?? checked.errors.day ?? checked.errors.stepUp)! };
  const [mandate] = await deps.db
    .select()
    .from(mandates)
    .where(and(eq(mandates.userId, userId), eq(mandates.mandateId, reg.mandateId ?? '')))
    .limit(1);
  if (!mandate) return { error: OM.createMandate };
  if (mandate.status !== 'APPROVED') return { error: OM.mandateNotApproved };
  if (mandate.amountPaise < checked.amountPaise) return { error: OM.mandateTooSmall };
  const schemeCode = codeFor(scheme!, 'sip', checked.amountPaise);
  if (!schemeCode) return { error: OM.noExchangeCode };
  const startDate = modifiedSipStart(now, checked.day);
  const installments = reg.installments - reg.runsDone;
  const endDate = sipEndDate(startDate, installments, frequencyOf(reg.frequency) as Exclude<ReturnType<typeof frequencyOf>, 'daily' | null>);
  const terms: ModifyTerms = {
    amountPaise: String(checked.amountPaise),
    day: checked.day,
    startDate,
    endDate,
    installments,
    stepUpPercent: checked.stepUp?.kind === 'P' ? checked.stepUp.percent : null,
    stepUpPaise: checked.stepUp?.kind === 'A' ? String(checked.stepUp.amountPaise) : null,
    schemeCode,
  };
  return { reg, terms, key: termsKey(reg.regNo, checked) };
}

/** The form's limits as the contract carries them. */
export function limitsAnswer(l: SipModifyLimits | null) {
  if (!l) return null;
  const step = l.current.stepUp;
  return {
    MinAmount: formatDecimal(l.minPaise, 2),
    MaxAmount: formatDecimal(l.maxPaise, 2),
    SipDays: [...l.days],
    StepUpType: step === null ? ('N' as const) : step.kind,
    StepUpValue: step === null ? '' : step.kind === 'P' ? String(step.percent) : String(step.amountPaise / 100n),
  };
}
