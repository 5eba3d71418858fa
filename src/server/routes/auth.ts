import * as auth from '@shared/contract/auth.ts';
import type { LoginType } from '@shared/contract/auth.ts';
import { handle } from './handle.ts';
import * as service from '../services/auth.ts';
import { signOut } from '../services/security/sign-out.ts';

/** Sign-up (spec 1 §7), under /api/signup. */
export const signupCalls = [
  handle(auth.signup, ({ deps, meta, body }) => service.startSignup(deps, meta, body.phone_number)),
  handle(auth.signupVerifyOtp, ({ deps, meta, body }) => service.verifySignup(deps, meta, body.code, body.otp)),
  handle(auth.signupResendOtp, ({ deps, meta, body }) => service.resendSignup(deps, meta, body.phone_number)),
];

/** Sign-in (spec 1 §7), under /api/login. */
export const loginCalls = [
  handle(auth.loginGetDetails, ({ deps, meta, body }) => service.loginDetails(deps, meta.ip, body.type as LoginType, body.identifier)),
  handle(auth.loginSendCode, ({ deps, meta, body }) => service.sendLoginCode(deps, meta, { ...body, type: body.type as LoginType })),
  handle(auth.loginVerifyCode, ({ deps, meta, body }) => service.verifyLogin(deps, meta, body.code, body.otp)),
  handle(auth.loginResendCode, ({ deps, meta, body }) => service.resendLoginCode(deps, meta, body.code)),
  handle(auth.loginSendEmailOtp, ({ deps, meta, body }) => service.sendLoginEmailOtp(deps, meta, { ...body, type: body.type as LoginType })),
  handle(auth.loginVerifyEmailOtp, ({ deps, meta, body }) => service.verifyLogin(deps, meta, body.code, body.otp)),
];

/** POST /api/logout (ours). */
export const logoutCalls = [
  handle(auth.logout, async ({ deps, session }) => {
    await signOut(deps, session.sessionId);
    return { logged_out: true as const };
  }),
];
