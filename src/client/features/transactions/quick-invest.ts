import { parseRupees } from '@shared/money/decimal.ts';
import { allowedStartDates, parseSipDates } from '@shared/rules/registrations/sip-calendar.ts';
import { eligibleMandates, type SipForm } from './order-payloads.ts';
import type { Frequency, Mandate, TransactScheme } from './types.ts';
import { defaultFrequency } from './components/sip-form.tsx';

/**
 * The quick path's defaults, as plain functions: a purchase or SIP that needs nothing but an
 * amount. Everything else is chosen for the investor, shown, and can be changed; the server
 * applies the cart's rules to the result.
 */
export type QuickKind = 'ONE_TIME' | 'SIP';

/** The SIP instalments the quick path starts with: a year of them when the scheme allows it. */
export const DEFAULT_SIP_INSTALMENTS = 12;

/** Lumpsum is offered when the scheme takes a new purchase (or, for a folio, an additional one). */
export function lumpsumOpen(scheme: TransactScheme, folio: string): boolean {
  return folio ? scheme.allowed.ADD === 'Y' : scheme.allowed.NEW === 'Y';
}

/** The approved mandate the SIP uses: the first whose limit covers the instalment. */
export function chooseMandate(mandates: readonly Mandate[], frequency: Frequency | undefined, amount: string): Mandate | undefined {
  const need = parseRupees(amount.trim()) ?? 0n;
  return eligibleMandates(mandates, frequency).find((m) => (parseRupees(m.AMOUNT) ?? 0n) >= need);
}

/** A complete SIP form: monthly, the minimum amount, a year of instalments, the first date the calendar offers, the mandate that fits. */
export function quickSip(folio: string, frequencies: readonly Frequency[], mandates: readonly Mandate[], now: Date, amount?: string): SipForm {
  const f = defaultFrequency(frequencies);
  const min = f ? String(Number(f.SIPMINIMUMINSTALLMENTAMOUNT)) : '';
  const value = amount ?? min;
  const lo = f ? Number(f.SIPMINIMUMINSTALLMENTNUMBERS) : DEFAULT_SIP_INSTALMENTS;
  const hi = f ? Number(f.SIPMAXIMUMINSTALLMENTNUMBERS) : DEFAULT_SIP_INSTALMENTS;
  const installments = Math.min(Math.max(DEFAULT_SIP_INSTALMENTS, lo), hi);
  const startDate = f ? (allowedStartDates({ now, sipDates: parseSipDates(f.SIPDATES), firstOrderToday: false, kind: 'SIP' })[0] ?? '') : '';
  return {
    folio,
    frequency: f?.value ?? null,
    amount: value,
    installments: String(installments),
    startDate,
    firstOrderToday: false,
    mandateId: chooseMandate(mandates, f, value)?.Mandate_Id ?? '',
  };
}
