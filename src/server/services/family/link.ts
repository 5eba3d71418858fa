import { clipVar, smsMessage } from '../../adapters/otp-delivery/sms-templates.ts';
import { randomInt } from 'node:crypto';
import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { PROFILE_MESSAGES } from '@shared/contract/profile.ts';
import { FAMILY_ENTRY, FAMILY_MESSAGES as M, MAX_FAMILY_SIZE, mayAddMembers, mayDeleteMembers } from '@shared/rules/family/family.ts';
import { validateFamilyCarrier } from '@shared/rules/family/family-carrier.ts';
import { OTP_MESSAGES } from '@shared/rules/onboarding/otp.ts';
import { familyLinks, sessions, users } from '../../db/schema.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { AppDeps, SessionUser } from '../../lib/context.ts';
import { refuse, tooSoon } from '../../lib/refusal.ts';
import { audit } from '../audit.ts';
import { familyLinkedEvent } from '../notifications/account-events.ts';
import { isUniqueViolation, userFor } from '../onboarding/common.ts';
import { OtpRefused, findChallenge, sendOtp, verifyOtp } from '../otp.ts';
import { take } from '../rate-limit.ts';
import { forgetDevices } from '../sessions.ts';
import { familyOf, familyStatusOf, fullName, isActingAsMember } from './membership.ts';

/** Link attempts per head per hour: each sends an SMS to someone else's number. */
export const FAMILY_SENDS_PER_HOUR = 10;

const encrypted = (x: unknown) => x === true || x === 1 || x === '1' || x === 'true';

const smsText = (headName: string) => (otp: string) => smsMessage('OTP_FAMILY_LINK', otp, clipVar(headName));

/** Adding is for the investor's own session with family_status 0 or 1 (spec 3 §4.8, §6). */
async function requireMayAdd(db: Db, session: SessionUser): Promise<void> {
  if (isActingAsMember(session)) throw refuse('forbidden', M.childCannotManage);
  if (!mayAddMembers(await familyStatusOf(db, session.userId), false)) throw refuse('forbidden', M.memberCannotAdd);
}

/** Why this investor cannot join the head's family now; null when they can. */
async function linkProblem(db: Db | Tx, headId: number, member: typeof users.$inferSelect): Promise<string | null> {
  if (member.id === headId) return M.notYourMember;
  if (!member.isOnboarded) return M.notOnboarded;
  const status = await familyStatusOf(db, member.id);
  if (status === 2) return M.alreadyInFamily;
  if (status === 1) return M.alreadyHead;
  return familyFull(db, headId);
}

/** The head's side: a family already at its size takes nobody (this says nothing about anyone else). */
async function familyFull(db: Db | Tx, headId: number): Promise<string | null> {
  return (await familyOf(db, headId)).userIds.length >= MAX_FAMILY_SIZE ? M.tooManyMembers : null;
}

/** A handle for the person a link challenge names: the answer carries it as child_user_id, never their user id. */
const linkHandle = () => 100_000_000 + randomInt(1_000_000_000 - 100_000_000);

/**
 * POST /profile/send_family_otp (spec 3 §2.9, §7.4): finds the investor by PAN (type 1) or Nivesh
 * ID (type 3) and sends the OTP to THEIR registered mobile: linking needs the member's consent.
 * The answer is the same whether or not the PAN or ID is registered, and whether or not that
 * person could join: a code and a handle (child_user_id) that is not their user id, no digits of
 * their number. For a PAN or ID nobody holds, the challenge is a decoy counted like a real send and
 * never delivered; whether the person can join is said after their OTP (verifyFamilyLink).
 */
export async function sendFamilyOtp(deps: AppDeps, ip: string, session: SessionUser, body: { carrier: string; type: 1 | 3; is_encrypted?: unknown }) {
  if (encrypted(body.is_encrypted)) throw refuse('invalid', PROFILE_MESSAGES.encryptedRefused);
  await requireMayAdd(deps.db, session);
  const head = await userFor(deps.db, session.userId, 'profile');
  const carrier = body.carrier.trim().toUpperCase();
  const problem = validateFamilyCarrier(body.type, carrier, { pan: head.pan, niveshId: head.niveshId });
  if (problem) throw refuse('invalid', problem);
  const full = await familyFull(deps.db, head.id);
  if (full) throw refuse('invalid', full);
  const perHead = await take(deps.db, { key: `family-otp:${head.id}`, max: FAMILY_SENDS_PER_HOUR, windowMs: 3_600_000 }, deps.clock.now());
  if (!perHead.ok) throw tooSoon(OTP_MESSAGES.tryAnotherTime, 'FAMILY_SEND_LIMIT', perHead.retryAfterMs);
  const [member] = await deps.db
    .select()
    .from(users)
    .where(body.type === FAMILY_ENTRY.pan ? eq(users.pan, carrier) : eq(users.niveshId, carrier))
    .limit(1);
  const handle = linkHandle();
  const { code } = await sendOtp(deps, ip, {
    purpose: 'family',
    channel: 'sms',
    // a decoy's budget is kept per PAN or ID, as a real one's is per number
    destination: member ? member.mobile : `family:${body.type}:${carrier}`,
    userId: head.id,
    context: { memberUserId: member?.id ?? null, handle },
    decoy: !member,
    message: smsText(fullName(head)),
  });
  return { code, child_user_id: handle };
}

/** POST /profile/verify_family_otp: the member's OTP makes them a member of the caller's family. */
export async function verifyFamilyLink(
  deps: AppDeps,
  ip: string,
  session: SessionUser,
  body: { code: string; otp: string; child_user_id: number; is_encrypted?: unknown },
) {
  if (encrypted(body.is_encrypted)) throw refuse('invalid', PROFILE_MESSAGES.encryptedRefused);
  await requireMayAdd(deps.db, session);
  const open = await findChallenge(deps.db, body.code);
  // another investor's challenge, or one for a different member, is just a wrong OTP
  if (!open || open.userId !== session.userId || open.purpose !== 'family' || open.context?.handle !== body.child_user_id)
    throw new OtpRefused('wrong_owner', null);
  const ch = await verifyOtp(deps, ip, { code: body.code, otp: body.otp, purposes: ['family'] });
  const head = await userFor(deps.db, session.userId, 'profile');
  const memberId = Number(ch.context?.memberUserId);
  const [member] = Number.isSafeInteger(memberId) && memberId > 0 ? await deps.db.select().from(users).where(eq(users.id, memberId)).limit(1) : [];
  if (!member) throw new OtpRefused('no_member', ch);
  const now = deps.clock.now();
  try {
    await deps.db.transaction(async (tx) => {
      // one link at a time per head: the size check and the insert see the same family
      await userFor(tx, head.id, 'profile', { lock: true });
      const problem = await linkProblem(tx, head.id, member);
      if (problem) throw refuse('invalid', problem);
      await tx.insert(familyLinks).values({ headUserId: head.id, memberUserId: member.id, linkedAt: now });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw refuse('invalid', M.alreadyInFamily);
    throw err;
  }
  await audit(deps.db, now, { event: 'family_link', outcome: 'linked', ip, userId: head.id, detail: `member ${member.id}` });
  await familyLinkedEvent(deps.db, { headUserId: head.id, headName: fullName(head), memberUserId: member.id, memberName: fullName(member), at: now });
  return { is_linked: true as const, message: M.linked };
}

/** Ends the sessions a head opened into this member (child tokens die with the link). */
async function endChildSessions(db: Db, headId: number, memberId: number, now: Date): Promise<void> {
  const headSessions = db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, headId));
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, memberId), isNotNull(sessions.parentSessionId), isNull(sessions.revokedAt), inArray(sessions.parentSessionId, headSessions)))
    .returning({ id: sessions.id });
  await forgetDevices(
    db,
    ended.map((r) => r.id),
  );
}

/** POST /profile/remove_family_member: only the head, from their own profile (spec 3 §4.8, §6). */
export async function removeFamilyMember(deps: AppDeps, ip: string, session: SessionUser, body: { child_id: number; is_encrypted?: unknown }) {
  if (encrypted(body.is_encrypted)) throw refuse('invalid', PROFILE_MESSAGES.encryptedRefused);
  if (isActingAsMember(session)) throw refuse('forbidden', M.childCannotManage);
  if (!mayDeleteMembers(await familyStatusOf(deps.db, session.userId), false)) throw refuse('forbidden', M.headOnlyDelete);
  const gone = await deps.db
    .delete(familyLinks)
    .where(and(eq(familyLinks.headUserId, session.userId), eq(familyLinks.memberUserId, body.child_id)))
    .returning({ id: familyLinks.id });
  if (gone.length === 0) throw refuse('forbidden', M.notYourMember);
  const now = deps.clock.now();
  await endChildSessions(deps.db, session.userId, body.child_id, now);
  await audit(deps.db, now, { event: 'family_remove', outcome: 'removed', ip, userId: session.userId, detail: `member ${body.child_id}` });
  return { is_removed: true as const, message: M.removed };
}

/** POST /profile/leave_family (ours): a member leaves from their own sign-in; the head's switches into them end. */
export async function leaveFamily(deps: AppDeps, ip: string, session: SessionUser) {
  if (isActingAsMember(session)) throw refuse('forbidden', M.childCannotManage);
  const status = await familyStatusOf(deps.db, session.userId);
  if (status === 1) throw refuse('invalid', M.headCannotLeave);
  if (status === 0) throw refuse('invalid', M.notInFamily);
  const gone = await deps.db.delete(familyLinks).where(eq(familyLinks.memberUserId, session.userId)).returning({ head: familyLinks.headUserId });
  const now = deps.clock.now();
  for (const g of gone) await endChildSessions(deps.db, g.head, session.userId, now);
  await audit(deps.db, now, { event: 'family_leave', outcome: 'left', ip, userId: session.userId, detail: gone[0] ? `head ${gone[0].head}` : null });
  return { has_left: true as const, message: M.left };
}
