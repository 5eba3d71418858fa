import type { IdeaInvestment, IdeaOrder } from '@shared/contract/ideas.ts';
import { IDEA_MESSAGES } from '@shared/contract/ideas.ts';
import { formatDecimal, parseRupees } from '@shared/money/decimal.ts';
import { displayAmount, validateDrawerInstallments, validateLumpsum, validateSipAmount } from '@shared/rules/transactions/amounts.ts';
import { splitByWeight, splitMessage, weightBp, type BasketPart } from '@shared/rules/transactions/basket-split.ts';
import { SIP_MESSAGES, allowedStartDates, parseSipDates } from '@shared/rules/registrations/sip-calendar.ts';
import { ymdToDmy } from '@shared/time/ist.ts';
import type { Mandate } from '../../components/transact/basket.ts';

/**
 * The idea drawer's rules (spec 2 §4, §5): one amount split by the idea's weights with the shared
 * rule the server checks again, lumpsum or SIP, every scheme's SIP start day, 6 to 999
 * instalments, and a mandate whose limit reaches the minimum.
 */
export type IdeaKind = 'LUMPSUM' | 'SIP';

export interface IdeaForm {
  kind: IdeaKind;
  amount: string;
  frequency: number | null;
  installments: string;
  mandateId: string;
  /** scheme id → YYYY-MM-DD */
  startDates: Record<number, string>;
  firstOrderToday: boolean;
}

export type IdeaField = 'amount' | 'installments' | 'startDates' | 'mandateId' | 'frequency' | 'form';
export const CREATE_MANDATE = "Please create mandate Id's";

const paise = (rupees: string | null) => (rupees === null ? null : parseRupees(rupees));

export function partsFor(inv: IdeaInvestment, kind: IdeaKind, frequency: number | null): BasketPart[] | null {
  const parts: BasketPart[] = [];
  for (const s of inv.ideas) {
    const bp = weightBp(s.Weightage);
    if (bp === null) return null;
    if (kind === 'LUMPSUM')
      parts.push({ key: s.SchemeId, weightBp: bp, minPaise: paise(s.MinimumPurchaseAmount) ?? 0n, maxPaise: paise(s.MaximumPurchaseAmount) });
    else {
      const f = s.sip_frequencies.find((x) => x.value === frequency);
      if (!f) return null;
      parts.push({ key: s.SchemeId, weightBp: bp, minPaise: paise(f.SIPMINIMUMINSTALLMENTAMOUNT) ?? 0n, maxPaise: paise(f.SIPMAXIMUMINSTALLMENTAMOUNT) });
    }
  }
  return parts;
}

/** The split shown before adding: every scheme's share, or why the amount does not fit. */
export function previewSplit(
  inv: IdeaInvestment,
  form: IdeaForm,
): { ok: true; shares: Array<{ schemeId: number; name: string; weight: string; amount: string }> } | { ok: false; message: string } {
  const amount = parseRupees(form.amount.trim());
  if (amount === null || amount <= 0n) return { ok: false, message: 'Enter an amount to see how it is split' };
  const parts = partsFor(inv, form.kind, form.frequency);
  if (!parts) return { ok: false, message: IDEA_MESSAGES.sipNotAllowed };
  const split = splitByWeight(amount, parts);
  if (!split.ok) return { ok: false, message: splitMessage(split) };
  return {
    ok: true,
    shares: split.shares.map((s) => {
      const scheme = inv.ideas.find((x) => x.SchemeId === s.key)!;
      return { schemeId: s.key, name: scheme.ProductName, weight: scheme.Weightage, amount: formatDecimal(s.amountPaise, 2) };
    }),
  };
}

export function sipLimit(inv: IdeaInvestment, frequency: number | null) {
  return inv.sip_limits.find((l) => l.value === frequency) ?? null;
}

/** Mandates are offered only when their limit reaches the SIP minimum (spec 2 §5). */
export function eligibleMandates(mandates: readonly Mandate[], minimum: string | null): Mandate[] {
  const min = paise(minimum) ?? 0n;
  return mandates.filter((m) => (paise(m.AMOUNT) ?? 0n) >= min);
}

/** The start dates a scheme's calendar offers for the frequency. */
export function startDatesFor(inv: IdeaInvestment, schemeId: number, frequency: number | null, now: Date, firstOrderToday: boolean): string[] {
  const f = inv.sips.find((s) => s.SchemeId === schemeId)?.frequencies.find((x) => x.value === frequency);
  return f ? allowedStartDates({ now, sipDates: parseSipDates(f.SIPDATES), firstOrderToday, kind: 'SIP' }) : [];
}

export type Built =
  { ok: true; body: { orders: IdeaOrder[]; TrType: 'ISIP' | 'XSIP' | 'NEW'; InvIdeaID: number } } | { ok: false; errors: Partial<Record<IdeaField, string>> };

export function ideaOrders(inv: IdeaInvestment, form: IdeaForm, mandates: readonly Mandate[]): Built {
  if (inv.ideas.some((s) => !s.BSE_Scheme_code)) return { ok: false, errors: { form: IDEA_MESSAGES.bseCodeMissing } };
  const errors: Partial<Record<IdeaField, string>> = {};
  if (form.kind === 'LUMPSUM') {
    const problem = validateLumpsum(form.amount, inv.miniAmount);
    const max = paise(inv.maxAmount);
    if (problem) errors.amount = problem;
    else if (max !== null && parseRupees(form.amount.trim())! > max) errors.amount = `Amount should be less than ${displayAmount(max)}`;
  } else {
    const limit = sipLimit(inv, form.frequency);
    if (!limit) errors.frequency = 'Please select frequency';
    else {
      const problem = validateSipAmount(form.amount, limit.min_amount, limit.max_amount);
      if (problem) errors.amount = problem;
    }
    const installments = validateDrawerInstallments(form.installments);
    if (installments) errors.installments = installments;
    if (inv.ideas.some((s) => !form.startDates[s.SchemeId])) errors.startDates = IDEA_MESSAGES.sipDays;
    const offered = eligibleMandates(mandates, limit?.min_amount ?? null);
    if (offered.length === 0) errors.mandateId = CREATE_MANDATE;
    else if (!offered.some((m) => m.Mandate_Id === form.mandateId)) errors.mandateId = SIP_MESSAGES.mandateMandatory;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const split = previewSplit(inv, form);
  if (!split.ok) return { ok: false, errors: { amount: split.message } };
  const mandate = mandates.find((m) => m.Mandate_Id === form.mandateId);
  const orders = split.shares.map((share): IdeaOrder => {
    const s = inv.ideas.find((x) => x.SchemeId === share.schemeId)!;
    const common = {
      Sch: s.SchemeId,
      AmcId: s.AmcId,
      BSE_Scheme_code: s.BSE_Scheme_code,
      Growthoption: s.Growthoption,
      DividendReinvestment: s.Dividendreinvestment,
    };
    if (form.kind === 'LUMPSUM') return { ...common, Amount: share.amount };
    const date = ymdToDmy(form.startDates[s.SchemeId]!);
    return {
      ...common,
      InstallmentsAmt: share.amount,
      Frequency: form.frequency!,
      StartDate: date,
      TransTypeDate: date,
      Installments: Number(form.installments.trim()),
      MandateId: form.mandateId,
      FirstOrderToday: form.firstOrderToday ? 'Y' : 'N',
    };
  });
  return { ok: true, body: { orders, TrType: form.kind === 'LUMPSUM' ? 'NEW' : mandate?.Mandate_Type === 'I' ? 'ISIP' : 'XSIP', InvIdeaID: inv.Id } };
}
