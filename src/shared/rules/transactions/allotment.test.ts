import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { units3to4, valuePaise } from '../../money/lots/scales.ts';
import { purchaseAllotment, STAMP_DUTY_RATE, stampDutyPaise, unitsForPurchase } from './allotment.ts';

describe('stampDutyPaise', () => {
  it('is 0.005%', () => {
    expect((STAMP_DUTY_RATE.numerator * 100_000n) / STAMP_DUTY_RATE.denominator).toBe(5n);
  });

  it.each([
    // duty = gross × 5 / 100005, half up to the paisa
    [1_000_000n, 50n], // ₹10,000: 49.9975 paise → ₹0.50
    [500_000n, 25n], // ₹5,000: 24.99875 paise → ₹0.25
    [50_000n, 2n], // ₹500: 2.49987 paise → ₹0.02 (not ₹0.03: the duty is on the net amount)
    [49_900n, 2n], // ₹499: 2.49487 paise
    [100n, 0n], // ₹1: 0.004999 paise
    [1_000_000_000n, 49_998n], // ₹1 crore: 49,997.50012 paise → ₹499.98
    [0n, 0n],
  ])('%s paise → %s paise', (amount, duty) => {
    expect(stampDutyPaise(amount)).toBe(duty);
  });

  it('refuses a negative amount', () => {
    expect(() => stampDutyPaise(-1n)).toThrow(RangeError);
  });
});

describe('purchase', () => {
  it('₹500 at NAV 31.60: duty ₹0.02, ₹499.98 invested, 15.822 units (499.98 / 31.60 = 15.82215…)', () => {
    expect(purchaseAllotment(50_000n, 316_000n)).toEqual({ stampDutyPaise: 2n, netPaise: 49_998n, units: 15_822n });
  });

  it('the duty is 0.005% of the net amount, to the paisa', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10_000_000_000_000n }), (gross) => {
        const duty = stampDutyPaise(gross);
        const net = gross - duty;
        // |duty − net × 0.00005| ≤ half a paisa (plus the rounding of net itself)
        const exact = net * 5n; // × 10^-5 paise
        const diff = duty * 100_000n - exact;
        expect(diff <= 50_000n + 5n && diff >= -50_000n - 5n).toBe(true);
      }),
    );
  });

  it('allots (amount − stamp duty) / NAV, rounded down to 3 decimals', () => {
    expect(purchaseAllotment(1_000_000n, 100_000n)).toEqual({ stampDutyPaise: 50n, netPaise: 999_950n, units: 999_950n });
    // ₹5,000 at 123.4567: 4,999.75 / 123.4567 = 40.498004… → 40.498
    expect(unitsForPurchase(500_000n, 1_234_567n)).toBe(40_498n);
    // ₹1,000 at 30.0000: 999.95 / 30 = 33.33166… → 33.331 (down, not 33.332)
    expect(unitsForPurchase(100_000n, 300_000n)).toBe(33_331n);
  });

  it('refuses a NAV of zero', () => {
    expect(() => unitsForPurchase(500_000n, 0n)).toThrow(RangeError);
  });

  it('never allots more than the net amount buys, and wastes less than 0.001 unit', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 100n, max: 10_000_000_000n }), fc.bigInt({ min: 1_000n, max: 100_000_000n }), (amount, nav) => {
        const { netPaise, units } = purchaseAllotment(amount, nav);
        // In rupees at scale 7: units × NAV ≤ net < (units + 0.001) × NAV.
        expect(units * nav <= netPaise * 100_000n).toBe(true);
        expect(netPaise * 100_000n < (units + 1n) * nav).toBe(true);
      }),
    );
  });
});

describe('redeeming what was allotted', () => {
  it('never pays back more than was invested at the same NAV', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10_000_000_000n }), fc.bigInt({ min: 1n, max: 100_000_000n }), (amount, nav) => {
        expect(valuePaise(units3to4(unitsForPurchase(amount, nav)), nav) <= amount - stampDutyPaise(amount)).toBe(true);
      }),
    );
  });
});
