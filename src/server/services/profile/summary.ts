import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import type { UserDetails } from '@shared/contract/user.ts';
import { formatDecimal } from '@shared/money/decimal.ts';
import { ymdToDmy, istDate } from '@shared/time/ist.ts';
import type { Db } from '../../db/client.ts';
import { lots, mandates, nominees, onboardingDocuments, riskAssessments } from '../../db/schema.ts';
import type { AppDeps } from '../../lib/context.ts';
import { aumPaise } from '../transactions/aum.ts';
import { signedFileUrl } from '../onboarding/file-urls.ts';
import type { User } from '../users.ts';

/**
 * Profile completion (spec 3 §2.2, §2.9), in whole percent. The spec shows the figure without
 * its rule; ours weighs what a complete investing profile needs: the account opened (half,
 * pro rata through the nine onboarding steps), then a nominee, a risk profile, an approved
 * mandate (SIPs need one) and a profile picture.
 */
export const COMPLETION_WEIGHTS = { onboarding: 50, nominee: 10, risk: 15, mandate: 15, picture: 10 } as const;

export function completionPercent(f: { onboarded: boolean; pageNo: number; nominee: boolean; risk: boolean; mandate: boolean; picture: boolean }): number {
  const w = COMPLETION_WEIGHTS;
  const onboarding = f.onboarded ? w.onboarding : Math.floor((Math.min(Math.max(f.pageNo, 0), 9) * w.onboarding) / 9);
  return onboarding + (f.nominee ? w.nominee : 0) + (f.risk ? w.risk : 0) + (f.mandate ? w.mandate : 0) + (f.picture ? w.picture : 0);
}

/**
 * Returns on what is held (spec 3 §2.2 "returns percentage"): market value against the cost of
 * the units still held, as a percentage to 2 decimals (half up); null with nothing held.
 */
export async function heldReturnsPercent(db: Db, userId: number): Promise<string | null> {
  const held = await db
    .select({ remaining4: lots.remaining4, units4: lots.units4, costPaise: lots.costPaise })
    .from(lots)
    .where(and(eq(lots.userId, userId), gt(lots.remaining4, 0n)));
  // cost of what remains of each lot, pro rata to its units
  const cost = held.reduce((sum, l) => sum + (l.units4 > 0n ? (l.costPaise * l.remaining4) / l.units4 : 0n), 0n);
  if (cost <= 0n) return null;
  const value = await aumPaise(db, userId);
  const gain = value - cost;
  const sign = gain < 0n ? -1n : 1n;
  // hundredths of a percent, rounded half away from zero
  const hundredths = (sign * (2n * gain * 10_000n * sign + cost)) / (2n * cost);
  return formatDecimal(hundredths, 2);
}

/** The investor's latest risk profile and when it was taken (DD/MM/YYYY, IST). */
export async function latestRisk(db: Db, userId: number): Promise<{ risk_status: string; risk_analysed_on: string } | null> {
  const [r] = await db
    .select()
    .from(riskAssessments)
    .where(eq(riskAssessments.userId, userId))
    .orderBy(desc(riskAssessments.takenAt), desc(riskAssessments.id))
    .limit(1);
  return r ? { risk_status: r.riskProfile, risk_analysed_on: ymdToDmy(istDate(r.takenAt)) } : null;
}

/** The profile module's part of user details: picture, completion, returns and risk status. */
export async function profileExtras(
  db: Db,
  user: User,
  signer?: Pick<AppDeps, 'config' | 'clock'>,
  known: { cigr?: string | null } = {},
): Promise<Partial<UserDetails>> {
  const [pic] = await db
    .select()
    .from(onboardingDocuments)
    .where(and(eq(onboardingDocuments.userId, user.id), eq(onboardingDocuments.kind, 'profile_pic')))
    .limit(1);
  const [nominee] = await db.select({ id: nominees.id }).from(nominees).where(eq(nominees.userId, user.id)).limit(1);
  const [mandate] = await db
    .select({ id: mandates.id })
    .from(mandates)
    .where(and(eq(mandates.userId, user.id), inArray(mandates.status, ['APPROVED'])))
    .limit(1);
  const risk = await latestRisk(db, user.id);
  return {
    // a picture URL is signed against the clock; callers without one leave it out
    profile_pic: pic && signer ? await signedFileUrl(signer, pic) : null,
    complete_percentage: completionPercent({
      onboarded: user.isOnboarded,
      pageNo: user.pageNo,
      nominee: Boolean(nominee),
      risk: Boolean(risk),
      mandate: Boolean(mandate),
      picture: Boolean(pic),
    }),
    cigr_percentage: known.cigr !== undefined ? known.cigr : await heldReturnsPercent(db, user.id),
    risk_status: risk?.risk_status ?? null,
    risk_analysed_on: risk?.risk_analysed_on ?? null,
  };
}
