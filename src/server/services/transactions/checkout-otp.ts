import { smsMessage } from '../../adapters/otp-delivery/sms-templates.ts';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { TransactionOtpRequest } from '@shared/contract/transactions.ts';
import { OTP_MESSAGES } from '@shared/rules/onboarding/otp.ts';
import { cartItems, otpChallenges, users } from '../../db/schema.ts';
import type { AppDeps } from '../../lib/context.ts';
import { refuse } from '../../lib/refusal.ts';
import { OtpRefused, sendOtp, verifyOtp } from '../otp.ts';
import { ORDER_MESSAGES as M } from './messages.ts';

/** How long a verified checkout stays good for placing the orders. */
export const VERIFIED_FOR_MS = 15 * 60_000;

const key = (ihno: number[]) => [...new Set(ihno)].sort((a, b) => a - b).join(',');

async function ownCartItems(deps: AppDeps, userId: number, ihno: number[]) {
  const rows = await deps.db
    .select({ id: cartItems.id })
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.status, 'CART'), inArray(cartItems.id, ihno)));
  if (rows.length !== new Set(ihno).size) throw refuse('invalid', M.checkout);
}

/**
 * The SEBI two-factor step: one OTP sent to the registered mobile and email for the chosen cart
 * items. The challenge remembers the items, so the OTP confirms exactly those orders.
 */
export async function sendCheckoutOtp(deps: AppDeps, ip: string, userId: number, req: TransactionOtpRequest): Promise<{ otp_status: 'Success'; code: string }> {
  await ownCartItems(deps, userId, req.ihno);
  const [user] = await deps.db.select().from(users).where(eq(users.id, userId));
  if (!user?.isOnboarded) throw refuse('invalid', M.notOnboarded);
  const text = (otp: string) => ({
    subject: 'Confirm your Nivesh transaction',
    ...smsMessage('OTP_TRANSACTION', otp, req.type),
  });
  const { code } = await sendOtp(deps, ip, {
    purpose: 'transaction',
    channel: 'sms',
    destination: user.mobile,
    userId,
    context: { ihno: key(req.ihno), type: req.type },
    copyTo: user.email ? { channel: 'email', destination: user.email } : null,
    message: text,
  });
  return { otp_status: 'Success', code };
}

/** Verifies the checkout OTP and marks the items as confirmed for placing. */
export async function verifyCheckoutOtp(
  deps: AppDeps,
  ip: string,
  userId: number,
  body: { ihno: number[]; otp: string; code?: string | undefined },
): Promise<{ otp_verified: true } | { error: string }> {
  const now = deps.clock.now();
  let code = body.code;
  if (!code) {
    const [latest] = await deps.db
      .select({ code: otpChallenges.code, context: otpChallenges.context })
      .from(otpChallenges)
      .where(and(eq(otpChallenges.userId, userId), eq(otpChallenges.purpose, 'transaction'), isNull(otpChallenges.consumedAt), isNull(otpChallenges.deadAt)))
      .orderBy(desc(otpChallenges.id))
      .limit(1);
    code = latest?.code;
  }
  if (!code) return { error: OTP_MESSAGES.invalid };
  try {
    const ch = await verifyOtp(deps, ip, { code, otp: body.otp, purposes: ['transaction'] });
    if (ch.userId !== userId || ch.context?.ihno !== key(body.ihno)) return { error: OTP_MESSAGES.invalid };
  } catch (err) {
    if (err instanceof OtpRefused) return { error: OTP_MESSAGES.invalid };
    throw err;
  }
  await deps.db
    .update(cartItems)
    .set({ verifiedAt: now })
    .where(and(eq(cartItems.userId, userId), eq(cartItems.status, 'CART'), inArray(cartItems.id, body.ihno)));
  return { otp_verified: true };
}
