import { clipVar, smsMessage } from '../../../adapters/otp-delivery/sms-templates.ts';
import { and, eq, gt } from 'drizzle-orm';
import { CONTACT_MESSAGES as M, validateNewEmail, validateNewMobile } from '@shared/rules/profile/contact-change.ts';
import { maskLast4 } from '@shared/rules/onboarding/mobile.ts';
import { contactChanges, passkeys } from '../../../db/schema.ts';
import type { AppDeps, SessionUser } from '../../../lib/context.ts';
import { randomToken } from '../../../lib/crypto.ts';
import { refuse, tooSoon } from '../../../lib/refusal.ts';
import { PASSKEY_MESSAGES } from '../../passkeys/passkeys.ts';
import { userFor } from '../../onboarding/common.ts';
import { sendOtp } from '../../otp.ts';
import { take } from '../../rate-limit.ts';
import {
  CHANGES_PER_HOUR,
  CHANGE_TTL_MS,
  changeOf,
  maskEmail,
  refuseMemberSession,
  refuseOnHold,
  sendNewContactOtp,
  supersedeOpenChanges,
  type Channel,
} from './common.ts';

const ownerText = (channel: Channel, shown: string) => (otp: string) => ({
  subject: 'Confirm the change of your Nivesh contact details',
  ...smsMessage('OTP_CONTACT_CHANGE_OWNER', otp, channel === 'email' ? 'email' : 'mobile number', clipVar(shown)),
});

/**
 * POST /profile/update_profile_otp (spec 3 §4.5, §5, §7.4). The new value is checked as the spec
 * says; then the CURRENT owner confirms: the OTP goes to the registered mobile (for a mobile
 * change, or an email change when no email is registered yet) or the registered email. Whether
 * the new mobile is another account's is not said here, so the call tells nothing about other
 * accounts; it is said after the owner's proof (confirm-owner.ts), and each ask costs an OTP
 * under the OTP budgets and one of the investor's few changes an hour.
 *
 * With `owner_proof: 'passkey'` no OTP goes to the current contact: the owner confirms with an
 * assertion of a passkey registered for the account (confirm-owner.ts); an account without one
 * is told so. The per-hour limit on changes applies all the same.
 *
 * The same call for the value of a change the owner has already confirmed sends the OTP to the
 * new value again (the verification screen's RESEND).
 */
export async function sendContactChangeOtp(
  deps: AppDeps,
  ip: string,
  session: SessionUser,
  body: { email_id?: string | undefined; phone_number?: string | undefined; owner_proof?: 'passkey' | undefined },
) {
  refuseMemberSession(session);
  const user = await userFor(deps.db, session.userId, 'profile');
  await refuseOnHold(deps.db, user.id);
  const change = changeOf(body);
  const problem = change.channel === 'email' ? validateNewEmail(change.value, user.email) : validateNewMobile(change.value, user.mobile);
  if (problem) throw refuse('invalid', problem);
  const now = deps.clock.now();

  const [confirmed] = await deps.db
    .select()
    .from(contactChanges)
    .where(
      and(
        eq(contactChanges.userId, user.id),
        eq(contactChanges.sessionId, session.sessionId),
        eq(contactChanges.status, 'owner_confirmed'),
        eq(contactChanges.channel, change.channel),
        eq(contactChanges.newValue, change.value),
        gt(contactChanges.expiresAt, now),
      ),
    )
    .limit(1);
  if (confirmed) return sendNewContactOtp(deps, ip, confirmed);

  const byPasskey = body.owner_proof === 'passkey';
  if (byPasskey) {
    const [registered] = await deps.db.select({ id: passkeys.id }).from(passkeys).where(eq(passkeys.userId, user.id)).limit(1);
    if (!registered) throw refuse('invalid', PASSKEY_MESSAGES.none);
  }
  const perUser = await take(deps.db, { key: `contact-change:user:${user.id}`, max: CHANGES_PER_HOUR, windowMs: 3_600_000 }, now);
  if (!perUser.ok) throw tooSoon(M.tooManyChanges, 'CONTACT_CHANGE_LIMIT', perUser.retryAfterMs);

  const owner = change.channel === 'email' && user.email ? { channel: 'email' as const, to: user.email } : { channel: 'sms' as const, to: user.mobile };
  const shown = change.channel === 'email' ? maskEmail(change.value) : maskLast4(change.value);
  const ref = randomToken(18);
  if (byPasskey) {
    await keepChange(deps, { ref, user, session, change, ownerChallengeCode: null });
    return { otp_status: 'Success' as const, code: '', change_id: ref, owner_check: { channel: 'passkey' as const, sent_to: '' } };
  }
  const { code } = await sendOtp(deps, ip, {
    purpose: 'profile',
    channel: owner.channel,
    destination: owner.to,
    userId: user.id,
    context: { step: 'owner', channel: change.channel },
    message: ownerText(change.channel, shown),
  });
  await keepChange(deps, { ref, user, session, change, ownerChallengeCode: code });
  return {
    otp_status: 'Success' as const,
    code,
    change_id: ref,
    owner_check: {
      channel: owner.channel === 'email' ? ('email' as const) : ('mobile' as const),
      sent_to: owner.channel === 'email' ? maskEmail(owner.to) : maskLast4(owner.to),
    },
  };
}

/** The started change, waiting for the owner's proof; any other open change of the investor is superseded. */
async function keepChange(
  deps: AppDeps,
  c: {
    ref: string;
    user: { id: number; email: string | null; mobile: string };
    session: SessionUser;
    change: { channel: Channel; value: string };
    ownerChallengeCode: string | null;
  },
) {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await supersedeOpenChanges(tx, c.user.id);
    await tx.insert(contactChanges).values({
      ref: c.ref,
      userId: c.user.id,
      sessionId: c.session.sessionId,
      channel: c.change.channel,
      oldValue: c.change.channel === 'email' ? c.user.email : c.user.mobile,
      newValue: c.change.value,
      status: 'owner_pending',
      ownerChallengeCode: c.ownerChallengeCode,
      createdAt: now,
      expiresAt: new Date(now.getTime() + CHANGE_TTL_MS),
    });
  });
}
