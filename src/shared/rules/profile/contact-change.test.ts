import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES as M, validateNewEmail, validateNewMobile } from './contact-change.ts';

describe('contact change', () => {
  it('refuses a malformed or unchanged email, in any case or spacing', () => {
    expect(validateNewEmail('asha@', 'asha@example.com')).toBe(M.invalidEmail);
    expect(validateNewEmail(' Asha@Example.com ', 'asha@example.com')).toBe(M.sameEmail);
    expect(validateNewEmail('asha.k@example.com', 'asha@example.com')).toBeNull();
    expect(validateNewEmail('asha.k@example.com', null)).toBeNull();
  });

  it('refuses a mobile that is not 10 digits or is the same', () => {
    expect(validateNewMobile('98765', '9876543210')).toBe(M.invalidMobile);
    expect(validateNewMobile('9876543210', '9876543210')).toBe(M.sameMobile);
    expect(validateNewMobile('9876500011', '9876543210')).toBeNull();
  });
});
