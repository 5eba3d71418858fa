import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatReturn, formatRupees, formatScaled, groupDecimalString, groupIndian, shortAmount } from './indian-number.ts';

const RUPEE = 100n; // paise
const wholeDigits = fc.oneof(
  fc.constant('0'),
  fc.tuple(fc.constantFrom(...'123456789'), fc.string({ unit: fc.constantFrom(...'0123456789'), maxLength: 25 })).map(([a, b]) => a + b),
);

describe('groupIndian', () => {
  it.each([
    ['0', '0'],
    ['7', '7'],
    ['999', '999'],
    ['1000', '1,000'],
    ['99999', '99,999'],
    ['100000', '1,00,000'],
    ['1234567', '12,34,567'],
    ['10000000', '1,00,00,000'],
    ['123456789', '12,34,56,789'],
    ['1234567890123', '12,34,56,78,90,123'],
  ])('%s → %s', (digits, expected) => {
    expect(groupIndian(digits)).toBe(expected);
  });

  it('gives back the digits when the commas are removed', () => {
    fc.assert(
      fc.property(wholeDigits, (d) => {
        expect(groupIndian(d).replaceAll(',', '')).toBe(d);
      }),
    );
  });

  it('puts the last three digits together and groups the rest in twos', () => {
    fc.assert(
      fc.property(wholeDigits, (d) => {
        expect(groupIndian(d)).toMatch(/^(\d{1,3}|\d{1,2}(,\d{2})*,\d{3})$/);
      }),
    );
  });
});

describe('groupDecimalString', () => {
  it.each([
    ['1234567.5', '12,34,567.5'],
    ['1234.50', '1,234.50'],
    ['-1234567.89', '-12,34,567.89'],
    ['-999', '-999'],
    ['-100000', '-1,00,000'],
    ['0.05', '0.05'],
    ['100000', '1,00,000'],
  ])('%s → %s', (text, expected) => {
    expect(groupDecimalString(text)).toBe(expected);
  });
});

describe('formatRupees and formatScaled', () => {
  it.each([
    [0n, '₹0.00'],
    [5n, '₹0.05'],
    [100_000n, '₹1,000.00'],
    [10_000_000n, '₹1,00,000.00'],
    [12_345_678_950n, '₹12,34,56,789.50'],
  ])('%s paise → %s', (paise, expected) => {
    expect(formatRupees(paise)).toBe(expected);
  });

  it('can leave the symbol out, and keeps the sign of a negative amount', () => {
    expect(formatRupees(123_456_789n, { symbol: false })).toBe('12,34,567.89');
    expect(formatRupees(-10_000_000n, { symbol: false })).toBe('-1,00,000.00');
    expect(formatRupees(-1n, { symbol: false })).toBe('-0.01');
  });

  it('formats units and NAVs at their own scale', () => {
    expect(formatScaled(123_456_789n, 4)).toBe('12,345.6789');
    expect(formatScaled(-5n, 4)).toBe('-0.0005');
  });
});

describe('shortAmount (AUM short forms, from paise)', () => {
  it.each([
    [0n, '0.00'],
    [99_999n, '999.99'], // ₹999.99: below a thousand
    [1_000n * RUPEE, '1.00 Thousand'],
    [1_500n * RUPEE, '1.50 Thousand'],
    [99_000n * RUPEE, '99.00 Thousand'],
    [100_000n * RUPEE - 1_000n * RUPEE, '99.00 Thousand'],
    [100_000n * RUPEE, '1.00 Lakh'],
    [123_456n * RUPEE, '1.23 Lakh'],
    [123_500n * RUPEE, '1.24 Lakh'], // half up
    [9_999_000n * RUPEE, '99.99 Lakh'],
    [10_000_000n * RUPEE, '1.00 Cr'],
    [123_456_789n * RUPEE, '12.35 Cr'],
    [1_000_000_000_000n * RUPEE, '1,00,000.00 Cr'],
  ])('%s paise → %s', (paise, expected) => {
    expect(shortAmount(paise)).toBe(expected);
  });

  it('puts the minus sign in front of a negative amount', () => {
    expect(shortAmount(-150_000n * RUPEE)).toBe('-1.50 Lakh');
    expect(shortAmount(-50n)).toBe('-0.50');
  });

  it('labels by the thresholds 1e3, 1e5 and 1e7 rupees', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 15n }), (paise) => {
        const text = shortAmount(paise);
        const rupees = paise / RUPEE;
        const label = rupees >= 10_000_000n ? ' Cr' : rupees >= 100_000n ? ' Lakh' : rupees >= 1_000n ? ' Thousand' : '';
        expect(text.endsWith(label) && (label !== '' || /\d$/.test(text))).toBe(true);
        expect(shortAmount(-paise)).toBe(paise === 0n ? text : `-${text}`);
      }),
    );
  });

  it('shows the amount in its unit to 2 decimals, rounded half up', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 100_000n, max: 10n ** 15n }), (paise) => {
        const [number, label] = shortAmount(paise).split(' ');
        const size = { Thousand: 1_000n, Lakh: 100_000n, Cr: 10_000_000n }[label as 'Thousand' | 'Lakh' | 'Cr'] * RUPEE;
        const hundredths = BigInt(number!.replaceAll(',', '').replace('.', ''));
        // |shown - exact| ≤ half a hundredth, and an exact half rounds up
        const diffTimes2 = (hundredths * size - paise * 100n) * 2n;
        expect(diffTimes2 <= size && diffTimes2 > -size).toBe(true);
      }),
    );
  });
});

describe('formatReturn', () => {
  it.each([
    [12.5, '+12.50'],
    ['7', '+7.00'],
    ['12.3456', '+12.35'],
    [-3.456, '-3.46'],
    ['-0.5', '-0.50'],
    [0, 'NA'],
    ['0', 'NA'],
    ['0.00', 'NA'],
    [null, 'NA'],
    [undefined, 'NA'],
    ['', 'NA'],
    [Number.NaN, 'NA'],
    ['abc', 'NA'],
    [Number.POSITIVE_INFINITY, 'NA'],
  ])('%j → %s', (value, expected) => {
    expect(formatReturn(value)).toBe(expected);
  });

  it('always shows two decimals, with + only when positive', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e6, max: 1e6, noNaN: true }).filter((n) => n !== 0),
        (n) => {
          const text = formatReturn(n);
          expect(text).toMatch(/^[+-]\d+\.\d{2}$/);
          expect(text.startsWith('+')).toBe(n > 0);
        },
      ),
    );
  });
});
