import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  exitLoadFifo,
  purchaseAllotment,
  redemptionValue,
  STAMP_DUTY_RATE,
  stampDutyPaise,
  unitsForPurchase,
  type Lot,
} from './allotment.ts';

const ONE_PERCENT_A_YEAR = [{ withinDays: 365, percent: '1.00' }];

describe('stampDutyPaise', () => {
  it('is 0.005%', () => {
    expect(STAMP_DUTY_RATE.numerator * 100_000n / STAMP_DUTY_RATE.denominator).toBe(5n);
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

describe('redemptionValue', () => {
  it('is units × NAV in paise, rounded down', () => {
    expect(redemptionValue(40_497n, 1_234_567n)).toBe(499_962n); // 40.497 × 123.4567 = 4,999.6259…
    expect(redemptionValue(1_000n, 100_000n)).toBe(1_000n); // 1 unit at ₹10
  });

  it('never pays back more than was invested at the same NAV', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10_000_000_000n }), fc.bigInt({ min: 1n, max: 100_000_000n }), (amount, nav) => {
        expect(redemptionValue(unitsForPurchase(amount, nav), nav) <= amount - stampDutyPaise(amount)).toBe(true);
      }),
    );
  });
});

describe('exitLoadFifo', () => {
  const lots: Lot[] = [
    { date: '2026-01-10', units: 50_000n },
    { date: '2025-06-01', units: 100_000n }, // given out of order: still consumed first
    { date: '2026-05-01', units: 30_000n },
  ];

  it('consumes the oldest lots first and loads only the young units', () => {
    const r = exitLoadFifo(lots, 120_000n, '2026-08-18', 255_000n, ONE_PERCENT_A_YEAR);
    expect(r.lines).toEqual([
      { date: '2025-06-01', units: 100_000n, daysHeld: 443, loadPercent: '0', valuePaise: 255_000n, loadPaise: 0n },
      { date: '2026-01-10', units: 20_000n, daysHeld: 220, loadPercent: '1.00', valuePaise: 51_000n, loadPaise: 510n },
    ]);
    expect(r.totalUnits).toBe(120_000n);
    expect(r.grossPaise).toBe(306_000n);
    expect(r.totalLoadPaise).toBe(510n);
    expect(r.netPaise).toBe(305_490n);
  });

  it('treats day 365 as within 365 days and day 366 as free', () => {
    const lot = [{ date: '2025-08-18', units: 10_000n }];
    expect(exitLoadFifo(lot, 10_000n, '2026-08-18', 100_000n, ONE_PERCENT_A_YEAR).lines[0]).toMatchObject({ daysHeld: 365, loadPaise: 100n });
    expect(exitLoadFifo(lot, 10_000n, '2026-08-19', 100_000n, ONE_PERCENT_A_YEAR).lines[0]).toMatchObject({ daysHeld: 366, loadPaise: 0n });
  });

  it('picks the tightest matching rule whatever order the rules come in', () => {
    const rules = [
      { withinDays: 365, percent: '1.00' },
      { withinDays: 30, percent: '2.5' },
    ];
    const r = exitLoadFifo([{ date: '2026-08-01', units: 10_000n }], 10_000n, '2026-08-18', 100_000n, rules);
    expect(r.lines[0]).toMatchObject({ loadPercent: '2.5', loadPaise: 250n }); // 2.5% of ₹100
  });

  it('rounds each load half up to the paisa from the exact value', () => {
    // 0.333 units × ₹10.0015 = ₹3.3304995; 1% = 3.330 paise → 3
    const r = exitLoadFifo([{ date: '2026-08-01', units: 333n }], 333n, '2026-08-18', 100_015n, ONE_PERCENT_A_YEAR);
    expect(r.lines[0]!.loadPaise).toBe(3n);
    expect(r.grossPaise).toBe(333n);
  });

  it('refuses more units than held, negative units, lots after the date and bad percents', () => {
    expect(() => exitLoadFifo(lots, 180_001n, '2026-08-18', 100_000n, [])).toThrow(RangeError);
    expect(() => exitLoadFifo(lots, -1n, '2026-08-18', 100_000n, [])).toThrow(RangeError);
    expect(() => exitLoadFifo(lots, 10_000n, '2025-01-01', 100_000n, [])).toThrow(RangeError);
    expect(() => exitLoadFifo(lots, 10_000n, '2026-08-18', 100_000n, [{ withinDays: 9999, percent: 'one' }])).toThrow(RangeError);
  });

  it('conserves units, goes oldest first, and loads nothing without rules', () => {
    const lot = fc.record({
      date: fc.integer({ min: 0, max: 1500 }).map((n) => new Date(Date.UTC(2022, 0, 1 + n)).toISOString().slice(0, 10)),
      units: fc.bigInt({ min: 0n, max: 10_000_000n }),
    });
    fc.assert(
      fc.property(fc.array(lot, { minLength: 1, maxLength: 8 }), fc.double({ min: 0, max: 1, noNaN: true }), fc.bigInt({ min: 1n, max: 10_000_000n }), (ls, share, nav) => {
        const held = ls.reduce((s, l) => s + l.units, 0n);
        const redeem = (held * BigInt(Math.floor(share * 1000))) / 1000n;
        const loaded = exitLoadFifo(ls, redeem, '2026-12-31', nav, ONE_PERCENT_A_YEAR);
        const free = exitLoadFifo(ls, redeem, '2026-12-31', nav, []);
        const dates = loaded.lines.map((l) => l.date);
        expect(loaded.lines.reduce((s, l) => s + l.units, 0n)).toBe(redeem);
        expect(dates).toEqual([...dates].sort());
        expect(free.totalLoadPaise).toBe(0n);
        expect(loaded.totalLoadPaise >= 0n).toBe(true);
        // At most 1% of the gross, give or take a paisa of rounding per line.
        expect(loaded.totalLoadPaise <= loaded.grossPaise / 100n + BigInt(loaded.lines.length)).toBe(true);
        expect(loaded.lines.reduce((s, l) => s + l.valuePaise, 0n) <= loaded.grossPaise).toBe(true);
      }),
    );
  });
});
