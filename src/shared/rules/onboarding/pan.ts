/** PAN: 5 letters, 4 digits, 1 letter; the 4th character P marks an individual (spec 1 §5). */
export const PAN_LENGTH = 10;
export const PAN_MESSAGES = {
  mandatory: 'PAN Number is mandatory',
  invalid: 'Please enter valid pan number',
  corporateSignIn: 'It seems you are using corporate PAN card; please contact customer care or use your personal PAN card to proceed',
  nonIndividual: 'Non Indivdual PAN is not allowed to transact',
} as const;

const PAN_SHAPE = /^[A-Z]{5}[0-9]{4}[A-Z]$/;

/** Upper-cases and keeps at most 10 letters and digits, as the PAN inputs do while typing. */
export function sanitizePanInput(raw: string): string {
  return raw
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, PAN_LENGTH);
}

export function isPanShape(value: string): boolean {
  return PAN_SHAPE.test(value);
}

export function isIndividualPan(value: string): boolean {
  return isPanShape(value) && value[3] === 'P';
}

/** Sign-in PAN tab. */
export function validateSignInPan(value: string): string | null {
  const v = value.trim().toUpperCase();
  if (v === '') return PAN_MESSAGES.mandatory;
  if (!isPanShape(v)) return PAN_MESSAGES.invalid;
  if (v[3] !== 'P') return PAN_MESSAGES.corporateSignIn;
  return null;
}

/** Onboarding PANs (investor, joint holder, nominee); `ownPan` rejects the investor's own. */
export function validateOnboardingPan(value: string, ownPan?: string | null): string | null {
  const v = value.trim().toUpperCase();
  if (v === '') return PAN_MESSAGES.mandatory;
  // The 4th-character rule bites as soon as it is typed (more than 3 characters).
  if (v.length > 3 && v[3] !== 'P') return PAN_MESSAGES.nonIndividual;
  if (!isPanShape(v)) return PAN_MESSAGES.invalid;
  if (ownPan && v === ownPan.toUpperCase()) return PAN_MESSAGES.invalid;
  return null;
}
