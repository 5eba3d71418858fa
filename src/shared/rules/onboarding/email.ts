/**
 * A standard email pattern: local part, @, a domain with at least one dot and a 2+ letter TLD.
 * Deliberately not RFC 5322 complete: it accepts what Indian KYC registries accept.
 */
const EMAIL_SHAPE = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
export const EMAIL_MAX_LENGTH = 254;

export function isValidEmail(value: string): boolean {
  const v = value.trim();
  return v.length <= EMAIL_MAX_LENGTH && EMAIL_SHAPE.test(v) && !v.includes('..');
}
