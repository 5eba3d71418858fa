import { and, eq, isNull } from 'drizzle-orm';
import type { AppDeps } from '../lib/context.ts';
import type { GoalKind } from '@shared/rules/goals/goal-plan.ts';
import type { GoalType } from '@shared/rules/goals/goal-answers.ts';
import { goalBucketSchemes, goalBuckets, goalQuestions, goals, users } from '../db/schema.ts';
import { DEMO_INVESTOR } from './investors.ts';
import { pickBasket } from './pick-schemes.ts';

/**
 * Demo goals, objectives and the buckets their plans invest in (spec 2 §2.11, §9: the default
 * answers are the spec's). Inflation is 6% a year (education 8%, as school and college fees have
 * risen faster than prices in general); retirement assumes 7% on the corpus after retirement.
 * Written once by slug or key; an operator's edits survive restarts.
 */
type Q = [key: string, question: string, type: GoalType, min: string | null, max: string | null, answer: string, options?: string, toUser?: boolean];

const RATIO: Q = ['SipRatio', 'Share of the goal through a monthly SIP', 'scrollbar', '0', '10', '10', undefined, false];

const GOALS: Array<{
  slug: string;
  name: string;
  goType: 'G' | 'O';
  kind: GoalKind;
  inflation: string;
  post?: string;
  comingSoon?: boolean;
  description: string;
  image: string;
  questions: Q[];
}> = [
  {
    slug: 'retirement-planning',
    name: 'Retirement Planning',
    goType: 'G',
    kind: 'retirement',
    inflation: '6.00',
    post: '7.00',
    image: 'retirement',
    description: 'Build the corpus that pays your monthly expenses after you stop working.',
    questions: [
      ['CurrentAge', 'How old are you?', 'Integer', '18', '70', '30'],
      ['RetirementAge', 'At what age do you want to retire?', 'Integer', '30', '75', '60'],
      ['LifeExpectancy', 'Up to what age should your savings last?', 'Integer', '50', '110', '90'],
      ['MonthlyExpense', 'What are your monthly expenses today?', 'Currency', '5000', '10000000', '100000'],
      ['Protection', 'Should your retirement income keep pace with inflation?', 'DropDown', null, null, 'Protected', 'Protected,Not Protected'],
      ['RetirementSavings', 'Savings in EPF, PPF or NPS today', 'Currency', '0', '1000000000', '0'],
      ['MutualFunds', 'Mutual fund investments today', 'Currency', '0', '1000000000', '0'],
      ['FixedDeposits', 'Fixed deposits and bonds today', 'Currency', '0', '1000000000', '0'],
      ['OtherSavings', 'Other savings set aside for retirement', 'Currency', '0', '1000000000', '0'],
      RATIO,
    ],
  },
  {
    slug: 'vacation',
    name: 'Vacation',
    goType: 'G',
    kind: 'target',
    inflation: '6.00',
    image: 'vacation',
    description: 'Save for the holiday you have been planning, without a loan.',
    questions: [
      ['Years', 'In how many years do you plan to go?', 'Integer', '1', '30', '2'],
      ['Amount', 'How much would the vacation cost today?', 'Currency', '10000', '100000000', '500000'],
      RATIO,
    ],
  },
  {
    slug: 'house',
    name: 'House',
    goType: 'G',
    kind: 'house',
    inflation: '6.00',
    image: 'house',
    description: 'Save the down payment for your home; a home loan pays the rest.',
    questions: [
      ['Amount', 'What is the price of the house today?', 'Currency', '500000', '1000000000', '10000000'],
      ['Years', 'In how many years do you want to buy it?', 'Integer', '1', '30', '7'],
      ['DownPayment', 'How much of the price will you pay from savings (%)?', 'Integer', '10', '100', '40'],
      RATIO,
    ],
  },
  {
    slug: 'children-marriage',
    name: 'Children Marriage',
    goType: 'G',
    kind: 'marriage',
    inflation: '6.00',
    image: 'marriage',
    description: "Plan for your child's wedding expenses well in advance.",
    questions: [
      ['CurrentAge', 'How old is your child today?', 'Integer', '0', '40', '16'],
      ['MarriageAge', 'At what age will your child marry?', 'Integer', '18', '45', '25'],
      ['Amount', 'What would the wedding cost today?', 'Currency', '50000', '100000000', '1000000'],
      RATIO,
    ],
  },
  {
    slug: 'children-education',
    name: 'Children Education',
    goType: 'G',
    kind: 'education',
    inflation: '8.00',
    image: 'education',
    description: "Fund your child's higher education at home or abroad.",
    questions: [
      ['CurrentAge', 'How old is your child today?', 'Integer', '0', '25', '2'],
      ['RequirementAge', 'At what age will your child need the money?', 'Integer', '3', '30', '18'],
      ['Amount', 'What would the education cost today?', 'Currency', '50000', '1000000000', '10000000'],
      RATIO,
    ],
  },
  {
    slug: 'others',
    name: 'Others',
    goType: 'G',
    kind: 'target',
    inflation: '6.00',
    image: 'others',
    description: 'A car, a sabbatical, a business: any goal with a cost and a date.',
    questions: [
      ['Years', 'In how many years do you need the money?', 'Integer', '1', '30', '5'],
      ['Amount', 'How much would it cost today?', 'Currency', '10000', '1000000000', '1000000'],
      RATIO,
    ],
  },
  {
    slug: 'emergency-fund',
    name: 'Emergency Fund',
    goType: 'O',
    kind: 'emergency',
    inflation: '6.00',
    image: 'emergency',
    description: 'Months of expenses kept where you can reach them any day.',
    questions: [
      ['MonthlyExpense', 'What are your monthly expenses?', 'Currency', '1000', '10000000', '50000'],
      ['Months', 'How many months of expenses should the fund hold?', 'scrollbar', '3', '12', '6'],
      ['Safety', 'How safe should the fund be?', 'DropDown', null, null, 'Moderate', 'High,Moderate,Low'],
    ],
  },
  {
    slug: 'return-optimiser',
    name: 'Return Optimiser',
    goType: 'O',
    kind: 'optimiser',
    inflation: '6.00',
    image: 'optimiser',
    description: 'Choose the return you are after; we choose the mix that aims for it.',
    questions: [
      ['Optimiser', 'Desired return (% a year)', 'scrollbar', '1', '3', '2'],
      ['InvestmentType', 'How would you like to invest?', 'Radio', null, null, 'Lumpsum', 'SIP,Lumpsum'],
      ['Amount', 'How much would you like to invest?', 'Currency', '100', '100000000', '100000'],
    ],
  },
  {
    slug: 'capital-preservation',
    name: 'Capital Preservation',
    goType: 'O',
    kind: 'preservation',
    inflation: '6.00',
    image: 'preservation',
    description: 'Keep what you have safe, and grow it a little.',
    questions: [
      ['RiskChoice', 'Where may your money be invested?', 'DropDown', null, null, 'Only Debt', 'Only Debt,Debt and Equity'],
      ['DesiredReturn', 'How long will you stay invested?', 'DropDown', null, null, '1 to 3 years', '1 to 3 years,3 to 5 years,Above 5 years'],
      ['InvestmentType', 'How would you like to invest?', 'Radio', null, null, 'Lumpsum', 'SIP,Lumpsum'],
      ['Amount', 'How much would you like to invest?', 'Currency', '100', '100000000', '100000'],
    ],
  },
  {
    slug: 'regular-income',
    name: 'Regular Income Plan',
    goType: 'O',
    kind: 'regular-income',
    inflation: '6.00',
    comingSoon: true,
    image: 'income',
    description: 'A monthly income from your savings.',
    questions: [],
  },
];

type Pick = { key: string; weight: string; sip?: boolean };
const BUCKETS: Array<{ key: string; name: string; ret: string; description: string; picks: Pick[] }> = [
  {
    key: 'goal-short',
    name: 'Short-term debt mix',
    ret: '7.00',
    description: 'Goals under 3 years: liquid and high-quality short-term debt.',
    picks: [
      { key: 'liquid', weight: '30.00' },
      { key: 'short-duration', weight: '40.00' },
      { key: 'corporate-bond', weight: '30.00' },
    ],
  },
  {
    key: 'goal-medium',
    name: 'Balanced mix',
    ret: '9.50',
    description: 'Goals 3 to 5 years away: hybrid funds with a debt cushion.',
    picks: [
      { key: 'aggressive-hybrid', weight: '30.00' },
      { key: 'balanced-advantage', weight: '30.00' },
      { key: 'corporate-bond', weight: '20.00' },
      { key: 'short-duration', weight: '20.00' },
    ],
  },
  {
    key: 'goal-long',
    name: 'Equity growth mix',
    ret: '12.00',
    description: 'Goals 5 years and more away: diversified equity.',
    picks: [
      { key: 'large-cap', weight: '30.00' },
      { key: 'flexi-cap', weight: '30.00' },
      { key: 'mid-cap', weight: '20.00' },
      { key: 'large-mid-cap', weight: '20.00' },
    ],
  },
  {
    key: 'emergency-High',
    name: 'Instant access',
    ret: '6.50',
    description: 'Overnight and liquid funds.',
    picks: [
      { key: 'liquid', weight: '50.00' },
      { key: 'overnight', weight: '50.00', sip: false },
    ],
  },
  {
    key: 'emergency-Moderate',
    name: 'Liquid plus',
    ret: '6.80',
    description: 'Liquid and ultra-short duration funds.',
    picks: [
      { key: 'liquid', weight: '60.00' },
      { key: 'ultra-short', weight: '40.00' },
    ],
  },
  {
    key: 'emergency-Low',
    name: 'Short-term cash',
    ret: '7.20',
    description: 'Ultra-short and money-market funds.',
    picks: [
      { key: 'ultra-short', weight: '50.00' },
      { key: 'money-market', weight: '50.00' },
    ],
  },
  {
    key: 'optimiser-7',
    name: 'Desired return 5-7%',
    ret: '7.00',
    description: 'Debt with a little equity through equity savings.',
    picks: [
      { key: 'short-duration', weight: '40.00' },
      { key: 'corporate-bond', weight: '30.00' },
      { key: 'equity-savings', weight: '30.00' },
    ],
  },
  {
    key: 'optimiser-10',
    name: 'Desired return 8-10%',
    ret: '10.00',
    description: 'Hybrid funds and corporate bonds.',
    picks: [
      { key: 'balanced-advantage', weight: '40.00' },
      { key: 'aggressive-hybrid', weight: '30.00' },
      { key: 'corporate-bond', weight: '30.00' },
    ],
  },
  {
    key: 'optimiser-13',
    name: 'Desired return 11-13%',
    ret: '13.00',
    description: 'Diversified equity.',
    picks: [
      { key: 'flexi-cap', weight: '40.00' },
      { key: 'mid-cap', weight: '30.00' },
      { key: 'large-cap', weight: '30.00' },
    ],
  },
  {
    key: 'preservation-Complete',
    name: 'Complete protection',
    ret: '6.80',
    description: 'Liquid, banking & PSU and gilt funds.',
    picks: [
      { key: 'liquid', weight: '30.00' },
      { key: 'banking-psu', weight: '40.00' },
      { key: 'gilt', weight: '30.00' },
    ],
  },
  {
    key: 'preservation-Partial',
    name: 'Partial protection',
    ret: '7.50',
    description: 'High-quality debt with conservative hybrid and arbitrage.',
    picks: [
      { key: 'banking-psu', weight: '40.00' },
      { key: 'conservative-hybrid', weight: '30.00' },
      { key: 'arbitrage', weight: '30.00' },
    ],
  },
];

export async function seedDemoGoals(deps: AppDeps): Promise<void> {
  const { db } = deps;
  for (const b of BUCKETS) {
    const [exists] = await db.select({ key: goalBuckets.key }).from(goalBuckets).where(eq(goalBuckets.key, b.key)).limit(1);
    if (exists) continue;
    const basket = await pickBasket(db, b.picks);
    if (!basket) {
      deps.log.warn('demo goal bucket skipped: the catalogue lacks one of its categories', { key: b.key });
      continue;
    }
    await db.transaction(async (tx) => {
      await tx.insert(goalBuckets).values({ key: b.key, name: b.name, expectedReturnPct: b.ret, description: b.description });
      await tx.insert(goalBucketSchemes).values(basket.map((m, i) => ({ bucketKey: b.key, schemeId: m.schemeId, weight: m.weight, sortOrder: i })));
    });
  }
  for (const [i, g] of GOALS.entries()) {
    const [exists] = await db.select({ id: goals.id }).from(goals).where(eq(goals.slug, g.slug)).limit(1);
    if (exists) continue;
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(goals)
        .values({
          slug: g.slug,
          name: g.name,
          goType: g.goType,
          kind: g.kind,
          description: g.description,
          imagePath: `/images/invest/${g.image}.svg`,
          headerImagePath: `/images/invest/${g.image}.svg`,
          highlights: [
            { img: '/images/invest/highlight.svg', title: 'Planned for you', desc: 'Answer a few questions; we work out what it costs and how to get there.' },
            { img: '/images/invest/highlight.svg', title: 'The right mix', desc: 'Debt for near goals, equity for far ones, within your risk appetite.' },
            { img: '/images/invest/highlight.svg', title: 'Track progress', desc: 'See how far your investments have taken you on your portfolio page.' },
          ],
          inflationPct: g.inflation,
          postReturnPct: g.post ?? null,
          comingSoon: g.comingSoon ?? false,
          sortOrder: i,
        })
        .returning({ id: goals.id });
      if (g.questions.length === 0) return;
      await tx.insert(goalQuestions).values(
        g.questions.map(([goalKey, question, goalType, minValue, maxValue, defaultAnswer, options, toUser], k) => ({
          goalId: row!.id,
          goalKey,
          question,
          goalType,
          minValue,
          maxValue,
          defaultAnswer,
          options: options ?? null,
          isQuestionToUser: toUser ?? true,
          sortOrder: k,
        })),
      );
    });
  }
  // The demo investor has taken the risk appetite test (the profile owns it); the new investor has not.
  await db
    .update(users)
    .set({ riskStatus: 'Moderate' })
    .where(and(eq(users.mobile, DEMO_INVESTOR.mobile), isNull(users.riskStatus)));
}
