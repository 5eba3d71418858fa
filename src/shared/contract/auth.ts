import * as v from 'valibot';
import { defineCall } from './common.ts';
import { UserDetails } from './user.ts';
import { MOBILE_MESSAGES, isValidMobile } from '../rules/onboarding/mobile.ts';
import { OTP_MESSAGES, isOtpShape } from '../rules/onboarding/otp.ts';

/**
 * Sign-up and sign-in (spec 1 §7). Paths the spec does not show are chosen in its style and
 * marked "(ours)".
 */

const Mobile = v.pipe(v.string(MOBILE_MESSAGES.mandatory), v.trim(), v.nonEmpty(MOBILE_MESSAGES.mandatory), v.check(isValidMobile, MOBILE_MESSAGES.invalid));
const Otp = v.pipe(v.string(OTP_MESSAGES.invalid), v.trim(), v.check(isOtpShape, OTP_MESSAGES.invalid));
/** The challenge code returned with every OTP send and sent back on verify. */
const ChallengeCode = v.pipe(v.string(OTP_MESSAGES.invalid), v.minLength(16, OTP_MESSAGES.invalid), v.maxLength(64, OTP_MESSAGES.invalid));

export const OtpSent = v.object({ otp_status: v.literal('Success'), code: v.string() });

/** Answer of a verified sign-up or sign-in: the session token and who signed in. */
export const SignedIn = v.object({ token: v.string(), user_details: UserDetails });

export const ALREADY_REGISTERED = 'Already Registered!!';

/** POST /signup */
export const signup = defineCall({
  method: 'POST',
  path: '/signup',
  access: 'public',
  body: v.object({ phone_number: Mobile }),
  answer: v.union([
    v.object({ user_details: v.object({ code: v.string(), otp_status: v.literal('Success') }) }),
    v.object({ already_registered: v.literal(true), error: v.literal(ALREADY_REGISTERED) }),
  ]),
});

/** POST /signup/verify-otp */
export const signupVerifyOtp = defineCall({
  method: 'POST',
  path: '/signup/verify-otp',
  access: 'public',
  body: v.object({ code: ChallengeCode, otp: Otp }),
  answer: SignedIn,
});

/** POST /signup/resend-otp */
export const signupResendOtp = defineCall({
  method: 'POST',
  path: '/signup/resend-otp',
  access: 'public',
  body: v.object({ phone_number: Mobile }),
  answer: OtpSent,
});

export const LOGIN_TYPES = { pan: 1, mobile: 2, niveshId: 3 } as const;
export type LoginType = (typeof LOGIN_TYPES)[keyof typeof LOGIN_TYPES];
const LoginTypeSchema = v.picklist([1, 2, 3] as const, 'Please select a sign-in method');

/**
 * POST /login/get-details: who would receive the code. `phone_number` is masked to its last 4
 * digits; `ID` is an opaque handle for send-login-code. An unknown identifier gets an answer of
 * the same shape (a stable decoy), so the call does not tell whether an account exists.
 */
export const loginGetDetails = defineCall({
  method: 'POST',
  path: '/login/get-details',
  access: 'public',
  body: v.object({ type: LoginTypeSchema, identifier: v.pipe(v.string(), v.trim(), v.maxLength(10)) }),
  answer: v.object({ userDetails: v.object({ phone_number: v.string(), ID: v.string() }) }),
});

/** POST /login/send-login-code: sends the SMS code. Body: the handle and the identifier entered. */
export const loginSendCode = defineCall({
  method: 'POST',
  path: '/login/send-login-code',
  access: 'public',
  body: v.object({
    type: LoginTypeSchema,
    ID: v.string(),
    phone_number: v.optional(v.string()),
    PAN: v.optional(v.string()),
    nivesh_id: v.optional(v.string()),
  }),
  answer: OtpSent,
});

/** POST /login/verify-login-code (ours): checks the SMS code and opens a session. */
export const loginVerifyCode = defineCall({
  method: 'POST',
  path: '/login/verify-login-code',
  access: 'public',
  body: v.object({ code: ChallengeCode, otp: Otp }),
  answer: SignedIn,
});

/** POST /login/resend-login-code (ours): a new code for the same challenge's destination. */
export const loginResendCode = defineCall({
  method: 'POST',
  path: '/login/resend-login-code',
  access: 'public',
  body: v.object({ code: ChallengeCode }),
  answer: OtpSent,
});

/** POST /login/send_email_otp: sends the code to the email linked to the PAN, Nivesh ID or mobile. */
export const loginSendEmailOtp = defineCall({
  method: 'POST',
  path: '/login/send_email_otp',
  access: 'public',
  body: v.object({
    type: LoginTypeSchema,
    phone_number: v.optional(v.string()),
    PAN: v.optional(v.string()),
    nivesh_id: v.optional(v.string()),
  }),
  answer: OtpSent,
});

/** POST /login/verify_email_otp: `code` binds the OTP to the challenge that sent it. */
export const loginVerifyEmailOtp = defineCall({
  method: 'POST',
  path: '/login/verify_email_otp',
  access: 'public',
  body: v.object({ code: ChallengeCode, otp: Otp, phone_number: v.optional(v.string()) }),
  answer: SignedIn,
});

/** POST /logout (ours): revokes the session server-side. */
export const logout = defineCall({
  method: 'POST',
  path: '/logout',
  body: v.object({}),
  answer: v.object({ logged_out: v.literal(true) }),
});

/**
 * POST /dev/publish-nav (ours; demo mode only): moves the orders of a payment on as the market
 * would: the order sweep runs, the demo NAV of each order's NAV date is published if it is not out
 * yet (the scheme's last NAV carried to that day), and the sweep allots. For the e2e suite, which
 * runs on the real clock and cannot wait for the next business day's NAV.
 */
export const devPublishNav = defineCall({
  method: 'POST',
  path: '/dev/publish-nav',
  access: 'open',
  body: v.object({ payment_id: v.number() }),
  answer: v.object({ orders: v.array(v.object({ order_no: v.string(), status: v.string(), nav_date: v.nullable(v.string()) })) }),
});

/** GET /dev/outbox?to= (ours; demo mode only): the messages sent to a mobile or email, newest first. */
export const devOutbox = defineCall({
  method: 'GET',
  path: '/dev/outbox',
  access: 'open',
  body: undefined,
  answer: v.object({
    messages: v.array(v.object({ to: v.string(), channel: v.string(), subject: v.nullable(v.string()), body: v.string(), created_at: v.string() })),
  }),
});
