import { smsMessage } from '../adapters/otp-delivery/sms-templates.ts';
import { eq } from 'drizzle-orm';
import { LOGIN_TYPES, type LoginType } from '@shared/contract/auth.ts';
import type { UserDetails } from '@shared/contract/user.ts';
import { MOBILE_MESSAGES, isValidMobile, maskLast4 } from '@shared/rules/onboarding/mobile.ts';
import { PAN_MESSAGES, validateSignInPan } from '@shared/rules/onboarding/pan.ts';
import { NIVESH_ID_MESSAGES, validateNiveshId } from '@shared/rules/onboarding/nivesh-id.ts';
import { users } from '../db/schema.ts';
import type { AppDeps } from '../lib/context.ts';
import { refuse } from '../lib/refusal.ts';
import { audit, type IdentifierType } from './audit.ts';
import { OtpRefused, findChallenge, reserveSend, sendOtp, verifyOtp, type NewChallenge } from './otp.ts';
import { throttleIdentifier, throttleIp } from './throttle.ts';
import { hmac } from './secrets.ts';
import { createSession } from './sessions.ts';
import { onHold } from './profile/contact-change/common.ts';
import { CONTACT_MESSAGES } from '@shared/rules/profile/contact-change.ts';
import { createUser, findUserBy, toUserDetails, type User } from './users.ts';
import { userExtras } from './user-extras.ts';

interface RequestMeta {
  ip: string;
  userAgent: string | null;
}

const smsText = (otp: string) => smsMessage('OTP_SIGN_IN', otp);
const emailText = (otp: string) => ({
  subject: 'Your Nivesh verification code',
  body: `Your Nivesh verification code is ${otp}. It is valid for 5 minutes.\n\nIf you did not ask for it, ignore this mail; nobody can sign in without the code.`,
});

const IDENTIFIER_TYPE: Record<LoginType, IdentifierType> = { 1: 'pan', 2: 'mobile', 3: 'nivesh_id' };

/** The limits' key of an identifier as typed (before it is validated or looked up). */
function identifierKey(type: LoginType, raw: string): string {
  const value = raw.trim().toUpperCase();
  return type === LOGIN_TYPES.pan ? `pan:${value}` : type === LOGIN_TYPES.niveshId ? `id:${value}` : `mobile:${value}`;
}

/** Validates an identifier as the sign-in tab does and finds its investor (null if none). */
async function resolveIdentifier(deps: AppDeps, type: LoginType, raw: string): Promise<{ key: string; user: User | null }> {
  const value = raw.trim().toUpperCase();
  if (type === LOGIN_TYPES.pan) {
    const problem = validateSignInPan(value);
    if (problem) throw refuse('invalid', problem);
    return { key: `pan:${value}`, user: await findUserBy(deps.db, 'pan', value) };
  }
  if (type === LOGIN_TYPES.niveshId) {
    const problem = validateNiveshId(value);
    if (problem) throw refuse('invalid', problem);
    return { key: `id:${value}`, user: await findUserBy(deps.db, 'niveshId', value) };
  }
  if (value === '') throw refuse('invalid', MOBILE_MESSAGES.mandatory);
  if (!isValidMobile(value)) throw refuse('invalid', MOBILE_MESSAGES.invalid);
  return { key: `mobile:${value}`, user: await findUserBy(deps.db, 'mobile', value) };
}

/** Stable opaque values for an identifier: the handle, and a decoy mobile for unknown identifiers. */
function handleFor(deps: AppDeps, key: string): string {
  return hmac(deps.config, 'login-handle', key).toString('base64url').slice(0, 22);
}
function decoyMobile(deps: AppDeps, key: string): string {
  const h = hmac(deps.config, 'login-decoy', key);
  const digits = Array.from(h.subarray(0, 9), (b) => String(b % 10)).join('');
  return `${6 + (h[9]! % 4)}${digits}`;
}

async function session(deps: AppDeps, meta: RequestMeta, user: User): Promise<{ token: string; user_details: UserDetails }> {
  const now = deps.clock.now();
  // a contact change reported as not the investor's holds the account until the support team has reviewed it
  if (await onHold(deps.db, user.id)) throw refuse('forbidden', CONTACT_MESSAGES.onHold, { code: 'ACCOUNT_ON_HOLD' });
  await deps.db.update(users).set({ loginAt: now }).where(eq(users.id, user.id));
  const { token } = await createSession(deps.db, now, deps.config.session, { userId: user.id, ip: meta.ip, userAgent: meta.userAgent });
  return { token, user_details: toUserDetails(user, await userExtras(deps.db, user, deps)) };
}

// ---------------------------------------------------------------- sign-up

/**
 * POST /signup. The spec answers a registered number with 'Already Registered!!', so this call
 * says whether a number has an account; what it must not do is let anyone ask at speed. A
 * registered number is therefore counted exactly like a code sent (same per-IP and per-number
 * limits, same 30-second and 15-minute send rules), with nothing delivered.
 */
export async function startSignup(deps: AppDeps, meta: RequestMeta, mobile: string) {
  const now = deps.clock.now();
  await throttleIp(deps, meta.ip, 'signup');
  await throttleIdentifier(deps, 'signup', mobile);
  if (await findUserBy(deps.db, 'mobile', mobile)) {
    await reserveSend(deps, meta.ip, mobile, 'signup');
    await audit(deps.db, now, { event: 'signup', identifierType: 'mobile', outcome: 'already_registered', ip: meta.ip });
    return { already_registered: true as const, error: 'Already Registered!!' as const };
  }
  const { code } = await sendOtp(deps, meta.ip, { purpose: 'signup', channel: 'sms', destination: mobile, context: { mobile }, message: smsText });
  await audit(deps.db, now, { event: 'signup', identifierType: 'mobile', outcome: 'otp_sent', ip: meta.ip });
  return { user_details: { code, otp_status: 'Success' as const } };
}

export async function resendSignup(deps: AppDeps, meta: RequestMeta, mobile: string) {
  await throttleIp(deps, meta.ip, 'signup');
  await throttleIdentifier(deps, 'signup', mobile);
  if (await findUserBy(deps.db, 'mobile', mobile)) {
    await reserveSend(deps, meta.ip, mobile, 'signup');
    throw refuse('invalid', 'Already Registered!!');
  }
  const { code } = await sendOtp(deps, meta.ip, { purpose: 'signup', channel: 'sms', destination: mobile, context: { mobile }, message: smsText });
  return { otp_status: 'Success' as const, code };
}

export async function verifySignup(deps: AppDeps, meta: RequestMeta, code: string, otp: string) {
  const now = deps.clock.now();
  let challenge;
  try {
    challenge = await verifyOtp(deps, meta.ip, { code, otp, purposes: ['signup'] });
  } catch (err) {
    if (err instanceof OtpRefused) await audit(deps.db, now, { event: 'signup', identifierType: 'mobile', outcome: `failure_${err.reason}`, ip: meta.ip });
    throw err;
  }
  const user = await createUser(deps.db, String(challenge.context?.mobile ?? challenge.destination), now);
  await audit(deps.db, now, { event: 'signup', identifierType: 'mobile', outcome: 'success', ip: meta.ip, userId: user.id });
  return session(deps, meta, user);
}

// ---------------------------------------------------------------- sign-in

/**
 * POST /login/get-details: the masked number the code would go to, and the handle for the send.
 * On the Mobile tab the number is the one typed, known or not, so its last four digits are the
 * typed ones for everybody; on the PAN and ID tabs an unknown identifier gets a stable decoy.
 */
export async function loginDetails(deps: AppDeps, ip: string, type: LoginType, identifier: string) {
  await throttleIp(deps, ip, 'get-details');
  const key = identifierKey(type, identifier);
  await throttleIdentifier(deps, 'get-details', key);
  const { user } = await resolveIdentifier(deps, type, identifier);
  const mobile = type === LOGIN_TYPES.mobile ? key.slice('mobile:'.length) : user ? user.mobile : decoyMobile(deps, key);
  return { userDetails: { phone_number: maskLast4(mobile), ID: handleFor(deps, key) } };
}

function identifierOf(body: { type: LoginType; phone_number?: string | undefined; PAN?: string | undefined; nivesh_id?: string | undefined }): string {
  const raw = body.type === LOGIN_TYPES.pan ? body.PAN : body.type === LOGIN_TYPES.niveshId ? body.nivesh_id : body.phone_number;
  if (raw === undefined || raw.trim() === '') {
    throw refuse(
      'invalid',
      body.type === LOGIN_TYPES.pan ? PAN_MESSAGES.mandatory : body.type === LOGIN_TYPES.niveshId ? NIVESH_ID_MESSAGES.mandatory : MOBILE_MESSAGES.mandatory,
    );
  }
  return raw;
}

/** Sends the sign-in code by SMS (or a decoy for an unknown identifier: same answer, nothing sent). */
export async function sendLoginCode(
  deps: AppDeps,
  meta: RequestMeta,
  body: { type: LoginType; ID: string; phone_number?: string; PAN?: string; nivesh_id?: string },
) {
  await throttleIp(deps, meta.ip, 'login-send');
  const key = identifierKey(body.type, identifierOf(body));
  await throttleIdentifier(deps, 'login-send', key);
  const { user } = await resolveIdentifier(deps, body.type, identifierOf(body));
  if (body.ID !== handleFor(deps, key)) throw refuse('invalid', 'Something went wrong', { code: 'LOGIN_HANDLE' });
  return sendLogin(deps, meta, body.type, key, user, 'sms');
}

export async function sendLoginEmailOtp(deps: AppDeps, meta: RequestMeta, body: { type: LoginType; phone_number?: string; PAN?: string; nivesh_id?: string }) {
  await throttleIp(deps, meta.ip, 'login-send');
  const key = identifierKey(body.type, identifierOf(body));
  await throttleIdentifier(deps, 'login-send', key);
  const { user } = await resolveIdentifier(deps, body.type, identifierOf(body));
  return sendLogin(deps, meta, body.type, key, user, 'email');
}

/**
 * Where a sign-in code goes, and the limits' key. An unknown identifier gets a decoy destination
 * of its own per channel, so an SMS code then an email code within 30 s are two destinations for
 * it exactly as for a known investor (mobile, then email). On the Mobile tab the typed number is
 * the destination either way (nothing is delivered to it for a decoy).
 */
function destinationOf(type: LoginType, key: string, user: User | null, channel: 'sms' | 'email'): { to: string; real: boolean } {
  const real = channel === 'sms' ? user?.mobile : user?.email;
  if (real) return { to: real, real: true };
  if (channel === 'sms' && type === LOGIN_TYPES.mobile) return { to: key.slice('mobile:'.length), real: false };
  return { to: `decoy:${channel}:${key}`, real: false };
}

async function sendLogin(deps: AppDeps, meta: RequestMeta, type: LoginType, key: string, user: User | null, channel: 'sms' | 'email') {
  const now = deps.clock.now();
  const { to, real } = destinationOf(type, key, user, channel);
  const destination = real ? to : null;
  const req: NewChallenge = real
    ? {
        purpose: 'login',
        channel,
        destination: to,
        userId: user!.id,
        context: { via: IDENTIFIER_TYPE[type] },
        message: channel === 'sms' ? smsText : emailText,
      }
    : { purpose: 'login', channel, destination: to, decoy: true, context: { via: IDENTIFIER_TYPE[type] }, message: smsText };
  const { code } = await sendOtp(deps, meta.ip, req);
  await audit(deps.db, now, {
    event: 'login',
    identifierType: channel === 'email' ? 'email' : IDENTIFIER_TYPE[type],
    outcome: destination ? 'otp_sent' : 'unknown_identifier',
    ip: meta.ip,
    userId: user?.id ?? null,
  });
  return { otp_status: 'Success' as const, code };
}

export async function resendLoginCode(deps: AppDeps, meta: RequestMeta, code: string) {
  await throttleIp(deps, meta.ip, 'login-send');
  const ch = await findChallenge(deps.db, code);
  if (!ch || ch.purpose !== 'login') throw refuse('invalid', 'Try Another Time', { code: 'OTP_UNKNOWN' });
  const decoy = ch.context?.decoy === true;
  const { code: next } = await sendOtp(deps, meta.ip, {
    purpose: 'login',
    channel: ch.channel as 'sms' | 'email',
    destination: ch.destination,
    userId: ch.userId,
    decoy,
    context: { via: (ch.context?.via as string) ?? null },
    message: ch.channel === 'email' ? emailText : smsText,
  });
  return { otp_status: 'Success' as const, code: next };
}

export async function verifyLogin(deps: AppDeps, meta: RequestMeta, code: string, otp: string) {
  const now = deps.clock.now();
  try {
    const ch = await verifyOtp(deps, meta.ip, { code, otp, purposes: ['login'] });
    const user = await findUserBy(deps.db, 'id', ch.userId!);
    if (!user) throw new OtpRefused('no_user', ch);
    await audit(deps.db, now, {
      event: 'login',
      identifierType: ch.channel === 'email' ? 'email' : ((ch.context?.via as IdentifierType) ?? null),
      outcome: 'success',
      ip: meta.ip,
      userId: user.id,
    });
    return session(deps, meta, user);
  } catch (err) {
    if (err instanceof OtpRefused) {
      await audit(deps.db, now, {
        event: 'login',
        identifierType: err.challenge?.channel === 'email' ? 'email' : ((err.challenge?.context?.via as IdentifierType) ?? null),
        outcome: `failure_${err.reason}`,
        ip: meta.ip,
        userId: err.challenge?.userId ?? null,
      });
    }
    throw err;
  }
}
