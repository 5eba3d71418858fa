import type { DepositCompany, DepositRate } from '@shared/contract/other-products.ts';
import { parseRupees } from '@shared/money/decimal.ts';
import { FD_LIMITS, FD_MESSAGES, INTEREST_PAYOUTS, depositValue, rateHundredths, type InterestPayout } from '@shared/rules/deposits/fd-maturity.ts';

/**
 * The deposit list's rules (spec 2 §5) as the server applies them: at least one company, an amount
 * of at least its minimum (and at most 5 crore), and an interest frequency it offers.
 */
export interface Choice {
  checked: boolean;
  amount: string;
  frequency: string;
}

export function ratesFor(c: DepositCompany, senior: boolean, years: number): DepositRate | null {
  return (senior ? c.senior_rates : c.fd_rates).find((r) => r.Duration === years) ?? null;
}

const COLUMN: Record<InterestPayout, keyof DepositRate> = {
  Monthly: 'Monthly',
  Quarterly: 'Quarterly',
  'Half Yearly': 'HalfYearly',
  Yearly: 'Yearly',
  'On Maturity': 'Interest',
};

export function rateOf(rate: DepositRate | null, payout: InterestPayout): string | null {
  const v = rate?.[COLUMN[payout]];
  return typeof v === 'string' ? v : null;
}

export function payoutsOffered(rate: DepositRate | null): InterestPayout[] {
  return INTEREST_PAYOUTS.filter((p) => rateOf(rate, p) !== null);
}

export function checkChoices(
  companies: readonly DepositCompany[],
  choices: Record<number, Choice>,
): { ok: true; deposits: Array<{ company_id: number; amount: string; interest_frequency: string }> } | { ok: false; message: string; companyId?: number } {
  const chosen = companies.filter((c) => choices[c.Id]?.checked);
  if (chosen.length === 0) return { ok: false, message: FD_MESSAGES.selectAny };
  for (const c of chosen) {
    const ch = choices[c.Id]!;
    const amount = parseRupees(ch.amount.trim());
    if (amount === null || amount <= 0n) return { ok: false, message: FD_MESSAGES.fillAll, companyId: c.Id };
    const min = parseRupees(c.Min_Deposit) ?? FD_LIMITS.minAmountPaise;
    if (amount < (min > FD_LIMITS.minAmountPaise ? min : FD_LIMITS.minAmountPaise)) return { ok: false, message: FD_MESSAGES.belowMin, companyId: c.Id };
    if (amount > FD_LIMITS.maxAmountPaise) return { ok: false, message: FD_MESSAGES.aboveMax, companyId: c.Id };
    if (!ch.frequency) return { ok: false, message: FD_MESSAGES.frequency, companyId: c.Id };
  }
  return { ok: true, deposits: chosen.map((c) => ({ company_id: c.Id, amount: choices[c.Id]!.amount.trim(), interest_frequency: choices[c.Id]!.frequency })) };
}

/** What the deposit would pay, for the preview line. */
export function preview(rate: string | null, amount: string, years: number, payout: InterestPayout) {
  const r = rate ? rateHundredths(rate) : null;
  const p = parseRupees(amount.trim());
  if (r === null || p === null || p <= 0n) return null;
  return depositValue(p, r, years * 12, payout);
}
