import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { NIVESH_ID_ALPHABET, NIVESH_ID_LENGTH, NIVESH_ID_MESSAGES, isNiveshIdShape, sanitizeNiveshIdInput, validateNiveshId } from './nivesh-id.ts';

const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const idChar = fc.constantFrom(...ALPHABET);
const niveshId = fc.string({ unit: idChar, minLength: 10, maxLength: 10 });
const inAlphabet = (s: string) => [...s].every((c) => ALPHABET.includes(c));
const nearId = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.string({ unit: fc.constantFrom(...'0O1IL2ABZab9 -'), maxLength: 12 }),
  niveshId.map((s) => s.toLowerCase()),
  fc.string({ unit: idChar, minLength: 8, maxLength: 12 }),
);

describe('Nivesh ID constants', () => {
  it('has 10 characters from an alphabet without look-alikes', () => {
    expect(NIVESH_ID_LENGTH).toBe(10);
    expect(NIVESH_ID_ALPHABET).toBe(ALPHABET);
    for (const c of '01ILO') expect(NIVESH_ID_ALPHABET).not.toContain(c);
    expect(new Set(NIVESH_ID_ALPHABET).size).toBe(NIVESH_ID_ALPHABET.length);
  });

  it("follows the spec's message patterns with the product's own name", () => {
    expect(NIVESH_ID_MESSAGES.mandatory).toMatch(/ Id is mandatory$/);
    expect(NIVESH_ID_MESSAGES.own).toBe('You have entered your nivesh id, please enter your family member nivesh id');
  });
});

describe('validateNiveshId', () => {
  it.each([
    ['', NIVESH_ID_MESSAGES.mandatory],
    ['   ', NIVESH_ID_MESSAGES.mandatory],
    ['ABCDEFGH23', null],
    ['abcdefgh23', null],
    [' ABCDEFGH23 ', null],
    ['ABCDEFGH2', NIVESH_ID_MESSAGES.invalid], // 9 characters
    ['ABCDEFGH234', NIVESH_ID_MESSAGES.invalid], // 11 characters
    ['ABCDEFGH20', NIVESH_ID_MESSAGES.invalid], // 0 is not in the alphabet
    ['OBCDEFGH23', NIVESH_ID_MESSAGES.invalid], // nor O
    ['IBCDEFGH23', NIVESH_ID_MESSAGES.invalid], // nor I
    ['ABCD-FGH23', NIVESH_ID_MESSAGES.invalid],
  ])('%j → %s', (value, expected) => {
    expect(validateNiveshId(value)).toBe(expected);
  });

  it('refuses the signed-in investor’s own ID, whatever its case', () => {
    expect(validateNiveshId('ABCDEFGH23', 'ABCDEFGH23')).toBe(NIVESH_ID_MESSAGES.own);
    expect(validateNiveshId('abcdefgh23', 'ABCDEFGH23')).toBe(NIVESH_ID_MESSAGES.own);
    expect(validateNiveshId('ABCDEFGH23', 'ABCDEFGH24')).toBeNull();
  });

  it('accepts only 10 characters from the alphabet', () => {
    fc.assert(
      fc.property(nearId, (s) => {
        if (validateNiveshId(s) !== null) return;
        const v = s.trim().toUpperCase();
        expect(v).toHaveLength(NIVESH_ID_LENGTH);
        expect(inAlphabet(v)).toBe(true);
      }),
    );
  });

  it('accepts every 10-character string over the alphabet, in either case', () => {
    fc.assert(
      fc.property(niveshId, (id) => {
        expect(isNiveshIdShape(id)).toBe(true);
        expect(validateNiveshId(id)).toBeNull();
        expect(validateNiveshId(id.toLowerCase())).toBeNull();
      }),
    );
  });

  it('isNiveshIdShape is exactly "10 characters over the alphabet"', () => {
    fc.assert(
      fc.property(nearId, (s) => {
        expect(isNiveshIdShape(s)).toBe(s.length === NIVESH_ID_LENGTH && inAlphabet(s));
      }),
    );
  });
});

describe('sanitizeNiveshIdInput', () => {
  it('upper-cases, drops separators and stops at 10', () => {
    expect(sanitizeNiveshIdInput('abcd-efgh 23xyz')).toBe('ABCDEFGH23');
  });

  it('is idempotent and never longer than 10', () => {
    fc.assert(
      fc.property(nearId, (raw) => {
        const once = sanitizeNiveshIdInput(raw);
        expect(once.length).toBeLessThanOrEqual(NIVESH_ID_LENGTH);
        expect(once).toMatch(/^[A-Z0-9]*$/);
        expect(sanitizeNiveshIdInput(once)).toBe(once);
      }),
    );
  });

  it('leaves a valid ID unchanged', () => {
    fc.assert(
      fc.property(niveshId, (id) => {
        expect(sanitizeNiveshIdInput(id)).toBe(id);
      }),
    );
  });
});
