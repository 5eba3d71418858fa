import * as bk from '@shared/contract/banks.ts';
import * as ob from '@shared/contract/onboarding.ts';
import { api } from '../../api/client.ts';
import { ApiError, messageOf } from '../../api/errors.ts';

/** The onboarding calls as the steps use them. */
export const onboardingCalls = {
  saveStep: (body: ob.OnboardUserBody) => api(ob.onboardUser, body),
  bankDetails: (IFSCCode: string) => api(bk.getBankDetails, { IFSCCode }, { quiet: true }),
  sendOtp: (channel: 'email' | 'mobile', value: string, joint: boolean) =>
    channel === 'email'
      ? api(ob.sendEmailOtp, { email_id: value, InvestorType: joint ? ob.INVESTOR_TYPE_JOINT : 'SELF' })
      : api(ob.sendMobileOtp, { phone_number: value, InvestorType: joint ? ob.INVESTOR_TYPE_JOINT : 'SELF' }),
  verifyOtp: (channel: 'email' | 'mobile', code: string, otp: string) =>
    channel === 'email' ? api(ob.verifyEmailOtp, { code, otp }) : api(ob.verifyMobileOtp, { code, otp }),
  saveBank: (body: bk.BankBody) => api(bk.saveBank, body),
  deleteBank: (id: number) => api(bk.deleteBank, undefined, { params: { id } }),
  makeDefaultBank: (id: number) => api(bk.makeDefaultBank, undefined, { params: { id } }),
  saveJointHolder: (body: ob.JointHolderBody) => api(ob.saveJointHolder, body),
  deleteJointHolder: (id: number) => api(ob.deleteJointHolder, undefined, { params: { id } }),
  saveNominee: (body: ob.NomineeBody) => api(ob.saveNominee, body),
  deleteNominee: (id: number) => api(ob.deleteNominee, undefined, { params: { id } }),
  uploadCheque: (file: File) => api(ob.uploadCheque, formWith(file)),
  uploadSign: (file: File) => api(ob.uploadSign, formWith(file)),
  uploadJhSign: (n: number, file: File) => api(ob.uploadJhSign, formWith(file), { params: { slot: ob.jhSignSlot(n) } }),
  submit: () => api(ob.submitDetails),
  skip: (skipped: string) => api(ob.skipOnboarding, { skipped }, { quiet: true }),
};

function formWith(file: File): FormData {
  const form = new FormData();
  form.append('file', file);
  return form;
}

/** The server's two onboarding refusals are shown in the spec's words (spec 1 §8). */
export function onboardingMessage(err: unknown): string {
  const m = messageOf(err);
  if (m === ob.ONBOARDING_MESSAGES.userAlreadyOnboarded) return ob.ONBOARDING_MESSAGES.alertUserOnboarded;
  if (m === ob.ONBOARDING_MESSAGES.accountExistsWithPan) return ob.ONBOARDING_MESSAGES.alertPanExists;
  return m;
}

/** An upload's failure: the server's reason for a refused file, otherwise the spec's 'Upload Failed'. */
export function uploadMessage(err: unknown): string {
  if (err instanceof ApiError && (err.kind === 'client' || err.kind === 'network')) return onboardingMessage(err);
  return ob.ONBOARDING_MESSAGES.uploadFailed;
}
