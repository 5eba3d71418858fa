import * as mandates from '@shared/contract/mandates.ts';
import { MANDATE_MESSAGES } from '@shared/rules/mandates/mandate.ts';
import { handle } from './handle.ts';
import { fileOf, uploadLimit } from './uploads.ts';
import { userFor } from '../services/onboarding/common.ts';
import { profileUpload } from '../services/profile/uploads.ts';
import { listMandates } from '../services/mandates/list.ts';
import { registerMandate } from '../services/mandates/register.ts';
import { ownMandate, prefilledFormUrl, sendSignedForm } from '../services/mandates/form.ts';
import { syncMandateStatuses } from '../services/mandates/status-sync.ts';

/** The profile's Bank Mandates (spec 3 §4.6, §7.4), under /api/profile. */
export const mandateCalls = [
  handle(mandates.getBankMandate, async ({ deps, session: { userId }, origin }) => {
    // the investor is looking: their waiting mandates are asked about now, not at the next job run
    await syncMandateStatuses(deps, { userId });
    return listMandates(deps, userId, origin);
  }),
  handle(mandates.registerMandate, async ({ deps, session, body, origin }) => ({
    imandate_details: await registerMandate(deps, session.userId, body, origin),
  })),
  handle(
    mandates.uploadXsipForm,
    async ({ deps, session, c }) => {
      const { url } = await profileUpload(deps, session.userId, 'xsip_form', await fileOf(c, MANDATE_MESSAGES.uploadImage));
      return { image_url: url };
    },
    { before: [uploadLimit(false)] },
  ),
  handle(mandates.uploadPrefilled, ({ deps, session, params, body }) => sendSignedForm(deps, session.userId, params.mandateId, body.image_path)),
  handle(mandates.getPrefilled, async ({ deps, session, params }) => {
    const user = await userFor(deps.db, session.userId, 'profile');
    const m = await ownMandate(deps, user.id, params.type);
    return { image_url: await prefilledFormUrl(deps, user, m) };
  }),
];
