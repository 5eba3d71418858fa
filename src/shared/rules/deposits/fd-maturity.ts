import { subtractMonths } from '../../money/returns.ts';
import { divRoundHalfUp } from '../../money/decimal.ts';

/**
 * Corporate fixed deposits (spec 2 §2.12, §9): maturity value and interest of a deposit, in paise.
 * Rates are in hundredths of a percent (7.05% = 705), as rate tables print them.
 *
 * Compounding (as NBFC deposit schemes in India quote their cumulative option):
 * - On Maturity (cumulative): interest is compounded once a year; a part year at the end earns
 *   simple interest for its months. ₹1,00,000 at 7.05% for 36 months → ₹1,22,676.12.
 * - Monthly, Quarterly, Half Yearly, Yearly (non-cumulative): simple interest paid out each period
 *   at rate × months / 12 (₹1,00,000 at 6.75% monthly → ₹562.50 a month); the principal comes
 *   back at maturity, so the maturity value is the principal.
 * Every amount is rounded half up to the paisa once, at the end.
 */
export const INTEREST_PAYOUTS = ['Monthly', 'Quarterly', 'Half Yearly', 'Yearly', 'On Maturity'] as const;
export type InterestPayout = (typeof INTEREST_PAYOUTS)[number];

const PERIOD_MONTHS: Record<Exclude<InterestPayout, 'On Maturity'>, number> = { Monthly: 1, Quarterly: 3, 'Half Yearly': 6, Yearly: 12 };

export const FD_LIMITS = {
  minTenureYears: 1,
  maxTenureYears: 5,
  minAmountPaise: 2_500_000n,
  maxAmountPaise: 5_000_000_000n,
  lockInMonths: 3,
} as const;

export const FD_MESSAGES = {
  belowMin: 'Please enter more than or equal to min investment amount',
  /** ours: the spec's range is 25,000 to 5 crore */
  aboveMax: 'Please enter less than or equal to 5,00,00,000',
  frequency: 'Please select Interest Frequency',
  selectAny: 'Please select any option',
  fillAll: 'Fill out all of the fields correctly',
  submitting: 'Submitting...',
  submissionFailed: 'submissionFailed',
} as const;

export interface DepositValue {
  maturityPaise: bigint;
  /** all the interest the deposit earns over its term */
  interestPaise: bigint;
  /** what each payout brings (non-cumulative), null for On Maturity */
  payoutPaise: bigint | null;
}

export function depositValue(principalPaise: bigint, rateH: number, months: number, payout: InterestPayout): DepositValue {
  if (principalPaise <= 0n || months <= 0 || rateH < 0) return { maturityPaise: principalPaise, interestPaise: 0n, payoutPaise: null };
  const rate = BigInt(rateH);
  if (payout === 'On Maturity') {
    const years = BigInt(Math.floor(months / 12));
    const rest = BigInt(months % 12);
    // P × (1 + r)^years × (1 + r × rest / 12), exactly, with r = rate / 10,000
    const num = principalPaise * (10_000n + rate) ** years * (120_000n + rate * rest);
    const den = 10_000n ** years * 120_000n;
    const maturity = divRoundHalfUp(num, den);
    return { maturityPaise: maturity, interestPaise: maturity - principalPaise, payoutPaise: null };
  }
  const total = divRoundHalfUp(principalPaise * rate * BigInt(months), 120_000n);
  const each = divRoundHalfUp(principalPaise * rate * BigInt(PERIOD_MONTHS[payout]), 120_000n);
  return { maturityPaise: principalPaise, interestPaise: total, payoutPaise: each };
}

/** The day a deposit made on `start` (YYYY-MM-DD) matures after `months` (31 Jan + 1 month → 28/29 Feb). */
export function maturityDate(start: string, months: number): string {
  return subtractMonths(start, -months);
}

/** "7.05" → 705; null when not a rate with up to 2 decimals. */
export function rateHundredths(text: string): number | null {
  const m = /^(\d{1,2})(?:\.(\d{1,2}))?$/.exec(text.trim());
  return m ? Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0')) : null;
}
