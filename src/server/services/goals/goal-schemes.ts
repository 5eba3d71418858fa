import type { GoalScheme } from '@shared/contract/goals.ts';
import { displayAmount } from '@shared/rules/transactions/amounts.ts';
import { GOAL_MESSAGES, objectiveMinMessage } from '@shared/rules/goals/goal-answers.ts';
import { goalBucketFor } from '@shared/rules/goals/goal-plan.ts';
import { istDate } from '@shared/time/ist.ts';
import type { AppDeps } from '../../lib/context.ts';
import { loadBucket, paiseOf, splitBucket, type Bucket } from './buckets.ts';
import { riskStatusOf } from './risk-status.ts';

type Answer = { schemes: GoalScheme[]; Bucket: { key: string; name: string } | null; error?: string };
const refuse = (error: string, bucket: Bucket | null = null): Answer => ({
  schemes: [],
  Bucket: bucket ? { key: bucket.key, name: bucket.name } : null,
  error,
});

/** Splits one type's amount over a bucket; the refusal names the type and its minimum (spec 2 §5). */
export function bucketRows(
  bucket: Bucket,
  type: 'SIP' | 'LumpSum',
  amountPaise: bigint,
  opts: { months?: number; today: string },
): { rows: GoalScheme[] } | { error: string } {
  if (amountPaise <= 0n) return { rows: [] };
  const split = splitBucket(bucket, type, amountPaise, opts);
  if (split.ok) return { rows: split.rows };
  const what = type === 'SIP' ? 'SIP Amount' : 'Lumpsum Amount';
  if (split.reason === 'below-min') return { error: objectiveMinMessage(what, displayAmount(split.limit)) };
  if (split.reason === 'above-max') return { error: `Amount should be less than ${displayAmount(split.limit)}` };
  return { error: `No ${type === 'SIP' ? 'SIP' : 'Lumpsum'} Schemes are Available` };
}

/**
 * POST /goals/get-schemes-goals: the goal's lumpsum and monthly SIP split over the mix for its
 * timeline and the investor's risk status (the same mix the result was computed at).
 */
export async function goalSchemes(
  deps: AppDeps,
  userId: number,
  body: { LupSumAmt: string | number; SipSumAmt: string | number; Timeline: number },
): Promise<Answer> {
  const risk = await riskStatusOf(deps.db, userId);
  if (!risk) return refuse(GOAL_MESSAGES.riskPrompt);
  const lump = paiseOf(body.LupSumAmt);
  const sip = paiseOf(body.SipSumAmt);
  const years = Number(body.Timeline);
  if (lump === null || sip === null || lump < 0n || sip < 0n || (lump === 0n && sip === 0n) || !Number.isInteger(years) || years < 1 || years > 100)
    return refuse(GOAL_MESSAGES.invalid);
  const bucket = await loadBucket(deps.db, goalBucketFor(years, risk));
  if (!bucket) return refuse(GOAL_MESSAGES.invalid);
  const today = istDate(deps.clock.now());
  const sipRows = bucketRows(bucket, 'SIP', sip, { months: years * 12, today });
  if ('error' in sipRows) return refuse(sipRows.error, bucket);
  const lumpRows = bucketRows(bucket, 'LumpSum', lump, { today });
  if ('error' in lumpRows) return refuse(lumpRows.error, bucket);
  return { schemes: [...sipRows.rows, ...lumpRows.rows], Bucket: { key: bucket.key, name: bucket.name } };
}
