import { asc, eq, inArray } from 'drizzle-orm';
import type { RiskGuide, RiskQuestion } from '@shared/contract/risk.ts';
import type { ScoredQuestion } from '@shared/rules/profile/risk.ts';
import type { Db } from '../../../db/client.ts';
import { riskOptions, riskProfiles, riskQuestions } from '../../../db/schema.ts';

/** The active questions with their scored options, in order. */
export async function scoredQuestions(db: Db): Promise<Array<ScoredQuestion & { question: string }>> {
  const qs = await db.select().from(riskQuestions).where(eq(riskQuestions.isActive, true)).orderBy(asc(riskQuestions.position));
  if (qs.length === 0) return [];
  const opts = await db
    .select()
    .from(riskOptions)
    .where(
      inArray(
        riskOptions.questionId,
        qs.map((q) => q.id),
      ),
    )
    .orderBy(asc(riskOptions.position));
  return qs.map((q) => ({
    id: q.id,
    question: q.question,
    options: opts.filter((o) => o.questionId === q.id).map((o) => ({ id: o.id, answer: o.answer, score: o.score })),
  }));
}

/** GET /risk-analysis: the questionnaire without its scores (they are the server's business). */
export async function riskQuestionnaire(db: Db): Promise<{ questions: RiskQuestion[] }> {
  return {
    questions: (await scoredQuestions(db)).map((q) => ({
      QID: q.id,
      QuestionName: q.question,
      options: q.options.map((o) => ({ AID: o.id, Answer: o.answer })),
    })),
  };
}

/** GET /risk-analysis/get_risk_guide: the six investor types with their ideal split. */
export async function riskGuide(db: Db): Promise<{ risk_guide: RiskGuide }> {
  const rows = await db.select().from(riskProfiles).orderBy(asc(riskProfiles.position));
  return {
    risk_guide: Object.fromEntries(
      rows.map((r) => [r.name, { Equity: r.equityPercent, Debt: r.debtPercent, description: r.description, position: r.position }]),
    ),
  };
}
