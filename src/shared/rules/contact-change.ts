import { isValidEmail } from './email.ts';
import { MOBILE_MESSAGES, isValidMobile } from './mobile.ts';

/** Email or mobile change from Edit Personal Information (spec 3 §4.5, §5, §8). */
export const CONTACT_MESSAGES = {
  invalidEmail: 'Enter a valid Email Address',
  sameEmail: 'No change in the Email',
  sameMobile: 'No change in the Mobile Number',
  updationFailed: 'Updation Failed',
  invalidMobile: MOBILE_MESSAGES.invalid,
  // Not in the spec: the spec names no message for these.
  mobileTaken: 'This mobile number is already registered with another account',
  oneAtATime: 'Change either the email or the mobile number, one at a time',
} as const;

export function validateNewEmail(value: string, current: string | null): string | null {
  const v = value.trim().toLowerCase();
  if (!isValidEmail(v)) return CONTACT_MESSAGES.invalidEmail;
  if (current !== null && v === current.trim().toLowerCase()) return CONTACT_MESSAGES.sameEmail;
  return null;
}

export function validateNewMobile(value: string, current: string): string | null {
  const v = value.trim();
  if (!isValidMobile(v)) return CONTACT_MESSAGES.invalidMobile;
  if (v === current) return CONTACT_MESSAGES.sameMobile;
  return null;
}
