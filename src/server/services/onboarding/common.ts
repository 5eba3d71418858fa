import { eq, sql } from 'drizzle-orm';
import { ONBOARDING_MESSAGES } from '@shared/contract/onboarding.ts';
import { istDate, parseDmy } from '@shared/time/ist.ts';
import { AGE_MESSAGES } from '@shared/rules/onboarding/age.ts';
import type { Db, Tx } from '../../db/client.ts';
import { onboardingProfiles, users } from '../../db/schema.ts';
import type { AppDeps } from '../../lib/context.ts';
import { refuse } from '../../lib/refusal.ts';
import type { User } from '../users.ts';

/**
 * Helpers every onboarding use case shares: the investor who may still change their onboarding
 * (refusing an onboarded one), the IST "today" of the age rules, and the saved position.
 */
export async function editableUser(db: Db | Tx, userId: number, opts: { lock?: boolean } = {}): Promise<User> {
  const q = db.select().from(users).where(eq(users.id, userId)).limit(1);
  const [user] = opts.lock ? await q.for('update') : await q;
  if (!user) throw refuse('not-signed-in', 'Your session has expired, please sign in again', { code: 'TOKEN_INVALID' });
  if (user.isOnboarded) throw refuse('invalid', ONBOARDING_MESSAGES.userAlreadyOnboarded);
  return user;
}

/**
 * Who may change banks, nominees and documents: during onboarding the investor who has not
 * finished it (`editableUser`); from the profile only an onboarded investor.
 */
export type Phase = 'onboarding' | 'profile';
export const NOT_ONBOARDED = 'Please complete your onboarding first';

export async function userFor(db: Db | Tx, userId: number, phase: Phase, opts: { lock?: boolean } = {}): Promise<User> {
  if (phase === 'onboarding') return editableUser(db, userId, opts);
  const q = db.select().from(users).where(eq(users.id, userId)).limit(1);
  const [user] = opts.lock ? await q.for('update') : await q;
  if (!user) throw refuse('not-signed-in', 'Your session has expired, please sign in again', { code: 'TOKEN_INVALID' });
  if (!user.isOnboarded) throw refuse('invalid', NOT_ONBOARDED);
  return user;
}

/** Later steps need the PAN: an investor who has not passed identification is sent back there. */
export function requirePan(user: User): string {
  if (!user.pan) throw refuse('invalid', 'Please complete the Identification step first');
  return user.pan;
}

export const todayYmd = (deps: AppDeps): string => istDate(deps.clock.now());

/** DD/MM/YYYY from the wire → YYYY-MM-DD; an impossible date is refused with the age rule's message. */
export function dobFromWire(dmy: string): string {
  const ymd = parseDmy(dmy);
  if (!ymd) throw refuse('invalid', AGE_MESSAGES.invalid);
  return ymd;
}

/** The saved position only moves forward (contract: page_no). */
export async function advancePage(tx: Tx, userId: number, position: number): Promise<void> {
  await tx
    .update(users)
    .set({ pageNo: sql`greatest(${users.pageNo}, ${position})` })
    .where(eq(users.id, userId));
}

/** Creates the investor's profile row on first use and applies `patch`. */
export async function upsertProfile(tx: Tx, userId: number, now: Date, patch: Partial<typeof onboardingProfiles.$inferInsert>): Promise<void> {
  await tx
    .insert(onboardingProfiles)
    .values({ userId, updatedAt: now, ...patch })
    .onConflictDoUpdate({ target: onboardingProfiles.userId, set: { ...patch, updatedAt: now } });
}

/** Unique-index violations (23505) from either driver, e.g. two tabs adding the same bank. */
export function isUniqueViolation(err: unknown): boolean {
  let e: unknown = err;
  for (let i = 0; e && i < 4; i++) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
