/** Indian mobile numbers: exactly 10 digits (country code +91 is implied, spec 1 §9). */
export const MOBILE_LENGTH = 10;
export const MOBILE_MESSAGES = {
  mandatory: 'Mobile Number is mandatory',
  invalid: 'Please enter valid mobile number',
} as const;

const MOBILE_SHAPE = /^[0-9]{10}$/;

/** Keeps digits only and at most 10 of them, as the inputs do while typing. */
export function sanitizeMobileInput(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, MOBILE_LENGTH);
}

export function isValidMobile(value: string): boolean {
  return MOBILE_SHAPE.test(value);
}

/** Sign-in and sign-up: required and exactly 10 digits. Returns the message or null. */
export function validateMobile(value: string): string | null {
  const v = value.trim();
  if (v === '') return MOBILE_MESSAGES.mandatory;
  if (!isValidMobile(v)) return MOBILE_MESSAGES.invalid;
  return null;
}

/** Shows only the last 4 digits (the sign-in confirmation screen). */
export function maskLast4(value: string): string {
  if (value.length <= 4) return value;
  return 'X'.repeat(value.length - 4) + value.slice(-4);
}
