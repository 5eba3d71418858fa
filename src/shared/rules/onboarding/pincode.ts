/** Indian PIN code (spec 1 §5, §9): 6 digits; India Post never starts one with 0. */
export const PINCODE_LENGTH = 6;
export const PINCODE_MESSAGES = {
  /** Not in the spec, which only caps the length; the address form's own "fill all" rule covers empty. */
  invalid: 'Please enter valid pincode',
} as const;

const PINCODE_SHAPE = /^[1-9][0-9]{5}$/;

/** Keeps digits only and at most 6 of them, as the input does while typing. */
export function sanitizePincodeInput(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, PINCODE_LENGTH);
}

export function isValidPincode(value: string): boolean {
  return PINCODE_SHAPE.test(value.trim());
}

export function validatePincode(value: string): string | null {
  return isValidPincode(value) ? null : PINCODE_MESSAGES.invalid;
}
