import { validateHolderDob, validateNomineeDob } from './age.ts';
import { isValidEmail } from './email.ts';
import { isValidMobile, MOBILE_MESSAGES } from './mobile.ts';
import { isValidPersonName } from './name.ts';
import { MAX_NOMINEES, NOMINEE_MESSAGES, validateGuardian, validateShare } from './nominee-share.ts';
import { PAN_MESSAGES, validateOnboardingPan } from './pan.ts';
import { PINCODE_LENGTH, PINCODE_MESSAGES, validatePincode } from './pincode.ts';
import { ageOn } from '../../time/ist.ts';

/**
 * Whole-step checks of the onboarding wizard (spec 1 §5), one per form. The client runs them
 * before it sends, the server runs them again on what arrives; each returns the first message
 * or null. Dates are YYYY-MM-DD here (the wire carries DD/MM/YYYY, spec 1 §9).
 */
export const ONBOARDING_MESSAGES = {
  /** identification, personal details, joint holder */
  fillAllThe: 'Please fill all the fields',
  /** bank, nominee, address, FATCA */
  fillAll: 'Please fill all Fields',
  verifyEmailId: 'Please verify your Email ID',
  verifyMobileNumber: 'Please verify your Mobile Number',
  verifyEmail: 'Please verify email',
  verifyMobile: 'Please verify mobile',
  userAlreadyOnboarded: 'USER ALREADY ONBOARDED',
  accountExistsWithPan: 'ACCOUNT ALREADY EXIST WITH PAN',
  notKycVerified: 'Your PAN is Not KYC Verified, Please Contact Support Team for KYC Verification...',
  /** not the spec's: the KRA lookup did not answer (a 5xx, which the app shows as 'Something went wrong') */
  kycUnavailable: 'The KYC check is not available right now. Please try again in a few minutes.',
  uploadCheque: 'Please upload Cheque Image',
  uploadSignature: 'Please upload signature',
  uploadImage: 'Please upload image',
  uploadFailed: 'Upload Failed',
  /** what the screens show for the two server refusals above (spec 1 §8) */
  alertUserOnboarded: 'User already onboarded',
  alertPanExists: 'A user with the same PAN already exists. Please try signing in',
  // Not in the spec: the spec names no message for these.
  invalidName: 'Please enter valid name',
  invalidEmail: 'Please enter valid email id',
  duplicatePan: 'This PAN is already added',
  maxNominees: `Maximum ${MAX_NOMINEES} nominees are allowed`,
  invalidIdNumber: 'Please enter valid identity number',
} as const;

/** Nominee identity documents (the `Nominee_Add` declaration list); PK_ID 1 is PAN. */
export const NOMINEE_ID_TYPES = [
  { PK_ID: 1, NAME: 'PAN' },
  { PK_ID: 2, NAME: 'Aadhaar (last 4 digits)' },
  { PK_ID: 3, NAME: 'Driving Licence' },
  { PK_ID: 4, NAME: 'Passport' },
] as const;
export const NOMINEE_ID_PAN = 1;

/** Country master id of India (spec 1 §9: default country value 1). */
const INDIA = 1;

const blank = (v: string | number | null | undefined): boolean => v === null || v === undefined || String(v).trim() === '';
const anyBlank = (values: ReadonlyArray<string | number | null | undefined>): boolean => values.some(blank);

export interface IdentificationForm {
  pan: string;
  firstName: string;
  lastName: string;
}

export function validateIdentification(f: IdentificationForm): string | null {
  if (blank(f.pan)) return PAN_MESSAGES.mandatory;
  if (anyBlank([f.firstName, f.lastName])) return ONBOARDING_MESSAGES.fillAllThe;
  const pan = validateOnboardingPan(f.pan);
  if (pan) return pan;
  if (!isValidPersonName(f.firstName) || !isValidPersonName(f.lastName)) return ONBOARDING_MESSAGES.invalidName;
  return null;
}

export interface PersonalForm {
  email: string;
  dob: string;
  sex: number | null;
  maritalStatus: number | null;
  emailDeclaration: number | null;
  mobileDeclaration: number | null;
  emailVerified: boolean;
  mobileVerified: boolean;
}

export function validatePersonal(f: PersonalForm, todayYmd: string): string | null {
  if (anyBlank([f.email, f.dob, f.sex, f.maritalStatus, f.emailDeclaration, f.mobileDeclaration])) return ONBOARDING_MESSAGES.fillAllThe;
  if (!isValidEmail(f.email)) return ONBOARDING_MESSAGES.invalidEmail;
  const dob = validateHolderDob(f.dob, todayYmd);
  if (dob) return dob;
  if (!f.emailVerified) return ONBOARDING_MESSAGES.verifyEmailId;
  if (!f.mobileVerified) return ONBOARDING_MESSAGES.verifyMobileNumber;
  return null;
}

export interface JointHolderForm {
  pan: string;
  firstName: string;
  lastName: string;
  dob: string;
  email: string;
  emailDeclaration: number | null;
  mobile: string;
  mobileDeclaration: number | null;
  emailVerified: boolean;
  mobileVerified: boolean;
}

/** A joint holder: an adult (the nominee adult rule) with an individual PAN that is nobody else's here. */
export function validateJointHolder(f: JointHolderForm, ctx: { todayYmd: string; ownPan: string | null; takenPans: readonly string[] }): string | null {
  if (blank(f.pan)) return PAN_MESSAGES.mandatory;
  if (anyBlank([f.firstName, f.lastName, f.dob, f.email, f.emailDeclaration, f.mobile, f.mobileDeclaration])) return ONBOARDING_MESSAGES.fillAllThe;
  const pan = validateOnboardingPan(f.pan, ctx.ownPan);
  if (pan) return pan;
  if (ctx.takenPans.includes(f.pan.trim().toUpperCase())) return ONBOARDING_MESSAGES.duplicatePan;
  if (!isValidPersonName(f.firstName) || !isValidPersonName(f.lastName)) return ONBOARDING_MESSAGES.invalidName;
  const dob = validateNomineeDob(f.dob, ctx.todayYmd, false);
  if (dob) return dob;
  if (!isValidMobile(f.mobile.trim())) return MOBILE_MESSAGES.invalid;
  if (!isValidEmail(f.email)) return ONBOARDING_MESSAGES.invalidEmail;
  if (!f.mobileVerified) return ONBOARDING_MESSAGES.verifyMobile;
  if (!f.emailVerified) return ONBOARDING_MESSAGES.verifyEmail;
  return null;
}

export interface NomineeForm {
  name: string;
  relation: number | null;
  share: string;
  dob: string;
  idType: number | null;
  idNumber: string;
  email: string;
  mobile: string;
  address1: string;
  city: string;
  pincode: string;
  country: number | null;
  isMinor: boolean;
  guardianRelation: number | null;
  guardianName: string;
}

function validateIdNumber(type: number, value: string, ownPan: string | null): string | null {
  const v = value.trim().toUpperCase();
  if (type === NOMINEE_ID_PAN) return validateOnboardingPan(v, ownPan);
  if (type === 2) return /^[0-9]{4}$/.test(v) ? null : ONBOARDING_MESSAGES.invalidIdNumber;
  return /^[A-Z0-9-]{5,20}$/.test(v) ? null : ONBOARDING_MESSAGES.invalidIdNumber;
}

/** A new nominee against those already saved: count, share, age, guardian, identity, contact. */
export function validateNominee(
  f: NomineeForm,
  ctx: { todayYmd: string; ownPan: string | null; existingShares: readonly number[]; takenPans: readonly string[] },
): string | null {
  if (anyBlank([f.name, f.relation, f.share, f.dob, f.idType, f.idNumber, f.email, f.mobile, f.address1, f.city, f.pincode, f.country])) {
    return ONBOARDING_MESSAGES.fillAll;
  }
  if (ctx.existingShares.length >= MAX_NOMINEES) return ONBOARDING_MESSAGES.maxNominees;
  if (!isValidPersonName(f.name)) return ONBOARDING_MESSAGES.invalidName;
  const share = validateShare(f.share, ctx.existingShares);
  if (share) return share;
  const dob = validateNomineeDob(f.dob, ctx.todayYmd, f.isMinor);
  if (dob) return dob;
  // a minor needs a guardian: who (the relation) and their name
  if (f.isMinor && blank(f.guardianRelation)) return NOMINEE_MESSAGES.guardian;
  const guardian = validateGuardian(f.isMinor, f.guardianName);
  if (guardian) return guardian;
  const id = validateIdNumber(f.idType!, f.idNumber, ctx.ownPan);
  if (id) return id;
  if (f.idType === NOMINEE_ID_PAN && ctx.takenPans.includes(f.idNumber.trim().toUpperCase())) return ONBOARDING_MESSAGES.duplicatePan;
  if (!isValidMobile(f.mobile.trim())) return MOBILE_MESSAGES.invalid;
  if (!isValidEmail(f.email)) return ONBOARDING_MESSAGES.invalidEmail;
  // Indian PIN codes have their shape; elsewhere only the spec's length cap applies.
  if (f.country === INDIA) return validatePincode(f.pincode);
  return f.pincode.trim().length <= PINCODE_LENGTH ? null : PINCODE_MESSAGES.invalid;
}

/** True when a date of birth makes a nominee a minor today (the form offers the guardian then). */
export function isMinorOn(dobYmd: string, todayYmd: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(dobYmd) && ageOn(dobYmd, todayYmd) < 18;
}

export interface AddressForm {
  address1: string;
  address2: string;
  country: number | null;
  state: number | null;
  city: number | null;
  pincode: string;
}

export function validateAddress(f: AddressForm): string | null {
  if (anyBlank([f.address1, f.address2, f.country, f.state, f.city, f.pincode])) return ONBOARDING_MESSAGES.fillAll;
  return validatePincode(f.pincode);
}

export interface FatcaForm {
  placeOfBirth: string;
  occupation: number | null;
  taxResidency: number | null;
  nationality: number | null;
  pep: string;
  incomeSlab: number | null;
  sourceOfWealth: number | null;
}

export function validateFatca(f: FatcaForm): string | null {
  if (anyBlank([f.placeOfBirth, f.occupation, f.taxResidency, f.nationality, f.pep, f.incomeSlab, f.sourceOfWealth])) return ONBOARDING_MESSAGES.fillAll;
  if (f.pep !== 'Y' && f.pep !== 'N') return ONBOARDING_MESSAGES.fillAll;
  return null;
}
