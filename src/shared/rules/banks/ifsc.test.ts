import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { IFSC_LENGTH, IFSC_MESSAGES, isIfscShape, sanitizeIfscInput, validateIfsc } from './ifsc.ts';

const letter = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ');
const alnum = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789');
const validIfsc = fc
  .tuple(fc.array(letter, { minLength: 4, maxLength: 4 }), fc.array(alnum, { minLength: 6, maxLength: 6 }))
  .map(([bank, branch]) => `${bank.join('')}0${branch.join('')}`);

describe('IFSC messages', () => {
  it('quotes the spec, misspelling included', () => {
    expect(IFSC_MESSAGES).toEqual({ invalid: 'Please enter valid IFSC code', unknown: 'Invaild IFSC Code' });
    expect(IFSC_LENGTH).toBe(11);
  });
});

describe('isIfscShape', () => {
  it('accepts real codes, numeric and alphanumeric branches', () => {
    for (const code of ['HDFC0001234', 'SBIN0005943', 'UTIB0SBPB01', 'ICIC0000001']) {
      expect(isIfscShape(code)).toBe(true);
    }
  });

  it('refuses wrong lengths, a non-zero 5th character, digits in the bank part and lower case', () => {
    for (const code of ['HDFC000123', 'HDFC00012345', 'HDFC1001234', 'HDF10001234', 'hdfc0001234', 'HDFC 001234', '']) {
      expect(isIfscShape(code)).toBe(false);
    }
  });

  it('accepts every 4 letters + 0 + 6 alphanumerics', () => {
    fc.assert(
      fc.property(validIfsc, (code) => {
        expect(code).toHaveLength(IFSC_LENGTH);
        expect(isIfscShape(code)).toBe(true);
      }),
    );
  });

  it('refuses anything whose length is not 11', () => {
    fc.assert(
      fc.property(validIfsc, fc.integer({ min: 0, max: 10 }), (code, cut) => {
        expect(isIfscShape(code.slice(0, cut))).toBe(false);
      }),
    );
  });
});

describe('sanitizeIfscInput', () => {
  it('upper-cases, drops other characters and stops at 11', () => {
    expect(sanitizeIfscInput('hdfc-0001 234xyz')).toBe('HDFC0001234');
    expect(sanitizeIfscInput('utib0sbpb01')).toBe('UTIB0SBPB01');
  });

  it('never yields more than 11 upper-case letters or digits', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const v = sanitizeIfscInput(raw);
        expect(v.length).toBeLessThanOrEqual(IFSC_LENGTH);
        expect(v).toMatch(/^[A-Z0-9]*$/);
      }),
    );
  });
});

describe('validateIfsc', () => {
  it('passes a valid code typed in lower case or with spaces around', () => {
    expect(validateIfsc(' sbin0005943 ')).toBeNull();
  });

  it('gives the spec message for a bad shape or an empty value', () => {
    expect(validateIfsc('SBIN000594')).toBe('Please enter valid IFSC code');
    expect(validateIfsc('1234SBIN000')).toBe('Please enter valid IFSC code');
    expect(validateIfsc('')).toBe('Please enter valid IFSC code');
  });
});
