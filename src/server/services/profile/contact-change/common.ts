import { smsMessage } from '../../../adapters/otp-delivery/sms-templates.ts';
import { and, eq, inArray } from 'drizzle-orm';
import { CONTACT_MESSAGES as M } from '@shared/rules/profile/contact-change.ts';
import { MEMBER_ACCESS_MESSAGES } from '@shared/rules/family/member-access.ts';
import type { Db, Tx } from '../../../db/client.ts';
import { contactChanges } from '../../../db/schema.ts';
import type { AppDeps, SessionUser } from '../../../lib/context.ts';
import { refuse } from '../../../lib/refusal.ts';
import { sendOtp } from '../../otp.ts';

export type Channel = 'email' | 'mobile';
export type ContactChange = typeof contactChanges.$inferSelect;

/** A started change lives this long: the two OTPs (5 minutes each) and their resends fit in it. */
export const CHANGE_TTL_MS = 15 * 60_000;
/** Changes one investor may ask to start in an hour (a refused ask counts too; each start also sends an OTP under the OTP budgets). */
export const CHANGES_PER_HOUR = 10;

export const maskEmail = (email: string) => email.replace(/^(.)[^@]*(@.*)$/, (_, a: string, d: string) => `${a}***${d}`);

/** What the request asks to change: one of the two, never both. */
export function changeOf(body: { email_id?: string | undefined; phone_number?: string | undefined }): { channel: Channel; value: string } {
  const email = (body.email_id ?? '').trim().toLowerCase();
  const mobile = (body.phone_number ?? '').trim();
  if (email && mobile) throw refuse('invalid', M.oneAtATime);
  if (mobile) return { channel: 'mobile', value: mobile };
  return { channel: 'email', value: email };
}

/** A head acting as a member never changes the member's contact details (the member-access table says so too). */
export function refuseMemberSession(session: SessionUser): void {
  if (session.parentUserId !== null) throw refuse('forbidden', MEMBER_ACCESS_MESSAGES.ownerOnly, { code: 'MEMBER_OWNER_ONLY' });
}

/** A reported change is on hold for review: no sign-in and no other change until the support team has looked. */
export async function onHold(db: Db | Tx, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: contactChanges.id })
    .from(contactChanges)
    .where(and(eq(contactChanges.userId, userId), eq(contactChanges.status, 'held')))
    .limit(1);
  return Boolean(row);
}

export async function refuseOnHold(db: Db | Tx, userId: number): Promise<void> {
  if (await onHold(db, userId)) throw refuse('invalid', M.onHold);
}

/** Ends the investor's unfinished changes: one change at a time. */
export async function supersedeOpenChanges(db: Db | Tx, userId: number): Promise<void> {
  await db
    .update(contactChanges)
    .set({ status: 'superseded' })
    .where(and(eq(contactChanges.userId, userId), inArray(contactChanges.status, ['owner_pending', 'owner_confirmed'])));
}

const emailText = (otp: string) => ({
  subject: 'Confirm your new email for Nivesh',
  body: `Your Nivesh code to confirm this email address as your new contact is ${otp}. It is valid for 5 minutes.\n\nIf you did not ask to change your email, ignore this mail; nothing changes.`,
});
const smsText = (otp: string) => smsMessage('OTP_MOBILE_CHANGE', otp);

/**
 * The OTP to the NEW email or mobile, for a change its current owner has confirmed: the answers
 * the spec gives update_profile_otp (is_email_sent, or otp_status with the challenge code).
 */
export async function sendNewContactOtp(
  deps: AppDeps,
  ip: string,
  change: ContactChange,
): Promise<{ is_email_sent: true } | { otp_status: 'Success'; code: string }> {
  const context = { channel: change.channel, value: change.newValue, changeId: change.id };
  if (change.channel === 'email') {
    await sendOtp(deps, ip, { purpose: 'profile', channel: 'email', destination: change.newValue, userId: change.userId, context, message: emailText });
    return { is_email_sent: true };
  }
  const { code } = await sendOtp(deps, ip, {
    purpose: 'profile',
    channel: 'sms',
    destination: change.newValue,
    userId: change.userId,
    context,
    message: smsText,
  });
  return { otp_status: 'Success', code };
}

/** The investor's started change by its id, from the sign-in that started it; null when there is none. */
export async function changeByRef(db: Db, session: SessionUser, ref: string): Promise<ContactChange | null> {
  const [row] = await db
    .select()
    .from(contactChanges)
    .where(and(eq(contactChanges.ref, ref), eq(contactChanges.userId, session.userId), eq(contactChanges.sessionId, session.sessionId)))
    .limit(1);
  return row ?? null;
}
