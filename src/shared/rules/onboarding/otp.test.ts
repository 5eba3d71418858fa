import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { OTP_LENGTH, OTP_MESSAGES, isOtpShape } from './otp.ts';

const digit = fc.constantFrom(...'0123456789');
const isSixAsciiDigits = (s: string) => s.length === 6 && [...s].every((c) => c >= '0' && c <= '9');

describe('isOtpShape', () => {
  it('knows the spec length and message', () => {
    expect(OTP_LENGTH).toBe(6);
    expect(OTP_MESSAGES.invalid).toBe('Please enter valid OTP');
  });

  it.each([
    ['123456', true],
    ['000000', true],
    ['12345', false],
    ['1234567', false],
    ['12345a', false],
    [' 123456', false],
    ['123456\n', false],
    ['١٢٣٤٥٦', false], // Arabic-Indic digits
    ['', false],
  ])('%j → %s', (value, expected) => {
    expect(isOtpShape(value)).toBe(expected);
  });

  it('accepts exactly six ASCII digits', () => {
    const nearOtp = fc.oneof(
      fc.string(),
      fc.string({ unit: 'binary' }),
      fc.string({ unit: fc.constantFrom(...'0123456789 a\n'), maxLength: 8 }),
      fc.string({ unit: digit, minLength: 5, maxLength: 7 }),
    );
    fc.assert(
      fc.property(nearOtp, (s) => {
        expect(isOtpShape(s)).toBe(isSixAsciiDigits(s));
      }),
    );
  });
});
