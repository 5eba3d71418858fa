import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PAN_LENGTH, PAN_MESSAGES, isIndividualPan, isPanShape, sanitizePanInput, validateOnboardingPan, validateSignInPan } from './pan.ts';

const PAN_SHAPE = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
const MANDATORY = 'PAN Number is mandatory';
const INVALID = 'Please enter valid pan number';
const CORPORATE = 'It seems you are using corporate PAN card; please contact customer care or use your personal PAN card to proceed';
const NON_INDIVIDUAL = 'Non Indivdual PAN is not allowed to transact';

const individualPan = fc.stringMatching(/^[A-Z]{3}P[A-Z][0-9]{4}[A-Z]$/);
const nonIndividualPan = fc.stringMatching(/^[A-Z]{3}[A-OQ-Z][A-Z][0-9]{4}[A-Z]$/);
/** Strings close to a PAN: mixed case letters, digits, spaces and a few strays. */
const nearPan = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.string({ unit: fc.constantFrom(...'ABCPXYZabcpz0123456789 -ıß'), maxLength: 13 }),
  individualPan.map((p) => p.toLowerCase()),
  individualPan.chain((p) => fc.nat(9).map((i) => p.slice(0, i) + p.slice(i + 1))),
  nonIndividualPan,
);

describe('PAN messages and constants', () => {
  it('quotes the spec exactly, spelling included', () => {
    expect(PAN_MESSAGES).toEqual({ mandatory: MANDATORY, invalid: INVALID, corporateSignIn: CORPORATE, nonIndividual: NON_INDIVIDUAL });
    expect(PAN_LENGTH).toBe(10);
  });
});

describe('validateSignInPan', () => {
  it.each([
    ['', MANDATORY],
    ['  ', MANDATORY],
    ['ABCPE1234F', null],
    ['abcpe1234f', null], // the input upper-cases what is typed
    [' ABCPE1234F ', null],
    ['ABCDE1234F', CORPORATE], // 4th character D: not an individual
    ['AAACA1234F', CORPORATE],
    ['ABCP1234F', INVALID],
    ['ABCPE12345', INVALID],
    ['ABCPE1234FG', INVALID],
    ['1BCPE1234F', INVALID],
    ['ABCPE123AF', INVALID],
  ])('%j → %s', (value, expected) => {
    expect(validateSignInPan(value)).toBe(expected);
  });

  it('accepts only individual PANs of the spec shape', () => {
    fc.assert(
      fc.property(nearPan, (s) => {
        if (validateSignInPan(s) !== null) return;
        const v = s.trim().toUpperCase();
        expect(v).toMatch(PAN_SHAPE);
        expect(v[3]).toBe('P');
      }),
    );
  });

  it('accepts every individual PAN and refuses every other well-shaped PAN as corporate', () => {
    fc.assert(
      fc.property(individualPan, (pan) => {
        expect(validateSignInPan(pan)).toBeNull();
      }),
    );
    fc.assert(
      fc.property(nonIndividualPan, (pan) => {
        expect(validateSignInPan(pan)).toBe(CORPORATE);
      }),
    );
  });
});

describe('validateOnboardingPan', () => {
  it.each([
    ['', MANDATORY],
    ['ABC', INVALID], // the 4th-character rule waits for a 4th character
    ['ABCD', NON_INDIVIDUAL],
    ['ABCP', INVALID],
    ['AAACA1234F', NON_INDIVIDUAL],
    ['ABCPE1234', INVALID],
    ['ABCPE1234F', null],
    ['abcpe1234f', null],
  ])('%j → %s', (value, expected) => {
    expect(validateOnboardingPan(value)).toBe(expected);
  });

  it("refuses the investor's own PAN, whatever its case", () => {
    expect(validateOnboardingPan('ABCPE1234F', 'ABCPE1234F')).toBe(INVALID);
    expect(validateOnboardingPan('abcpe1234f', 'ABCPE1234F')).toBe(INVALID);
    expect(validateOnboardingPan('ABCPE1234F', 'abcpe1234f')).toBe(INVALID);
    expect(validateOnboardingPan('ABCPE1234G', 'ABCPE1234F')).toBeNull();
    expect(validateOnboardingPan('ABCPE1234F', null)).toBeNull();
  });

  it('gives the non-individual message for any value longer than 3 characters without P 4th', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z0-9]{3}[A-OQ-Z0-9][A-Z0-9]{0,6}$/), (v) => {
        expect(validateOnboardingPan(v)).toBe(NON_INDIVIDUAL);
      }),
    );
  });

  it('accepts only individual PANs of the spec shape, and all of them except the own PAN', () => {
    fc.assert(
      fc.property(nearPan, individualPan, (s, own) => {
        if (validateOnboardingPan(s, own) !== null) return;
        const v = s.trim().toUpperCase();
        expect(v).toMatch(PAN_SHAPE);
        expect(v[3]).toBe('P');
        expect(v).not.toBe(own);
      }),
    );
    fc.assert(
      fc.property(individualPan, individualPan, (pan, own) => {
        expect(validateOnboardingPan(pan, own)).toBe(pan === own ? INVALID : null);
      }),
    );
  });
});

describe('isPanShape / isIndividualPan', () => {
  it('agree with the spec shape and the P rule', () => {
    fc.assert(
      fc.property(nearPan, (s) => {
        expect(isPanShape(s)).toBe(PAN_SHAPE.test(s));
        expect(isIndividualPan(s)).toBe(PAN_SHAPE.test(s) && s[3] === 'P');
      }),
    );
  });
});

describe('sanitizePanInput', () => {
  it.each([
    ['abcpe1234f', 'ABCPE1234F'],
    ['ABC PE-1234 F', 'ABCPE1234F'],
    ['ABCPE1234FXYZ', 'ABCPE1234F'],
    ['@#!', ''],
  ])('%j → %j', (raw, expected) => {
    expect(sanitizePanInput(raw)).toBe(expected);
  });

  it('gives upper-case letters and digits only, at most 10, and is idempotent', () => {
    fc.assert(
      fc.property(nearPan, (raw) => {
        const once = sanitizePanInput(raw);
        expect(once.length).toBeLessThanOrEqual(PAN_LENGTH);
        expect(once).toMatch(/^[A-Z0-9]*$/);
        expect(sanitizePanInput(once)).toBe(once);
      }),
    );
  });

  it('leaves a typed PAN unchanged', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z]{5}[0-9]{4}[A-Z]$/), (pan) => {
        expect(sanitizePanInput(pan)).toBe(pan);
      }),
    );
  });
});
