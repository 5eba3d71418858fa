import { ageOn, parseDmy, ymdToDmy } from '../../time/ist.ts';

/** Dates of birth (spec 1 §5, §9). Dates are YYYY-MM-DD; "today" is the IST date. */
export const HOLDER_MIN_AGE = 19;
export const NOMINEE_ADULT_AGE = 18;

export const AGE_MESSAGES = {
  holderUnderAge: 'Age Should be Greater than 18',
  nomineeAdult: 'Age should be greater than or equal 18 years',
  nomineeMinor: 'Age should be less than 18 years',
  /** Not in the spec (its calendar simply offers no future dates); the server still refuses them. */
  future: 'Date of birth cannot be in the future',
  /** Not in the spec: an empty or impossible date reaching the rule. */
  invalid: 'Please enter valid date of birth',
} as const;

// Round-tripping through the DD/MM/YYYY parser refuses both bad shapes and dates like 31 Feb.
const isRealYmd = (v: string): boolean => parseDmy(ymdToDmy(v)) === v;

function commonDobError(dobYmd: string, todayYmd: string): string | null {
  if (!isRealYmd(dobYmd)) return AGE_MESSAGES.invalid;
  if (dobYmd > todayYmd) return AGE_MESSAGES.future;
  return null;
}

/** Account holder: 19 or older on `todayYmd` (the spec's message says 18, its rule says 19). */
export function validateHolderDob(dobYmd: string, todayYmd: string): string | null {
  const error = commonDobError(dobYmd, todayYmd);
  if (error) return error;
  return ageOn(dobYmd, todayYmd) < HOLDER_MIN_AGE ? AGE_MESSAGES.holderUnderAge : null;
}

/** Nominee: an adult must be at least 18; one marked minor must be under 18. */
export function validateNomineeDob(dobYmd: string, todayYmd: string, isMinor: boolean): string | null {
  const error = commonDobError(dobYmd, todayYmd);
  if (error) return error;
  const age = ageOn(dobYmd, todayYmd);
  if (isMinor) return age < NOMINEE_ADULT_AGE ? null : AGE_MESSAGES.nomineeMinor;
  return age >= NOMINEE_ADULT_AGE ? null : AGE_MESSAGES.nomineeAdult;
}

/**
 * Senior citizen for deposit rates: 60 or older (RBI's and the deposit companies' definition;
 * Income-tax Act s. 80TTB uses the same age; in force throughout). The FD switch follows the
 * investor's date of birth when it is known, and the server refuses senior rates to anyone younger.
 */
export const SENIOR_CITIZEN_AGE = 60;
export const SENIOR_MESSAGES = { notSenior: 'Senior citizen rates are for investors aged 60 or more' } as const;

/** Whether the investor born on `dobYmd` is a senior citizen on `todayYmd`; null when the date is unknown or not real. */
export function isSeniorCitizen(dobYmd: string | null | undefined, todayYmd: string): boolean | null {
  if (!dobYmd || !isRealYmd(dobYmd) || dobYmd > todayYmd) return null;
  return ageOn(dobYmd, todayYmd) >= SENIOR_CITIZEN_AGE;
}
