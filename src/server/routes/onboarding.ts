import { open } from 'node:fs/promises';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as ob from '@shared/contract/onboarding.ts';
import { getMasters } from '@shared/contract/masters.ts';
import type { AppEnv } from '../lib/context.ts';
import { Refusal, refuse } from '../lib/refusal.ts';
import { clientMeta, readBody } from '../lib/validate.ts';
import { privateRouter } from './router.ts';
import { readMasters } from '../services/masters.ts';
import { findUserBy, toUserDetails } from '../services/users.ts';
import { userExtras } from '../services/user-extras.ts';
import { loadOnboardingDetails } from '../services/onboarding/details.ts';
import { saveIdentification } from '../services/onboarding/identification.ts';
import { savePersonalDetails } from '../services/onboarding/personal-details.ts';
import { saveHolding } from '../services/onboarding/holding.ts';
import { saveAddress } from '../services/onboarding/address.ts';
import { saveFatca } from '../services/onboarding/fatca.ts';
import { bankDetailsOf } from '../services/onboarding/bank-lookup.ts';
import { DECLARATIONS } from '../services/onboarding/declarations.ts';
import { sendContactOtp } from '../services/onboarding/send-contact-otp.ts';
import { verifyContactOtp } from '../services/onboarding/verify-contact-otp.ts';
import { saveBank } from '../services/onboarding/save-bank.ts';
import { deleteBank } from '../services/onboarding/delete-bank.ts';
import { makeDefaultBank } from '../services/onboarding/make-default-bank.ts';
import { saveJointHolder } from '../services/onboarding/save-joint-holder.ts';
import { deleteJointHolder } from '../services/onboarding/delete-joint-holder.ts';
import { saveNominee } from '../services/onboarding/save-nominee.ts';
import { deleteNominee } from '../services/onboarding/delete-nominee.ts';
import { removeStored, uploadDocument, type DocKind } from '../services/onboarding/upload-document.ts';
import { UPLOAD_HEAD_BYTES, UPLOAD_MESSAGES, type Upload } from '../services/onboarding/file-check.ts';
import { signedFileUrl } from '../services/onboarding/file-urls.ts';
import { submitDetails } from '../services/onboarding/submit-details.ts';
import { recordSkipped } from '../services/onboarding/skip.ts';
import { answer } from '../lib/answer.ts';
import { multipartField } from '../lib/multipart.ts';
import { nodeRequestOf, readLimited, spooledBodyOf } from '../lib/node-body.ts';
import { withScratch } from '../lib/upload-temp.ts';
import { UPLOAD_BODY_LIMIT } from '../middleware/body-limit.ts';

type C = Context<AppEnv>;
const uid = (c: C) => c.get('session')!.userId;
const details = async (c: C) => ({ onboarding_details: await loadOnboardingDetails(c.get('deps'), uid(c)) });

function idParam(c: C): number {
  const id = Number(c.req.param('id'));
  if (!Number.isSafeInteger(id) || id <= 0) throw refuse('not-found', 'Not found');
  return id;
}

/** Uploads get their own body limit (a little over the file limit, for the multipart framing). */
export function uploadLimit(asError: boolean): MiddlewareHandler<AppEnv> {
  return bodyLimit({
    maxSize: ob.UPLOAD_LIMITS.maxBytes + 64 * 1024,
    // error shape: the upload calls that read 'error' get it in a 200 body, the others the 413 envelope
    onError: (c) => (asError ? c.json({ error: UPLOAD_MESSAGES.tooLarge }, 200) : c.json({ errors: [UPLOAD_MESSAGES.tooLarge] }, 413)), // error shape
  });
}

/** The multipart field `file` (spec 1 §7); a request without one is the step's "please upload" message. */
export async function fileOf(c: C, missing: string): Promise<Upload> {
  const contentType = c.req.header('content-type') ?? '';
  if (!contentType.startsWith('multipart/form-data')) throw refuse('invalid', missing);
  const spooled = spooledBodyOf(c);
  if (spooled) {
    // over Node: the body limit wrote the body to a file as it arrived (middleware/body-limit.ts). It
    // is read back into the process's one scratch buffer (lib/upload-temp.ts), the file found in it,
    // and only the file's place kept: the checker's child reads the file from there. What stays in
    // memory is the file's first bytes, which say what it is (a PDF, whose checks here read it
    // all, is copied whole).
    const found = await withScratch(UPLOAD_BODY_LIMIT, async (scratch) => {
      const handle = await open(spooled, 'r');
      let read: number;
      try {
        ({ bytesRead: read } = await handle.read(scratch, 0, scratch.length, 0));
      } finally {
        await handle.close();
      }
      const body = scratch.subarray(0, read);
      const file = multipartField(body, contentType, 'file');
      if (!file || file.length === 0) return null;
      const pdf = file.subarray(0, 5).toString('latin1') === '%PDF-';
      return { bytes: Buffer.from(pdf ? file : file.subarray(0, UPLOAD_HEAD_BYTES)), size: file.length, at: { path: spooled, offset: file.byteOffset - body.byteOffset, length: file.length } };
    });
    if (!found) throw refuse('invalid', missing);
    return found;
  }
  const incoming = nodeRequestOf(c);
  if (incoming) {
    const body = await readLimited(incoming, ob.UPLOAD_LIMITS.maxBytes + 64 * 1024);
    if (!body) throw refuse('too-large', UPLOAD_MESSAGES.tooLarge);
    const file = multipartField(body, contentType, 'file');
    if (!file || file.length === 0) throw refuse('invalid', missing);
    return { bytes: file, at: null };
  }
  let form: Record<string, unknown>;
  try {
    form = await c.req.parseBody();
  } catch {
    throw refuse('invalid', ob.ONBOARDING_MESSAGES.uploadFailed);
  }
  const file = form.file;
  if (!(file instanceof File) || file.size === 0) throw refuse('invalid', missing);
  return { bytes: new Uint8Array(await file.arrayBuffer()), at: null };
}

async function upload(c: C, kind: DocKind, holderNo: number, missing: string) {
  const deps = c.get('deps');
  const doc = await uploadDocument(deps, uid(c), kind, holderNo, await fileOf(c, missing));
  return { url: await signedFileUrl(deps, doc), ...(await details(c)) };
}

/** The onboarding calls of spec 1 §7, under /api/onboarding. */
export const onboardingRoutes = privateRouter()
  .get('/get-masters', async (c) => {
    const { db } = c.get('deps');
    c.header('Cache-Control', 'private, max-age=3600');
    return answer(c, getMasters, { masters: await readMasters(db) });
  })
  .get('/', async (c) => answer(c, ob.getOnboarding, await details(c)))
  .post('/onboard-user', async (c) => {
    const deps = c.get('deps');
    const body = await readBody(c, ob.onboardUser);
    if (body.page_no === ob.PAGE_NO.identification) {
      const { kycVerified } = await saveIdentification(deps, uid(c), body);
      if (!kycVerified) return answer(c, ob.onboardUser, { ...(await details(c)), message: ob.ONBOARDING_MESSAGES.notKycVerified });
    } else if (body.page_no === ob.PAGE_NO.personal) await savePersonalDetails(deps, uid(c), body);
    else if (body.page_no === ob.PAGE_NO.holders) await saveHolding(deps, uid(c), body.Mode_of_Holding);
    else if (body.page_no === ob.PAGE_NO.address) await saveAddress(deps, uid(c), body);
    else await saveFatca(deps, uid(c), body);
    return answer(c, ob.onboardUser, await details(c));
  })
  .post('/get_bank_details', async (c) => {
    const body = await readBody(c, ob.getBankDetails);
    return answer(c, ob.getBankDetails, await bankDetailsOf(c.get('deps'), body.IFSCCode));
  })
  .post('/declaration-list', async (c) => {
    const body = await readBody(c, ob.declarationList);
    return answer(c, ob.declarationList, { declaration_list: [...DECLARATIONS[body.key]] });
  })
  .post('/send_email_otp', async (c) => {
    const body = await readBody(c, ob.sendEmailOtp);
    return answer(c, ob.sendEmailOtp, await sendContactOtp(c.get('deps'), clientMeta(c).ip, uid(c), { channel: 'email', value: body.email_id, holder: body.InvestorType }));
  })
  .post('/verify_email_otp', async (c) => {
    const body = await readBody(c, ob.verifyEmailOtp);
    await verifyContactOtp(c.get('deps'), clientMeta(c).ip, uid(c), { channel: 'email', ...body });
    return answer(c, ob.verifyEmailOtp, { is_otp_verified: true as const });
  })
  .post('/send_mobile_otp', async (c) => {
    const body = await readBody(c, ob.sendMobileOtp);
    return answer(c, ob.sendMobileOtp, await sendContactOtp(c.get('deps'), clientMeta(c).ip, uid(c), { channel: 'mobile', value: body.phone_number, holder: body.InvestorType }));
  })
  .post('/verify_mobile_otp', async (c) => {
    const body = await readBody(c, ob.verifyMobileOtp);
    await verifyContactOtp(c.get('deps'), clientMeta(c).ip, uid(c), { channel: 'mobile', ...body });
    return answer(c, ob.verifyMobileOtp, { otp_verified: true as const });
  })
  .post('/bank-details', async (c) => {
    await saveBank(c.get('deps'), uid(c), await readBody(c, ob.saveBank));
    return answer(c, ob.saveBank, await details(c));
  })
  .get('/delete_bank_details/:id', async (c) => {
    await deleteBank(c.get('deps'), uid(c), idParam(c));
    return answer(c, ob.deleteBank, await details(c));
  })
  .get('/make_bank_details/:id', async (c) => {
    await makeDefaultBank(c.get('deps'), uid(c), idParam(c));
    return answer(c, ob.makeDefaultBank, await details(c));
  })
  .post('/jh-details', async (c) => {
    await saveJointHolder(c.get('deps'), uid(c), await readBody(c, ob.saveJointHolder));
    return answer(c, ob.saveJointHolder, await details(c));
  })
  .get('/delete_jh_details/:id', async (c) => {
    const deps = c.get('deps');
    await removeStored(deps, await deleteJointHolder(deps, uid(c), idParam(c)));
    return answer(c, ob.deleteJointHolder, await details(c));
  })
  .post('/nominee-details', async (c) => {
    await saveNominee(c.get('deps'), uid(c), await readBody(c, ob.saveNominee));
    return answer(c, ob.saveNominee, await details(c));
  })
  .get('/delete_nominee_details/:id', async (c) => {
    await deleteNominee(c.get('deps'), uid(c), idParam(c));
    return answer(c, ob.deleteNominee, await details(c));
  })
  .post('/upload-cheque', uploadLimit(false), async (c) => {
    const { url, onboarding_details } = await upload(c, 'cheque', 0, ob.ONBOARDING_MESSAGES.uploadCheque);
    return answer(c, ob.uploadCheque, { userDetails: { cancel_cheque: url }, onboarding_details });
  })
  .post('/upload-sign', uploadLimit(false), async (c) => {
    const { url, onboarding_details } = await upload(c, 'signature', 0, ob.ONBOARDING_MESSAGES.uploadSignature);
    return answer(c, ob.uploadSign, { userDetails: { signature: url }, onboarding_details });
  })
  .post('/upload_jh_sign/:slot', uploadLimit(true), async (c) => {
    const m = /^JH_sign([1-9])$/.exec(c.req.param('slot'));
    if (!m) throw refuse('not-found', 'Not found');
    // spec 1 §7: this answer is read at jh_sign_url or error, so refusals are a 200 with `error`
    try {
      const { url, onboarding_details } = await upload(c, 'jh_sign', Number(m[1]), ob.ONBOARDING_MESSAGES.uploadImage);
      return answer(c, ob.uploadJhSign, { jh_sign_url: url, onboarding_details });
    } catch (err) {
      if (err instanceof Refusal && err.kind !== 'not-signed-in') return answer(c, ob.uploadJhSign, { error: err.message });
      throw err;
    }
  })
  .get('/submit-details', async (c) => {
    const deps = c.get('deps');
    await submitDetails(deps, uid(c));
    const user = (await findUserBy(deps.db, 'id', uid(c)))!;
    return answer(c, ob.submitDetails, { ...(await details(c)), user_details: toUserDetails(user, await userExtras(deps.db, user, deps)) });
  })
  .post('/skip', async (c) => {
    const body = await readBody(c, ob.skipOnboarding);
    return answer(c, ob.skipOnboarding, await recordSkipped(c.get('deps'), uid(c), body.skipped));
  });
