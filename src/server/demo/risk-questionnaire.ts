import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { riskOptions, riskProfiles, riskQuestions } from '../db/schema.ts';

/**
 * The risk-appetite questionnaire: ten questions on age and horizon, income and
 * obligations, reserves, experience, loss tolerance and goal, in the style of the profilers
 * Indian distributors use for SEBI's suitability duty. Every option scores 0 (most cautious) to
 * 4 (boldest); the total as a percentage of 0..40 picks one of the six types (spec 3 §9).
 * Seeded in demo mode; a deployment loads its compliance-approved version into the same tables.
 */
export const RISK_QUESTIONNAIRE: Array<{ id: number; topic: string; question: string; options: Array<[id: number, answer: string, score: number]> }> = [
  {
    id: 1,
    topic: 'age',
    question: 'What is your age?',
    options: [
      [101, 'Below 30 years', 4],
      [102, '30 to 40 years', 3],
      [103, '41 to 50 years', 2],
      [104, '51 to 60 years', 1],
      [105, 'Above 60 years', 0],
    ],
  },
  {
    id: 2,
    topic: 'horizon',
    question: 'How long do you plan to stay invested before you need most of this money?',
    options: [
      [201, 'Less than 1 year', 0],
      [202, '1 to 3 years', 1],
      [203, '3 to 5 years', 2],
      [204, '5 to 10 years', 3],
      [205, 'More than 10 years', 4],
    ],
  },
  {
    id: 3,
    topic: 'income stability',
    question: 'How stable do you expect your income to be over the next five years?',
    options: [
      [301, 'Irregular or uncertain', 0],
      [302, 'Somewhat unstable', 1],
      [303, 'Stable', 3],
      [304, 'Very stable, and expected to grow', 4],
    ],
  },
  {
    id: 4,
    topic: 'obligations',
    question: 'What share of your monthly income goes to EMIs and other fixed obligations?',
    options: [
      [401, 'More than 50%', 0],
      [402, '30% to 50%', 1],
      [403, '10% to 30%', 3],
      [404, 'Less than 10%', 4],
    ],
  },
  {
    id: 5,
    topic: 'reserves',
    question: 'How many months of household expenses do you keep aside as an emergency fund?',
    options: [
      [501, 'None', 0],
      [502, 'Less than 3 months', 1],
      [503, '3 to 6 months', 3],
      [504, 'More than 6 months', 4],
    ],
  },
  {
    id: 6,
    topic: 'experience',
    question: 'Which best describes your experience of investing?',
    options: [
      [601, 'Only bank deposits and small savings schemes', 0],
      [602, 'Debt funds, bonds or PPF', 1],
      [603, 'I have held equity mutual funds', 3],
      [604, 'I invest in shares directly and have seen several market cycles', 4],
    ],
  },
  {
    id: 7,
    topic: 'loss tolerance',
    question: 'Your investments fall 20% in a month. What do you do?',
    options: [
      [701, 'Sell everything to avoid further losses', 0],
      [702, 'Sell some of it', 1],
      [703, 'Hold and wait for a recovery', 3],
      [704, 'Invest more at the lower prices', 4],
    ],
  },
  {
    id: 8,
    topic: 'loss tolerance',
    question: 'What is the largest fall in one year you could accept for higher long-term returns?',
    options: [
      [801, 'Any fall is unacceptable', 0],
      [802, 'Up to 5%', 1],
      [803, 'Up to 15%', 2],
      [804, 'Up to 25%', 3],
      [805, 'More than 25%', 4],
    ],
  },
  {
    id: 9,
    topic: 'return expectation',
    question: 'Which one-year outcome for ₹1,00,000 would you choose?',
    options: [
      [901, 'A certain ₹1,06,000', 0],
      [902, 'Between ₹1,02,000 and ₹1,12,000', 2],
      [903, 'Between ₹95,000 and ₹1,25,000', 3],
      [904, 'Between ₹85,000 and ₹1,45,000', 4],
    ],
  },
  {
    id: 10,
    topic: 'goal',
    question: 'What is the main goal of this investment?',
    options: [
      [1001, 'Keep my capital safe', 0],
      [1002, 'A regular income', 1],
      [1003, 'Growth with some income', 2],
      [1004, 'Long-term wealth creation', 4],
      [1005, 'PLEASE SPECIFY (another goal)', 2],
    ],
  },
];

/** The six investor types (spec 3 §9): score bands (percent of the range) and ideal Equity / Debt. */
export const RISK_PROFILES: Array<{ name: string; minScore: number; maxScore: number; equity: number; debt: number; description: string }> = [
  { name: 'Low Risk', minScore: 0, maxScore: 15, equity: 10, debt: 90, description: 'Capital safety first; accepts low returns to avoid losses.' },
  { name: 'Conservative', minScore: 16, maxScore: 30, equity: 25, debt: 75, description: 'Mostly debt, with a little equity for growth over time.' },
  { name: 'Moderate', minScore: 31, maxScore: 45, equity: 40, debt: 60, description: 'Some ups and downs accepted for returns above deposits.' },
  { name: 'Balanced', minScore: 46, maxScore: 60, equity: 50, debt: 50, description: 'Equal weight to growth and stability.' },
  { name: 'Growth', minScore: 61, maxScore: 80, equity: 70, debt: 30, description: 'Long horizon; rides out falls for higher growth.' },
  { name: 'Aggressive', minScore: 81, maxScore: 100, equity: 85, debt: 15, description: 'Maximum growth; comfortable with sharp, deep falls.' },
];

/** Writes the questionnaire and the guide (updating what is there: a changed wording lands at the next start). */
export async function seedRiskQuestionnaire(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [i, q] of RISK_QUESTIONNAIRE.entries()) {
      await tx
        .insert(riskQuestions)
        .values({ id: q.id, position: i + 1, topic: q.topic, question: q.question, isActive: true })
        .onConflictDoUpdate({
          target: riskQuestions.id,
          set: { position: sql`excluded.position`, topic: sql`excluded.topic`, question: sql`excluded.question`, isActive: true },
        });
      for (const [j, [id, answer, score]] of q.options.entries()) {
        await tx
          .insert(riskOptions)
          .values({ id, questionId: q.id, position: j + 1, answer, score })
          .onConflictDoUpdate({ target: riskOptions.id, set: { questionId: q.id, position: j + 1, answer, score } });
      }
    }
    for (const [i, p] of RISK_PROFILES.entries()) {
      const row = { position: i + 1, minScore: p.minScore, maxScore: p.maxScore, equityPercent: p.equity, debtPercent: p.debt, description: p.description };
      await tx
        .insert(riskProfiles)
        .values({ name: p.name, ...row })
        .onConflictDoUpdate({ target: riskProfiles.name, set: row });
    }
  });
}
