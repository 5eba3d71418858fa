import { parseRupees } from '../../money/decimal.ts';
import { sanitizeAmountInput } from '../transactions/amounts.ts';

/**
 * Bank mandates (spec 3 §4.6, §5, §9). Types: X physical NACH (a signed form, 21 working days,
 * starts 2 days from today), N E-NACH (authorised online, 2 working days, a ₹1 verification
 * payment, starts today, at most ₹10,00,000), I ISIP (the exchange's digital mandate, 7 working days).
 */
export const MANDATE_TYPES = {
  X: 'Physical NACH',
  N: 'E-NACH',
  I: 'ISIP',
} as const;
export type MandateType = keyof typeof MANDATE_TYPES;

export const MANDATE_MESSAGES = {
  selectAccount: 'Please select the Account number',
  amountMandatory: 'Amount is Mandatory',
  bankNameMandatory: 'Bank Name is Mandatory',
  uploadImage: 'Please Upload Image',
  registrationFailed: 'OTM Registration Failed',
  // Not in the spec: the spec shows the E-NACH limit only as a hint.
  electronicMax: 'Maximum amount for E-NACH is ₹10,00,000',
  physicalMax: 'Maximum amount for NACH is ₹1,00,00,000',
  amountPositive: 'Amount should be greater than 0',
  invalidType: 'Please select the mandate type',
} as const;

/** NPCI E-mandate ceiling (spec 3 §9): ₹10,00,000, in paise. */
export const ELECTRONIC_MANDATE_MAX_PAISE = 10_00_000_00n;
/** NPCI physical NACH per-debit ceiling (NPCI NACH procedural guidelines): ₹1 crore, in paise. */
export const PHYSICAL_MANDATE_MAX_PAISE = 1_00_00_000_00n;
export const ELECTRONIC_MANDATE_HINT = 'Maximum ₹10,00,000 for E-NACH';

/** Days until the mandate may first be debited (spec 3 §9): E-NACH and ISIP today, NACH 2 days. */
export const MANDATE_START_OFFSET_DAYS: Record<MandateType, number> = { X: 2, N: 0, I: 0 };
/** Until cancelled: the exchange's open-ended end date. */
export const MANDATE_END_DATE = '2099-12-31';

/** Amount input: digits and the decimal point only (spec 3 §5). */
export const sanitizeMandateAmount = sanitizeAmountInput;

export interface MandateForm {
  accountId: string;
  amount: string;
  mandateType: string;
  bankName: string;
}

/** The form's first problem, or null; both ends run it. */
export function validateMandate(f: MandateForm): string | null {
  if (f.accountId.trim() === '') return MANDATE_MESSAGES.selectAccount;
  if (f.amount.trim() === '') return MANDATE_MESSAGES.amountMandatory;
  if (!(f.mandateType in MANDATE_TYPES)) return MANDATE_MESSAGES.invalidType;
  if (f.mandateType === 'X' && f.bankName.trim() === '') return MANDATE_MESSAGES.bankNameMandatory;
  const paise = parseRupees(f.amount.trim());
  if (paise === null) return MANDATE_MESSAGES.amountMandatory;
  if (paise <= 0n) return MANDATE_MESSAGES.amountPositive;
  if (f.mandateType !== 'X' && paise > ELECTRONIC_MANDATE_MAX_PAISE) return MANDATE_MESSAGES.electronicMax;
  if (f.mandateType === 'X' && paise > PHYSICAL_MANDATE_MAX_PAISE) return MANDATE_MESSAGES.physicalMax;
  return null;
}

/** Our mandate states and what the cards say. */
export const MANDATE_STATUS_LABEL = {
  REGISTERED: 'REGISTERED',
  UNDER_APPROVAL: 'UNDER APPROVAL',
  APPROVED: 'APPROVED',
  REJECTED: 'REJECTED',
} as const;
export type MandateStatus = keyof typeof MANDATE_STATUS_LABEL;
