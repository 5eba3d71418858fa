import { clipVar, smsMessage } from '../../../adapters/otp-delivery/sms-templates.ts';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { CONTACT_MESSAGES as M } from '@shared/rules/profile/contact-change.ts';
import { PROFILE_MESSAGES } from '@shared/contract/profile.ts';
import { maskLast4 } from '@shared/rules/onboarding/mobile.ts';
import { contactChanges, otpChallenges, users } from '../../../db/schema.ts';
import type { AppDeps, SessionUser } from '../../../lib/context.ts';
import { randomToken, sha256Hex } from '../../../lib/crypto.ts';
import { refuse } from '../../../lib/refusal.ts';
import { audit } from '../../audit.ts';
import { isUniqueViolation, userFor } from '../../onboarding/common.ts';
import { OtpRefused, findChallenge, verifyOtp, type VerifiedChallenge } from '../../otp.ts';
import { revokeOtherSessions } from '../../sessions.ts';
import { registerWithExchange } from '../../onboarding/submit-details.ts';
import { changeOf, maskEmail, refuseMemberSession, refuseOnHold } from './common.ts';

/** The open challenge an email verify refers to (the spec's email verify carries no code). */
async function emailChallenge(deps: AppDeps, userId: number, email: string): Promise<VerifiedChallenge | null> {
  const [ch] = await deps.db
    .select()
    .from(otpChallenges)
    .where(
      and(
        eq(otpChallenges.userId, userId),
        eq(otpChallenges.purpose, 'profile'),
        eq(otpChallenges.destination, email),
        isNull(otpChallenges.consumedAt),
        isNull(otpChallenges.deadAt),
      ),
    )
    .orderBy(desc(otpChallenges.id))
    .limit(1);
  return ch ?? null;
}

/** The link in the notice to the old contact: it opens the "this wasn't me" page (routes/contact-report.ts). */
export const reportLink = (deps: AppDeps, token: string) => `${deps.config.messages.publicUrl}/api/contact-change/report/${token}`;

/**
 * POST /profile/verify_update_otp (spec 3 §4.5, §7.4): the OTP sent to the new value, for a change
 * its current owner has confirmed from this sign-in, makes the new value the investor's. Every
 * other sign-in ends; the old email or mobile is told, with a link to report the change if it was
 * not theirs (which holds the account for review).
 */
export async function verifyContactChange(
  deps: AppDeps,
  ip: string,
  session: SessionUser,
  body: { otp: string; email_id?: string | undefined; code?: string | undefined; phone_number?: string | undefined; is_encrypted?: unknown },
): Promise<{ is_profile_updated: { is_updated: true } }> {
  refuseMemberSession(session);
  const { userId } = session;
  if (body.is_encrypted === true || body.is_encrypted === 1 || body.is_encrypted === '1' || body.is_encrypted === 'true')
    throw refuse('invalid', PROFILE_MESSAGES.encryptedRefused);
  const before = await userFor(deps.db, userId, 'profile');
  const wanted = changeOf(body);
  const open = wanted.channel === 'email' ? await emailChallenge(deps, userId, wanted.value) : body.code ? await findChallenge(deps.db, body.code) : null;
  const challenge =
    open && open.userId === userId && open.purpose === 'profile' && open.context?.channel === wanted.channel && open.destination === wanted.value ? open : null;
  // another investor's or another value's challenge is just a wrong OTP (and is never used up here)
  if (!challenge) throw new OtpRefused('wrong_owner', null);
  const changeId = Number(challenge.context?.changeId);
  const [change] = Number.isSafeInteger(changeId) ? await deps.db.select().from(contactChanges).where(eq(contactChanges.id, changeId)).limit(1) : [];
  const now = deps.clock.now();
  if (!change || change.userId !== userId || change.sessionId !== session.sessionId || change.status !== 'owner_confirmed' || change.newValue !== wanted.value)
    throw refuse('invalid', M.confirmOwnerFirst);
  if (now.getTime() >= change.expiresAt.getTime()) throw refuse('invalid', M.changeExpired);
  await verifyOtp(deps, ip, { code: challenge.code, otp: body.otp, purposes: ['profile'] });
  await refuseOnHold(deps.db, userId);

  const reportToken = randomToken(24);
  try {
    await deps.db.transaction(async (tx) => {
      await userFor(tx, userId, 'profile', { lock: true });
      const [applied] = await tx
        .update(contactChanges)
        .set({ status: 'applied', appliedAt: now, reportTokenHash: sha256Hex(reportToken) })
        .where(and(eq(contactChanges.id, change.id), eq(contactChanges.status, 'owner_confirmed')))
        .returning({ id: contactChanges.id });
      if (!applied) throw refuse('invalid', M.changeExpired);
      await tx
        .update(users)
        .set(wanted.channel === 'email' ? { email: wanted.value } : { mobile: wanted.value })
        .where(eq(users.id, userId));
    });
  } catch (err) {
    // the number became another account's between the OTP and now
    if (isUniqueViolation(err)) throw refuse('invalid', M.mobileTaken);
    throw err;
  }
  const ended = await revokeOtherSessions(deps.db, userId, session.sessionId, now);
  // the exchange's client master carries the contact too: re-registering the client code updates it
  await registerWithExchange(deps, userId).catch((err: unknown) =>
    deps.log.error('contact change: exchange client master not updated', { userId, error: err instanceof Error ? err.message : String(err) }),
  );
  await audit(deps.db, now, {
    event: 'contact_change',
    identifierType: wanted.channel === 'email' ? 'email' : 'mobile',
    outcome: 'changed',
    ip,
    userId,
    detail: `other sessions ended: ${ended}`,
  });

  const link = reportLink(deps, reportToken);
  const notice =
    wanted.channel === 'email'
      ? before.email
        ? {
            channel: 'email' as const,
            to: before.email,
            subject: 'Your Nivesh email was changed',
            body: `The email on your Nivesh account was changed to ${maskEmail(wanted.value)}. If this was not you, open ${link} to report it: we put the account on hold and our support team contacts you.`,
          }
        : { channel: 'sms' as const, to: before.mobile, ...smsMessage('NOTICE_EMAIL_ADDED', clipVar(maskEmail(wanted.value)), link) }
      : { channel: 'sms' as const, to: before.mobile, ...smsMessage('NOTICE_MOBILE_CHANGED', maskLast4(wanted.value), link) };
  // the change is made; a notice that cannot be delivered is logged, not a failure
  await deps.adapters.otpDelivery
    .send(notice)
    .catch((err: unknown) => deps.log.error('contact change notice failed', { userId, error: err instanceof Error ? err.message : String(err) }));
  return { is_profile_updated: { is_updated: true } };
}
