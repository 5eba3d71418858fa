import * as v from 'valibot';
import { defineCall } from './common.ts';
import { MANDATE_MESSAGES } from '../rules/mandates/mandate.ts';

/**
 * Bank mandates (spec 3 §4.6, §7.4 Bank Mandates) under /profile: the list, registration with the
 * exchange, and the signed NACH form. Paths the spec does not show are marked "(ours)".
 */

const optText = (max = 120) => v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max)), '');
const str = v.nullable(v.string());

export const MandateStatus = v.picklist(['REGISTERED', 'UNDER_APPROVAL', 'APPROVED', 'REJECTED']);
export const BankMandate = v.object({
  Mandate_Id: v.string(),
  /** X physical NACH, N E-NACH, I ISIP */
  Mandate_Type: v.picklist(['X', 'N', 'I']),
  LastBSEMandateStatus: MandateStatus,
  /** rupees, decimal string */
  AMOUNT: v.string(),
  /** DD/MM/YYYY */
  START_DATE: v.string(),
  END_DATE: v.string(),
  Bank_Name: v.string(),
  /** masked */
  ACCOUNT_NO: v.string(),
  /** BankAccountType master code, when the bank is still on file */
  AccountType: v.nullable(v.number()),
  IFSC_CODE: str,
  /** the branch */
  Address1: str,
  /** X only: whether the signed form has been sent */
  XsipStatus: v.nullable(v.picklist(['Form not uploaded', 'Form uploaded'])),
  /** the reason for a rejection */
  remarks: str,
  /** E-NACH/ISIP still waiting for the investor: where to authorise it */
  auth_url: str,
  bank_account_id: v.nullable(v.number()),
});
export type BankMandate = v.InferOutput<typeof BankMandate>;

/** GET /profile/get_bank_mandate */
export const getBankMandate = defineCall({
  method: 'GET',
  path: '/profile/get_bank_mandate',
  body: undefined,
  answer: v.object({ mandate_details: v.array(BankMandate) }),
});

/**
 * POST /profile/register_mandate. `AccountNO` carries the bank account's ID from
 * get_bank_accounts: the device never holds the whole number, so there is nothing to encrypt
 * (is_encrypted must be absent or false). A refusal by the exchange is is_mandate_registered false.
 */
export const registerMandate = defineCall({
  method: 'POST',
  path: '/profile/register_mandate',
  body: v.object({
    is_encrypted: v.optional(v.union([v.boolean(), v.number(), v.string()])),
    AccountNO: v.pipe(
      v.union([v.string(), v.number()], MANDATE_MESSAGES.selectAccount),
      v.transform(String),
      v.trim(),
      v.nonEmpty(MANDATE_MESSAGES.selectAccount),
      v.maxLength(20, MANDATE_MESSAGES.selectAccount),
    ),
    IFSC_CODE: optText(11),
    Amount: v.pipe(
      v.union([v.string(), v.number()], MANDATE_MESSAGES.amountMandatory),
      v.transform(String),
      v.trim(),
      v.nonEmpty(MANDATE_MESSAGES.amountMandatory),
      v.maxLength(15, MANDATE_MESSAGES.amountMandatory),
    ),
    AC_TYPE: v.optional(v.union([v.string(), v.number()])),
    mandate_type: v.picklist(['X', 'N', 'I'] as const, MANDATE_MESSAGES.invalidType),
    img: v.optional(v.nullable(v.string())),
    BankName: optText(100),
  }),
  answer: v.object({
    imandate_details: v.object({
      is_mandate_registered: v.boolean(),
      message: v.string(),
      prefilled_url: str,
      mandateId: str,
      /** E-NACH/ISIP: the exchange's authorisation page */
      auth_url: str,
    }),
  }),
});
export type RegisterMandateBody = v.InferInput<typeof registerMandate.body>;

/** POST /profile/upload_xsip_form: multipart `file`, the signed NACH form. */
export const uploadXsipForm = defineCall({
  method: 'POST',
  path: '/profile/upload_xsip_form',
  body: v.unknown(),
  multipart: true,
  answer: v.object({ image_url: v.string() }),
});

/** POST /profile/upload-prefilled/{mandateId}: sends the uploaded form (image_path) to the exchange. */
export const uploadPrefilled = defineCall({
  method: 'POST',
  path: '/profile/upload-prefilled/:mandateId',
  body: v.object({
    image_path: v.pipe(
      v.string(MANDATE_MESSAGES.uploadImage),
      v.trim(),
      v.nonEmpty(MANDATE_MESSAGES.uploadImage),
      v.maxLength(400, MANDATE_MESSAGES.uploadImage),
    ),
  }),
  answer: v.union([v.object({ is_image_uploaded: v.literal(true) }), v.object({ is_image_uploaded: v.literal(false), error: v.string() })]),
});

/**
 * POST /profile/get-prefilled/{type}: the prefilled NACH form (PDF) to print and sign. The spec
 * names the segment {type}; forms here are per mandate, so it carries the Mandate_Id.
 */
export const getPrefilled = defineCall({
  method: 'POST',
  path: '/profile/get-prefilled/:type',
  body: undefined,
  read: true,
  answer: v.object({ image_url: v.string() }),
});
