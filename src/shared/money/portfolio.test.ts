import { describe, expect, it } from 'vitest';
import { valueOverTime } from './portfolio-timeline.ts';
import fc from 'fast-check';
import { valuePaise as valueOf } from './lots/scales.ts';
import {
  computePortfolio,
  lockInFreeDate,
  percentOf,
  shares,
  xirrText,
  type NavSeries,
  type PortfolioInput,
  type PortfolioScheme,
  type PortfolioTxn,
} from './portfolio.ts';

const equity: PortfolioScheme = {
  id: 1,
  name: 'Alpha Bluechip Fund - Direct Growth',
  assetClassId: 1,
  assetClassName: 'Equity',
  subAssetClassName: 'Large Cap Fund',
  lockInYears: null,
  exitLoad: [{ withinDays: 365, percent: '1.00' }],
};
const debt: PortfolioScheme = {
  id: 2,
  name: 'Beta Short Duration Fund - Direct Growth',
  assetClassId: 4,
  assetClassName: 'Debt',
  subAssetClassName: 'Short Duration Fund',
  lockInYears: null,
  exitLoad: [],
};
const elss: PortfolioScheme = {
  id: 3,
  name: 'Gamma Tax Saver Fund - Direct Growth',
  assetClassId: 1,
  assetClassName: 'Equity',
  subAssetClassName: 'ELSS',
  lockInYears: 3,
  exitLoad: [],
};

let seq = 0;
const buy = (schemeId: number, folio: string, date: string, amountPaise: bigint, units4: bigint, nav4: bigint): PortfolioTxn => ({
  schemeId,
  folio,
  date,
  kind: 'BUY',
  units4,
  amountPaise,
  nav4,
  seq: ++seq,
});
const sell = (schemeId: number, folio: string, date: string, amountPaise: bigint, units4: bigint, nav4: bigint): PortfolioTxn => ({
  schemeId,
  folio,
  date,
  kind: 'SELL',
  units4,
  amountPaise,
  nav4,
  seq: ++seq,
});
const series = (points: Array<[string, bigint]>): NavSeries => ({ dates: points.map((p) => p[0]), nav4: points.map((p) => p[1]) });

/**
 * The hand-worked portfolio (figures worked out on paper, stamp duty 0.005 %, units rounded down
 * to 3 decimals as registrars allot):
 * - Alpha, folio F1: ₹10,000 lumpsum on 10 Jan 2024 at 100 → duty ₹0.50, 99.995 units;
 *   SIP ₹1,000 on 5 Feb at 102 → 9.803 units; SIP ₹1,000 on 5 Mar at 98 → 10.203 units;
 *   50 units redeemed on 10 Jun at 110: ₹5,500 less 1 % exit load = ₹5,445 received;
 *   FIFO takes 50 of the first lot's 99.995 units: cost ₹10,000 × 50/99.995 = ₹5,000.25.
 * - Beta, folio F2: ₹5,000 on 1 Mar 2024 at 20 → duty ₹0.25, 249.987 units.
 * As on 31 Dec 2024 (Alpha 120, the day before 119.5; Beta 21.5).
 */
function handWorked(): PortfolioInput {
  return {
    txns: [
      buy(1, 'F1', '2024-01-10', 1_000_000n, 999_950n, 1_000_000n),
      buy(1, 'F1', '2024-02-05', 100_000n, 98_030n, 1_020_000n),
      buy(2, 'F2', '2024-03-01', 500_000n, 2_499_870n, 200_000n),
      buy(1, 'F1', '2024-03-05', 100_000n, 102_030n, 980_000n),
      sell(1, 'F1', '2024-06-10', 544_500n, 500_000n, 1_100_000n),
    ],
    schemes: new Map([
      [1, equity],
      [2, debt],
    ]),
    navs: new Map([
      [
        1,
        series([
          ['2024-01-10', 1_000_000n],
          ['2024-02-05', 1_020_000n],
          ['2024-03-05', 980_000n],
          ['2024-06-10', 1_100_000n],
          ['2024-12-30', 1_195_000n],
          ['2024-12-31', 1_200_000n],
          ['2025-02-05', 1_250_000n],
        ]),
      ],
      [
        2,
        series([
          ['2024-03-01', 200_000n],
          ['2024-12-31', 215_000n],
        ]),
      ],
    ]),
    asOf: '2024-12-31',
  };
}

describe('computePortfolio, hand-worked', () => {
  const p = computePortfolio(handWorked());
  const alpha = p.holdings.find((h) => h.schemeId === 1)!;
  const beta = p.holdings.find((h) => h.schemeId === 2)!;

  it('holds what is left after the FIFO sale, at its FIFO cost', () => {
    expect(alpha.units4).toBe(700_010n); // 49.995 + 9.803 + 10.203
    expect(alpha.costPaise).toBe(699_975n); // ₹4,999.75 + ₹1,000 + ₹1,000
    expect(alpha.realisedPaise).toBe(44_475n); // ₹5,445 − ₹5,000.25
    expect(alpha.lots.map((l) => [l.date, l.units4, l.costPaise])).toEqual([
      ['2024-01-10', 499_950n, 499_975n],
      ['2024-02-05', 98_030n, 100_000n],
      ['2024-03-05', 102_030n, 100_000n],
    ]);
    expect(alpha.avgNav4).toBe(999_950n); // ₹6,999.75 / 70.001 units = 99.9950
  });

  it('values each holding at units × NAV, rounded down to the paisa', () => {
    expect(alpha.nav).toEqual({ date: '2024-12-31', nav4: 1_200_000n });
    expect(alpha.valuePaise).toBe(840_012n); // 70.001 × 120 = ₹8,400.12
    expect(alpha.gainPaise).toBe(140_037n);
    expect(alpha.absReturn).toBe('20.01'); // 1,400.37 / 6,999.75 = 20.006 %
    expect(alpha.dayChangePaise).toBe(3_501n); // 70.001 × (120 − 119.5) = ₹35.0005 → ₹35.01 by two rounded values
    expect(beta.valuePaise).toBe(537_472n); // 249.987 × 21.5 = ₹5,374.7205
    expect(beta.absReturn).toBe('7.49');
  });

  it('adds up the totals and the returns', () => {
    expect(p.totals.valuePaise).toBe(1_377_484n);
    expect(p.totals.costPaise).toBe(1_199_975n);
    expect(p.totals.gainPaise).toBe(177_509n);
    expect(p.totals.realisedPaise).toBe(44_475n);
    expect(p.totals.absReturn).toBe('14.79');
    expect(p.totals.firstDate).toBe('2024-01-10');
    expect(p.totals.lifeDays).toBe(356);
    expect(alpha.holdingDays).toBe(356);
    expect(beta.holdingDays).toBe(305);
    // XIRR worked by bisection on the same flows: Alpha 21.6477 %, Beta 9.0335 %, all 17.5754 %
    expect(alpha.xirr.ok && alpha.xirr.rate).toBeCloseTo(0.216476639557, 8);
    expect(beta.xirr.ok && beta.xirr.rate).toBeCloseTo(0.090335377306, 8);
    expect(p.totals.xirr.ok && p.totals.xirr.rate).toBeCloseTo(0.175754248745, 8);
    expect(xirrText(p.totals.xirr)).toBe('17.58');
  });

  it('splits the value by asset class, shares adding up to 100.00', () => {
    expect(p.byAssetClass.map((r) => [r.assetClassName, r.valuePaise, r.percent])).toEqual([
      ['Equity', 840_012n, '60.98'],
      ['Debt', 537_472n, '39.02'],
    ]);
    expect(p.bySubAssetClass.map((r) => r.subAssetClassName)).toEqual(['Large Cap Fund', 'Short Duration Fund']);
  });

  it('counts exit-load-free units lot by lot as the days pass', () => {
    expect(alpha.exitLoadFreeUnits4).toBe(0n); // every lot is inside 365 days on 31 Dec 2024
    const later = computePortfolio({ ...handWorked(), asOf: '2025-02-05' }).holdings.find((h) => h.schemeId === 1)!;
    // 10 Jan 2024 lot: 392 days; 5 Feb 2024 lot: 366 days (free); 5 Mar 2024 lot: 337 days (not)
    expect(later.exitLoadFreeUnits4).toBe(499_950n + 98_030n);
    expect(later.valuePaise).toBe(valueOf(700_010n, 1_250_000n));
  });

  it('is as on a past day: later transactions and NAVs do not count', () => {
    const march = computePortfolio({ ...handWorked(), asOf: '2024-03-04' });
    expect(march.holdings.map((h) => [h.schemeId, h.units4])).toEqual([
      [1, 999_950n + 98_030n],
      [2, 2_499_870n],
    ]);
    // Alpha priced at its NAV on or before 4 March: 102 (5 Feb)
    expect(march.holdings[0]!.nav).toEqual({ date: '2024-02-05', nav4: 1_020_000n });
    expect(march.totals.realisedPaise).toBe(0n);
    expect(computePortfolio({ ...handWorked(), asOf: '2023-12-31' }).holdings).toEqual([]);
  });

  it('keeps a fully redeemed folio among the closed ones, with what it realised', () => {
    const input = handWorked();
    const all = computePortfolio({ ...input, txns: [...input.txns, sell(2, 'F2', '2024-12-31', 537_472n, 2_499_870n, 215_000n)] });
    expect(all.holdings.map((h) => h.schemeId)).toEqual([1]);
    expect(all.closed).toHaveLength(1);
    expect(all.closed[0]!.realisedPaise).toBe(37_472n);
    expect(all.totals.realisedPaise).toBe(44_475n + 37_472n);
  });
});

describe('ELSS lock-in', () => {
  it('locks a lot for three years to the day (29 Feb frees on 28 Feb)', () => {
    expect(lockInFreeDate('2024-02-29', 3)).toBe('2027-02-28');
    expect(lockInFreeDate('2023-11-20', 3)).toBe('2026-11-20');
    const input: PortfolioInput = {
      txns: [buy(3, 'E1', '2023-11-20', 150_000n, 50_000n, 300_000n), buy(3, 'E1', '2024-02-29', 150_000n, 48_000n, 312_500n)],
      schemes: new Map([[3, elss]]),
      navs: new Map([[3, series([['2026-11-20', 400_000n]])]]),
      asOf: '2026-11-20',
    };
    const h = computePortfolio(input).holdings[0]!;
    expect(h.lockedUnits4).toBe(48_000n);
    expect(h.exitLoadFreeUnits4).toBe(50_000n);
    expect(computePortfolio({ ...input, asOf: '2026-11-19' }).holdings[0]!.lockedUnits4).toBe(98_000n);
  });
});

describe('helpers', () => {
  it('percentOf is exact and rounds half away from zero', () => {
    expect(percentOf(1n, 200n)).toBe('0.50');
    expect(percentOf(-1n, 200n)).toBe('-0.50');
    expect(percentOf(1n, 20_000n)).toBe('0.01'); // 0.005 % → 0.01
    expect(percentOf(-1n, 30_000n)).toBe('0.00');
    expect(percentOf(5n, 0n)).toBeNull();
  });

  it('shares add up to 100.00 for any values', () => {
    fc.assert(
      fc.property(fc.array(fc.bigInt({ min: 0n, max: 10n ** 12n }), { minLength: 1, maxLength: 12 }), (values) => {
        const s = shares(values);
        const total = values.reduce((a, b) => a + b, 0n);
        const sum = s.reduce((a, x) => a + BigInt(x.replace('.', '')), 0n);
        expect(sum).toBe(total === 0n ? 0n : 10_000n);
      }),
    );
  });
});

/** A random history: buys on random days into 1-3 schemes and 1-2 folios each, sales of part of what is held. */
const historyArb = fc
  .record({
    events: fc.array(
      fc.record({
        scheme: fc.integer({ min: 1, max: 3 }),
        folio: fc.constantFrom('A', 'B'),
        day: fc.integer({ min: 0, max: 1500 }),
        sellShare: fc.option(fc.integer({ min: 1, max: 100 }), { freq: 3 }),
        amount: fc.bigInt({ min: 50_000n, max: 50_000_000n }),
        nav: fc.bigInt({ min: 50_000n, max: 5_000_000n }),
      }),
      { minLength: 1, maxLength: 40 },
    ),
    asOfDay: fc.integer({ min: 0, max: 1600 }),
    navs: fc.array(fc.bigInt({ min: 10_000n, max: 9_000_000n }), { minLength: 1600, maxLength: 1600 }),
  })
  .map(({ events, asOfDay, navs }) => {
    const base = Date.UTC(2021, 0, 1) / 86_400_000;
    const ymd = (d: number) => new Date((base + d) * 86_400_000).toISOString().slice(0, 10);
    const held = new Map<string, bigint>();
    const txns: PortfolioTxn[] = [];
    let n = 0;
    for (const e of [...events].sort((a, b) => a.day - b.day)) {
      const key = `${e.scheme}|${e.folio}`;
      const have = held.get(key) ?? 0n;
      if (e.sellShare !== null && have > 0n) {
        const units = (have * BigInt(e.sellShare)) / 100n;
        if (units === 0n) continue;
        txns.push({
          schemeId: e.scheme,
          folio: e.folio,
          date: ymd(e.day),
          kind: 'SELL',
          units4: units,
          amountPaise: valueOf(units, e.nav),
          nav4: e.nav,
          seq: ++n,
        });
        held.set(key, have - units);
      } else {
        const units = ((e.amount * 1_000_000n) / e.nav / 10n) * 10n;
        txns.push({ schemeId: e.scheme, folio: e.folio, date: ymd(e.day), kind: 'BUY', units4: units, amountPaise: e.amount, nav4: e.nav, seq: ++n });
        held.set(key, have + units);
      }
    }
    const navSeries = new Map(
      [1, 2, 3].map((id) => [id, { dates: navs.map((_, i) => ymd(i)), nav4: navs.map((x, i) => (x * BigInt(id + i)) / BigInt(i + 1)) }]),
    );
    const schemes = new Map([equity, debt, elss].map((s) => [s.id, s]));
    return { txns, schemes, navs: navSeries, asOf: ymd(asOfDay) } as PortfolioInput;
  });

describe('computePortfolio properties', () => {
  it('value = Σ units × NAV exactly, holding by holding and in total', () => {
    fc.assert(
      fc.property(historyArb, (input) => {
        const p = computePortfolio(input);
        let total = 0n;
        for (const h of p.holdings) {
          const s = input.navs.get(h.schemeId)!;
          const i = s.dates.findLastIndex((d) => d <= input.asOf);
          expect(h.nav?.nav4).toBe(s.nav4[i]);
          expect(h.valuePaise).toBe((h.units4 * s.nav4[i]!) / 1_000_000n);
          expect(h.units4).toBe(h.lots.reduce((a, l) => a + l.units4, 0n));
          total += h.valuePaise;
        }
        expect(p.totals.valuePaise).toBe(total);
      }),
      { numRuns: 150 },
    );
  });

  it('every rupee invested is either still held at cost or was sold (cost + sold cost = invested)', () => {
    fc.assert(
      fc.property(historyArb, (input) => {
        const p = computePortfolio(input);
        const counted = input.txns.filter((t) => t.date <= input.asOf);
        const invested = counted.filter((t) => t.kind === 'BUY').reduce((a, t) => a + t.amountPaise, 0n);
        const received = counted.filter((t) => t.kind === 'SELL').reduce((a, t) => a + t.amountPaise, 0n);
        expect(p.totals.costPaise + (received - p.totals.realisedPaise)).toBe(invested);
        expect(p.totals.xirr.ok || p.totals.xirr.message !== '').toBe(true);
      }),
      { numRuns: 150 },
    );
  });

  it('each point of the graph is the portfolio of that day', () => {
    fc.assert(
      fc.property(historyArb, (input) => {
        const graph = valueOverTime(input, 12);
        for (const point of graph) {
          const p = computePortfolio({ ...input, asOf: point.date });
          expect(point.valuePaise).toBe(p.totals.valuePaise);
          expect(point.costPaise).toBe(p.totals.costPaise);
        }
        expect(graph.length === 0 || graph.at(-1)!.date === input.asOf).toBe(true);
      }),
      { numRuns: 80 },
    );
  });
});

/**
 * Units of unknown cost (a summary statement's holding), hand-worked, Beta priced 130.0000 on
 * 31 Dec 2024:
 * - folio U1: 100 units of unknown cost from 1 Jan 2024, ₹5,000 for 50 units on 1 Jun at 100;
 *   value 150 × 130 = ₹19,500, of which the 50 known units ₹6,500: gain ₹1,500 (30.00 %), XIRR
 *   on −5,000 (1 Jun) and +6,500 (31 Dec) only; ₹13,000 left out of cost, gain and XIRR.
 * - folio U2: the same two lots, then 120 units sold on 1 Sep at 120 for ₹14,400: FIFO takes the
 *   100 unknown units and 20 of the known lot (cost ₹2,000); the unknown units' share of the
 *   money (₹14,400 × 100/120 = ₹12,000) is no gain: realised ₹2,400 − ₹2,000 = ₹400. Left: 30
 *   units costing ₹3,000, worth ₹3,900.
 */
describe('computePortfolio with units of unknown cost', () => {
  const unknown = (folio: string): PortfolioTxn => ({ ...buy(2, folio, '2024-01-01', 0n, 1_000_000n, 1_000_000n), internal: true, costUnknown: true });
  const p = computePortfolio({
    txns: [
      unknown('U1'),
      buy(2, 'U1', '2024-06-01', 500_000n, 500_000n, 1_000_000n),
      unknown('U2'),
      buy(2, 'U2', '2024-06-01', 500_000n, 500_000n, 1_000_000n),
      sell(2, 'U2', '2024-09-01', 1_440_000n, 1_200_000n, 1_200_000n),
    ],
    schemes: new Map([[2, debt]]),
    navs: new Map([[2, series([['2024-12-31', 1_300_000n]])]]),
    asOf: '2024-12-31',
  });
  const u1 = p.holdings.find((h) => h.folio === 'U1')!;
  const u2 = p.holdings.find((h) => h.folio === 'U2')!;

  it('values every unit but works gain and XIRR on the known ones only', () => {
    expect([u1.units4, u1.valuePaise, u1.costPaise, u1.gainPaise, u1.absReturn, u1.costUnknownUnits4]).toEqual([
      1_500_000n,
      1_950_000n,
      500_000n,
      150_000n,
      '30.00',
      1_000_000n,
    ]);
    expect(xirrText(u1.xirr)).toBe(
      xirrText(
        computePortfolio({
          txns: [buy(2, 'K', '2024-06-01', 500_000n, 500_000n, 1_000_000n)],
          schemes: new Map([[2, debt]]),
          navs: new Map([[2, series([['2024-12-31', 1_300_000n]])]]),
          asOf: '2024-12-31',
        }).holdings[0]!.xirr,
      ),
    );
  });

  it('takes no gain on the unknown units a sale consumed', () => {
    expect([u2.units4, u2.costPaise, u2.valuePaise, u2.realisedPaise, u2.costUnknownUnits4]).toEqual([300_000n, 300_000n, 390_000n, 40_000n, 0n]);
  });

  it('totals the value of all units and says how much of it has no cost', () => {
    expect([p.totals.valuePaise, p.totals.costUnknownValuePaise, p.totals.costPaise, p.totals.gainPaise]).toEqual([2_340_000n, 1_300_000n, 800_000n, 240_000n]);
  });
});
