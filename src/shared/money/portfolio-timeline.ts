/**
 * The portfolio's figures on any day from one walk over all its transactions (portfolio-walk.ts).
 * computePortfolio walks the transactions up to its day; a heavy investor (thousands of orders)
 * asked for a new day, or for the 120 days of the value graph, would then pay for the whole
 * history each time. Here the figures for a day are read from the kept walk with a binary search
 * per folio and priced with the NAV history. The totals and the allocation are equal to
 * computePortfolio's to the paisa and to the last bit of the XIRR (XIRR folds flows per day with
 * exact integer sums, so the order they come in does not matter); portfolio-timeline.test.ts
 * checks that on random histories.
 */
import { valuePaise as valueOf } from './lots/scales.ts';
import { allocation, lastAtOrBefore, percentOf, priceOf, type NavSeries, type PortfolioFigures, type PortfolioInput, type PortfolioScheme } from './portfolio.ts';
import { buildTimeline, type PortfolioTimeline, type TxnNav } from './portfolio-walk.ts';
import { epochDay, xirrDays } from './xirr.ts';

export { buildTimeline, extend, type PortfolioTimeline } from './portfolio-walk.ts';

export interface GraphPoint {
  date: string;
  valuePaise: bigint;
  costPaise: bigint;
}

export type PortfolioTotals = Pick<PortfolioFigures, 'totals' | 'byAssetClass' | 'bySubAssetClass'>;

/** The totals and the allocation as on `asOf`: equal to computePortfolio's. */
export function totalsOn(timeline: PortfolioTimeline, schemes: ReadonlyMap<number, PortfolioScheme>, navs: ReadonlyMap<number, NavSeries>, asOf: string): PortfolioTotals {
  const asOfDay = epochDay(asOf);
  const held: Array<{ schemeId: number; valuePaise: bigint }> = [];
  let valuePaise = 0n;
  let knownValuePaise = 0n;
  let costPaise = 0n;
  let gainPaise = 0n;
  let realisedPaise = 0n;
  let dayChangePaise = 0n;
  const days: number[] = [];
  const amounts: number[] = [];
  for (const f of timeline.folios.values()) {
    const k = lastAtOrBefore(f.dates, asOf);
    if (k < 0) continue;
    const units4 = f.units4[k]!;
    const unknown4 = f.unknown4[k]!;
    const last = f.lastTxnNav[k]!;
    const { nav, previous } = priceOf(navs.get(f.schemeId), asOf, last && { date: last.date, nav4: last.nav4 });
    const value = nav ? valueOf(units4, nav.nav4) : 0n;
    const known = unknown4 === 0n ? value : nav ? valueOf(units4 - unknown4, nav.nav4) : 0n;
    knownValuePaise += known;
    realisedPaise += f.realisedPaise[k]!;
    for (let i = 0; i < f.flowsAfter[k]!; i += 1) {
      days.push(f.flowDays[i]!);
      amounts.push(f.flowAmounts[i]!);
    }
    if (units4 <= 0n) continue;
    valuePaise += value;
    costPaise += f.costPaise[k]!;
    gainPaise += known - f.costPaise[k]!;
    dayChangePaise += nav && previous !== null ? valueOf(units4, nav.nav4) - valueOf(units4, previous) : 0n;
    held.push({ schemeId: f.schemeId, valuePaise: value });
  }
  if (knownValuePaise > 0n) {
    days.push(asOfDay);
    amounts.push(Number(knownValuePaise));
  }
  const firstDate = timeline.firstBuy !== null && timeline.firstBuy <= asOf ? timeline.firstBuy : null;
  return {
    totals: {
      valuePaise,
      costUnknownValuePaise: valuePaise - knownValuePaise,
      costPaise,
      gainPaise,
      realisedPaise,
      absReturn: percentOf(gainPaise, costPaise),
      xirr: xirrDays(days, amounts),
      firstDate,
      lifeDays: firstDate ? asOfDay - epochDay(firstDate) : 0,
      dayChangePaise,
    },
    ...allocation(held, schemes),
  };
}

const DAY_MS = 86_400_000;
const ymdOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/**
 * The value-over-time graph of the portfolio (spec 2 §2.2): value and invested amount (every
 * purchase's amount less the cost of what was sold) from the first transaction to the as-on day,
 * at most `maxPoints` evenly spaced days (the last is the as-on day). Each point's value is what
 * computePortfolio gives for that day, except that a scheme with no NAV on the day is priced at
 * its last transaction's NAV across its folios.
 */
export function graphOn(timeline: PortfolioTimeline, navs: ReadonlyMap<number, NavSeries>, asOf: string, maxPoints = 120): GraphPoint[] {
  if (timeline.firstTxn === null || timeline.firstTxn > asOf) return [];
  const asOfDay = epochDay(asOf);
  const startDay = epochDay(timeline.firstTxn);
  const span = asOfDay - startDay;
  const count = Math.max(1, Math.min(maxPoints, span + 1));
  const folios = [...timeline.folios.values()];
  const out: GraphPoint[] = [];
  for (let p = 0; p < count; p += 1) {
    const date = ymdOf(count === 1 ? asOfDay : startDay + Math.round((span * p) / (count - 1)));
    // each scheme is priced at its NAV on the day, unless its last transaction (in walk order) is newer
    const lastNav = new Map<number, TxnNav>();
    const steps: number[] = [];
    for (const f of folios) {
      const k = lastAtOrBefore(f.dates, date);
      steps.push(k);
      const n = k >= 0 ? f.lastTxnNav[k] : null;
      if (!n) continue;
      const seen = lastNav.get(f.schemeId);
      if (!seen || n.at > seen.at) lastNav.set(f.schemeId, n);
    }
    const price = new Map<number, bigint>();
    let value = 0n;
    let cost = 0n;
    for (let j = 0; j < folios.length; j += 1) {
      const k = steps[j]!;
      if (k < 0) continue;
      const f = folios[j]!;
      cost += f.graphCostPaise[k]!;
      const units4 = f.units4[k]!;
      if (units4 <= 0n) continue;
      let nav4 = price.get(f.schemeId);
      if (nav4 === undefined) {
        const series = navs.get(f.schemeId);
        const i = series ? lastAtOrBefore(series.dates, date) : -1;
        const fromTxn = lastNav.get(f.schemeId);
        nav4 = series && i >= 0 && (!fromTxn || fromTxn.date <= series.dates[i]!) ? series.nav4[i]! : (fromTxn?.nav4 ?? 0n);
        price.set(f.schemeId, nav4);
      }
      value += valueOf(units4, nav4);
    }
    out.push({ date, valuePaise: value, costPaise: cost });
  }
  return out;
}

/** The value graph of a portfolio input, walking its transactions once. */
export function valueOverTime(input: PortfolioInput, maxPoints = 120): GraphPoint[] {
  return graphOn(buildTimeline(input.txns), input.navs, input.asOf, maxPoints);
}
