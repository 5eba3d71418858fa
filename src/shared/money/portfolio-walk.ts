/**
 * The one walk over a portfolio's transactions, oldest first (byDateThenSeq), through each folio's
 * lots (lots/fifo.ts via addLot and sell). It keeps, for each folio and each day the folio had a
 * transaction, what the walk knew after that day: units, cost of the open lots (exact running sums:
 * a lot keeps the rest of its cost, so what the open lots cost is what was added less what was
 * taken), units of unknown cost, realised gains, the last transaction's NAV and the cash flows so
 * far; and at the end, each folio's open lots. computePortfolio reads the end of a walk over the
 * transactions up to its day; portfolio-timeline.ts reads any day of a walk over all of them.
 * `extend` continues a walk with transactions that come after the last one walked (a new day's
 * allotments) without walking the history again.
 */
import { divRoundHalfUp } from './decimal.ts';
import type { FifoLots } from './lots/fifo.ts';
import { addLot, byDateThenSeq, folioLots, sell, type LotFacts, type PortfolioTxn } from './portfolio-lots.ts';
import { epochDay } from './xirr.ts';

export interface TxnNav {
  date: string;
  nav4: bigint;
  /** position in the walk: the graph prices a scheme at the NAV of its last transaction in walk order */
  at: number;
}

/** One folio after each day it had a transaction (index k: the k-th such day). */
export interface FolioSteps {
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
  /**
   * Every folio's flows folded per day, oldest first (the walk goes in date order), money put in
   * and money taken out apart: what the total XIRR reads up to a day. XIRR folds flows per day
   * itself, but tells "nothing invested" from "no time passed" by the flows' signs before it folds
   * them, so the signs are kept. Amounts are whole paise, so the sums are exact and equal to the
   * fold XIRR makes of the folios' own flows.
   */
  flowDays: number[];
  flowIn: number[];
  flowOut: number[];
}

/** Walks `txns` (any order) into a timeline. */
export function buildTimeline(txns: readonly PortfolioTxn[], opts: { steps?: boolean } = {}): PortfolioTimeline {
  const timeline: PortfolioTimeline = { folios: new Map(), firstBuy: null, firstTxn: null, last: null, walked: 0, flowDays: [], flowIn: [], flowOut: [] };
  walk(timeline, inWalkOrder(txns), opts.steps ?? true);
  return timeline;
}

/** The transactions oldest first; most callers read them in that order already, and then nothing is copied or sorted. */
function inWalkOrder(txns: readonly PortfolioTxn[]): readonly PortfolioTxn[] {
  let previous: PortfolioTxn | undefined;
  for (const t of txns) {
    if (previous && byDateThenSeq(previous, t) > 0) return [...txns].sort(byDateThenSeq);
    previous = t;
  }
  return txns;
}

/**
 * Continues the walk with more transactions, when every one of them comes after the last one
 * walked (byDateThenSeq); returns false, changing nothing, when one does not (then build again).
 */
export function extend(timeline: PortfolioTimeline, more: readonly PortfolioTxn[]): boolean {
  const sorted = inWalkOrder(more);
  const first = sorted[0];
  if (first && timeline.last && byDateThenSeq(first, timeline.last) <= 0) return false;
  walk(timeline, sorted, true);
  return true;
}

/** `steps`: keep each day's figures (a timeline); without them only each folio's end is kept, for one day's figures. */
function walk(timeline: PortfolioTimeline, sorted: readonly PortfolioTxn[], steps: boolean): void {
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
      if (!t.internal) flow(timeline, f, day, -Number(t.amountPaise));
    } else {
      const sold = sell(f.lots, t.units4);
      r.units4 -= sold.units4;
      r.costPaise -= sold.cost;
      r.unknown4 -= sold.unknown4;
      r.graphCostPaise -= sold.cost;
      const known = sold.unknown4 > 0n && t.units4 > 0n ? t.amountPaise - divRoundHalfUp(t.amountPaise * sold.unknown4, t.units4) : t.amountPaise;
      r.realisedPaise += known - sold.cost;
      if (!t.internal) flow(timeline, f, day, Number(known));
    }
    if (t.nav4 !== null && t.nav4 > 0n) r.nav = { date: t.date, nav4: t.nav4, at: timeline.walked };
    if (timeline.firstTxn === null) timeline.firstTxn = t.date;
    timeline.walked += 1;
    timeline.last = t;
    if (!steps) continue;
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

function flow(timeline: PortfolioTimeline, f: FolioSteps, day: number, amount: number): void {
  f.flowDays.push(day);
  f.flowAmounts.push(amount);
  const last = timeline.flowDays.length - 1;
  if (last >= 0 && timeline.flowDays[last] === day) {
    if (amount < 0) timeline.flowIn[last] = (timeline.flowIn[last] ?? 0) + amount;
    else timeline.flowOut[last] = (timeline.flowOut[last] ?? 0) + amount;
    return;
  }
  timeline.flowDays.push(day);
  timeline.flowIn.push(amount < 0 ? amount : 0);
  timeline.flowOut.push(amount < 0 ? 0 : amount);
}
