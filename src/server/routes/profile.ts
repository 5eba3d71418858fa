import { relyingParty } from '../services/passkeys/passkeys.ts';
import type { Context } from 'hono';
import { getUserDetails } from '@shared/contract/user.ts';
import * as pr from '@shared/contract/profile.ts';
import { MANDATE_MESSAGES } from '@shared/rules/profile/mandate.ts';
import type { AppEnv } from '../lib/context.ts';
import { Refusal, refuse, type RefusalKind } from '../lib/refusal.ts';
import { clientMeta, readBody } from '../lib/validate.ts';
import { privateRouter } from './router.ts';
import { fileOf, uploadLimit } from './onboarding.ts';
import { findUserBy, toUserDetails } from '../services/users.ts';
import { userExtras } from '../services/user-extras.ts';
import { answer } from '../lib/answer.ts';
import { investorAnswer } from '../lib/investor-answer.ts';
import { profileData } from '../services/profile/profile-data.ts';
import { sendContactChangeOtp } from '../services/profile/contact-change/start.ts';
import { confirmContactOwner } from '../services/profile/contact-change/confirm-owner.ts';
import { verifyContactChange } from '../services/profile/contact-change/verify-new.ts';
import { profileUpload } from '../services/profile/uploads.ts';
import { addBank, listBanks, makeDefault, removeBank } from '../services/profile/banks.ts';
import { listMandates } from '../services/profile/mandates/list.ts';
import { registerMandate } from '../services/profile/mandates/register.ts';
import { ownMandate, prefilledFormUrl, sendSignedForm } from '../services/profile/mandates/form.ts';
import { syncMandateStatuses } from '../services/profile/mandates/status-sync.ts';
import { addNominee, removeNominee } from '../services/profile/nominee.ts';
import { userFor } from '../services/onboarding/common.ts';
import { OtpRefused } from '../services/otp.ts';

type C = Context<AppEnv>;
const uid = (c: C) => c.get('session')!.userId;
const originOf = (c: C) => new URL(c.req.url).origin;

function idParam(c: C): number {
  const id = Number(c.req.param('id'));
  if (!Number.isSafeInteger(id) || id <= 0) throw refuse('not-found', 'Not found');
  return id;
}

/** Refusals that keep their own answer: a lost session, a forbidden act, a service that is down. */
const STAYS_AN_ERROR = new Set<RefusalKind>(['not-signed-in', 'forbidden', 'unavailable']);

/** A refusal the spec reads from the answer's `error` (a 200); a lost session stays a 401. */
async function orError<T>(work: () => Promise<T>, opts: { keepOtpRefusal?: boolean } = {}): Promise<T | { error: string }> {
  try {
    return await work();
  } catch (err) {
    // a wrong OTP stays a 400, as every OTP verify answers it
    if (opts.keepOtpRefusal && err instanceof OtpRefused) throw err;
    if (err instanceof Refusal && !STAYS_AN_ERROR.has(err.kind)) return { error: err.message };
    throw err;
  }
}

/** The profile calls of spec 3 §7.4 under /api/profile. */
export const profileRoutes = privateRouter()
  .get('/get_user_details', async (c) => {
    const deps = c.get('deps');
    const userId = uid(c);
    // kept per investor data version (every table it reads moves it: migrations 0017, 0018) and per
    // minute, the step at which the profile picture's signed URL changes (file-urls.ts)
    return investorAnswer(c, getUserDetails, userId, String(Math.floor(deps.clock.now().getTime() / 60_000)), async () => {
      const user = await findUserBy(deps.db, 'id', userId);
      if (!user) throw refuse('not-signed-in', 'Your session has expired, please sign in again', { code: 'TOKEN_INVALID' });
      return { user_details: toUserDetails(user, await userExtras(deps.db, user, deps)) };
    });
  })
  .get('/get_profile_data', async (c) => answer(c, pr.getProfileData, await profileData(c.get('deps'), uid(c))))

  // contact change: the current owner confirms, then the OTP to the new value, then the change
  .post('/update_profile_otp', async (c) => {
    const body = await readBody(c, pr.updateProfileOtp);
    return answer(c, pr.updateProfileOtp, await orError(() => sendContactChangeOtp(c.get('deps'), clientMeta(c).ip, c.get('session')!, body)));
  })
  .post('/confirm_contact_owner', async (c) => {
    const body = await readBody(c, pr.confirmContactOwner);
    return answer(c, pr.confirmContactOwner, await orError(() => confirmContactOwner(c.get('deps'), { ip: clientMeta(c).ip, rp: relyingParty(c.get('deps'), new URL(c.req.url).origin) }, c.get('session')!, body), { keepOtpRefusal: true }));
  })
  .post('/verify_update_otp', async (c) => {
    const body = await readBody(c, pr.verifyUpdateOtp);
    return answer(c, pr.verifyUpdateOtp, await verifyContactChange(c.get('deps'), clientMeta(c).ip, c.get('session')!, body));
  })

  // pictures
  .post('/upload-profile', uploadLimit(false), async (c) => {
    const { url } = await profileUpload(c.get('deps'), uid(c), 'profile_pic', await fileOf(c, pr.PROFILE_MESSAGES.uploadFailed));
    return answer(c, pr.uploadProfilePicture, { userDetails: { profile_pic: url } });
  })
  .post('/upload-img', uploadLimit(false), async (c) => {
    const { url } = await profileUpload(c.get('deps'), uid(c), 'upload_img', await fileOf(c, pr.PROFILE_MESSAGES.uploadProof));
    return answer(c, pr.uploadImg, { image_url: url });
  })

  // bank accounts
  .get('/get_bank_accounts', async (c) => answer(c, pr.getBankAccounts, await listBanks(c.get('deps'), uid(c))))
  .post('/add_bank_mandate', async (c) => {
    const deps = c.get('deps');
    await addBank(deps, uid(c), await readBody(c, pr.addBankMandate));
    return answer(c, pr.addBankMandate, { message: pr.PROFILE_MESSAGES.bankAdded, ...(await listBanks(deps, uid(c))) });
  })
  .post('/make_default_bank/:id', async (c) => {
    const deps = c.get('deps');
    await makeDefault(deps, uid(c), idParam(c));
    return answer(c, pr.makeDefaultBankAccount, await listBanks(deps, uid(c)));
  })
  .post('/delete_bank/:id', async (c) => {
    const deps = c.get('deps');
    await removeBank(deps, uid(c), idParam(c));
    return answer(c, pr.deleteBankAccount, { message: pr.PROFILE_MESSAGES.deleted, ...(await listBanks(deps, uid(c))) });
  })

  // mandates
  .get('/get_bank_mandate', async (c) => {
    const deps = c.get('deps');
    // the investor is looking: their waiting mandates are asked about now, not at the next job run
    await syncMandateStatuses(deps, { userId: uid(c) });
    return answer(c, pr.getBankMandate, await listMandates(deps, uid(c), originOf(c)));
  })
  .post('/register_mandate', async (c) => {
    const body = await readBody(c, pr.registerMandate);
    return answer(c, pr.registerMandate, { imandate_details: await registerMandate(c.get('deps'), uid(c), body, originOf(c)) });
  })
  .post('/upload_xsip_form', uploadLimit(false), async (c) => {
    const { url } = await profileUpload(c.get('deps'), uid(c), 'xsip_form', await fileOf(c, MANDATE_MESSAGES.uploadImage));
    return answer(c, pr.uploadXsipForm, { image_url: url });
  })
  .post('/upload-prefilled/:mandateId', async (c) => {
    const body = await readBody(c, pr.uploadPrefilled);
    return answer(c, pr.uploadPrefilled, await sendSignedForm(c.get('deps'), uid(c), c.req.param('mandateId'), body.image_path));
  })
  .post('/get-prefilled/:type', async (c) => {
    const deps = c.get('deps');
    const user = await userFor(deps.db, uid(c), 'profile');
    const m = await ownMandate(deps, user.id, c.req.param('type'));
    return answer(c, pr.getPrefilled, { image_url: await prefilledFormUrl(deps, user, m) });
  })

  // nominee
  .post('/add_nominee_details', async (c) => {
    await addNominee(c.get('deps'), uid(c), await readBody(c, pr.addNomineeDetails));
    return answer(c, pr.addNomineeDetails, { is_updated: true as const, message: pr.PROFILE_MESSAGES.nomineeAdded });
  })
  .post('/delete_nominee/:id', async (c) => {
    await removeNominee(c.get('deps'), uid(c), idParam(c));
    return answer(c, pr.deleteNomineeDetails, { is_deleted: true as const, message: pr.PROFILE_MESSAGES.deleted });
  });
