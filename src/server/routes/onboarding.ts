import type { Context } from 'hono';
import * as ob from '@shared/contract/onboarding.ts';
import { getMasters } from '@shared/contract/masters.ts';
import type { AppDeps, AppEnv } from '../lib/context.ts';
import { Refusal, refuse } from '../lib/refusal.ts';
import { handle } from './handle.ts';
import { idOf } from './params.ts';
import { fileOf, uploadLimit } from './uploads.ts';
import { readMasters } from '../services/masters.ts';
import { findUserBy, toUserDetails } from '../services/users.ts';
import { userExtras } from '../services/user-extras.ts';
import { loadOnboardingDetails } from '../services/onboarding/details.ts';
import { saveIdentification } from '../services/onboarding/identification.ts';
import { savePersonalDetails } from '../services/onboarding/personal-details.ts';
import { saveHolding } from '../services/onboarding/holding.ts';
import { saveAddress } from '../services/onboarding/address.ts';
import { saveFatca } from '../services/onboarding/fatca.ts';
import { DECLARATIONS } from '../services/onboarding/declarations.ts';
import { sendContactOtp } from '../services/onboarding/send-contact-otp.ts';
import { verifyContactOtp } from '../services/onboarding/verify-contact-otp.ts';
import { saveJointHolder } from '../services/onboarding/save-joint-holder.ts';
import { deleteJointHolder } from '../services/onboarding/delete-joint-holder.ts';
import { saveNominee } from '../services/onboarding/save-nominee.ts';
import { deleteNominee } from '../services/onboarding/delete-nominee.ts';
import { removeStored, uploadDocument, type DocKind } from '../services/onboarding/upload-document.ts';
import { signedFileUrl } from '../services/onboarding/file-urls.ts';
import { submitDetails } from '../services/onboarding/submit-details.ts';
import { recordSkipped } from '../services/onboarding/skip.ts';

/** Most onboarding calls answer the whole onboarding state, as it is after the step. */
const details = async (deps: AppDeps, userId: number) => ({ onboarding_details: await loadOnboardingDetails(deps, userId) });

async function upload(c: Context<AppEnv>, deps: AppDeps, userId: number, kind: DocKind, holderNo: number, missing: string) {
  const doc = await uploadDocument(deps, userId, kind, holderNo, await fileOf(c, missing));
  return { url: await signedFileUrl(deps, doc), ...(await details(deps, userId)) };
}

/** The onboarding calls of spec 1 §7, under /api/onboarding. */
export const onboardingCalls = [
  handle(getMasters, async ({ deps, c }) => {
    c.header('Cache-Control', 'private, max-age=3600');
    return { masters: await readMasters(deps.db) };
  }),
  handle(ob.getOnboarding, ({ deps, session }) => details(deps, session.userId)),
  handle(ob.onboardUser, async ({ deps, session: { userId }, body }) => {
    if (body.page_no === ob.PAGE_NO.identification) {
      const { kycVerified } = await saveIdentification(deps, userId, body);
      if (!kycVerified) return { ...(await details(deps, userId)), message: ob.ONBOARDING_MESSAGES.notKycVerified };
    } else if (body.page_no === ob.PAGE_NO.personal) await savePersonalDetails(deps, userId, body);
    else if (body.page_no === ob.PAGE_NO.holders) await saveHolding(deps, userId, body.Mode_of_Holding);
    else if (body.page_no === ob.PAGE_NO.address) await saveAddress(deps, userId, body);
    else await saveFatca(deps, userId, body);
    return details(deps, userId);
  }),
  handle(ob.declarationList, ({ body }) => ({ declaration_list: [...DECLARATIONS[body.key]] })),
  handle(ob.sendEmailOtp, ({ deps, meta, session, body }) =>
    sendContactOtp(deps, meta.ip, session.userId, { channel: 'email', value: body.email_id, holder: body.InvestorType }),
  ),
  handle(ob.verifyEmailOtp, async ({ deps, meta, session, body }) => {
    await verifyContactOtp(deps, meta.ip, session.userId, { channel: 'email', ...body });
    return { is_otp_verified: true as const };
  }),
  handle(ob.sendMobileOtp, ({ deps, meta, session, body }) =>
    sendContactOtp(deps, meta.ip, session.userId, { channel: 'mobile', value: body.phone_number, holder: body.InvestorType }),
  ),
  handle(ob.verifyMobileOtp, async ({ deps, meta, session, body }) => {
    await verifyContactOtp(deps, meta.ip, session.userId, { channel: 'mobile', ...body });
    return { otp_verified: true as const };
  }),
  handle(ob.saveJointHolder, async ({ deps, session: { userId }, body }) => {
    await saveJointHolder(deps, userId, body);
    return details(deps, userId);
  }),
  handle(ob.deleteJointHolder, async ({ deps, session: { userId }, params }) => {
    await removeStored(deps, await deleteJointHolder(deps, userId, idOf(params.id)));
    return details(deps, userId);
  }),
  handle(ob.saveNominee, async ({ deps, session: { userId }, body }) => {
    await saveNominee(deps, userId, body);
    return details(deps, userId);
  }),
  handle(ob.deleteNominee, async ({ deps, session: { userId }, params }) => {
    await deleteNominee(deps, userId, idOf(params.id));
    return details(deps, userId);
  }),
  handle(
    ob.uploadCheque,
    async ({ deps, session, c }) => {
      const { url, onboarding_details } = await upload(c, deps, session.userId, 'cheque', 0, ob.ONBOARDING_MESSAGES.uploadCheque);
      return { userDetails: { cancel_cheque: url }, onboarding_details };
    },
    { before: [uploadLimit(false)] },
  ),
  handle(
    ob.uploadSign,
    async ({ deps, session, c }) => {
      const { url, onboarding_details } = await upload(c, deps, session.userId, 'signature', 0, ob.ONBOARDING_MESSAGES.uploadSignature);
      return { userDetails: { signature: url }, onboarding_details };
    },
    { before: [uploadLimit(false)] },
  ),
  handle(
    ob.uploadJhSign,
    async ({ deps, session, params, c }) => {
      const m = /^JH_sign([1-9])$/.exec(params.slot);
      if (!m) throw refuse('not-found', 'Not found');
      // spec 1 §7: this answer is read at jh_sign_url or error, so refusals are a 200 with `error`
      try {
        const { url, onboarding_details } = await upload(c, deps, session.userId, 'jh_sign', Number(m[1]), ob.ONBOARDING_MESSAGES.uploadImage);
        return { jh_sign_url: url, onboarding_details };
      } catch (err) {
        if (err instanceof Refusal && err.kind !== 'not-signed-in') return { error: err.message };
        throw err;
      }
    },
    { before: [uploadLimit(true)] },
  ),
  handle(ob.submitDetails, async ({ deps, session: { userId } }) => {
    await submitDetails(deps, userId);
    const user = (await findUserBy(deps.db, 'id', userId))!;
    return { ...(await details(deps, userId)), user_details: toUserDetails(user, await userExtras(deps.db, user, deps)) };
  }),
  handle(ob.skipOnboarding, ({ deps, session, body }) => recordSkipped(deps, session.userId, body.skipped)),
];
