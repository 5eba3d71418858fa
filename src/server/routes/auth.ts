import * as auth from '@shared/contract/auth.ts';
import type { LoginType } from '@shared/contract/auth.ts';
import { clientMeta, readBody } from '../lib/validate.ts';
import { privateRouter, publicRouter } from './router.ts';
import * as service from '../services/auth.ts';
import { revokeSession } from '../services/sessions.ts';
import { answer } from '../lib/answer.ts';
import { forgetSessionSubscriptions } from '../services/notifications/push-subscriptions.ts';

export const signupRoutes = publicRouter()
  .post('/', async (c) => {
    const body = await readBody(c, auth.signup);
    return answer(c, auth.signup, await service.startSignup(c.get('deps'), clientMeta(c), body.phone_number));
  })
  .post('/verify-otp', async (c) => {
    const body = await readBody(c, auth.signupVerifyOtp);
    return answer(c, auth.signupVerifyOtp, await service.verifySignup(c.get('deps'), clientMeta(c), body.code, body.otp));
  })
  .post('/resend-otp', async (c) => {
    const body = await readBody(c, auth.signupResendOtp);
    return answer(c, auth.signupResendOtp, await service.resendSignup(c.get('deps'), clientMeta(c), body.phone_number));
  });

export const loginRoutes = publicRouter()
  .post('/get-details', async (c) => {
    const body = await readBody(c, auth.loginGetDetails);
    return answer(c, auth.loginGetDetails, await service.loginDetails(c.get('deps'), clientMeta(c).ip, body.type as LoginType, body.identifier));
  })
  .post('/send-login-code', async (c) => {
    const body = await readBody(c, auth.loginSendCode);
    return answer(c, auth.loginSendCode, await service.sendLoginCode(c.get('deps'), clientMeta(c), { ...body, type: body.type as LoginType }));
  })
  .post('/verify-login-code', async (c) => {
    const body = await readBody(c, auth.loginVerifyCode);
    return answer(c, auth.loginVerifyCode, await service.verifyLogin(c.get('deps'), clientMeta(c), body.code, body.otp));
  })
  .post('/resend-login-code', async (c) => {
    const body = await readBody(c, auth.loginResendCode);
    return answer(c, auth.loginResendCode, await service.resendLoginCode(c.get('deps'), clientMeta(c), body.code));
  })
  .post('/send_email_otp', async (c) => {
    const body = await readBody(c, auth.loginSendEmailOtp);
    return answer(c, auth.loginSendEmailOtp, await service.sendLoginEmailOtp(c.get('deps'), clientMeta(c), { ...body, type: body.type as LoginType }));
  })
  .post('/verify_email_otp', async (c) => {
    const body = await readBody(c, auth.loginVerifyEmailOtp);
    return answer(c, auth.loginVerifyEmailOtp, await service.verifyLogin(c.get('deps'), clientMeta(c), body.code, body.otp));
  });

export const logoutRoutes = privateRouter().post('/', async (c) => {
  const { db, clock } = c.get('deps');
  await revokeSession(db, c.get('session')!.sessionId, clock.now());
  await forgetSessionSubscriptions(db, c.get('session')!.sessionId);
  return answer(c, auth.logout, { logged_out: true as const });
});
