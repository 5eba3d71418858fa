import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FifoLots } from './lots/fifo.ts';
import { valuePaise } from './lots/scales.ts';
import { computePortfolio, type NavSeries, type PortfolioInput, type PortfolioScheme, type PortfolioTxn } from './portfolio.ts';
import { addLot, byDateThenSeq, folioLots, sell, type LotFacts } from './portfolio-lots.ts';
import { buildTimeline, extend, graphOn, totalsOn, type GraphPoint } from './portfolio-timeline.ts';
import { epochDay } from './xirr.ts';

const DAY = 86_400_000;
const ymd = (day: number) => new Date(Date.UTC(2020, 0, 1) + day * DAY).toISOString().slice(0, 10);

const schemes = new Map<number, PortfolioScheme>([
  [1, { id: 1, name: 'Alpha Equity', assetClassId: 1, assetClassName: 'Equity', subAssetClassName: 'Large Cap', lockInYears: null, exitLoad: [] }],
  [2, { id: 2, name: 'Beta Tax Saver', assetClassId: 1, assetClassName: 'Equity', subAssetClassName: 'ELSS', lockInYears: 3, exitLoad: [] }],
  [3, { id: 3, name: 'Gamma Liquid', assetClassId: 2, assetClassName: 'Debt', subAssetClassName: 'Liquid', lockInYears: null, exitLoad: [] }],
  [-4, { id: -4, name: 'Held elsewhere', assetClassId: null, assetClassName: 'Other', subAssetClassName: 'Held elsewhere', lockInYears: null, exitLoad: [] }],
]);

/** NAV histories with gaps (weekends, a scheme with no history at all: -4 is priced by its transactions) */
function navHistories(days: number): Map<number, NavSeries> {
  const out = new Map<number, NavSeries>();
  for (const id of [1, 2, 3]) {
    const dates: string[] = [];
    const nav4: bigint[] = [];
    for (let d = 3 * id; d < days; d += 1 + ((d * id) % 3)) {
      dates.push(ymd(d));
      nav4.push(BigInt(100_000 + id * 7_919 + ((d * 131 * id) % 50_000)));
    }
    out.set(id, { dates, nav4 });
  }
  return out;
}

const txn = fc.record({
  schemeId: fc.constantFrom(1, 2, 3, -4),
  folio: fc.constantFrom('F1', 'F2'),
  day: fc.integer({ min: 0, max: 400 }),
  kind: fc.constantFrom<'BUY' | 'SELL'>('BUY', 'BUY', 'SELL'),
  units4: fc.bigInt({ min: 0n, max: 5_000_000n }),
  amountPaise: fc.bigInt({ min: 0n, max: 50_000_000n }),
  nav4: fc.option(fc.bigInt({ min: 1n, max: 400_000n }), { nil: null }),
  internal: fc.boolean(),
  costUnknown: fc.boolean(),
});

const history = fc.array(txn, { maxLength: 60 }).map((list) =>
  list.map((t, i): PortfolioTxn => ({
    schemeId: t.schemeId,
    folio: t.folio,
    date: ymd(t.day),
    kind: t.kind,
    units4: t.units4,
    amountPaise: t.kind === 'BUY' && t.costUnknown ? 0n : t.amountPaise,
    nav4: t.nav4,
    seq: i,
    ...(t.internal && i % 3 === 0 ? { internal: true } : {}),
    ...(t.kind === 'BUY' && t.costUnknown && i % 4 === 0 ? { costUnknown: true } : {}),
  })),
);

const NAVS = navHistories(420);

function expected(txns: PortfolioTxn[], asOf: string) {
  const input: PortfolioInput = { txns, schemes, navs: NAVS, asOf };
  const p = computePortfolio(input);
  return { totals: { totals: p.totals, byAssetClass: p.byAssetClass, bySubAssetClass: p.bySubAssetClass }, graph: referenceGraph(input, 40) };
}

describe('the portfolio timeline', () => {
  it('gives computePortfolio’s totals and allocation, and the graph sample by sample, on any day of random histories', () => {
    fc.assert(
      fc.property(history, fc.array(fc.integer({ min: 0, max: 420 }), { minLength: 1, maxLength: 5 }), (txns, days) => {
        const timeline = buildTimeline(txns);
        for (const day of days) {
          const asOf = ymd(day);
          const want = expected(txns, asOf);
          expect(totalsOn(timeline, schemes, NAVS, asOf)).toEqual(want.totals);
          expect(graphOn(timeline, NAVS, asOf, 40)).toEqual(want.graph);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('extended with later transactions, equals a timeline built from all of them; refuses an earlier one', () => {
    fc.assert(
      fc.property(history, fc.integer({ min: 1, max: 400 }), (txns, cut) => {
        const before = txns.filter((t) => t.date < ymd(cut));
        const after = txns.filter((t) => t.date >= ymd(cut));
        const timeline = buildTimeline(before);
        expect(extend(timeline, after)).toBe(true);
        const asOf = ymd(420);
        expect(totalsOn(timeline, schemes, NAVS, asOf)).toEqual(expected(txns, asOf).totals);
        expect(graphOn(timeline, NAVS, asOf, 40)).toEqual(expected(txns, asOf).graph);
      }),
      { numRuns: 200 },
    );
    const timeline = buildTimeline([{ schemeId: 1, folio: 'F1', date: ymd(10), kind: 'BUY', units4: 10_000n, amountPaise: 1_000n, nav4: 1_000n, seq: 5 }]);
    expect(extend(timeline, [{ schemeId: 1, folio: 'F1', date: ymd(9), kind: 'BUY', units4: 10_000n, amountPaise: 1_000n, nav4: 1_000n, seq: 6 }])).toBe(false);
    // the same day, an earlier order: it would have been walked first
    expect(extend(timeline, [{ schemeId: 1, folio: 'F1', date: ymd(10), kind: 'BUY', units4: 10_000n, amountPaise: 1_000n, nav4: 1_000n, seq: 4 }])).toBe(
      false,
    );
    expect(totalsOn(timeline, schemes, NAVS, ymd(20)).totals.costPaise).toBe(1_000n);
  });

  it('values holdings whose units × NAV pass 2^53 exactly (the graph leaves doubles for bigint there)', () => {
    // 10 crore units at NAV 9,999.9999: the product of the scaled integers is about 10^20
    const txns: PortfolioTxn[] = [
      { schemeId: 1, folio: 'F1', date: ymd(5), kind: 'BUY', units4: 1_000_000_000_000n, amountPaise: 99_999_999_000_000n, nav4: 99_999_999n, seq: 1 },
      { schemeId: 3, folio: 'F1', date: ymd(6), kind: 'BUY', units4: 12_345n, amountPaise: 1_234n, nav4: 999_999n, seq: 2 },
    ];
    const navs = new Map<number, NavSeries>([
      [1, { dates: [ymd(5), ymd(30)], nav4: [99_999_999n, 99_999_997n] }],
      [3, { dates: [ymd(6), ymd(30)], nav4: [999_999n, 1_000_003n] }],
    ]);
    const input: PortfolioInput = { txns, schemes, navs, asOf: ymd(40) };
    const graph = graphOn(buildTimeline(txns), navs, ymd(40), 10);
    expect(graph).toEqual(referenceGraph(input, 10));
    // 10^12 × 99,999,997 / 10^6 paise, plus 12,345 × 1,000,003 / 10^6 rounded down
    expect(graph.at(-1)!.valuePaise).toBe(99_999_997_000_000n + 12_345n);
  });

  it('works a hand case: two SIP instalments, a partial sale, priced at the day’s NAV', () => {
    // 100 units at ₹10 and 100 at ₹12 (₹2,200), 150 sold on day 40 for ₹1,950: FIFO takes 100 @ ₹10 and 50 @ ₹12 (₹1,600 cost, ₹350 gain)
    const txns: PortfolioTxn[] = [
      { schemeId: 3, folio: 'F1', date: ymd(10), kind: 'BUY', units4: 1_000_000n, amountPaise: 100_000n, nav4: 100_000n, seq: 1 },
      { schemeId: 3, folio: 'F1', date: ymd(20), kind: 'BUY', units4: 1_000_000n, amountPaise: 120_000n, nav4: 120_000n, seq: 2 },
      { schemeId: 3, folio: 'F1', date: ymd(40), kind: 'SELL', units4: 1_500_000n, amountPaise: 195_000n, nav4: 130_000n, seq: 3 },
    ];
    const navs = new Map<number, NavSeries>([[3, { dates: [ymd(10), ymd(20), ymd(40), ymd(50)], nav4: [100_000n, 120_000n, 130_000n, 140_000n] }]]);
    const t = totalsOn(buildTimeline(txns), schemes, navs, ymd(55)).totals;
    // 50 units left at ₹14 = ₹700, costing ₹600
    expect(t.valuePaise).toBe(70_000n);
    expect(t.costPaise).toBe(60_000n);
    expect(t.gainPaise).toBe(10_000n);
    expect(t.realisedPaise).toBe(35_000n);
    expect(t.dayChangePaise).toBe(5_000n);
    expect(t.firstDate).toBe(ymd(10));
    expect(t.lifeDays).toBe(45);
  });
});

const DAY_MS = 86_400_000;
const ymdOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/**
 * The graph as it was worked before the walk was kept: its own walk from the first transaction,
 * sample day by sample day. graphOn must give the same points.
 */
function referenceGraph(input: PortfolioInput, maxPoints = 120): GraphPoint[] {
  const asOfDay = epochDay(input.asOf);
  const sorted = input.txns.filter((t) => t.date <= input.asOf).sort(byDateThenSeq);
  if (sorted.length === 0) return [];
  const startDay = epochDay(sorted[0]!.date);
  const span = asOfDay - startDay;
  const count = Math.max(1, Math.min(maxPoints, span + 1));
  const sampleDays: number[] = [];
  for (let i = 0; i < count; i += 1) sampleDays.push(count === 1 ? asOfDay : startDay + Math.round((span * i) / (count - 1)));

  const folios = new Map<string, { schemeId: number; lots: FifoLots<LotFacts>; units4: bigint }>();
  const lastTxnNav = new Map<number, { date: string; nav4: bigint }>();
  const navIndex = new Map<number, number>();
  let cost = 0n;
  let next = 0;
  const out: GraphPoint[] = [];
  for (const day of sampleDays) {
    const date = ymdOf(day);
    while (next < sorted.length && sorted[next]!.date <= date) {
      const t = sorted[next++]!;
      const key = `${t.schemeId}|${t.folio}`;
      let f = folios.get(key);
      if (!f) folios.set(key, (f = { schemeId: t.schemeId, lots: folioLots(), units4: 0n }));
      if (t.kind === 'BUY') {
        addLot(f.lots, t);
        cost += t.amountPaise;
        f.units4 += t.units4 > 0n ? t.units4 : 0n;
      } else {
        const sold = sell(f.lots, t.units4);
        cost -= sold.cost;
        f.units4 -= sold.units4;
      }
      if (t.nav4 !== null && t.nav4 > 0n) lastTxnNav.set(t.schemeId, { date: t.date, nav4: t.nav4 });
    }
    const navToday = new Map<number, bigint>();
    const priceOn = (schemeId: number): bigint => {
      const known = navToday.get(schemeId);
      if (known !== undefined) return known;
      const series = input.navs.get(schemeId);
      // samples only move forward: walk each scheme's index instead of searching
      let i = navIndex.get(schemeId) ?? -1;
      if (series) {
        while (i + 1 < series.dates.length && series.dates[i + 1]! <= date) i += 1;
        navIndex.set(schemeId, i);
      }
      const fromTxn = lastTxnNav.get(schemeId);
      const nav4 = series && i >= 0 && (!fromTxn || fromTxn.date <= series.dates[i]!) ? series.nav4[i]! : (fromTxn?.nav4 ?? 0n);
      navToday.set(schemeId, nav4);
      return nav4;
    };
    let value = 0n;
    // per folio, rounded down, as computePortfolio values each holding
    for (const f of folios.values()) if (f.units4 > 0n) value += valuePaise(f.units4, priceOn(f.schemeId));
    out.push({ date, valuePaise: value, costPaise: cost });
  }
  return out;
}
