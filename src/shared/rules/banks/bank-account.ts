import { validateIfsc } from './ifsc.ts';
import { maskLast4 } from '../onboarding/mobile.ts';

/**
 * Bank account (spec 1 §5, §9): digits only, at most 17. The spec gives no minimum; Indian banks
 * give out 9 to 18 digit numbers (a few co-operative banks shorter), so anything under 6 digits is
 * surely a typing slip and is refused.
 */
export const ACCOUNT_NUMBER_MAX_LENGTH = 17;
export const ACCOUNT_NUMBER_MIN_LENGTH = 6;

export const BANK_MESSAGES = {
  /** Onboarding bank step. */
  fillAll: 'Please fill all Fields',
  /** The same rule where the screen words it this way. */
  allMandatory: 'All fields are Mandatory',
  /** Not in the spec: the spec names no message for a too-short account number. */
  invalidAccountNumber: 'Please enter valid account number',
  /** Not in the spec: the directory has no branch for this IFSC and none was typed (the field is open for it). */
  branchMissing: 'Please type the branch name of your bank',
} as const;

const ACCOUNT_SHAPE = new RegExp(`^[0-9]{${ACCOUNT_NUMBER_MIN_LENGTH},${ACCOUNT_NUMBER_MAX_LENGTH}}$`);

/** Keeps digits only and at most 17 of them, as the input does while typing. */
export function sanitizeAccountNumber(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, ACCOUNT_NUMBER_MAX_LENGTH);
}

export function isValidAccountNumber(value: string): boolean {
  return ACCOUNT_SHAPE.test(value);
}

/** Shows only the last 4 digits (saved bank lists). */
export function maskAccountNumber(value: string): string {
  return maskLast4(value.trim());
}

export interface BankDetailsInput {
  accountHolderName: string;
  accountNumber: string;
  accountType: string;
  ifsc: string;
}

/**
 * Whole-form check for the bank step: every field first (one message for all, as the spec
 * shows), then the IFSC shape, then the account number. Returns the first message or null.
 */
export function validateBankDetails(form: BankDetailsInput, requiredMessage: string = BANK_MESSAGES.fillAll): string | null {
  const values = [form.accountHolderName, form.accountNumber, form.accountType, form.ifsc];
  if (values.some((v) => v.trim() === '')) return requiredMessage;
  const ifscError = validateIfsc(form.ifsc);
  if (ifscError) return ifscError;
  if (!isValidAccountNumber(form.accountNumber.trim())) return BANK_MESSAGES.invalidAccountNumber;
  return null;
}
