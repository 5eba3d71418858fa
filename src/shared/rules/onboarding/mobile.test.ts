import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MOBILE_LENGTH, MOBILE_MESSAGES, isValidMobile, maskLast4, sanitizeMobileInput, validateMobile } from './mobile.ts';

const isTenAsciiDigits = (s: string) => s.length === 10 && [...s].every((c) => c >= '0' && c <= '9');
const digit = fc.constantFrom(...'0123456789');
/** Strings near the valid shape (digits, a stray character, spaces), so rejections are not all trivial. */
const nearMobile = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.string({ unit: fc.constantFrom(...'0123456789 +-a٣'), maxLength: 14 }),
  fc.string({ unit: digit, minLength: 8, maxLength: 12 }),
);

describe('validateMobile', () => {
  it('quotes the spec messages exactly', () => {
    expect(MOBILE_MESSAGES.mandatory).toBe('Mobile Number is mandatory');
    expect(MOBILE_MESSAGES.invalid).toBe('Please enter valid mobile number');
    expect(MOBILE_LENGTH).toBe(10);
  });

  it.each([
    ['', 'Mobile Number is mandatory'],
    ['   ', 'Mobile Number is mandatory'],
    ['987654321', 'Please enter valid mobile number'], // 9 digits
    ['98765432101', 'Please enter valid mobile number'], // 11 digits
    ['98765 43210', 'Please enter valid mobile number'],
    ['+919876543210', 'Please enter valid mobile number'],
    ['98765abcde', 'Please enter valid mobile number'],
    ['٩٨٧٦٥٤٣٢١٠', 'Please enter valid mobile number'], // Arabic-Indic digits are not ASCII digits
    ['9876543210', null],
    [' 9876543210 ', null],
    ['0000000000', null],
  ])('%j → %s', (value, expected) => {
    expect(validateMobile(value)).toBe(expected);
  });

  it('accepts exactly the strings that are 10 ASCII digits once trimmed', () => {
    fc.assert(
      fc.property(nearMobile, (s) => {
        expect(validateMobile(s) === null).toBe(isTenAsciiDigits(s.trim()));
        expect(isValidMobile(s)).toBe(isTenAsciiDigits(s));
      }),
    );
  });

  it('accepts every string of exactly 10 digits', () => {
    fc.assert(
      fc.property(fc.string({ unit: digit, minLength: 10, maxLength: 10 }), (s) => {
        expect(validateMobile(s)).toBeNull();
        expect(isValidMobile(s)).toBe(true);
      }),
    );
  });

  it('rejects every digit string of another length', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: digit, minLength: 1, maxLength: 20 }).filter((s) => s.length !== 10),
        (s) => {
          expect(validateMobile(s)).toBe(MOBILE_MESSAGES.invalid);
        },
      ),
    );
  });
});

describe('sanitizeMobileInput', () => {
  it.each([
    ['98765-43210', '9876543210'],
    ['+91 98765 43210', '9198765432'], // keeps the first 10 digits typed, as the input does
    ['abc', ''],
    ['98765432109999', '9876543210'],
  ])('%j → %j', (raw, expected) => {
    expect(sanitizeMobileInput(raw)).toBe(expected);
  });

  it('keeps only digits, in order, at most 10, and is idempotent', () => {
    fc.assert(
      fc.property(nearMobile, (raw) => {
        const once = sanitizeMobileInput(raw);
        expect(once.length).toBeLessThanOrEqual(MOBILE_LENGTH);
        expect(once).toMatch(/^[0-9]*$/);
        expect(sanitizeMobileInput(once)).toBe(once);
        const allDigits = [...raw].filter((c) => c >= '0' && c <= '9').join('');
        expect(once).toBe(allDigits.slice(0, MOBILE_LENGTH));
      }),
    );
  });
});

describe('maskLast4', () => {
  it.each([
    ['9876543210', 'XXXXXX3210'],
    ['12345', 'X2345'],
    ['1234', '1234'],
    ['', ''],
  ])('%j → %j', (value, expected) => {
    expect(maskLast4(value)).toBe(expected);
  });

  it('keeps the length, shows only the last 4 characters and hides the rest', () => {
    fc.assert(
      fc.property(fc.string({ unit: digit, minLength: 5, maxLength: 20 }), (value) => {
        const masked = maskLast4(value);
        expect(masked).toHaveLength(value.length);
        expect(masked.slice(-4)).toBe(value.slice(-4));
        expect(masked.slice(0, -4)).toMatch(/^X+$/);
      }),
    );
  });
});
