import { smsMessage } from '../../adapters/otp-delivery/sms-templates.ts';
import { ONBOARDING_MESSAGES } from '@shared/contract/onboarding.ts';
import { isValidEmail } from '@shared/rules/onboarding/email.ts';
import type { AppDeps } from '../../lib/context.ts';
import { refuse } from '../../lib/refusal.ts';
import { sendOtp } from '../otp.ts';
import { editableUser } from './common.ts';

const smsText = (otp: string) => smsMessage('OTP_MOBILE_VERIFY', otp);
const emailText = (otp: string) => ({
  subject: 'Verify your email for Nivesh',
  body: `Your Nivesh code to verify this email address is ${otp}. It is valid for 5 minutes.\n\nIf you did not ask for it, ignore this mail.`,
});

export type Holder = 'SELF' | 'JT';

/**
 * POST /onboarding/send_email_otp and send_mobile_otp: an OTP to prove a contact, for the
 * investor (SELF) or a joint holder (JT). Same rules as sign-in (otp.ts). The investor's own
 * mobile is the signed-up one: no other number can be verified as theirs.
 */
export async function sendContactOtp(deps: AppDeps, ip: string, userId: number, req: { channel: 'email' | 'mobile'; value: string; holder: Holder }) {
  const user = await editableUser(deps.db, userId);
  const value = req.channel === 'email' ? req.value.trim().toLowerCase() : req.value.trim();
  if (req.channel === 'email' && !isValidEmail(value)) throw refuse('invalid', ONBOARDING_MESSAGES.invalidEmail);
  if (req.channel === 'mobile' && req.holder === 'SELF' && value !== user.mobile) throw refuse('invalid', ONBOARDING_MESSAGES.verifyMobileNumber);
  const { code } = await sendOtp(deps, ip, {
    purpose: 'onboarding',
    channel: req.channel === 'email' ? 'email' : 'sms',
    destination: value,
    userId,
    context: { channel: req.channel, holder: req.holder, value },
    message: req.channel === 'email' ? emailText : smsText,
  });
  return { otp_status: 'Success' as const, code };
}
