import * as auth from '@shared/contract/auth.ts';
import type { LoginType } from '@shared/contract/auth.ts';
import { api } from '../../api/client.ts';

/** The sign-up and sign-in calls, as the screens use them. */
export const authCalls = {
  signup: (phone_number: string) => api(auth.signup, { phone_number }),
  signupVerify: (code: string, otp: string) => api(auth.signupVerifyOtp, { code, otp }),
  signupResend: (phone_number: string) => api(auth.signupResendOtp, { phone_number }),
  getDetails: (type: LoginType, identifier: string) => api(auth.loginGetDetails, { type, identifier }),
  sendLoginCode: (type: LoginType, ID: string, identifier: string) => api(auth.loginSendCode, { type, ID, ...identifierField(type, identifier) }),
  sendEmailOtp: (type: LoginType, identifier: string) => api(auth.loginSendEmailOtp, { type, ...identifierField(type, identifier) }),
  verifyLogin: (code: string, otp: string) => api(auth.loginVerifyCode, { code, otp }),
  verifyEmail: (code: string, otp: string) => api(auth.loginVerifyEmailOtp, { code, otp }),
  resendLogin: (code: string) => api(auth.loginResendCode, { code }),
};

function identifierField(type: LoginType, identifier: string): { PAN?: string; nivesh_id?: string; phone_number?: string } {
  if (type === auth.LOGIN_TYPES.pan) return { PAN: identifier };
  if (type === auth.LOGIN_TYPES.niveshId) return { nivesh_id: identifier };
  return { phone_number: identifier };
}
