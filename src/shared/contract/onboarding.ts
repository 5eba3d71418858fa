import * as v from 'valibot';
import { defineCall } from './common.ts';
import { UserDetails } from './user.ts';
import { ONBOARDING_MESSAGES as M } from '../rules/onboarding/onboarding-forms.ts';
import { OTP_MESSAGES, isOtpShape } from '../rules/onboarding/otp.ts';
import { MOBILE_MESSAGES, isValidMobile } from '../rules/onboarding/mobile.ts';
import { PAN_MESSAGES } from '../rules/onboarding/pan.ts';

export { ONBOARDING_MESSAGES } from '../rules/onboarding/onboarding-forms.ts';

/**
 * The onboarding calls of spec 1 §7 under /onboarding. Paths the spec does not show are marked
 * "(ours)". Dates of birth travel as DD/MM/YYYY.
 *
 * page_no. Each step's save carries the spec's page_no: identification 1, personal 2, bank 3
 * (a saved bank), holders 4, nominee 5 (when the shares reach 100), address 6, FATCA 8, cheque 9
 * (the upload). The server keeps the saved position as the NEXT step to open, so resuming never
 * repeats a finished step: 0 identification, 1 personal, 2 bank, 3 holders, 4 nominee,
 * 5 address, 7 FATCA (an address save stores 7, not its body's 6), 8 cheque, 9 signature.
 * The position never moves back when an earlier step is saved again.
 */
export const PAGE_NO = { identification: 1, personal: 2, bank: 3, holders: 4, nominee: 5, address: 6, fatca: 8, cheque: 9 } as const;
/** The saved position after a step's save (spec 1 §2 map, address → FATCA). */
export const positionAfter = (pageNo: number): number => (pageNo === PAGE_NO.address ? 7 : pageNo);

export const INVESTOR_TYPE_JOINT = 'JT';
export const MODE_OF_HOLDING = { single: 1, joint: 2, anyoneOrSurvivor: 3 } as const;
export const MAX_JOINT_HOLDERS = 2;

const text = (message: string, max = 120) => v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.maxLength(max, message));
const optText = (max = 120) => v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max)), '');
const code = (message: string) => v.pipe(v.number(message), v.integer(message), v.minValue(1, message));
const yn = (fallback: 'Y' | 'N') => v.optional(v.picklist(['Y', 'N'] as const, M.fillAll), fallback);
const Pan = v.pipe(v.string(PAN_MESSAGES.mandatory), v.trim(), v.toUpperCase(), v.nonEmpty(PAN_MESSAGES.mandatory), v.maxLength(10, PAN_MESSAGES.invalid));
const Dob = (message: string) => text(message, 10);
const Otp = v.pipe(v.string(OTP_MESSAGES.invalid), v.trim(), v.check(isOtpShape, OTP_MESSAGES.invalid));
const ChallengeCode = v.pipe(v.string(OTP_MESSAGES.invalid), v.minLength(16, OTP_MESSAGES.invalid), v.maxLength(64, OTP_MESSAGES.invalid));
const InvestorType = v.optional(v.picklist(['SELF', INVESTOR_TYPE_JOINT] as const), 'SELF');

// ------------------------------------------------------------------ answers

export const Bank = v.object({
  ID: v.number(),
  AccountHolder: v.string(),
  MICRCode: v.nullable(v.string()),
  BankName: v.string(),
  BranchName: v.string(),
  IFSCCode: v.string(),
  /** masked to the last 4 digits: the full number never leaves the server */
  ACNo: v.string(),
  ACType: v.number(),
  DefaultFlag: v.picklist(['Y', 'N']),
  is_verified: v.boolean(),
});
export type Bank = v.InferOutput<typeof Bank>;

export const JointHolder = v.object({ JH_ID: v.number(), JH_No: v.number(), JH_Name: v.string(), JH_PAN: v.string(), JH_DOB: v.string() });
export type JointHolder = v.InferOutput<typeof JointHolder>;

export const Nominee = v.object({
  Nominee_ID: v.number(),
  Nominee_Name: v.string(),
  Nominee_RelationShip: v.string(),
  Nper: v.number(),
  Nominee_IsMinor: v.picklist(['Y', 'N']),
});
export type Nominee = v.InferOutput<typeof Nominee>;

const num = v.nullable(v.number());
const str = v.nullable(v.string());

export const OnboardingDetails = v.object({
  PAN: str,
  First_Name: str,
  Last_Name: str,
  email_id: str,
  Home_MobileNo: v.string(),
  Date_of_Birth: str,
  Sex: num,
  Marrital_Status: num,
  Mobile_declaration: num,
  Email_declaration: num,
  /** a saved email counts as verified (spec 1 §4) */
  is_email_verified: v.boolean(),
  /** true once personal details are saved (page_no above 1) */
  is_mobile_verified: v.boolean(),
  Mode_of_Holding: v.number(),
  Home_Address1: str,
  Home_Address2: str,
  Home_Country: num,
  Home_State: num,
  Home_City: num,
  Home_PinCode: str,
  Place_of_Birth: str,
  Occupation: num,
  Type_of_Resident: num,
  Nationality: num,
  PEP_FLAG: v.nullable(v.picklist(['Y', 'N'])),
  INC_SLAB: num,
  SRCE_WEALT: num,
  page_no: v.number(),
  /** 1 when onboarding is complete */
  onboarding_status: v.picklist([0, 1]),
  /** KYC: 1 verified, 0 not verified (or not checked yet) */
  status: v.picklist([0, 1]),
  bank: v.array(Bank),
  nominee: v.array(Nominee),
  jh: v.array(JointHolder),
  bank_count: v.number(),
  nominee_count: v.number(),
  jh_count: v.number(),
  /** short-lived signed URLs of the uploaded images, or null */
  cancel_cheque: str,
  signature: str,
  jh_sign: v.array(v.object({ JH_No: v.number(), url: v.string() })),
});
export type OnboardingDetails = v.InferOutput<typeof OnboardingDetails>;

/** The answer of most onboarding calls: the whole onboarding state, as it is after the call. */
export const WithDetails = v.object({ onboarding_details: OnboardingDetails });
const OtpSent = v.object({ otp_status: v.literal('Success'), code: v.string() });

// ------------------------------------------------------------------ step bodies

const Identification = v.object({
  page_no: v.literal(PAGE_NO.identification),
  PAN: Pan,
  First_Name: text(M.fillAllThe, 70),
  Last_Name: text(M.fillAllThe, 70),
});
const Personal = v.object({
  page_no: v.literal(PAGE_NO.personal),
  email_id: text(M.fillAllThe, 254),
  Home_EMailID: optText(254),
  Home_MobileNo: optText(10),
  Date_of_Birth: Dob(M.fillAllThe),
  Sex: code(M.fillAllThe),
  Marrital_Status: code(M.fillAllThe),
  Mobile_declaration: code(M.fillAllThe),
  Email_declaration: code(M.fillAllThe),
  /** what the screen believes; the server decides from its own records */
  is_email_verified: v.optional(v.boolean()),
});
const Holding = v.object({
  page_no: v.literal(PAGE_NO.holders),
  Mode_of_Holding: v.optional(v.picklist([1, 2, 3] as const, M.fillAllThe), MODE_OF_HOLDING.single),
});
const Address = v.object({
  page_no: v.literal(PAGE_NO.address),
  Home_Address1: text(M.fillAll),
  Home_Address2: text(M.fillAll),
  Home_Country: code(M.fillAll),
  Home_State: code(M.fillAll),
  Home_City: code(M.fillAll),
  Home_PinCode: text(M.fillAll, 6),
});
const Fatca = v.object({
  page_no: v.literal(PAGE_NO.fatca),
  Place_of_Birth: text(M.fillAll, 60),
  Occupation: code(M.fillAll),
  Type_of_Resident: code(M.fillAll),
  Nationality: code(M.fillAll),
  PEP_FLAG: v.picklist(['Y', 'N'] as const, M.fillAll),
  INC_SLAB: code(M.fillAll),
  SRCE_WEALT: code(M.fillAll),
});

export const OnboardUserBody = v.variant('page_no', [Identification, Personal, Holding, Address, Fatca], 'Invalid page_no');
export type OnboardUserBody = v.InferInput<typeof OnboardUserBody>;

export const JointHolderBody = v.object({
  pan: Pan,
  name: text(M.fillAllThe, 70),
  JH_Name_Last: text(M.fillAllThe, 70),
  dob: Dob(M.fillAllThe),
  JH_Email: text(M.fillAllThe, 254),
  JH_Email_Declaration: code(M.fillAllThe),
  JH_Mobile: text(M.fillAllThe, 10),
  JH_Mobile_Declaration: code(M.fillAllThe),
  Mode_of_Holding: v.picklist([MODE_OF_HOLDING.joint, MODE_OF_HOLDING.anyoneOrSurvivor] as const, M.fillAllThe),
});
export type JointHolderBody = v.InferInput<typeof JointHolderBody>;

export const NomineeBody = v.object({
  page_no: v.optional(v.literal(PAGE_NO.nominee), PAGE_NO.nominee),
  name: text(M.fillAll, 70),
  relation: code(M.fillAll),
  Nper: v.pipe(v.union([v.string(M.fillAll), v.number(M.fillAll)], M.fillAll), v.transform(String), v.trim(), v.nonEmpty(M.fillAll)),
  Nominee_DOB: Dob(M.fillAll),
  Nominee_Identity_Type: code(M.fillAll),
  Nominee_IDnumber: text(M.fillAll, 20),
  Nominee_Email: text(M.fillAll, 254),
  Nominee_Mobile: text(M.fillAll, 10),
  Nominee_Address: text(M.fillAll),
  nominee_address2: optText(),
  nominee_address3: optText(),
  Nominee_city: text(M.fillAll, 60),
  Nominee_pin: text(M.fillAll, 6),
  Nominee_country: code(M.fillAll),
  pan: optText(10),
  Nominee_IsMinor: yn('N'),
  Nominee_Guardian: v.optional(v.nullable(v.number())),
  Guardian_Name: optText(70),
  Nominee_SOA: yn('Y'),
});
export type NomineeBody = v.InferInput<typeof NomineeBody>;

// ------------------------------------------------------------------ calls

/** GET /onboarding: what has been saved so far. */
export const getOnboarding = defineCall({ method: 'GET', path: '/onboarding', body: undefined, answer: WithDetails });

/** POST /onboarding/onboard-user: the per-step save. A not-KYC-verified PAN answers status 0 and `message`. */
export const onboardUser = defineCall({
  method: 'POST',
  path: '/onboarding/onboard-user',
  body: OnboardUserBody,
  answer: v.object({ onboarding_details: OnboardingDetails, message: v.optional(v.string()) }),
});

export const DECLARATION_KEYS = ['email', 'mobile', 'Nominee_Add'] as const;
export const Declaration = v.object({ NAME: v.string(), PK_ID: v.number() });
export type Declaration = v.InferOutput<typeof Declaration>;

/** POST /onboarding/declaration-list: whose email or mobile it is (SEBI family flags), or the nominee identity types. */
export const declarationList = defineCall({
  method: 'POST',
  path: '/onboarding/declaration-list',
  read: true,
  body: v.object({ key: v.picklist(DECLARATION_KEYS, 'Invalid key') }),
  answer: v.object({ declaration_list: v.array(Declaration) }),
});

export const sendEmailOtp = defineCall({
  method: 'POST',
  path: '/onboarding/send_email_otp',
  body: v.object({ email_id: text(M.invalidEmail, 254), InvestorType }),
  answer: OtpSent,
});
export const verifyEmailOtp = defineCall({
  method: 'POST',
  path: '/onboarding/verify_email_otp',
  body: v.object({ code: ChallengeCode, otp: Otp }),
  answer: v.object({ is_otp_verified: v.literal(true) }),
});
export const sendMobileOtp = defineCall({
  method: 'POST',
  path: '/onboarding/send_mobile_otp',
  body: v.object({
    phone_number: v.pipe(v.string(MOBILE_MESSAGES.mandatory), v.trim(), v.nonEmpty(MOBILE_MESSAGES.mandatory), v.check(isValidMobile, MOBILE_MESSAGES.invalid)),
    InvestorType,
  }),
  answer: OtpSent,
});
export const verifyMobileOtp = defineCall({
  method: 'POST',
  path: '/onboarding/verify_mobile_otp',
  body: v.object({ code: ChallengeCode, otp: Otp }),
  answer: v.object({ otp_verified: v.literal(true) }),
});

export const saveJointHolder = defineCall({ method: 'POST', path: '/onboarding/jh-details', body: JointHolderBody, answer: WithDetails });
export const deleteJointHolder = defineCall({ method: 'GET', path: '/onboarding/delete_jh_details/:id', body: undefined, answer: WithDetails });
export const saveNominee = defineCall({ method: 'POST', path: '/onboarding/nominee-details', body: NomineeBody, answer: WithDetails });
export const deleteNominee = defineCall({ method: 'GET', path: '/onboarding/delete_nominee_details/:id', body: undefined, answer: WithDetails });

/** Multipart uploads, field `file`. Limits are in UPLOAD_LIMITS. */
export const uploadCheque = defineCall({
  method: 'POST',
  path: '/onboarding/upload-cheque',
  /** multipart form data with the field `file` (the JSON validator never reads it) */
  body: v.unknown(),
  multipart: true,
  answer: v.object({ userDetails: v.object({ cancel_cheque: v.string() }), onboarding_details: OnboardingDetails }),
});
export const uploadSign = defineCall({
  method: 'POST',
  path: '/onboarding/upload-sign',
  /** multipart form data with the field `file` (the JSON validator never reads it) */
  body: v.unknown(),
  multipart: true,
  answer: v.object({ userDetails: v.object({ signature: v.string() }), onboarding_details: OnboardingDetails }),
});
/** POST /onboarding/upload_jh_sign/JH_sign{n}: a refusal is a 200 with `error` (spec 1 §7). */
export const uploadJhSign = defineCall({
  method: 'POST',
  path: '/onboarding/upload_jh_sign/:slot',
  /** multipart form data with the field `file` (the JSON validator never reads it) */
  body: v.unknown(),
  multipart: true,
  answer: v.union([v.object({ jh_sign_url: v.string(), onboarding_details: OnboardingDetails }), v.object({ error: v.string() })]),
});
export const jhSignSlot = (n: number): string => `JH_sign${n}`;

/** GET /onboarding/submit-details: completes onboarding and registers the investor with the exchange. */
export const submitDetails = defineCall({
  method: 'GET',
  path: '/onboarding/submit-details',
  body: undefined,
  answer: v.object({ onboarding_details: OnboardingDetails, user_details: UserDetails }),
});

/** POST /onboarding/skip (ours): SKIP REGISTRATION records the screen to return to. */
export const skipOnboarding = defineCall({
  method: 'POST',
  path: '/onboarding/skip',
  body: v.object({ skipped: v.pipe(v.string(), v.trim(), v.regex(/^\/onboarding(\/[A-Za-z_-]+)?$/, 'Invalid screen')) }),
  answer: v.object({ skipped: v.string() }),
});

/** Upload limits (stated on screen, enforced by the server). */
export const UPLOAD_LIMITS = {
  maxBytes: 2 * 1024 * 1024,
  maxSidePx: 5000,
  /** total pixels (20 MP: a 5000 × 4000 phone photo); more is refused before decoding (a decompression bomb) */
  maxPixels: 20_000_000,
  minSidePx: 50,
  cheque: ['image/jpeg', 'image/png', 'application/pdf'],
  signature: ['image/jpeg', 'image/png'],
} as const;
export const UPLOAD_HINT = {
  cheque: 'JPEG, PNG or PDF, up to 2 MB; images between 50 and 5000 pixels a side, at most 20 megapixels',
  signature: 'JPEG or PNG, up to 2 MB, between 50 and 5000 pixels a side, at most 20 megapixels',
} as const;
