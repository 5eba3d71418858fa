import * as banks from '@shared/contract/banks.ts';
import { PROFILE_MESSAGES } from '@shared/contract/profile.ts';
import type { AppDeps } from '../lib/context.ts';
import { handle } from './handle.ts';
import { idOf } from './params.ts';
import { fileOf, uploadLimit } from './uploads.ts';
import { loadOnboardingDetails } from '../services/onboarding/details.ts';
import { profileUpload } from '../services/profile/uploads.ts';
import { bankDetailsOf } from '../services/banks/bank-lookup.ts';
import { saveBank } from '../services/banks/save-bank.ts';
import { deleteBank } from '../services/banks/delete-bank.ts';
import { makeDefaultBank } from '../services/banks/make-default-bank.ts';
import { addBank, listBanks, makeDefault, removeBank } from '../services/banks/profile-banks.ts';

/** The onboarding wizard's calls answer the whole onboarding state, as it is after the call. */
const details = async (deps: AppDeps, userId: number) => ({ onboarding_details: await loadOnboardingDetails(deps, userId) });

/** The onboarding wizard's bank step (spec 1 §7), under /api/onboarding. */
export const onboardingBankCalls = [
  handle(banks.getBankDetails, ({ deps, body }) => bankDetailsOf(deps, body.IFSCCode)),
  handle(banks.saveBank, async ({ deps, session: { userId }, body }) => {
    await saveBank(deps, userId, body);
    return details(deps, userId);
  }),
  handle(banks.deleteBank, async ({ deps, session: { userId }, params }) => {
    await deleteBank(deps, userId, idOf(params.id));
    return details(deps, userId);
  }),
  handle(banks.makeDefaultBank, async ({ deps, session: { userId }, params }) => {
    await makeDefaultBank(deps, userId, idOf(params.id));
    return details(deps, userId);
  }),
];

/** The profile's Bank Accounts (spec 3 §7.4), under /api/profile. */
export const profileBankCalls = [
  handle(
    banks.uploadImg,
    async ({ deps, session, c }) => {
      const { url } = await profileUpload(deps, session.userId, 'upload_img', await fileOf(c, PROFILE_MESSAGES.uploadProof));
      return { image_url: url };
    },
    { before: [uploadLimit(false)] },
  ),
  handle(banks.getBankAccounts, ({ deps, session }) => listBanks(deps, session.userId)),
  handle(banks.addBankMandate, async ({ deps, session: { userId }, body }) => {
    await addBank(deps, userId, body);
    return { message: PROFILE_MESSAGES.bankAdded, ...(await listBanks(deps, userId)) };
  }),
  handle(banks.makeDefaultBankAccount, async ({ deps, session: { userId }, params }) => {
    await makeDefault(deps, userId, idOf(params.id));
    return listBanks(deps, userId);
  }),
  handle(banks.deleteBankAccount, async ({ deps, session: { userId }, params }) => {
    await removeBank(deps, userId, idOf(params.id));
    return { message: PROFILE_MESSAGES.deleted, ...(await listBanks(deps, userId)) };
  }),
];
