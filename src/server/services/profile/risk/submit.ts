import { asc } from 'drizzle-orm';
import type { RiskAnswersBody } from '@shared/contract/risk.ts';
import { RISK_MESSAGES, isPleaseOption, riskScorePercent, riskTypeFor, validateRiskAnswers } from '@shared/rules/profile/risk.ts';
import { istDate, ymdToDmy } from '@shared/time/ist.ts';
import { riskAssessments, riskProfiles } from '../../../db/schema.ts';
import type { AppDeps } from '../../../lib/context.ts';
import { refuse } from '../../../lib/refusal.ts';
import { userFor } from '../../onboarding/common.ts';
import { scoredQuestions } from './questionnaire.ts';

/**
 * POST /risk-analysis: every active question answered with one of its options (text for a
 * PLEASE option), scored, and the investor's type recorded as a new assessment (the newest is
 * the risk status; a retake never erases the history).
 */
export async function submitRiskAnswers(deps: AppDeps, userId: number, body: RiskAnswersBody) {
  await userFor(deps.db, userId, 'profile');
  const questions = await scoredQuestions(deps.db);
  if (questions.length === 0) throw refuse('unavailable', RISK_MESSAGES.notAvailable);
  const problem = validateRiskAnswers(questions, body.answers);
  if (problem) throw refuse('invalid', problem);
  const bands = await deps.db.select().from(riskProfiles).orderBy(asc(riskProfiles.position));
  const score = riskScorePercent(questions, body.answers);
  const name = riskTypeFor(score, bands);
  const band = bands.find((b) => b.name === name);
  if (!band) throw refuse('unavailable', RISK_MESSAGES.notAvailable);
  const now = deps.clock.now();
  const answers = questions.map((q) => {
    const a = body.answers.find((x) => x.question_id === q.id)!;
    const option = q.options.find((o) => o.id === a.answer_id)!;
    return { question_id: q.id, answer_id: a.answer_id, text: isPleaseOption(option.answer) ? (a.text ?? '').trim() : null };
  });
  await deps.db.insert(riskAssessments).values({ userId, score, riskProfile: band.name, answers, takenAt: now });
  return { risk_status: band.name, risk_analysed_on: ymdToDmy(istDate(now)), score, Equity: band.equityPercent, Debt: band.debtPercent };
}
