import { eq, and } from 'drizzle-orm';
import type { GoalScheme } from '@shared/contract/goals.ts';
import { displayAmount } from '@shared/rules/transactions/amounts.ts';
import { GOAL_MESSAGES, objectiveMinMessage, type Answers } from '@shared/rules/goals/goal-answers.ts';
import { OPTIMISER_LEVELS, protectionFor } from '@shared/rules/goals/goal-plan.ts';
import { istDate } from '@shared/time/ist.ts';
import type { Db } from '../../db/client.ts';
import { userGoalPlans } from '../../db/schema.ts';
import type { AppDeps } from '../../lib/context.ts';
import { bucketLimits, loadBucket, paiseOf, type Bucket } from './buckets.ts';
import { bucketRows } from './goal-schemes.ts';
import { findGoal, type GoalRow } from './goal-reads.ts';
import { checkedAnswers } from './plan-goal.ts';
import { riskStatusOf } from './risk-status.ts';

/**
 * Objectives (GOType O, spec 2 §9): the answers pick a bucket and say how much goes in.
 * - Emergency Fund: monthly expense × months, as a lumpsum, in the bucket of the chosen safety.
 * - Return Optimiser: the slider's step 1-3 is a desired return of 7, 10 or 13 (its bucket);
 *   SIP or Lumpsum of the amount entered.
 * - Capital Preservation: Complete protection when Only Debt or 1 to 3 years, else Partial.
 */
export function objectiveBucketKey(kind: string, a: Record<string, string | number | null | undefined>): string | null {
  const s = (k: string) => (a[k] === undefined || a[k] === null ? '' : String(a[k]).trim());
  if (kind === 'emergency') return s('Safety') ? `emergency-${s('Safety')}` : null;
  if (kind === 'optimiser') {
    const raw = s('DesiredReturn') || s('Optimiser');
    const level = OPTIMISER_LEVELS.find((l) => String(l.desiredReturn) === raw || String(l.step) === raw);
    return level ? `optimiser-${level.desiredReturn}` : null;
  }
  if (kind === 'preservation') {
    const protection = s('Protection') || (s('RiskChoice') && s('DesiredReturn') ? protectionFor(s('RiskChoice'), s('DesiredReturn')) : '');
    return protection === 'Complete' || protection === 'Partial' ? `preservation-${protection}` : null;
  }
  return null;
}

/** How long an objective's SIP runs: the holding duration its answers name (3, 5 or 7 years). */
export function objectiveMonths(kind: string, a: Answers): number {
  if (kind === 'optimiser') {
    const level = OPTIMISER_LEVELS.find((l) => String(l.step) === a.Optimiser || String(l.desiredReturn) === a.DesiredReturn);
    return level?.step === 1 ? 36 : level?.step === 2 ? 60 : 84;
  }
  if (kind === 'preservation') return a.DesiredReturn === '1 to 3 years' ? 36 : a.DesiredReturn === '3 to 5 years' ? 60 : 84;
  return 60;
}

type Rows = { schemes: GoalScheme[]; Bucket: { key: string; name: string } | null; error?: string };
const refuse = (error: string, bucket: Bucket | null = null): Rows => ({ schemes: [], Bucket: bucket ? { key: bucket.key, name: bucket.name } : null, error });

async function objective(db: Db, goalIdText: string): Promise<GoalRow | string> {
  const goal = await findGoal(db, goalIdText);
  if (goal.comingSoon) return GOAL_MESSAGES.comingSoon;
  if (goal.goType !== 'O' || !['emergency', 'optimiser', 'preservation'].includes(goal.kind)) return GOAL_MESSAGES.invalid;
  return goal;
}

/** POST /goals/get-schemes-objectives-limits/{goalId}: the smallest SIP and lumpsum of the bucket. */
export async function objectiveLimits(
  deps: AppDeps,
  goalIdText: string,
  body: { DesiredReturn?: string | number; Protection?: string; Safety?: string },
): Promise<{ schemes: { Sip: string | null; Lumpsum: string }; error?: string }> {
  const none = { Sip: null, Lumpsum: '0.00' };
  const goal = await objective(deps.db, goalIdText);
  if (typeof goal === 'string') return { schemes: none, error: goal };
  const key = objectiveBucketKey(goal.kind, body);
  const bucket = key ? await loadBucket(deps.db, key) : null;
  if (!bucket) return { schemes: none, error: GOAL_MESSAGES.invalid };
  return { schemes: bucketLimits(bucket) };
}

/** POST /goals/get-schemes-objectives/{goalId}: the objective's schemes with the amounts, after the answers' checks. */
export async function objectiveSchemes(deps: AppDeps, userId: number, goalIdText: string, given: Record<string, string | number | null>): Promise<Rows> {
  const { db, clock } = deps;
  const goal = await objective(db, goalIdText);
  if (typeof goal === 'string') return refuse(goal);
  if (!(await riskStatusOf(db, userId))) return refuse(GOAL_MESSAGES.riskPrompt);
  const checked = await checkedAnswers(db, goal, given);
  if (!checked.ok) return refuse(checked.message);
  const a: Answers = checked.answers;
  const key = objectiveBucketKey(goal.kind, a);
  const bucket = key ? await loadBucket(db, key) : null;
  if (!bucket) return refuse(GOAL_MESSAGES.invalid);
  const limits = bucketLimits(bucket);
  const today = istDate(clock.now());
  let type: 'SIP' | 'LumpSum';
  let amount: bigint;
  if (goal.kind === 'emergency') {
    const months = BigInt(a.Months ?? '0');
    const expense = BigInt(a.MonthlyExpense ?? '0') * 100n;
    type = 'LumpSum';
    amount = expense * months;
    const minimum = paiseOf(limits.Lumpsum) ?? 0n;
    if (months <= 0n) return refuse(GOAL_MESSAGES.invalid, bucket);
    if (amount < minimum)
      return refuse(objectiveMinMessage('Monthly Expense', displayAmount(((minimum + months * 100n - 1n) / (months * 100n)) * 100n)), bucket);
  } else {
    type = a.InvestmentType === 'SIP' ? 'SIP' : 'LumpSum';
    amount = BigInt(a.Amount ?? '0') * 100n;
    const limit = type === 'SIP' ? limits.Sip : limits.Lumpsum;
    if (limit === null) return refuse(`No ${type === 'SIP' ? 'SIP' : 'Lumpsum'} Schemes are Available`, bucket);
    const minimum = paiseOf(limit) ?? 0n;
    if (amount < minimum) return refuse(objectiveMinMessage(type === 'SIP' ? 'SIP Amount' : 'Lumpsum Amount', displayAmount(minimum)), bucket);
  }
  const months = objectiveMonths(goal.kind, a);
  const rows = bucketRows(bucket, type, amount, { months, today });
  if ('error' in rows) return refuse(rows.error, bucket);
  const now = clock.now();
  const corpus = type === 'SIP' ? amount * BigInt(months) : amount;
  await db
    .insert(userGoalPlans)
    .values({ userId, goalId: goal.id, answers: a, bucketKey: bucket.key, years: null, targetDate: null, corpusPaise: corpus, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [userGoalPlans.userId, userGoalPlans.goalId],
      set: { answers: a, bucketKey: bucket.key, years: null, targetDate: null, corpusPaise: corpus, updatedAt: now },
    });
  return { schemes: rows.rows, Bucket: { key: bucket.key, name: bucket.name } };
}

export async function planOf(db: Db, userId: number, goalId: number) {
  const [plan] = await db
    .select()
    .from(userGoalPlans)
    .where(and(eq(userGoalPlans.userId, userId), eq(userGoalPlans.goalId, goalId)))
    .limit(1);
  return plan ?? null;
}
