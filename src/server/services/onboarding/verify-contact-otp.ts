import { contactVerifications } from '../../db/schema.ts';
import type { AppDeps } from '../../lib/context.ts';
import { OtpRefused, findChallenge, verifyOtp } from '../otp.ts';
import { editableUser } from './common.ts';

/**
 * POST /onboarding/verify_email_otp and verify_mobile_otp: a correct OTP records the contact as
 * verified for this investor (and holder), which the personal-details and joint-holder saves
 * require. A challenge of another investor, or of the other channel, is just an invalid OTP.
 */
export async function verifyContactOtp(
  deps: AppDeps,
  ip: string,
  userId: number,
  req: { channel: 'email' | 'mobile'; code: string; otp: string },
): Promise<void> {
  await editableUser(deps.db, userId);
  // checked before verifying, so nobody can use up another investor's challenge
  const open = await findChallenge(deps.db, req.code);
  if (!open || open.userId !== userId || open.context?.channel !== req.channel) throw new OtpRefused('wrong_owner', null);
  const ch = await verifyOtp(deps, ip, { code: req.code, otp: req.otp, purposes: ['onboarding'] });
  const ctx = ch.context ?? {};
  await deps.db
    .insert(contactVerifications)
    .values({ userId, channel: req.channel, holder: String(ctx.holder ?? 'SELF'), value: String(ctx.value ?? ch.destination), verifiedAt: deps.clock.now() })
    .onConflictDoUpdate({
      target: [contactVerifications.userId, contactVerifications.channel, contactVerifications.holder, contactVerifications.value],
      set: { verifiedAt: deps.clock.now() },
    });
}
