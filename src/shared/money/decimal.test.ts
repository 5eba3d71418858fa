import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { divRoundHalfUp, formatDecimal, paiseToRupeeString, parseDecimal, parseRupees, truncateScale, type Scale } from './decimal.ts';
import { groupDecimalString } from '../rules/format/indian-number.ts';

const scale = fc.constantFrom<Scale>(2, 3, 4, 6);
const big = fc.bigInt({ min: -(10n ** 24n), max: 10n ** 24n });

describe('parseDecimal', () => {
  it.each([
    ['1,23,456.78', 2, 12_345_678n],
    ['12.3', 2, 1_230n],
    ['12', 2, 1_200n],
    ['12.', 2, 1_200n],
    [' 12.30 ', 2, 1_230n],
    ['0.05', 2, 5n],
    ['-0.50', 2, -50n],
    ['-1,000', 2, -100_000n],
    ['1.2345', 4, 12_345n],
    ['0012.5', 4, 125_000n],
    ['123.456789', 6, 123_456_789n],
  ] as const)('%j at scale %d → %s', (text, s, expected) => {
    expect(parseDecimal(text, s)).toBe(expected);
  });

  it.each([
    ['1.234', 2], // more decimals than the scale
    ['1.23456', 4],
    ['', 2],
    ['.5', 2],
    ['+1', 2],
    ['1e3', 2],
    ['1.2.3', 2],
    ['12a', 2],
    ['--1', 2],
    ['NaN', 2],
    ['Infinity', 2],
    ['१२३', 2], // Devanagari digits
  ] as const)('refuses %j at scale %d', (text, s) => {
    expect(parseDecimal(text, s)).toBeNull();
  });

  it('refuses exactly the texts with more decimals than the scale', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 0, maxLength: 8 }),
        scale,
        (whole, frac, s) => {
          const text = frac ? `${whole}.${frac}` : `${whole}`;
          const parsed = parseDecimal(text, s);
          expect(parsed).toBe(frac.length > s ? null : BigInt(`${whole}${frac.padEnd(s, '0')}`));
        },
      ),
    );
  });

  it('parseRupees reads rupees into paise', () => {
    expect(parseRupees('1234.5')).toBe(123_450n);
    expect(parseRupees('1234.567')).toBeNull();
  });
});

describe('formatDecimal', () => {
  it.each([
    [0n, 2, '0.00'],
    [5n, 2, '0.05'],
    [-5n, 2, '-0.05'],
    [123_450n, 2, '1234.50'],
    [-100_000n, 2, '-1000.00'],
    [123_456n, 4, '12.3456'],
    [1n, 6, '0.000001'],
    [1_000n, 3, '1.000'],
  ] as const)('%s at scale %d → %s', (value, s, expected) => {
    expect(formatDecimal(value, s)).toBe(expected);
  });

  it('paiseToRupeeString is scale 2', () => {
    expect(paiseToRupeeString(1n)).toBe('0.01');
  });

  it('round-trips through parseDecimal, with or without Indian grouping', () => {
    fc.assert(
      fc.property(big, scale, (value, s) => {
        const text = formatDecimal(value, s);
        expect(text).toMatch(new RegExp(`^-?(0|[1-9]\\d*)\\.\\d{${s}}$`));
        expect(parseDecimal(text, s)).toBe(value);
        expect(parseDecimal(groupDecimalString(text), s)).toBe(value);
      }),
    );
  });

  it('gives back a canonical decimal text unchanged', () => {
    const canonical = scale.chain((s) =>
      fc
        .tuple(fc.boolean(), fc.bigInt({ min: 0n, max: 10n ** 15n }), fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: s, maxLength: s }))
        .filter(([neg, whole, frac]) => !neg || whole > 0n || /[1-9]/.test(frac))
        .map(([neg, whole, frac]) => ({ s, text: `${neg ? '-' : ''}${whole}.${frac}` })),
    );
    fc.assert(
      fc.property(canonical, ({ s, text }) => {
        expect(formatDecimal(parseDecimal(text, s)!, s)).toBe(text);
      }),
    );
  });
});

describe('truncateScale', () => {
  it.each([
    [123_456n, 4, 2, 1_234n],
    [123_499n, 4, 2, 1_234n], // never rounds up
    [-123_456n, 4, 2, -1_234n], // towards zero
    [1_234n, 2, 4, 123_400n],
    [1_234n, 2, 2, 1_234n],
    [1_234_567n, 6, 2, 123n],
  ] as const)('%s from %d to %d → %s', (value, from, to, expected) => {
    expect(truncateScale(value, from, to)).toBe(expected);
  });

  it('drops the extra digits of the text, towards zero', () => {
    fc.assert(
      fc.property(big, scale, scale, (value, a, b) => {
        const [from, to] = a >= b ? [a, b] : [b, a];
        const text = formatDecimal(value, from);
        const cut = text.slice(0, text.length - (from - to));
        expect(truncateScale(value, from, to)).toBe(parseDecimal(cut, to));
        // scaling up and back down loses nothing
        expect(truncateScale(truncateScale(value, to, from), from, to)).toBe(value);
      }),
    );
  });
});

describe('divRoundHalfUp', () => {
  it.each([
    [4n, 2n, 2n],
    [5n, 2n, 3n], // 2.5 → 3
    [7n, 2n, 4n], // 3.5 → 4
    [1n, 3n, 0n],
    [2n, 3n, 1n],
    [0n, 7n, 0n],
    [-5n, 2n, -3n], // half away from zero, symmetric with the positive case
    [-1n, 3n, 0n],
    [12_345n, 100n, 123n],
    [12_350n, 100n, 124n],
  ] as const)('%s / %s → %s', (value, divisor, expected) => {
    expect(divRoundHalfUp(value, divisor)).toBe(expected);
  });

  it('refuses a zero or negative divisor', () => {
    expect(() => divRoundHalfUp(1n, 0n)).toThrow(RangeError);
    expect(() => divRoundHalfUp(1n, -2n)).toThrow(RangeError);
  });

  it('is within half a unit of the exact quotient, and an exact half rounds away from zero', () => {
    fc.assert(
      fc.property(big, fc.bigInt({ min: 1n, max: 10n ** 12n }), (value, divisor) => {
        const q = divRoundHalfUp(value, divisor);
        const twiceError = 2n * (q * divisor - value); // 2·(q − value/divisor)·divisor
        const abs = twiceError < 0n ? -twiceError : twiceError;
        expect(abs <= divisor).toBe(true);
        // an exact half (abs === divisor) moves away from zero
        expect(abs !== divisor || q * divisor > value === value >= 0n).toBe(true);
        expect(divRoundHalfUp(-value, divisor)).toBe(-q);
      }),
    );
  });
});
