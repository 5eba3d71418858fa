import { and, asc, eq } from 'drizzle-orm';
import type { DepositCompany, DepositRate, PartnerRate } from '@shared/contract/other-products.ts';
import { OTHER_MESSAGES } from '@shared/contract/other-products.ts';
import { formatDecimal } from '@shared/money/decimal.ts';
import { depositValue, rateHundredths } from '@shared/rules/deposits/fd-maturity.ts';
import type { Db } from '../../db/client.ts';
import { depositCompanies, depositPartnerRates, depositRates } from '../../db/schema.ts';

const rupees = (p: bigint) => formatDecimal(p, 2);

/** The cumulative deposit's annualised yield: total interest ÷ principal ÷ years (₹1 lakh at 7.05% for 3 years: 7.56%). */
export function annualisedYield(rate: string, years: number): string {
  const r = rateHundredths(rate) ?? 0;
  const principal = 10_000_000n;
  const { interestPaise } = depositValue(principal, r, years * 12, 'On Maturity');
  // percent with 2 decimals: interest / principal / years × 100, rounded half up
  const hundredths = (interestPaise * 10_000n * 2n + principal * BigInt(years)) / (principal * BigInt(years) * 2n);
  return formatDecimal(hundredths, 2);
}

function toRate(r: typeof depositRates.$inferSelect): DepositRate {
  return {
    Duration: r.tenureYears,
    Monthly: r.monthly,
    Quarterly: r.quarterly,
    HalfYearly: r.halfYearly,
    Yearly: r.yearly,
    Interest: r.onMaturity,
    Yield: annualisedYield(r.onMaturity, r.tenureYears),
  };
}

const band = (from: number, to: number) => `${from}-${to} months`;
const toPartner = (r: typeof depositPartnerRates.$inferSelect): PartnerRate => ({
  Tenure: band(r.fromMonths, r.toMonths),
  OnMaturity: r.onMaturity,
  Monthly: r.monthly,
  Quarterly: r.quarterly,
  HalfYearly: r.halfYearly,
  Annual: r.annual,
});

/** GET /other_products/1: the deposit companies with their rates, and the partner page's tables and link. */
export async function depositOffer(
  db: Db,
  partnerUrl: string | null,
): Promise<{
  questions: [];
  fixed_deposits: DepositCompany[];
  partner: { url: string | null; rates: PartnerRate[]; senior_rates: PartnerRate[] };
  error?: string;
}> {
  const companies = await db
    .select()
    .from(depositCompanies)
    .where(eq(depositCompanies.isActive, true))
    .orderBy(asc(depositCompanies.sortOrder), asc(depositCompanies.id));
  const rates = await db.select().from(depositRates).orderBy(asc(depositRates.tenureYears));
  const partner = await db.select().from(depositPartnerRates).orderBy(asc(depositPartnerRates.fromMonths));
  const list = companies.map((c) => ({
    Id: c.id,
    Company: c.name,
    Min_Deposit: rupees(c.minDepositPaise),
    Max_Deposit: rupees(c.maxDepositPaise),
    Rating: c.rating,
    fd_rates: rates.filter((r) => r.companyId === c.id && !r.senior).map(toRate),
    senior_rates: rates.filter((r) => r.companyId === c.id && r.senior).map(toRate),
  }));
  return {
    questions: [],
    fixed_deposits: list,
    partner: { url: partnerUrl, rates: partner.filter((r) => !r.senior).map(toPartner), senior_rates: partner.filter((r) => r.senior).map(toPartner) },
    ...(list.length === 0 ? { error: OTHER_MESSAGES.noDeposits } : {}),
  };
}

export async function rateFor(db: Db, companyId: number, senior: boolean, years: number) {
  const [row] = await db
    .select()
    .from(depositRates)
    .where(and(eq(depositRates.companyId, companyId), eq(depositRates.senior, senior), eq(depositRates.tenureYears, years)))
    .limit(1);
  return row ?? null;
}
