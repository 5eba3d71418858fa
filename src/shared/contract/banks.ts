import * as v from 'valibot';
import { defineCall } from './common.ts';
import { WithDetails } from './onboarding.ts';
import { PROFILE_MESSAGES } from './profile.ts';
import { ONBOARDING_MESSAGES } from '../rules/onboarding/onboarding-forms.ts';
import { BANK_MESSAGES } from '../rules/banks/bank-account.ts';
import { IFSC_MESSAGES } from '../rules/banks/ifsc.ts';

/**
 * The investor's bank accounts (spec 1 §7 onboarding's bank step, spec 3 §7.4 Bank Accounts): the
 * IFSC lookup, and adding, removing and choosing the default bank, both in the onboarding wizard
 * (under /onboarding, answering the onboarding state) and from the profile (under /profile,
 * answering the bank list). Paths the spec does not show are marked "(ours)". Account numbers
 * never leave the server whole: lists carry them masked.
 */

export const MAX_BANKS = 5;

const text = (message: string, max = 120) => v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.maxLength(max, message));
const optText = (max = 120) => v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max)), '');
const code = (message: string) => v.pipe(v.number(message), v.integer(message), v.minValue(1, message));
const str = v.nullable(v.string());

// ------------------------------------------------------------------ onboarding's bank step

/** POST /onboarding/get_bank_details: bank and branch of an IFSC; Branch_Name null when the directory does not know it. */
export const getBankDetails = defineCall({
  method: 'POST',
  path: '/onboarding/get_bank_details',
  read: true,
  body: v.object({ IFSCCode: v.pipe(v.string(IFSC_MESSAGES.invalid), v.trim(), v.toUpperCase(), v.maxLength(11, IFSC_MESSAGES.invalid)) }),
  answer: v.object({ bank_details: v.object({ Bank_Name: v.string(), Branch_Name: v.nullable(v.string()), MICR: v.nullable(v.string()) }) }),
});

export const BankBody = v.object({
  AccountHolder: text(BANK_MESSAGES.fillAll, 70),
  ACNo: text(BANK_MESSAGES.fillAll, 17),
  ACType: code(BANK_MESSAGES.fillAll),
  IFSCCode: v.pipe(text(BANK_MESSAGES.fillAll, 11), v.toUpperCase()),
  /** typed by the investor when the branch directory does not know the branch */
  BranchName: optText(100),
  DefaultFlag: v.optional(v.picklist(['Y', 'N'] as const, ONBOARDING_MESSAGES.fillAll), 'N'),
});
export type BankBody = v.InferInput<typeof BankBody>;

export const saveBank = defineCall({ method: 'POST', path: '/onboarding/bank-details', body: BankBody, answer: WithDetails });
export const deleteBank = defineCall({ method: 'GET', path: '/onboarding/delete_bank_details/:id', body: undefined, answer: WithDetails });
/** Makes the bank the default; the answer holds onboarding_details.bank. */
export const makeDefaultBank = defineCall({ method: 'GET', path: '/onboarding/make_bank_details/:id', body: undefined, answer: WithDetails });

// ------------------------------------------------------------------ the profile's bank accounts

/** POST /profile/upload-img: multipart `file` (a cheque or bank statement before add_bank_mandate). */
export const uploadImg = defineCall({
  method: 'POST',
  path: '/profile/upload-img',
  body: v.unknown(),
  multipart: true,
  answer: v.object({ image_url: v.string() }),
});

export const ProfileBank = v.object({
  ID: v.number(),
  AccountHolder: v.string(),
  BankName: v.string(),
  BranchName: v.string(),
  IFSCCode: v.string(),
  /** masked: all but the last 4 digits are X */
  ACNo: v.string(),
  ACType: v.number(),
  is_verified: v.boolean(),
  DefaultFlag: v.picklist(['Y', 'N']),
  /** the cancelled cheque or statement on file (a short-lived signed URL), if any */
  image_url: str,
  /** why it cannot be deleted now (default, mandate or SIP), or null */
  delete_blocked: str,
});
export type ProfileBank = v.InferOutput<typeof ProfileBank>;
const Banks = v.object({ bank_details: v.array(ProfileBank) });

/** GET /profile/get_bank_accounts (ours): the investor's banks. */
export const getBankAccounts = defineCall({ method: 'GET', path: '/profile/get_bank_accounts', body: undefined, answer: Banks });

/** POST /profile/add_bank_mandate: adds a bank account (the spec's name for this call). */
export const addBankMandate = defineCall({
  method: 'POST',
  path: '/profile/add_bank_mandate',
  body: v.object({
    AccountHolder: text(BANK_MESSAGES.allMandatory, 70),
    /** looked up from the IFSC; what the client sends is not trusted */
    BankName: optText(100),
    /** typed when the directory does not know the branch */
    BranchName: optText(100),
    IFSCCode: v.pipe(text(BANK_MESSAGES.allMandatory, 11), v.toUpperCase()),
    ACNo: text(BANK_MESSAGES.allMandatory, 17),
    ACType: v.pipe(v.number(BANK_MESSAGES.allMandatory), v.integer(BANK_MESSAGES.allMandatory), v.minValue(1, BANK_MESSAGES.allMandatory)),
    /** decided by the server's bank verification; ignored */
    is_verified: v.optional(v.unknown()),
    DefaultFlag: v.optional(v.picklist(['Y', 'N'] as const, BANK_MESSAGES.allMandatory), 'N'),
    /** the image_url upload-img answered */
    image_url: v.pipe(
      v.string(PROFILE_MESSAGES.uploadProof),
      v.trim(),
      v.nonEmpty(PROFILE_MESSAGES.uploadProof),
      v.maxLength(400, PROFILE_MESSAGES.uploadProof),
    ),
  }),
  answer: v.object({ message: v.string(), bank_details: v.array(ProfileBank) }),
});
export type AddBankBody = v.InferInput<typeof addBankMandate.body>;

/** POST /profile/make_default_bank/{id} (ours) */
export const makeDefaultBankAccount = defineCall({ method: 'POST', path: '/profile/make_default_bank/:id', body: undefined, answer: Banks });
/** POST /profile/delete_bank/{id} (ours): not the default, not one a mandate or running SIP uses. */
export const deleteBankAccount = defineCall({
  method: 'POST',
  path: '/profile/delete_bank/:id',
  body: undefined,
  answer: v.object({ message: v.string(), bank_details: v.array(ProfileBank) }),
});
