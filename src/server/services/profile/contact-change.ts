import { and, desc, eq, isNull, ne } from 'drizzle-orm';
import { CONTACT_MESSAGES as M, validateNewEmail, validateNewMobile } from '@shared/rules/contact-change.ts';
import { PROFILE_MESSAGES } from '@shared/contract/profile.ts';
import { otpChallenges, users } from '../../db/schema.ts';
import type { AppDeps } from '../../lib/context.ts';
import { badRequest } from '../../lib/http-error.ts';
import { maskLast4 } from '@shared/rules/mobile.ts';
import { audit } from '../audit.ts';
import { isUniqueViolation, userFor } from '../onboarding/common.ts';
import { OtpRefused, findChallenge, sendOtp, verifyOtp } from '../otp.ts';
import { revokeOtherSessions } from '../sessions.ts';
import { registerWithExchange } from '../onboarding/submit-details.ts';

type Change = { channel: 'email'; value: string } | { channel: 'mobile'; value: string };

const emailText = (otp: string) => ({
  subject: 'Confirm your new email for Nivesh',
  body: `Your Nivesh code to confirm this email address as your new contact is ${otp}. It is valid for 5 minutes.\n\nIf you did not ask to change your email, ignore this mail; nothing changes.`,
});
const smsText = (otp: string) => ({ body: `${otp} is your Nivesh code to make this number your registered mobile. Valid for 5 minutes. Do not share it.` });

const maskEmail = (email: string) => email.replace(/^(.)[^@]*(@.*)$/, (_, a: string, d: string) => `${a}***${d}`);

/** What the request asks to change: one of the two, never both. */
function changeOf(body: { email_id?: string | undefined; phone_number?: string | undefined }): Change {
  const email = (body.email_id ?? '').trim().toLowerCase();
  const mobile = (body.phone_number ?? '').trim();
  if (email && mobile) throw badRequest(M.oneAtATime);
  if (mobile) return { channel: 'mobile', value: mobile };
  return { channel: 'email', value: email };
}

async function mobileTaken(deps: AppDeps, userId: number, mobile: string): Promise<boolean> {
  const [other] = await deps.db.select({ id: users.id }).from(users).where(and(eq(users.mobile, mobile), ne(users.id, userId))).limit(1);
  return Boolean(other);
}

/**
 * POST /profile/update_profile_otp (spec 3 §4.5, §5): the OTP goes to the NEW email or mobile, so
 * the investor proves they hold it. Email answers is_email_sent; mobile answers the challenge
 * code. A mobile that is another account's sign-in number is refused.
 */
export async function sendContactChangeOtp(deps: AppDeps, ip: string, userId: number, body: { email_id?: string | undefined; phone_number?: string | undefined }) {
  const user = await userFor(deps.db, userId, 'profile');
  const change = changeOf(body);
  if (change.channel === 'email') {
    const problem = validateNewEmail(change.value, user.email);
    if (problem) throw badRequest(problem);
    await sendOtp(deps, ip, { purpose: 'profile', channel: 'email', destination: change.value, userId, context: { channel: 'email', value: change.value }, message: emailText });
    return { is_email_sent: true as const };
  }
  const problem = validateNewMobile(change.value, user.mobile);
  if (problem) throw badRequest(problem);
  if (await mobileTaken(deps, userId, change.value)) throw badRequest(M.mobileTaken);
  const { code } = await sendOtp(deps, ip, { purpose: 'profile', channel: 'sms', destination: change.value, userId, context: { channel: 'mobile', value: change.value }, message: smsText });
  return { otp_status: 'Success' as const, code };
}

/** The open challenge an email verify refers to (the spec's email verify carries no code). */
async function emailChallengeCode(deps: AppDeps, userId: number, email: string): Promise<string | null> {
  const [ch] = await deps.db
    .select({ code: otpChallenges.code })
    .from(otpChallenges)
    .where(and(eq(otpChallenges.userId, userId), eq(otpChallenges.purpose, 'profile'), eq(otpChallenges.destination, email), isNull(otpChallenges.consumedAt), isNull(otpChallenges.deadAt)))
    .orderBy(desc(otpChallenges.id))
    .limit(1);
  return ch?.code ?? null;
}

/**
 * POST /profile/verify_update_otp: a correct OTP makes the new value the investor's. The old
 * email or mobile is told of the change (so a hijack does not go unnoticed), and every other
 * signed-in session of the investor ends; this one stays.
 */
export async function verifyContactChange(
  deps: AppDeps,
  ip: string,
  session: { sessionId: number; userId: number },
  body: { otp: string; email_id?: string | undefined; code?: string | undefined; phone_number?: string | undefined; is_encrypted?: unknown },
): Promise<{ is_profile_updated: { is_updated: true } }> {
  const { userId } = session;
  if (body.is_encrypted === true || body.is_encrypted === 1 || body.is_encrypted === '1' || body.is_encrypted === 'true') throw badRequest(PROFILE_MESSAGES.encryptedRefused);
  const before = await userFor(deps.db, userId, 'profile');
  const change = changeOf(body);
  let code: string | null;
  if (change.channel === 'email') code = await emailChallengeCode(deps, userId, change.value);
  else {
    const open = body.code ? await findChallenge(deps.db, body.code) : null;
    code = open && open.userId === userId && open.purpose === 'profile' && open.context?.channel === 'mobile' && open.destination === change.value ? open.code : null;
  }
  // another investor's or another value's challenge is just a wrong OTP (and is never used up here)
  if (!code) throw new OtpRefused('wrong_owner', null);
  await verifyOtp(deps, ip, { code, otp: body.otp, purposes: ['profile'] });

  const now = deps.clock.now();
  try {
    await deps.db.transaction(async (tx) => {
      await userFor(tx, userId, 'profile', { lock: true });
      await tx.update(users).set(change.channel === 'email' ? { email: change.value } : { mobile: change.value }).where(eq(users.id, userId));
    });
  } catch (err) {
    // the number became another account's between the OTP and now
    if (isUniqueViolation(err)) throw badRequest(M.mobileTaken);
    throw err;
  }
  const ended = await revokeOtherSessions(deps.db, userId, session.sessionId, now);
  // the exchange's client master carries the contact too: re-registering the client code updates it
  await registerWithExchange(deps, userId).catch((err: unknown) =>
    deps.log.error('contact change: exchange client master not updated', { userId, error: err instanceof Error ? err.message : String(err) }),
  );
  await audit(deps.db, now, { event: 'contact_change', identifierType: change.channel === 'email' ? 'email' : 'mobile', outcome: 'changed', ip, userId, detail: `other sessions ended: ${ended}` });

  const notice =
    change.channel === 'email'
      ? before.email && { channel: 'email' as const, to: before.email, subject: 'Your Nivesh email was changed', body: `The email on your Nivesh account was changed to ${maskEmail(change.value)}. If this was not you, contact Nivesh support at once.` }
      : { channel: 'sms' as const, to: before.mobile, body: `Your Nivesh registered mobile was changed to ${maskLast4(change.value)}. If this was not you, contact Nivesh support at once.` };
  if (notice) {
    // the change is made; a notice that cannot be delivered is logged, not a failure
    await deps.adapters.otpDelivery.send(notice).catch((err: unknown) => deps.log.error('contact change notice failed', { userId, error: err instanceof Error ? err.message : String(err) }));
  }
  return { is_profile_updated: { is_updated: true } };
}
