import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isValidPincode, PINCODE_LENGTH, PINCODE_MESSAGES, sanitizePincodeInput, validatePincode } from './pincode.ts';

describe('isValidPincode', () => {
  it.each([
    ['560001', true],
    ['110011', true],
    ['999999', true],
    ['056001', false],
    ['56001', false],
    ['5600011', false],
    ['56000a', false],
    ['', false],
  ])('%j → %s', (v, ok) => {
    expect(isValidPincode(v)).toBe(ok);
  });

  it('accepts every 6-digit number from 100000 to 999999', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100000, max: 999999 }), (n) => {
        expect(isValidPincode(String(n))).toBe(true);
      }),
    );
  });
});

describe('sanitizePincodeInput', () => {
  it('keeps digits and stops at 6', () => {
    expect(sanitizePincodeInput('560 001-23')).toBe('560001');
  });

  it('never yields more than 6 digits', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const v = sanitizePincodeInput(raw);
        expect(v.length).toBeLessThanOrEqual(PINCODE_LENGTH);
        expect(v).toMatch(/^\d*$/);
      }),
    );
  });
});

describe('validatePincode', () => {
  it('returns the message for a bad code and null for a good one', () => {
    expect(validatePincode(' 400001 ')).toBeNull();
    expect(validatePincode('000001')).toBe(PINCODE_MESSAGES.invalid);
  });
});
