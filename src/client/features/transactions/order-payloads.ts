import type * as v from 'valibot';
import { unitsInstalmentProblem } from '@shared/rules/registrations/systematic-units.ts';
import type { PurchaseOrder, RedemptionOrder, SipOrder, StpOrder, SwitchOrder, SwpOrder } from '@shared/contract/transactions.ts';
import { NEW_FOLIO_ACCNO } from '@shared/contract/transactions.ts';
import { parseDecimal, parseRupees } from '@shared/money/decimal.ts';
import { groupDecimalString } from '@shared/rules/format/indian-number.ts';
import { allLockedMessage } from '@shared/rules/portfolio/lock-in.ts';
import {
  installmentsToSend,
  lumpsumMinMessage,
  validateInstallments,
  validateLumpsum,
  validateMaxAmount,
  validateRedeemAmount,
  validateRedeemUnits,
  validateSipAmount,
} from '@shared/rules/transactions/amounts.ts';
import { stepUpValidation } from '@shared/rules/registrations/registrations.ts';
import { SIP_MESSAGES, parseSipDates, sipEndDate, validateSipDays, validateStartDate, type SystematicKind } from '@shared/rules/registrations/sip-calendar.ts';
import { ymdToDmy } from '@shared/time/ist.ts';
import { optionFlags, redeemableValue, stepOf } from './format.ts';
import type { Folio, Frequency, Mandate, TransactScheme } from './types.ts';

/**
 * Form state → create_transaction body (spec 2 §5, §7), one builder per order type. Each either
 * returns the body or the field messages to show; the server applies the same rules again.
 */
export type Built<K extends string, B> = { ok: true; body: B } | { ok: false; errors: Partial<Record<K, string>> };

/** Ours (the spec has no text for these). */
export const FORM_MESSAGES = {
  chooseFrequency: 'Please select frequency',
  chooseTarget: 'Please choose another scheme of the same fund house to switch to',
  createMandate: "Please create mandate Id's",
  selectFolio: 'Please select folio number',
} as const;

type SipBody = v.InferInput<typeof SipOrder>;
type PurchaseBody = v.InferInput<typeof PurchaseOrder>;
type RedemptionBody = v.InferInput<typeof RedemptionOrder>;
type SwitchBody = v.InferInput<typeof SwitchOrder>;
type SwpBody = v.InferInput<typeof SwpOrder>;
type StpBody = v.InferInput<typeof StpOrder>;

const done = <K extends string, B>(errors: Partial<Record<K, string>>, body: () => B): Built<K, B> =>
  Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, body: body() };

const gte = (a: string, b: string) => (parseRupees(a) ?? 0n) >= (parseRupees(b) ?? 0n);

/** Mandates are offered only when their limit reaches the frequency's minimum (spec 2 §5). */
export function eligibleMandates(mandates: readonly Mandate[], frequency: Frequency | undefined): Mandate[] {
  if (!frequency) return [...mandates];
  return mandates.filter((m) => gte(m.AMOUNT, frequency.SIPMINIMUMINSTALLMENTAMOUNT));
}

/** The frequencies a form offers: daily (value 1) is left out (spec 2 §4). */
export function offeredFrequencies(frequencies: readonly Frequency[]): Frequency[] {
  return frequencies.filter((f) => f.value !== 1);
}

function startDateProblem(
  kind: SystematicKind,
  startDate: string,
  frequency: Frequency,
  firstOrderToday: boolean,
  now: Date,
  emptyMessage: string,
): string | null {
  const sipDates = parseSipDates(frequency.SIPDATES);
  const missing = validateSipDays(sipDates);
  if (missing) return missing;
  if (startDate.trim() === '') return emptyMessage;
  return validateStartDate(startDate, { now, sipDates, firstOrderToday, kind });
}

export interface SipForm {
  /** '' for a new folio */
  folio: string;
  frequency: number | null;
  amount: string;
  installments: string;
  /** YYYY-MM-DD */
  startDate: string;
  firstOrderToday: boolean;
  mandateId: string;
  /** ours: a yearly step-up by percentage (P) or amount (A); none when absent or N */
  stepUpType?: 'N' | 'P' | 'A';
  stepUpValue?: string;
}
export type SipField = 'frequency' | 'amount' | 'installments' | 'startDate' | 'mandateId' | 'stepUp';

export function sipOrder(
  form: SipForm,
  ctx: { scheme: TransactScheme; frequencies: readonly Frequency[]; mandates: readonly Mandate[]; now: Date },
): Built<SipField, SipBody> {
  const errors: Partial<Record<SipField, string>> = {};
  const freq = ctx.frequencies.find((f) => f.value === form.frequency);
  if (!freq) {
    errors.frequency = ctx.frequencies.length === 0 ? SIP_MESSAGES.sipDaysMissing : FORM_MESSAGES.chooseFrequency;
    return { ok: false, errors };
  }
  const amount = validateSipAmount(form.amount, freq.SIPMINIMUMINSTALLMENTAMOUNT, freq.SIPMAXIMUMINSTALLMENTAMOUNT);
  if (amount) errors.amount = amount;
  const installments = validateInstallments(form.installments, freq.SIPMINIMUMINSTALLMENTNUMBERS, freq.SIPMAXIMUMINSTALLMENTNUMBERS);
  if (installments) errors.installments = installments;
  const start = startDateProblem('SIP', form.startDate, freq, form.firstOrderToday, ctx.now, SIP_MESSAGES.sipDayMandatory);
  if (start) errors.startDate = start;
  const offered = eligibleMandates(ctx.mandates, freq);
  const mandate = offered.find((m) => m.Mandate_Id === form.mandateId);
  if (offered.length === 0) errors.mandateId = FORM_MESSAGES.createMandate;
  else if (!mandate) errors.mandateId = SIP_MESSAGES.mandateMandatory;
  const step =
    form.stepUpType && form.stepUpType !== 'N'
      ? stepUpValidation(form.stepUpType, form.stepUpValue ?? '', parseRupees(form.amount.trim()) ?? 0n)
      : { stepUp: null };
  if ('error' in step) errors.stepUp = step.error;
  return done(errors, () => ({
    TrType: mandate!.Mandate_Type === 'I' ? 'ISIP' : 'XSIP',
    StartDate: ymdToDmy(form.startDate),
    Installments: installmentsToSend(Number(form.installments.trim()), freq.SIPMAXIMUMINSTALLMENTNUMBERS),
    InstallmentsAmt: form.amount.trim(),
    MandateId: mandate!.Mandate_Id,
    MandateType: mandate!.Mandate_Type,
    FirstOrderToday: form.firstOrderToday ? 'Y' : 'N',
    Frequency: freq.value,
    AmcId: ctx.scheme.AmcID,
    Sch: ctx.scheme.SchemeID,
    ...optionFlags(ctx.scheme.Schemeoption),
    // the investor chose New Folio: said so, as an empty folio means the one that holds the scheme
    AccNo: form.folio || NEW_FOLIO_ACCNO,
    ...(form.stepUpType && form.stepUpType !== 'N' ? { StepUpType: form.stepUpType, StepUpValue: (form.stepUpValue ?? '').trim() } : {}),
  }));
}

export interface PurchaseForm {
  /** '' for a new folio */
  folio: string;
  amount: string;
}

/** The minimum a lumpsum needs: the additional purchase amount into an existing folio, else the minimum purchase. */
export function lumpsumMinimum(scheme: TransactScheme, folio: string): string {
  return folio ? scheme.AdditionalPurchaseAmount : scheme.MinimumPurchaseAmount;
}

export function purchaseOrder(form: PurchaseForm, ctx: { scheme: TransactScheme }): Built<'amount', PurchaseBody> {
  const errors: Partial<Record<'amount', string>> = {};
  const s = ctx.scheme;
  const problem = validateLumpsum(form.amount, lumpsumMinimum(s, form.folio));
  const max = s.MaximumPurchaseAmount === null ? null : parseRupees(s.MaximumPurchaseAmount);
  if (problem) errors.amount = problem;
  else {
    const tooMuch = validateMaxAmount(form.amount, max);
    if (tooMuch) errors.amount = tooMuch;
  }
  return done(errors, () => ({
    TrType: form.folio ? 'ADD' : 'NEW',
    AccNo: form.folio || NEW_FOLIO_ACCNO,
    Amount: form.amount.trim(),
    AmcId: s.AmcID,
    Sch: s.SchemeID,
    ...optionFlags(s.Schemeoption),
  }));
}

export type RedeemMode = 'amount' | 'units' | 'all';
export interface RedeemForm {
  folio: string;
  mode: RedeemMode;
  amount: string;
  units: string;
}
export type RedeemField = 'folio' | 'amount' | 'units';
type Size = { Amount?: string; Units?: string; FUnsAmt: 'a' | 'u'; FParFul: 'p' | 'f' };

function sizeOf(form: RedeemForm, folios: readonly Folio[], errors: Partial<Record<RedeemField, string>>): Size | null {
  const folio = folios.find((f) => f.folio === form.folio);
  if (!folio) {
    errors.folio = FORM_MESSAGES.selectFolio;
    return null;
  }
  // nothing free yet (all in the ELSS lock-in): say until when, not "less than 0"
  const first = folio.locked[0];
  if (first && parseDecimal(folio.redeemable_units, 4) === 0n) {
    errors[form.mode === 'units' ? 'units' : 'amount'] = allLockedMessage(groupDecimalString(folio.units), first.unlock_date);
    return null;
  }
  if (form.mode === 'all') return { Units: folio.redeemable_units, FUnsAmt: 'u', FParFul: 'f' };
  if (form.mode === 'units') {
    const problem = validateRedeemUnits(form.units, folio.redeemable_units);
    if (problem) errors.units = problem;
    return { Units: form.units.trim(), FUnsAmt: 'u', FParFul: 'p' };
  }
  const problem = validateRedeemAmount(form.amount, redeemableValue(folio));
  if (problem) errors.amount = problem;
  return { Amount: form.amount.trim(), FUnsAmt: 'a', FParFul: 'p' };
}

export function redemptionOrder(form: RedeemForm, ctx: { scheme: TransactScheme; folios: readonly Folio[] }): Built<RedeemField, RedemptionBody> {
  const errors: Partial<Record<RedeemField, string>> = {};
  const size = sizeOf(form, ctx.folios, errors);
  return done(errors, () => ({ TrType: 'RED', AmcId: ctx.scheme.AmcID, AccNo: form.folio, Sch: ctx.scheme.SchemeID, ...size! }));
}

export type SwitchField = RedeemField | 'target';

export function switchOrder(
  form: RedeemForm & { target: number | null },
  ctx: { scheme: TransactScheme; folios: readonly Folio[] },
): Built<SwitchField, SwitchBody> {
  const errors: Partial<Record<SwitchField, string>> = {};
  const size = sizeOf(form, ctx.folios, errors);
  if (form.target === null || form.target === ctx.scheme.SchemeID) errors.target = FORM_MESSAGES.chooseTarget;
  return done(errors, () => ({ TrType: 'SWT', AmcId: ctx.scheme.AmcID, AccNo: form.folio, Sch: ctx.scheme.SchemeID, ToSch: form.target!, ...size! }));
}

export interface SystematicOutForm extends RedeemForm {
  frequency: number | null;
  installments: string;
  startDate: string;
  firstOrderToday: boolean;
}
export type SystematicOutField = RedeemField | 'frequency' | 'installments' | 'startDate';

function systematicOut(
  kind: 'SWP' | 'STP',
  form: SystematicOutForm,
  ctx: { scheme: TransactScheme; folios: readonly Folio[]; frequencies: readonly Frequency[]; now: Date },
  errors: Partial<Record<SystematicOutField | 'target', string>>,
) {
  const size = sizeOf(form, ctx.folios, errors);
  const freq = ctx.frequencies.find((f) => f.value === form.frequency);
  if (!freq) errors.frequency = ctx.frequencies.length === 0 ? SIP_MESSAGES.sipDaysMissing : FORM_MESSAGES.chooseFrequency;
  // all units go out in one instalment (spec 2 §7: Installments 1 for All)
  const all = form.mode === 'all';
  if (!all && freq) {
    const problem = validateInstallments(form.installments, freq.SIPMINIMUMINSTALLMENTNUMBERS, freq.SIPMAXIMUMINSTALLMENTNUMBERS);
    if (problem) errors.installments = problem;
  }
  // each instalment at least the frequency's minimum (the server refuses less too)
  if (freq && form.mode === 'amount' && !errors.amount) {
    const min = parseRupees(freq.SIPMINIMUMINSTALLMENTAMOUNT);
    const amount = parseRupees(form.amount);
    if (min !== null && amount !== null && amount < min) errors.amount = lumpsumMinMessage(min);
  }
  if (freq && form.mode === 'units' && !errors.units) {
    const folio = ctx.folios.find((f) => f.folio === form.folio);
    const min = parseRupees(freq.SIPMINIMUMINSTALLMENTAMOUNT);
    const units4 = parseDecimal(form.units.trim(), 4);
    const nav4 = folio?.nav ? parseDecimal(folio.nav, 4) : null;
    const problem = min !== null && units4 !== null ? unitsInstalmentProblem(units4, nav4, min) : null;
    if (problem) errors.units = problem;
  }
  if (freq) {
    const start = startDateProblem(kind, form.startDate, freq, form.firstOrderToday, ctx.now, SIP_MESSAGES.needStartDate);
    if (start) errors.startDate = start;
  }
  return () => {
    const installments = all ? 1 : installmentsToSend(Number(form.installments.trim()), freq!.SIPMAXIMUMINSTALLMENTNUMBERS);
    const step = stepOf(freq!.value);
    return {
      AmcId: ctx.scheme.AmcID,
      AccNo: form.folio,
      Sch: ctx.scheme.SchemeID,
      ...size!,
      StartDate: ymdToDmy(form.startDate),
      ...(step ? { EndDate: ymdToDmy(sipEndDate(form.startDate, installments, step)) } : {}),
      Installments: installments,
      ...(size!.Amount !== undefined ? { InstallmentsAmt: size!.Amount } : {}),
      TransTypeDate: ymdToDmy(form.startDate),
      FirstOrderToday: form.firstOrderToday ? ('Y' as const) : ('N' as const),
      Frequency: freq!.value,
    };
  };
}

export function swpOrder(
  form: SystematicOutForm,
  ctx: { scheme: TransactScheme; folios: readonly Folio[]; frequencies: readonly Frequency[]; now: Date },
): Built<SystematicOutField, SwpBody> {
  const errors: Partial<Record<SystematicOutField, string>> = {};
  const body = systematicOut('SWP', form, ctx, errors);
  return done(errors, () => ({ TrType: 'SWP' as const, ...body() }));
}

export function stpOrder(
  form: SystematicOutForm & { target: number | null },
  ctx: { scheme: TransactScheme; folios: readonly Folio[]; frequencies: readonly Frequency[]; now: Date },
): Built<SystematicOutField | 'target', StpBody> {
  const errors: Partial<Record<SystematicOutField | 'target', string>> = {};
  const body = systematicOut('STP', form, ctx, errors);
  if (form.target === null || form.target === ctx.scheme.SchemeID) errors.target = FORM_MESSAGES.chooseTarget;
  return done(errors, () => ({ TrType: 'STP' as const, ...body(), ToSch: form.target! }));
}
