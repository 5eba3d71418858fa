import type { GoalResult } from '@shared/contract/goals.ts';
import { addDays } from '@shared/money/returns.ts';
import { GOAL_MESSAGES, ageProblem, validateAnswers, type Answers, type GoalQuestionRule } from '@shared/rules/goals/goal-answers.ts';
import { goalBucketFor, proportions, SLIDER_STEPS } from '@shared/rules/goals/goal-plan.ts';
import { goalTarget, goalYears } from '@shared/rules/goals/goal-target.ts';
import { istDate, ymdToDmy } from '@shared/time/ist.ts';
import type { Db } from '../../db/client.ts';
import { userGoalPlans } from '../../db/schema.ts';
import type { AppDeps } from '../../lib/context.ts';
import { loadBucket, rupees } from './buckets.ts';
import { findGoal, questionsOf, type GoalRow } from './goal-reads.ts';
import { riskStatusOf } from './risk-status.ts';

const OBJECTIVES = ['emergency', 'optimiser', 'preservation', 'regular-income'];

const failed = (message: string): GoalResult => ({
  ErrorMessage: message,
  Proportions: [],
  timeline: null,
  TargetDate: null,
  RequiredCorpus: null,
  ExpectedReturn: null,
  Inflation: null,
  Bucket: null,
  DefaultStep: SLIDER_STEPS,
  rows: [],
});

/** The questions and answers checked as spec 2 §5 says, with the ages' cross-checks. */
export async function checkedAnswers(
  db: Db,
  goal: GoalRow,
  given: Record<string, string | number | null>,
): Promise<{ ok: true; answers: Answers } | { ok: false; message: string }> {
  const questions = (await questionsOf(db, goal.id)) as GoalQuestionRule[];
  const valid = validateAnswers(questions, given);
  if (!valid.ok) return valid;
  const ages = ageProblem(valid.answers);
  return ages ? { ok: false, message: ages } : valid;
}

/**
 * POST /goals/post-questionaire/{goalId}: 'Your Result'. The goal's cost when it falls due
 * (inflated at the goal's rate), the mix for its horizon and the investor's risk status, and the
 * SIP and lumpsum of every slider step at that mix's expected return. The plan is kept (one per
 * investor and goal) so goal tracking can measure progress against it.
 */
export async function planGoal(deps: AppDeps, userId: number, goalIdText: string, given: Record<string, string | number | null>): Promise<GoalResult> {
  const { db, clock } = deps;
  const goal = await findGoal(db, goalIdText);
  if (goal.comingSoon) return failed(GOAL_MESSAGES.comingSoon);
  const risk = await riskStatusOf(db, userId);
  if (!risk) return failed(GOAL_MESSAGES.riskPrompt);
  if (OBJECTIVES.includes(goal.kind)) return failed(GOAL_MESSAGES.invalid);
  const checked = await checkedAnswers(db, goal, given);
  if (!checked.ok) return failed(checked.message);
  const answers = checked.answers;
  const years = goalYears(goal.kind, answers) ?? 0;
  if (!(years >= 1)) return failed(GOAL_MESSAGES.invalid);
  const bucket = await loadBucket(db, goalBucketFor(years, risk));
  if (!bucket) return failed(GOAL_MESSAGES.invalid);
  const inflationPct = Number(goal.inflationPct);
  const target = goalTarget(goal.kind, answers, {
    inflationPct,
    returnPct: bucket.expectedReturnPct,
    postReturnPct: Number(goal.postReturnPct ?? bucket.expectedReturnPct),
  });
  if (!target) return failed(GOAL_MESSAGES.invalid);
  const today = istDate(clock.now());
  const targetDate = addDays(today, Math.round(target.years * 365.25));
  const now = clock.now();
  await db
    .insert(userGoalPlans)
    .values({
      userId,
      goalId: goal.id,
      answers,
      bucketKey: bucket.key,
      years: target.years,
      targetDate,
      corpusPaise: target.corpusPaise,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [userGoalPlans.userId, userGoalPlans.goalId],
      set: { answers, bucketKey: bucket.key, years: target.years, targetDate, corpusPaise: target.corpusPaise, updatedAt: now },
    });
  const step = Math.min(Math.max(Number(answers.SipRatio ?? SLIDER_STEPS), 0), SLIDER_STEPS);
  return {
    ErrorMessage: null,
    Proportions: proportions(target.corpusPaise, bucket.expectedReturnPct, target.years).map((p) => ({
      step: p.step,
      SipPercent: p.SipPercent,
      Sip: rupees(p.Sip),
      Lumpsum: rupees(p.Lumpsum),
    })),
    timeline: target.years,
    TargetDate: ymdToDmy(targetDate),
    RequiredCorpus: rupees(target.corpusPaise),
    ExpectedReturn: bucket.expectedReturnPct.toFixed(2),
    Inflation: inflationPct.toFixed(2),
    Bucket: { key: bucket.key, name: bucket.name },
    DefaultStep: Number.isInteger(step) ? step : SLIDER_STEPS,
    rows: target.rows,
  };
}
