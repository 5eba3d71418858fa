import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { EMAIL_MAX_LENGTH, isValidEmail } from './email.ts';

const alnum = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const local = fc.string({ unit: fc.constantFrom(...alnum, '.', '_', '%', '+', '-'), minLength: 1, maxLength: 20 });
const label = fc.string({ unit: fc.constantFrom(...alnum, '-'), minLength: 1, maxLength: 15 });
const tld = fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'), minLength: 2, maxLength: 6 });
const wellFormed = fc.tuple(local, fc.array(label, { minLength: 1, maxLength: 3 }), tld).map(([l, labels, t]) => `${l}@${labels.join('.')}.${t}`);

describe('isValidEmail', () => {
  it.each([
    ['a@b.co', true],
    ['investor.name+mf@example.co.in', true],
    ['A_B%C-D@sub-domain.example.com', true],
    [' investor@example.com ', true], // surrounding spaces are trimmed
    ['', false],
    ['investor', false],
    ['investor@example', false], // no dot in the domain
    ['investor@example.c', false], // one-letter TLD
    ['investor@example.c0m', false],
    ['@example.com', false],
    ['investor@.com', false],
    ['investor@example..com', false],
    ['inv..estor@example.com', false],
    ['in vestor@example.com', false],
    ['investor@@example.com', false],
    ['investor@exa_mple.com', false],
  ])('%j → %s', (value, expected) => {
    expect(isValidEmail(value)).toBe(expected);
  });

  it('refuses anything longer than 254 characters', () => {
    const host = 'example.com';
    const fits = `${'a'.repeat(EMAIL_MAX_LENGTH - host.length - 1)}@${host}`;
    expect(fits).toHaveLength(254);
    expect(isValidEmail(fits)).toBe(true);
    expect(isValidEmail(`a${fits}`)).toBe(false);
  });

  it('accepts every address built from the standard pattern', () => {
    fc.assert(
      fc.property(wellFormed, (email) => {
        expect(isValidEmail(email)).toBe(!email.includes('..'));
      }),
    );
  });

  it('every accepted value has one @, no spaces and a dotted domain ending in 2+ letters', () => {
    const near = fc.oneof(
      fc.string(),
      fc.string({ unit: 'binary' }),
      fc.string({ unit: fc.constantFrom(...'ab1.@-_ +'), maxLength: 16 }),
      wellFormed,
      wellFormed.map((e) => e.replace('@', '@@')),
      wellFormed.map((e) => `${e}.`),
    );
    fc.assert(
      fc.property(near, (s) => {
        if (!isValidEmail(s)) return;
        const v = s.trim();
        expect(v.length).toBeLessThanOrEqual(EMAIL_MAX_LENGTH);
        expect(v.split('@')).toHaveLength(2);
        expect(v).not.toMatch(/\s/);
        const domain = v.split('@')[1]!;
        expect(domain).toContain('.');
        expect(domain.split('.').at(-1)).toMatch(/^[A-Za-z]{2,}$/);
        expect(domain.split('.').every((part) => part.length > 0)).toBe(true);
      }),
    );
  });
});
