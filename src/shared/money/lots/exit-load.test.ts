import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { daysHeld, exitLoadTier, insideExitLoad, lotExitLoadPaise, redemptionExitLoad } from './exit-load.ts';

const ONE_PERCENT_A_YEAR = [{ withinDays: 365, percent: '1.00' }];
/** 1 % within 365 days of allotment, then a 0 % tier to 730 days, then no tier at all */
const WITH_NIL_TIER = [
  { withinDays: 730, percent: '0' },
  { withinDays: 365, percent: '1.00' },
];

describe('exit-load tiers', () => {
  it('counts calendar days from allotment to redemption', () => {
    expect(daysHeld('2025-08-18', '2026-08-18')).toBe(365);
    expect(daysHeld('2024-02-29', '2025-02-28')).toBe(365);
    expect(daysHeld('2026-08-18', '2026-08-17')).toBe(-1);
  });

  it('1 % within 365 days, 0 % after: day 365 pays, day 366 is free, and the 0 % tier is outside the load period', () => {
    // allotted 18-Aug-2025: redeemed 18-Aug-2026 is day 365 (inside), 19-Aug-2026 day 366 (the 0 % tier)
    expect(exitLoadTier(WITH_NIL_TIER, daysHeld('2025-08-18', '2026-08-18'))).toEqual({ percent: '1.00', scaled: 10_000n });
    expect(exitLoadTier(WITH_NIL_TIER, daysHeld('2025-08-18', '2026-08-19'))).toEqual({ percent: '0', scaled: 0n });
    expect([0, 1, 364, 365].map((d) => insideExitLoad(WITH_NIL_TIER, d))).toEqual([true, true, true, true]);
    // a 0 % tier is no load: units it covers are as free as units no tier covers
    expect([366, 730, 731, 5000].map((d) => insideExitLoad(WITH_NIL_TIER, d))).toEqual([false, false, false, false]);
    expect([365, 366].map((d) => insideExitLoad(ONE_PERCENT_A_YEAR, d))).toEqual([true, false]);
  });

  it('a 0 % tier before a charged one frees the young units only', () => {
    const rules = [
      { withinDays: 7, percent: '0.00' },
      { withinDays: 90, percent: '0.25' },
    ];
    expect([0, 7, 8, 90, 91].map((d) => exitLoadTier(rules, d).percent)).toEqual(['0.00', '0.00', '0.25', '0.25', '0']);
    expect([7, 8, 91].map((d) => insideExitLoad(rules, d))).toEqual([false, true, false]);
  });

  it('no rules: never inside a load period', () => {
    expect(insideExitLoad([], 0)).toBe(false);
    expect(exitLoadTier([], 0)).toEqual({ percent: '0', scaled: 0n });
  });

  it('refuses a percent that is not one', () => {
    expect(() => exitLoadTier([{ withinDays: 30, percent: 'one' }], 3)).toThrow(RangeError);
    expect(() => exitLoadTier([{ withinDays: 30, percent: '100.01' }], 3)).toThrow(RangeError);
    // a rule the holding does not reach is not read
    expect(exitLoadTier([{ withinDays: 30, percent: 'one' }], 31)).toEqual({ percent: '0', scaled: 0n });
  });
});

describe('redemptionExitLoad, hand-worked with a 0 % tier', () => {
  // 1 % within 365 days, 0 % to 730 days; redeemed 18-Aug-2026 at ₹25.50
  const lots = [
    { date: '2025-08-19', units4: 40_0000n }, // day 364: 1 %
    { date: '2024-08-19', units4: 50_0000n }, // day 729: the 0 % tier (given out of order: still sold first)
    { date: '2025-08-18', units4: 30_0000n }, // day 365: the last day that pays
    { date: '2025-08-18', units4: 10_0000n }, // the same day, after the lot above
  ];

  it('walks the lots oldest first and loads only the units held 365 days or fewer', () => {
    // 50 + 30 + 10 + 5 of the youngest = 95 units
    const r = redemptionExitLoad(lots, 95_0000n, '2026-08-18', 25_5000n, WITH_NIL_TIER);
    expect(r.lines).toEqual([
      { date: '2024-08-19', units4: 50_0000n, daysHeld: 729, loadPercent: '0', valuePaise: 1_275_00n, loadPaise: 0n },
      // 30 × 25.50 = ₹765.00; 1 % = ₹7.65
      { date: '2025-08-18', units4: 30_0000n, daysHeld: 365, loadPercent: '1.00', valuePaise: 765_00n, loadPaise: 7_65n },
      { date: '2025-08-18', units4: 10_0000n, daysHeld: 365, loadPercent: '1.00', valuePaise: 255_00n, loadPaise: 2_55n },
      { date: '2025-08-19', units4: 5_0000n, daysHeld: 364, loadPercent: '1.00', valuePaise: 127_50n, loadPaise: 1_28n }, // ₹1.275 → ₹1.28 half up
    ]);
    expect(r.grossPaise).toBe(2_422_50n); // 95 × 25.50
    expect(r.totalLoadPaise).toBe(11_48n);
    expect(r.netPaise).toBe(2_411_02n);
  });

  it('a day later the 365-day lots are in the 0 % tier and only the youngest pays', () => {
    const r = redemptionExitLoad(lots, 95_0000n, '2026-08-19', 25_5000n, WITH_NIL_TIER);
    expect(r.lines.map((l) => [l.daysHeld, l.loadPercent, l.loadPaise])).toEqual([
      [730, '0', 0n],
      [366, '0', 0n],
      [366, '0', 0n],
      [365, '1.00', 1_28n],
    ]);
  });

  it('refuses more units than held, negative units, a lot after the date and a NAV of zero', () => {
    expect(() => redemptionExitLoad(lots, 130_0001n, '2026-08-18', 25_5000n, [])).toThrow(RangeError);
    expect(() => redemptionExitLoad(lots, -1n, '2026-08-18', 25_5000n, [])).toThrow(RangeError);
    expect(() => redemptionExitLoad(lots, 130_0000n, '2025-08-18', 25_5000n, [])).toThrow(RangeError);
    expect(() => redemptionExitLoad(lots, 1n, '2026-08-18', 0n, [])).toThrow(RangeError);
  });

  it('prices one lot on its whole thousandths of a unit, and nothing without rules', () => {
    // 10.0009 units held 100 days at ₹100: the load is on 10.000 units, 1 % of ₹1,000
    expect(lotExitLoadPaise('2026-05-10', 10_0009n, '2026-08-18', 100_0000n, ONE_PERCENT_A_YEAR)).toBe(10_00n);
    expect(lotExitLoadPaise('2026-05-10', 10_0009n, '2026-08-18', 100_0000n, [])).toBe(0n);
  });
});

describe('redemptionExitLoad', () => {
  const lots = [
    { date: '2026-01-10', units4: 50_0000n },
    { date: '2025-06-01', units4: 100_0000n }, // given out of order: still consumed first
    { date: '2026-05-01', units4: 30_0000n },
  ];

  it('consumes the oldest lots first and loads only the young units', () => {
    const r = redemptionExitLoad(lots, 120_0000n, '2026-08-18', 25_5000n, ONE_PERCENT_A_YEAR);
    expect(r.lines).toEqual([
      { date: '2025-06-01', units4: 100_0000n, daysHeld: 443, loadPercent: '0', valuePaise: 2_550_00n, loadPaise: 0n },
      { date: '2026-01-10', units4: 20_0000n, daysHeld: 220, loadPercent: '1.00', valuePaise: 510_00n, loadPaise: 5_10n },
    ]);
    expect(r.units4).toBe(120_0000n);
    expect(r.grossPaise).toBe(3_060_00n);
    expect(r.totalLoadPaise).toBe(5_10n);
    expect(r.netPaise).toBe(3_054_90n);
  });

  it('treats day 365 as within 365 days and day 366 as free', () => {
    const lot = [{ date: '2025-08-18', units4: 10_0000n }];
    expect(redemptionExitLoad(lot, 10_0000n, '2026-08-18', 10_0000n, ONE_PERCENT_A_YEAR).lines[0]).toMatchObject({ daysHeld: 365, loadPaise: 1_00n });
    expect(redemptionExitLoad(lot, 10_0000n, '2026-08-19', 10_0000n, ONE_PERCENT_A_YEAR).lines[0]).toMatchObject({ daysHeld: 366, loadPaise: 0n });
  });

  it('picks the tightest matching rule whatever order the rules come in', () => {
    const rules = [
      { withinDays: 365, percent: '1.00' },
      { withinDays: 30, percent: '2.5' },
    ];
    const r = redemptionExitLoad([{ date: '2026-08-01', units4: 10_0000n }], 10_0000n, '2026-08-18', 10_0000n, rules);
    expect(r.lines[0]).toMatchObject({ loadPercent: '2.5', loadPaise: 2_50n }); // 2.5% of ₹100
  });

  it('rounds each load half up to the paisa from the exact value', () => {
    // 0.333 units × ₹10.0015 = ₹3.3304995; 1% = 3.330 paise → 3
    const r = redemptionExitLoad([{ date: '2026-08-01', units4: 3330n }], 3330n, '2026-08-18', 10_0015n, ONE_PERCENT_A_YEAR);
    expect(r.lines[0]!.loadPaise).toBe(3n);
    expect(r.grossPaise).toBe(333n);
  });

  it('conserves units, goes oldest first, and loads nothing without rules', () => {
    const lot = fc.record({
      date: fc.integer({ min: 0, max: 1500 }).map((n) => new Date(Date.UTC(2022, 0, 1 + n)).toISOString().slice(0, 10)),
      units4: fc.bigInt({ min: 0n, max: 100_000_000n }),
    });
    fc.assert(
      fc.property(
        fc.array(lot, { minLength: 1, maxLength: 8 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.bigInt({ min: 1n, max: 10_000_000n }),
        (ls, share, nav) => {
          const held = ls.reduce((s, l) => s + l.units4, 0n);
          const redeem = (held * BigInt(Math.floor(share * 1000))) / 1000n;
          const loaded = redemptionExitLoad(ls, redeem, '2026-12-31', nav, ONE_PERCENT_A_YEAR);
          const free = redemptionExitLoad(ls, redeem, '2026-12-31', nav, []);
          const dates = loaded.lines.map((l) => l.date);
          expect(loaded.lines.reduce((s, l) => s + l.units4, 0n)).toBe(redeem);
          expect(dates).toEqual([...dates].sort());
          expect(free.totalLoadPaise).toBe(0n);
          expect(loaded.totalLoadPaise >= 0n).toBe(true);
          // at most 1% of the gross, give or take a paisa of rounding per line
          expect(loaded.totalLoadPaise <= loaded.grossPaise / 100n + BigInt(loaded.lines.length)).toBe(true);
          expect(loaded.lines.reduce((s, l) => s + l.valuePaise, 0n) <= loaded.grossPaise).toBe(true);
        },
      ),
    );
  });
});
