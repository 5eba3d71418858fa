import { and, eq } from 'drizzle-orm';
import type { GoalOrder } from '@shared/contract/goals.ts';
import type { CreateTransactionBody } from '@shared/contract/transactions.ts';
import { parseRupees } from '@shared/money/decimal.ts';
import { AMOUNT_MESSAGES, displayAmount, installmentsToSend } from '@shared/rules/transactions/amounts.ts';
import { splitByWeight, splitMessage } from '@shared/rules/transactions/basket-split.ts';
import { GOAL_MESSAGES, objectiveMinMessage } from '@shared/rules/goals/goal-answers.ts';
import { mandates, userGoalPlans, users } from '../../db/schema.ts';
import type { AppDeps } from '../../lib/context.ts';
import { ORDER_MESSAGES } from '../transactions/messages.ts';
import { addBasketToCart } from '../ideas/basket-orders.ts';
import { GOAL_SIP_FREQUENCY, loadBucket, lumpsumPartsOf, sipPartsOf, type Bucket } from './buckets.ts';
import { findGoal } from './goal-reads.ts';
import { planOf } from './objectives.ts';

type Answer = { is_invested_goal: boolean; TE_IHNO?: number[]; error?: string };
const refuse = (error: string): Answer => ({ is_invested_goal: false, error });
const text = (v: string | number | null | undefined) => (v === undefined || v === null ? '' : String(v).trim());

/** Ours: an order for a scheme outside the goal's plan. */
export const NOT_IN_PLAN = 'This scheme is not part of this goal’s plan';
/** Ours: the amounts are not the plan's split of their total. */
export const SPLIT_MISMATCH = 'The amounts must follow the goal’s allocation; please review the schemes and try again';

/**
 * Each type's orders must be the bucket's split of their total (the split the schemes page showed,
 * by the shared rule): every scheme of the bucket once, each at its share.
 */
function checkSplit(bucket: Bucket, orders: readonly GoalOrder[]): string | null {
  for (const type of ['SIP', 'LumpSum'] as const) {
    const mine = orders.filter((o) => o.PurType === type);
    if (mine.length === 0) continue;
    const amountOf = new Map(mine.map((o) => [Number(o.Sch), parseRupees(text(type === 'SIP' ? (o.InstallmentsAmt ?? o.Amount) : o.Amount))]));
    if (amountOf.size !== mine.length || amountOf.size !== bucket.members.length) return SPLIT_MISMATCH;
    const amounts = [...amountOf.values()];
    if (amounts.some((a) => a === null || a <= 0n)) return AMOUNT_MESSAGES.mandatory;
    const total = amounts.reduce((s, a) => s! + a!, 0n)!;
    const parts = type === 'SIP' ? sipPartsOf(bucket) : lumpsumPartsOf(bucket);
    if (!parts) return `No ${type === 'SIP' ? 'SIP' : 'Lumpsum'} Schemes are Available`;
    const split = splitByWeight(total, parts);
    if (!split.ok)
      return split.reason === 'below-min'
        ? objectiveMinMessage(type === 'SIP' ? 'SIP Amount' : 'Lumpsum Amount', displayAmount(split.minPaise))
        : splitMessage(split);
    if (split.shares.some((share) => amountOf.get(share.key) !== share.amountPaise)) return SPLIT_MISMATCH;
  }
  return null;
}

/**
 * POST /goals/invest (spec 2 §5 Goal cart, §7): the goal's orders into the cart, tagged with the
 * goal, through create-transaction (every order rule applies), all or none. The investor must
 * have planned the goal (its questions answered), every scheme must be one of the plan's mix, and
 * the amounts of each type must be the mix's split of their total (as the schemes page showed).
 * SIPs are monthly (frequency 3) and need a mandate and a start date each.
 */
export async function investGoal(deps: AppDeps, userId: number, body: { orders: GoalOrder[]; GoalID: number }): Promise<Answer> {
  const { db } = deps;
  const [user] = await db.select({ onboarded: users.isOnboarded }).from(users).where(eq(users.id, userId));
  if (!user?.onboarded) return refuse(ORDER_MESSAGES.notOnboarded);
  const goal = await findGoal(db, body.GoalID);
  if (goal.comingSoon) return refuse(GOAL_MESSAGES.comingSoon);
  const plan = await planOf(db, userId, goal.id);
  if (!plan) return refuse(GOAL_MESSAGES.answerAll);
  const bucket = await loadBucket(db, plan.bucketKey);
  if (!bucket) return refuse(GOAL_MESSAGES.invalid);

  const sips = body.orders.filter((o) => o.PurType === 'SIP');
  const noMandate = sips.some((o) => text(o.MandateId) === '');
  const noDate = sips.some((o) => text(o.StartDate ?? o.TransTypeDate) === '');
  if (noMandate && noDate) return refuse(GOAL_MESSAGES.selectBoth);
  if (noMandate) return refuse(GOAL_MESSAGES.selectMandate);
  if (noDate) return refuse(GOAL_MESSAGES.selectDates);

  if (body.orders.some((o) => !bucket.members.some((m) => m.scheme.id === Number(o.Sch)))) return refuse(NOT_IN_PLAN);
  const splitProblem = checkSplit(bucket, body.orders);
  if (splitProblem) return refuse(splitProblem);

  const orders: Array<{ label: string; body: CreateTransactionBody }> = [];
  for (const o of body.orders) {
    const member = bucket.members.find((m) => m.scheme.id === Number(o.Sch))!;
    const options = { Growthoption: o.GrowthOption, DividendReinvestment: o.DividendRedinvestment };
    if (o.PurType === 'LumpSum') {
      orders.push({
        label: member.scheme.name,
        body: { TrType: 'NEW', AccNo: '', Amount: text(o.Amount), AmcId: Number(o.AmcId), Sch: member.scheme.id, ...options, GoalID: goal.id },
      });
      continue;
    }
    const mandateId = text(o.MandateId);
    const [mandate] = await db
      .select({ type: mandates.mandateType })
      .from(mandates)
      .where(and(eq(mandates.userId, userId), eq(mandates.mandateId, mandateId)))
      .limit(1);
    const freq = member.scheme.sipFrequencies.find((f) => f.value === GOAL_SIP_FREQUENCY);
    const wanted = Number(text(o.Installments) || (plan.years ?? 5) * 12);
    orders.push({
      label: member.scheme.name,
      body: {
        TrType: mandate?.type === 'I' ? 'ISIP' : 'XSIP',
        StartDate: text(o.StartDate ?? o.TransTypeDate),
        Installments: freq ? installmentsToSend(wanted, freq.maxInstallments) : wanted,
        InstallmentsAmt: text(o.InstallmentsAmt ?? o.Amount),
        MandateId: mandateId,
        FirstOrderToday: o.FirstOrderToday ?? 'N',
        Frequency: GOAL_SIP_FREQUENCY,
        AmcId: Number(o.AmcId),
        Sch: member.scheme.id,
        ...options,
        AccNo: '',
        GoalID: goal.id,
      },
    });
  }
  const added = await addBasketToCart(deps, userId, orders);
  if (!added.ok) return refuse(added.error);
  await db.update(userGoalPlans).set({ investedAt: deps.clock.now() }).where(eq(userGoalPlans.id, plan.id));
  return { is_invested_goal: true, TE_IHNO: added.ids };
}
