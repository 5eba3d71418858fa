import * as v from 'valibot';
import { defineCall } from './common.ts';
import { CONTACT_MESSAGES } from '../rules/profile/contact-change.ts';
import { OTP_MESSAGES, isOtpShape } from '../rules/onboarding/otp.ts';

/**
 * The profile calls of spec 3 §7.4 under /profile. Paths the spec does not show are
 * marked "(ours)". Account numbers never leave the server whole: lists carry them masked, and the
 * forms name a bank by its ID.
 */

export const PROFILE_MESSAGES = {
  bankAdded: 'Bank Details added Successfully',
  nomineeAdded: 'Nominee Details Added Successfully',
  deleted: 'Deleted successfully.',
  fillMandatory: 'Please fill Mandatory Fields',
  noNominee: 'You do not have any nominee',
  noJointHolders: 'You do not have any joint holders',
  uploadFailed: 'Upload Failed',
  // Not in the spec: the spec names no message for these.
  uploadProof: 'Please upload the cancelled cheque or bank statement',
  proofNotFound: 'The uploaded cheque or statement was not found; please upload it again',
  nameMismatch: 'The account holder name does not match your name',
  bankNameMismatch: 'The bank reports a different account holder name for this account',
  bankVerificationFailed: 'We could not verify this bank account with the bank',
  tooManyVerifications: 'Too many bank account checks today; please try again tomorrow',
  defaultBank: 'The default bank account cannot be deleted; make another account the default first',
  bankInUse: 'This bank account has a mandate or a running SIP and cannot be deleted',
  nomineeExists: 'You already have a nominee',
  onlyNomineeDeletable: 'A nominee can be removed here only when it is your only nominee',
  encryptedRefused: 'Send the values as they are; this server does not take client-encrypted values',
  formNotFound: 'The uploaded form was not found; please upload it again',
  notNach: 'Only a physical NACH mandate takes a signed form',
  formAlreadyUploaded: 'The signed form for this mandate has already been sent',
} as const;

const text = (message: string, max = 120) => v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.maxLength(max, message));
const optText = (max = 120) => v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max)), '');
const str = v.nullable(v.string());

// ------------------------------------------------------------------ profile data

export const BasicDetails = v.object({
  First_Name: str,
  Last_Name: str,
  PAN: str,
  Home_EMailID: str,
  Home_MobileNo: v.string(),
  /** DD/MM/YYYY */
  Date_of_Birth: str,
  /** Sex master code */
  Sex: v.nullable(v.number()),
  CAccountNo: str,
});
export const ProfileNominee = v.object({
  Nominee_ID: v.number(),
  Nominee_Name: v.string(),
  /** Relation master code */
  Nominee_RelationShip: v.number(),
  Nominee_PAN: str,
  Nper: v.number(),
});
export type ProfileNominee = v.InferOutput<typeof ProfileNominee>;
export const ProfileJointHolder = v.object({ JH_Name: v.string(), JH_DOB: v.string(), JH_PAN: v.string() });

/** GET /profile/get_profile_data */
export const getProfileData = defineCall({
  method: 'GET',
  path: '/profile/get_profile_data',
  body: undefined,
  answer: v.object({ basic_details: v.array(BasicDetails), nominee_details: v.array(ProfileNominee), jh_details: v.array(ProfileJointHolder) }),
});
export type ProfileData = v.InferOutput<typeof getProfileData.answer>;

// ------------------------------------------------------------------ contact change

const ChallengeCode = v.pipe(v.string(OTP_MESSAGES.invalid), v.minLength(16, OTP_MESSAGES.invalid), v.maxLength(64, OTP_MESSAGES.invalid));
const Otp = v.pipe(v.string(OTP_MESSAGES.invalid), v.trim(), v.check(isOtpShape, OTP_MESSAGES.invalid));

/**
 * POST /profile/update_profile_otp: starts a change of the email or mobile. The current owner
 * confirms it first: the OTP goes to the CURRENT mobile (or email), and the answer carries the
 * change's id and where the OTP went (`owner_check`). Once the owner has confirmed, the same call
 * for the same value sends the OTP to the NEW email (is_email_sent) or mobile (otp_status and
 * code) again (RESEND). A refusal is a 200 with `error` (spec 3 §7.4).
 */
export const OwnerCheck = v.object({
  otp_status: v.literal('Success'),
  /** the challenge of the OTP sent to the current contact */
  code: v.string(),
  change_id: v.string(),
  /** where the owner's OTP went; 'passkey' when none was sent because a passkey confirms instead */
  owner_check: v.object({ channel: v.picklist(['mobile', 'email', 'passkey']), sent_to: v.string() }),
});
const NewContactSent = [
  v.object({ is_email_sent: v.literal(true) }),
  v.object({ otp_status: v.literal('Success'), code: v.string() }),
  v.object({ error: v.string() }),
] as const;
export const updateProfileOtp = defineCall({
  method: 'POST',
  path: '/profile/update_profile_otp',
  body: v.object({
    phone_number: optText(10),
    email_id: optText(254),
    /** 'passkey': the owner will confirm with a registered passkey, so no OTP goes to the current contact */
    owner_proof: v.optional(v.picklist(['passkey'])),
  }),
  // the owner check first: the plain {otp_status, code} answer would match it and drop its fields
  answer: v.union([OwnerCheck, ...NewContactSent]),
});

/**
 * POST /profile/confirm_contact_owner (ours): the current owner's proof for a started change. A
 * good proof sends the OTP to the new value and answers as update_profile_otp's spec answers do;
 * a new mobile that is another account's is refused only now, after the owner has confirmed.
 */
export const OwnerProof = v.variant('kind', [
  v.object({ kind: v.literal('otp-current'), code: ChallengeCode, otp: Otp }),
  // a WebAuthn assertion (its own JSON form) for the purpose 'contact-change', checked by the server's WebAuthn library
  v.object({ kind: v.literal('passkey'), response: v.record(v.string(), v.unknown()) }),
]);
export const confirmContactOwner = defineCall({
  method: 'POST',
  path: '/profile/confirm_contact_owner',
  body: v.object({
    change_id: v.pipe(v.string(OTP_MESSAGES.invalid), v.minLength(16, OTP_MESSAGES.invalid), v.maxLength(64, OTP_MESSAGES.invalid)),
    proof: OwnerProof,
  }),
  answer: v.union([...NewContactSent]),
});

/** POST /profile/verify_update_otp: otp with email_id, or otp with code and phone_number. */
export const verifyUpdateOtp = defineCall({
  method: 'POST',
  path: '/profile/verify_update_otp',
  body: v.object({
    otp: Otp,
    email_id: optText(254),
    code: v.optional(ChallengeCode),
    phone_number: optText(10),
    is_encrypted: v.optional(v.union([v.boolean(), v.number(), v.string()])),
  }),
  answer: v.object({ is_profile_updated: v.object({ is_updated: v.boolean() }) }),
});
export { CONTACT_MESSAGES };

// ------------------------------------------------------------------ pictures

/** POST /profile/upload-profile: multipart `file`; a JPEG or PNG. */
export const uploadProfilePicture = defineCall({
  method: 'POST',
  path: '/profile/upload-profile',
  body: v.unknown(),
  multipart: true,
  answer: v.object({ userDetails: v.object({ profile_pic: v.string() }) }),
});
// ------------------------------------------------------------------ nominee

/**
 * POST /profile/add_nominee_details: the spec's three fields, plus the contact details and date
 * of birth SEBI's nomination rules (and our onboarding records) ask of every nominee.
 */
export const addNomineeDetails = defineCall({
  method: 'POST',
  path: '/profile/add_nominee_details',
  body: v.object({
    Nominee_Name: text(PROFILE_MESSAGES.fillMandatory, 70),
    Nominee_RelationShip: v.pipe(
      v.number(PROFILE_MESSAGES.fillMandatory),
      v.integer(PROFILE_MESSAGES.fillMandatory),
      v.minValue(1, PROFILE_MESSAGES.fillMandatory),
    ),
    Nominee_PAN: text(PROFILE_MESSAGES.fillMandatory, 10),
    /** DD/MM/YYYY */
    Nominee_DOB: text(PROFILE_MESSAGES.fillMandatory, 10),
    Nominee_Email: text(PROFILE_MESSAGES.fillMandatory, 254),
    Nominee_Mobile: text(PROFILE_MESSAGES.fillMandatory, 10),
    Nominee_Address: text(PROFILE_MESSAGES.fillMandatory),
    Nominee_city: text(PROFILE_MESSAGES.fillMandatory, 60),
    Nominee_pin: text(PROFILE_MESSAGES.fillMandatory, 6),
  }),
  answer: v.object({ is_updated: v.literal(true), message: v.string() }),
});
export type AddNomineeBody = v.InferInput<typeof addNomineeDetails.body>;

/** POST /profile/delete_nominee/{id} (ours): only a sole nominee (the shares must stay at 100 %). */
export const deleteNomineeDetails = defineCall({
  method: 'POST',
  path: '/profile/delete_nominee/:id',
  body: undefined,
  answer: v.object({ is_deleted: v.literal(true), message: v.string() }),
});
