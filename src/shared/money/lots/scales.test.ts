import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { UNITS_NAV_TO_PAISE, units3to4, units4to3, units4to3Up, unitsForPaise, valuePaise } from './scales.ts';

describe('unit scales', () => {
  it('units4 × nav4 / 10^6 is paise, rounded down', () => {
    expect(UNITS_NAV_TO_PAISE).toBe(1_000_000n);
    expect(valuePaise(40_4970n, 123_4567n)).toBe(4_999_62n); // 40.497 × 123.4567 = ₹4,999.6259…
    expect(valuePaise(1_0000n, 10_0000n)).toBe(10_00n);
  });

  it('moves between 3 and 4 decimals, down or up', () => {
    expect(units3to4(1_234n)).toBe(1_2340n);
    expect([units4to3(1_2345n), units4to3Up(1_2345n), units4to3Up(1_2340n)]).toEqual([1_234n, 1_235n, 1_234n]);
  });

  it('rounding the units an amount buys at 4 decimals, then to 3, is rounding once at 3', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10_000_000_000n }), fc.bigInt({ min: 1n, max: 100_000_000n }), (paise, nav4) => {
        // at 3 decimals: paise × 10^5 / nav4
        expect(units4to3(unitsForPaise(paise, nav4, 'down'))).toBe((paise * 100_000n) / nav4);
        expect(units4to3Up(unitsForPaise(paise, nav4, 'up'))).toBe((paise * 100_000n + nav4 - 1n) / nav4);
      }),
    );
  });

  it('refuses a NAV of zero', () => {
    expect(() => unitsForPaise(100n, 0n, 'down')).toThrow(RangeError);
  });
});
