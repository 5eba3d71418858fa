import { eq, inArray } from 'drizzle-orm';
import { OTHER_MESSAGES } from '@shared/contract/other-products.ts';
import { parseRupees } from '@shared/money/decimal.ts';
import { FD_LIMITS, FD_MESSAGES, INTEREST_PAYOUTS, depositValue, rateHundredths, type InterestPayout } from '@shared/rules/deposits/fd-maturity.ts';
import { isSeniorCitizen, SENIOR_MESSAGES } from '@shared/rules/onboarding/age.ts';
import { istDate } from '@shared/time/ist.ts';
import { depositCompanies, depositRequests, onboardingProfiles, users } from '../../db/schema.ts';
import type { AppDeps } from '../../lib/context.ts';
import { rateFor } from './deposit-offer.ts';

type Answer = { is_request_submitted: true; msg: string; request_ids: number[] } | { is_request_submitted: false; error: string };
const refuse = (error: string): Answer => ({ is_request_submitted: false, error });

const COLUMN: Record<InterestPayout, 'monthly' | 'quarterly' | 'halfYearly' | 'yearly' | 'onMaturity'> = {
  Monthly: 'monthly',
  Quarterly: 'quarterly',
  'Half Yearly': 'halfYearly',
  Yearly: 'yearly',
  'On Maturity': 'onMaturity',
};

export interface DepositChoice {
  company_id: number;
  amount: string | number;
  interest_frequency?: string | undefined;
}

/**
 * POST /other_products/1: booking requests for the chosen deposits (spec 2 §2.12, §5). Each is
 * checked against its company's minimum and the 25,000 to 5 crore range, needs an interest
 * frequency the company offers for the tenure, and is stored with its rate and the maturity it
 * would reach; the partner confirms bookings through its reverse feed.
 */
export async function submitDeposits(
  deps: AppDeps,
  userId: number,
  body: { tenure: number; senior_citizen: boolean; deposits: DepositChoice[] },
): Promise<Answer> {
  const { db, clock } = deps;
  const [user] = await db.select({ onboarded: users.isOnboarded }).from(users).where(eq(users.id, userId));
  if (!user?.onboarded) return refuse(OTHER_MESSAGES.bookOnboard);
  if (body.deposits.length === 0) return refuse(FD_MESSAGES.selectAny);
  if (body.senior_citizen) {
    // senior rates only for an investor 60 or older, when the date of birth is on file
    const [p] = await db.select({ dob: onboardingProfiles.dateOfBirth }).from(onboardingProfiles).where(eq(onboardingProfiles.userId, userId)).limit(1);
    if (isSeniorCitizen(p?.dob, istDate(clock.now())) === false) return refuse(SENIOR_MESSAGES.notSenior);
  }
  if (body.tenure < FD_LIMITS.minTenureYears || body.tenure > FD_LIMITS.maxTenureYears) return refuse(FD_MESSAGES.fillAll);
  const ids = [...new Set(body.deposits.map((d) => d.company_id))];
  if (ids.length !== body.deposits.length) return refuse(FD_MESSAGES.fillAll);
  const companies = await db.select().from(depositCompanies).where(inArray(depositCompanies.id, ids));
  const rows: Array<typeof depositRequests.$inferInsert> = [];
  const now = clock.now();
  for (const d of body.deposits) {
    const company = companies.find((c) => c.id === d.company_id && c.isActive);
    if (!company) return refuse(FD_MESSAGES.fillAll);
    const amount = parseRupees(String(d.amount ?? '').trim());
    if (amount === null) return refuse(FD_MESSAGES.fillAll);
    const min = company.minDepositPaise > FD_LIMITS.minAmountPaise ? company.minDepositPaise : FD_LIMITS.minAmountPaise;
    const max = company.maxDepositPaise < FD_LIMITS.maxAmountPaise ? company.maxDepositPaise : FD_LIMITS.maxAmountPaise;
    if (amount < min) return refuse(FD_MESSAGES.belowMin);
    if (amount > max) return refuse(FD_MESSAGES.aboveMax);
    const payout = (d.interest_frequency ?? '').trim();
    if (payout === '') return refuse(FD_MESSAGES.frequency);
    if (!INTEREST_PAYOUTS.includes(payout as InterestPayout)) return refuse(FD_MESSAGES.fillAll);
    const rates = await rateFor(db, company.id, body.senior_citizen, body.tenure);
    const rate = rates?.[COLUMN[payout as InterestPayout]] ?? null;
    if (!rate) return refuse(`${company.name} does not offer ${payout} interest for ${body.tenure} year${body.tenure > 1 ? 's' : ''}`);
    const value = depositValue(amount, rateHundredths(rate)!, body.tenure * 12, payout as InterestPayout);
    rows.push({
      userId,
      companyId: company.id,
      companyName: company.name,
      amountPaise: amount,
      tenureMonths: body.tenure * 12,
      senior: body.senior_citizen,
      interestPayout: payout as InterestPayout,
      rate,
      maturityPaise: value.maturityPaise,
      interestPaise: value.interestPaise,
      createdAt: now,
    });
  }
  const saved = await db.insert(depositRequests).values(rows).returning({ id: depositRequests.id });
  return { is_request_submitted: true, msg: OTHER_MESSAGES.fdSubmitted, request_ids: saved.map((s) => s.id) };
}
