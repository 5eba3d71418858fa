import { isValidEmail } from '../onboarding/email.ts';
import { MOBILE_MESSAGES, isValidMobile } from '../onboarding/mobile.ts';

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
  confirmOwnerFirst: 'Please confirm the change with the OTP sent to your registered mobile number or email first',
  changeExpired: 'This change has expired. Please start again.',
  onHold: 'Your account is on hold while we review a reported change of your contact details. Please contact Nivesh support.',
  /** followed by the wait (withWait) */
  tooManyChanges: 'You have asked to change your contact details several times in the last hour',
} as const;

/**
 * How the current owner of the mobile or email proves a change is theirs before anything is sent
 * to the new value: an OTP to the current contact, or an assertion of a passkey the investor has
 * registered with the server (WebAuthn, purpose 'contact-change'), made with the device's own
 * screen lock. The passkey takes the place of the first OTP only; the new value's OTP stays.
 */
export const OWNER_PROOF_KINDS = ['otp-current', 'passkey'] as const;
export type OwnerProofKind = (typeof OWNER_PROOF_KINDS)[number];

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
