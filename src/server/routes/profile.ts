import { relyingParty } from '../services/passkeys/passkeys.ts';
import { getUserDetails } from '@shared/contract/user.ts';
import * as pr from '@shared/contract/profile.ts';
import { Refusal, refuse, type RefusalKind } from '../lib/refusal.ts';
import { handle } from './handle.ts';
import { idOf } from './params.ts';
import { fileOf, uploadLimit } from './uploads.ts';
import { findUserBy, toUserDetails } from '../services/users.ts';
import { userExtras } from '../services/user-extras.ts';
import { investorAnswer } from '../lib/investor-answer.ts';
import { profileData } from '../services/profile/profile-data.ts';
import { sendContactChangeOtp } from '../services/profile/contact-change/start.ts';
import { confirmContactOwner } from '../services/profile/contact-change/confirm-owner.ts';
import { verifyContactChange } from '../services/profile/contact-change/verify-new.ts';
import { profileUpload } from '../services/profile/uploads.ts';
import { addNominee, removeNominee } from '../services/profile/nominee.ts';
import { OtpRefused } from '../services/otp.ts';

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
export const profileCalls = [
  handle(getUserDetails, ({ deps, session: { userId }, c }) =>
    // kept per investor data version (every table it reads moves it: migrations 0017, 0018) and per
    // minute, the step at which the profile picture's signed URL changes (file-urls.ts)
    investorAnswer(c, getUserDetails, userId, String(Math.floor(deps.clock.now().getTime() / 60_000)), async () => {
      const user = await findUserBy(deps.db, 'id', userId);
      if (!user) throw refuse('not-signed-in', 'Your session has expired, please sign in again', { code: 'TOKEN_INVALID' });
      return { user_details: toUserDetails(user, await userExtras(deps.db, user, deps)) };
    }),
  ),
  handle(pr.getProfileData, ({ deps, session }) => profileData(deps, session.userId)),

  // contact change: the current owner confirms, then the OTP to the new value, then the change
  handle(pr.updateProfileOtp, ({ deps, meta, session, body }) => orError(() => sendContactChangeOtp(deps, meta.ip, session, body))),
  handle(pr.confirmContactOwner, ({ deps, meta, session, body, origin }) =>
    orError(() => confirmContactOwner(deps, { ip: meta.ip, rp: relyingParty(deps, origin) }, session, body), { keepOtpRefusal: true }),
  ),
  handle(pr.verifyUpdateOtp, ({ deps, meta, session, body }) => verifyContactChange(deps, meta.ip, session, body)),

  // pictures
  handle(
    pr.uploadProfilePicture,
    async ({ deps, session, c }) => {
      const { url } = await profileUpload(deps, session.userId, 'profile_pic', await fileOf(c, pr.PROFILE_MESSAGES.uploadFailed));
      return { userDetails: { profile_pic: url } };
    },
    { before: [uploadLimit(false)] },
  ),

  // nominee
  handle(pr.addNomineeDetails, async ({ deps, session, body }) => {
    await addNominee(deps, session.userId, body);
    return { is_updated: true as const, message: pr.PROFILE_MESSAGES.nomineeAdded };
  }),
  handle(pr.deleteNomineeDetails, async ({ deps, session, params }) => {
    await removeNominee(deps, session.userId, idOf(params.id));
    return { is_deleted: true as const, message: pr.PROFILE_MESSAGES.deleted };
  }),
];
