/**
 * The portfolio's figures on any day from one walk over its transactions. computePortfolio walks
 * every transaction again for each as-on day; a heavy investor (thousands of orders) asked for a
 * new day, or for the 120 days of the value graph, then pays for the whole history each time.
 * Here the walk runs once (per investor data version) and keeps, for each folio and each day it
 * had a transaction, what the walk knew after that day: units, cost of the open lots, units of
 * unknown cost, realised gains, the last transaction's NAV and the cash flows so far. The figures
 * for a day are then read with a binary search per folio and priced with the NAV history.
 *
 * The walk is the same (byDateThenSeq order, lots/fifo.ts through addLot and sell), the running
 * sums are exact (a lot keeps the rest of its cost, so what the open lots cost is what was added
 * less what was taken), and the totals, the allocation and the graph are equal to
 * computePortfolio's and valueOverTime's to the paisa and to the last bit of the XIRR (XIRR folds
 * flows per day with exact integer sums, so the order they come in does not matter);
 * portfolio-timeline.test.ts checks that on random histories. `extend` continues the walk with
 * transactions dated on or after the last one walked (a new allotment), without walking the
 * history again.
 */
import { divRoundHalfUp } from './decimal.ts';
import type { FifoLots } from './lots/fifo.ts';
import { valuePaise as valueOf } from './lots/scales.ts';
import { allocation, lastAtOrBefore, percentOf, priceOf, type NavSeries, type PortfolioFigures, type PortfolioScheme } from './portfolio.ts';
import type { GraphPoint } from './portfolio-graph.ts';
import { addLot, byDateThenSeq, folioLots, sell, type LotFacts, type PortfolioTxn } from './portfolio-lots.ts';
import { epochDay, xirrDays } from './xirr.ts';

interface TxnNav {
  date: string;
  nav4: bigint;
  /** position in the walk: the graph prices a scheme at the NAV of its last transaction in walk order */
  at: number;
}

/** One folio after each day it had a transaction (index k: the k-th such day). */
interface FolioSteps {
  schemeId: number;
  folio: string;
  lots: FifoLots<LotFacts>;
  dates: string[];
  units4: bigint[];
  costPaise: bigint[];
  unknown4: bigint[];
  realisedPaise: bigint[];
  /** the graph's invested amount: every purchase's amount less the cost of what was sold */
  graphCostPaise: bigint[];
  lastTxnNav: Array<TxnNav | null>;
  /** flows (epoch days and amounts) in walk order, and how many there were after each day */
  flowDays: number[];
  flowAmounts: number[];
  flowsAfter: number[];
  // the running walk
  run: { units4: bigint; costPaise: bigint; unknown4: bigint; realisedPaise: bigint; graphCostPaise: bigint; nav: TxnNav | null };
}

export interface PortfolioTimeline {
  folios: Map<string, FolioSteps>;
  /** the earliest purchase and the earliest transaction walked */
  firstBuy: string | null;
  firstTxn: string | null;
  /** the last transaction walked: `extend` takes only those that come after it */
  last: PortfolioTxn | null;
  walked: number;
}

/** Walks `txns` (any order) into a timeline. */
export function buildTimeline(txns: readonly PortfolioTxn[]): PortfolioTimeline {
  const timeline: PortfolioTimeline = { folios: new Map(), firstBuy: null, firstTxn: null, last: null, walked: 0 };
  walk(timeline, [...txns].sort(byDateThenSeq));
  return timeline;
}

/**
 * Continues the walk with more transactions, when every one of them comes after the last one
 * walked (byDateThenSeq); returns false, changing nothing, when one does not (then build again).
 */
export function extend(timeline: PortfolioTimeline, more: readonly PortfolioTxn[]): boolean {
  const sorted = [...more].sort(byDateThenSeq);
  if (sorted.length > 0 && timeline.last && byDateThenSeq(sorted[0]!, timeline.last) <= 0) return false;
  walk(timeline, sorted);
  return true;
}

function walk(timeline: PortfolioTimeline, sorted: readonly PortfolioTxn[]): void {
  const dayOf = new Map<string, number>();
  for (const t of sorted) {
    const key = `${t.schemeId}|${t.folio}`;
    let f = timeline.folios.get(key);
    if (!f) {
      f = {
        schemeId: t.schemeId,
        folio: t.folio,
        lots: folioLots(),
        dates: [],
        units4: [],
        costPaise: [],
        unknown4: [],
        realisedPaise: [],
        graphCostPaise: [],
        lastTxnNav: [],
        flowDays: [],
        flowAmounts: [],
        flowsAfter: [],
        run: { units4: 0n, costPaise: 0n, unknown4: 0n, realisedPaise: 0n, graphCostPaise: 0n, nav: null },
      };
      timeline.folios.set(key, f);
    }
    let day = dayOf.get(t.date);
    if (day === undefined) dayOf.set(t.date, (day = epochDay(t.date)));
    const r = f.run;
    if (t.kind === 'BUY') {
      if (timeline.firstBuy === null || t.date < timeline.firstBuy) timeline.firstBuy = t.date;
      addLot(f.lots, t);
      // a lot of no units is not kept (FifoLots.add), so neither is its cost; the graph counts the amount
      if (t.units4 > 0n) {
        r.units4 += t.units4;
        r.costPaise += t.amountPaise;
        if (t.costUnknown) r.unknown4 += t.units4;
      }
      r.graphCostPaise += t.amountPaise;
      if (!t.internal) {
        f.flowDays.push(day);
        f.flowAmounts.push(-Number(t.amountPaise));
      }
    } else {
      const sold = sell(f.lots, t.units4);
      r.units4 -= sold.units4;
      r.costPaise -= sold.cost;
      r.unknown4 -= sold.unknown4;
      r.graphCostPaise -= sold.cost;
      const known = sold.unknown4 > 0n && t.units4 > 0n ? t.amountPaise - divRoundHalfUp(t.amountPaise * sold.unknown4, t.units4) : t.amountPaise;
      r.realisedPaise += known - sold.cost;
      if (!t.internal) {
        f.flowDays.push(day);
        f.flowAmounts.push(Number(known));
      }
    }
    if (t.nav4 !== null && t.nav4 > 0n) r.nav = { date: t.date, nav4: t.nav4, at: timeline.walked };
    if (timeline.firstTxn === null) timeline.firstTxn = t.date;
    timeline.walked += 1;
    timeline.last = t;
    // one step a day: a later transaction of the same day overwrites the day's step
    const k = f.dates.length - 1;
    const i = k >= 0 && f.dates[k] === t.date ? k : f.dates.push(t.date) - 1;
    f.units4[i] = r.units4;
    f.costPaise[i] = r.costPaise;
    f.unknown4[i] = r.unknown4;
    f.realisedPaise[i] = r.realisedPaise;
    f.graphCostPaise[i] = r.graphCostPaise;
    f.lastTxnNav[i] = r.nav;
    f.flowsAfter[i] = f.flowDays.length;
  }
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

/** The value graph as on `asOf`: equal to valueOverTime's. */
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
