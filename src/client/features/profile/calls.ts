import type * as v from 'valibot';
import * as bk from '@shared/contract/banks.ts';
import * as md from '@shared/contract/mandates.ts';
import * as pr from '@shared/contract/profile.ts';
import * as rk from '@shared/contract/risk.ts';
import { api } from '../../api/client.ts';
import { ApiError } from '../../api/errors.ts';

function formWith(file: File): FormData {
  const form = new FormData();
  form.append('file', file);
  return form;
}

/** A 200 answer that carries `error` (spec 3 §7.4) is raised like any refusal. */
function orThrow<T extends object>(answer: T | { error: string }): T {
  if ('error' in answer) throw new ApiError(answer.error, 'client', 200);
  return answer;
}

/** The profile calls as the screens use them. */
export const profileCalls = {
  sendContactOtp: async (change: ({ email_id: string } | { phone_number: string }) & { owner_proof?: 'passkey' }) =>
    orThrow(await api(pr.updateProfileOtp, { email_id: '', phone_number: '', ...change })),
  confirmContactOwner: async (body: v.InferInput<typeof pr.confirmContactOwner.body>) => orThrow(await api(pr.confirmContactOwner, body)),
  verifyContactOtp: (body: { otp: string; email_id?: string; code?: string; phone_number?: string }) => api(pr.verifyUpdateOtp, body),
  uploadPicture: (file: File) => api(pr.uploadProfilePicture, formWith(file)),
  uploadProof: (file: File) => api(bk.uploadImg, formWith(file)),
  bankLookup: (IFSCCode: string) => api(bk.getBankDetails, { IFSCCode }, { quiet: true }),
  addBank: (body: bk.AddBankBody) => api(bk.addBankMandate, body),
  makeDefaultBank: (id: number) => api(bk.makeDefaultBankAccount, undefined, { params: { id } }),
  deleteBank: (id: number) => api(bk.deleteBankAccount, undefined, { params: { id } }),
  registerMandate: (body: md.RegisterMandateBody) => api(md.registerMandate, body),
  prefilledForm: (mandateId: string) => api(md.getPrefilled, undefined, { params: { type: mandateId } }),
  uploadSignedForm: (file: File) => api(md.uploadXsipForm, formWith(file)),
  sendSignedForm: async (mandateId: string, image_path: string) => {
    const answer = await api(md.uploadPrefilled, { image_path }, { params: { mandateId } });
    if (!answer.is_image_uploaded) throw new ApiError(answer.error, 'client', 200);
    return answer;
  },
  addNominee: (body: pr.AddNomineeBody) => api(pr.addNomineeDetails, body),
  deleteNominee: (id: number) => api(pr.deleteNomineeDetails, undefined, { params: { id } }),
  submitRisk: (body: rk.RiskAnswersBody) => api(rk.submitRiskAnswers, body),
};
