import { sql } from 'drizzle-orm';
import type { AppDeps } from '../lib/context.ts';
import { depositCompanies, depositPartnerRates, depositRates, insuranceQuestions, type InsuranceOption, type QuestionType } from '../db/schema.ts';

/**
 * Demo deposit companies (fictional names; rates within the spec's 5.51 to 7.05 percent), the
 * partner page's rate tables, and the term-life questions. Written once; operators edit the tables.
 */
const add = (rate: string, delta: number) => (Number(rate) + delta).toFixed(2);

const COMPANIES = [
  {
    slug: 'sahyadri-capital',
    name: 'Sahyadri Capital Finance Ltd',
    rating: 'CRISIL AAA/Stable',
    min: 2_500_000n,
    maturity: ['6.10', '6.35', '6.50', '6.60', '6.75'],
  },
  {
    slug: 'kaveri-housing',
    name: 'Kaveri Housing Finance Ltd',
    rating: 'ICRA AA+/Stable',
    min: 2_500_000n,
    maturity: ['6.00', '6.25', '6.45', '6.55', '6.65'],
  },
  {
    slug: 'narmada-credit',
    name: 'Narmada Credit Corporation Ltd',
    rating: 'CARE AA+/Stable',
    min: 5_000_000n,
    maturity: ['5.90', '6.20', '6.40', '6.50', '6.60'],
  },
  { slug: 'ganga-infra', name: 'Ganga Infra Finance Ltd', rating: 'CRISIL AA/Stable', min: 2_500_000n, maturity: ['5.75', '6.05', '6.30', '6.45', '6.55'] },
];

const PARTNER: Array<[from: number, to: number, onMaturity: string, monthly: string, quarterly: string, halfYearly: string, annual: string]> = [
  [12, 23, '6.30', '5.51', '5.90', '6.05', '6.30'],
  [24, 35, '6.60', '6.10', '6.25', '6.40', '6.60'],
  [36, 60, '6.80', '6.40', '6.55', '6.65', '6.80'],
];

const Q = (key: string, question: string, questionType: QuestionType, description: string, options: InsuranceOption[] = []) => ({
  key,
  question,
  questionType,
  description,
  options,
});
const QUESTIONS = [
  Q('age', 'How old are you?', 4, 'Your age in completed years.'),
  Q('gender', 'What is your gender?', 2, '', [
    { id: 282, answer: 'Male' },
    { id: 283, answer: 'Female' },
  ]),
  Q('smoker', 'Do you smoke or chew tobacco?', 2, 'Premiums differ for tobacco users.', [
    { id: 1, answer: 'Yes' },
    { id: 2, answer: 'No' },
  ]),
  Q('income', 'What is your annual income?', 7, 'Before tax, from all sources.'),
  Q('retirement_age', 'At what age do you plan to retire?', 4, 'Cover usually runs until then.'),
  Q('investments', 'How much have you saved and invested so far?', 7, 'Bank deposits, mutual funds, EPF, PPF and the like.'),
  Q('loans', 'How much do you still owe on loans?', 7, 'Home, car, personal and education loans together.'),
  Q('existing_cover', 'Do you already have life insurance?', 2, '', [
    { id: 1, answer: 'Yes', sub_question: { question: 'What is the total cover of your policies?', question_type: 7 } },
    { id: 2, answer: 'No' },
  ]),
  Q('city', 'Which city do you live in?', 1, ''),
  Q('notes', 'Anything else the insurer should know?', 5, 'Illnesses, hazardous work or hobbies; write None if nothing.'),
];

export async function seedDemoOtherProducts(deps: AppDeps): Promise<void> {
  const { db } = deps;
  for (const [i, c] of COMPANIES.entries()) {
    const [row] = await db
      .insert(depositCompanies)
      .values({ slug: c.slug, name: c.name, rating: c.rating, minDepositPaise: c.min, maxDepositPaise: 5_000_000_000n, sortOrder: i })
      .onConflictDoNothing()
      .returning({ id: depositCompanies.id });
    if (!row) continue;
    const rates = [false, true].flatMap((senior) =>
      c.maturity.map((m, y) => {
        const r = add(m, senior ? 0.25 : 0);
        return {
          companyId: row.id,
          senior,
          tenureYears: y + 1,
          onMaturity: r,
          yearly: r,
          halfYearly: add(r, -0.1),
          quarterly: add(r, -0.15),
          monthly: add(r, -0.25),
        };
      }),
    );
    await db.insert(depositRates).values(rates);
  }
  const [partner] = await db.select({ n: sql<number>`count(*)::int` }).from(depositPartnerRates);
  if (Number(partner?.n ?? 0) === 0) {
    await db.insert(depositPartnerRates).values(
      [false, true].flatMap((senior) =>
        PARTNER.map(([fromMonths, toMonths, ...r]) => {
          const [onMaturity, monthly, quarterly, halfYearly, annual] = r.map((x) => add(x, senior ? 0.25 : 0));
          return { senior, fromMonths, toMonths, onMaturity: onMaturity!, monthly: monthly!, quarterly: quarterly!, halfYearly: halfYearly!, annual: annual! };
        }),
      ),
    );
  }
  for (const [i, q] of QUESTIONS.entries()) {
    await db
      .insert(insuranceQuestions)
      .values({ ...q, sortOrder: i })
      .onConflictDoNothing();
  }
}
