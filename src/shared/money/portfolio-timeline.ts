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
import { UNITS_NAV_TO_PAISE, valuePaise as valueOf } from './lots/scales.ts';
import {
  allocation,
  lastAtOrBefore,
  percentOf,
  priceOf,
  type NavSeries,
  type PortfolioFigures,
  type PortfolioInput,
  type PortfolioScheme,
} from './portfolio.ts';
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
export function totalsOn(
  timeline: PortfolioTimeline,
  schemes: ReadonlyMap<number, PortfolioScheme>,
  navs: ReadonlyMap<number, NavSeries>,
  asOf: string,
): PortfolioTotals {
  const asOfDay = epochDay(asOf);
  const held: Array<{ schemeId: number; valuePaise: bigint }> = [];
  let valuePaise = 0n;
  let knownValuePaise = 0n;
  let costPaise = 0n;
  let gainPaise = 0n;
  let realisedPaise = 0n;
  let dayChangePaise = 0n;
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
    if (units4 <= 0n) continue;
    valuePaise += value;
    costPaise += f.costPaise[k]!;
    gainPaise += known - f.costPaise[k]!;
    dayChangePaise += nav && previous !== null ? valueOf(units4, nav.nav4) - valueOf(units4, previous) : 0n;
    held.push({ schemeId: f.schemeId, valuePaise: value });
  }
  // the flows up to the day, folded per day as the walk kept them, and what is held on it
  const n = lastAtOrBefore(timeline.flowDays, asOfDay) + 1;
  const days: number[] = [];
  const amounts: number[] = [];
  for (let i = 0; i < n; i += 1) {
    const day = timeline.flowDays[i]!;
    days.push(day, day);
    amounts.push(timeline.flowIn[i]!, timeline.flowOut[i]!);
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
/** units4 × nav4 per paisa (lots/scales.ts UNITS_NAV_TO_PAISE) as a double */
const PER_PAISA = Number(UNITS_NAV_TO_PAISE);
/** sums of whole paise stay exact in a double below 2⁵³: moved to the bigint total well before */
const FLUSH_AT = 2 ** 52;
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
  // schemes by position, so a point needs no maps: each scheme's NAV series and where a point found its NAV
  const schemeIds = [...new Set(folios.map((f) => f.schemeId))];
  const slot = new Map(schemeIds.map((id, i) => [id, i]));
  const folioSlot = folios.map((f) => slot.get(f.schemeId)!);
  const series = schemeIds.map((id) => navs.get(id));
  const navAt = schemeIds.map(() => -1);
  const steps = folios.map(() => -1);
  const lastNav: Array<TxnNav | null> = schemeIds.map(() => null);
  const price: Array<bigint | null> = schemeIds.map(() => null);
  const out: GraphPoint[] = [];
  for (let p = 0; p < count; p += 1) {
    const date = ymdOf(count === 1 ? asOfDay : startDay + Math.round((span * p) / (count - 1)));
    // the days only move forward: each folio's step and each scheme's NAV index move forward with them
    lastNav.fill(null);
    price.fill(null);
    for (let j = 0; j < folios.length; j += 1) {
      const f = folios[j]!;
      let k = steps[j]!;
      while (k + 1 < f.dates.length && f.dates[k + 1]! <= date) k += 1;
      steps[j] = k;
      const n = k >= 0 ? f.lastTxnNav[k] : null;
      if (!n) continue;
      // each scheme is priced at its NAV on the day, unless its last transaction (in walk order) is newer
      const s = folioSlot[j]!;
      const seen = lastNav[s];
      if (!seen || n.at > seen.at) lastNav[s] = n;
    }
    let value = 0n;
    let small = 0;
    let cost = 0n;
    for (let j = 0; j < folios.length; j += 1) {
      const k = steps[j]!;
      if (k < 0) continue;
      const f = folios[j]!;
      cost += f.graphCostPaise[k]!;
      const units4 = f.units4[k]!;
      if (units4 <= 0n) continue;
      const s = folioSlot[j]!;
      let nav4 = price[s];
      if (nav4 === null || nav4 === undefined) {
        const list = series[s];
        let i = navAt[s]!;
        if (list) {
          i = forwardTo(list.dates, i, date);
          navAt[s] = i;
        }
        const fromTxn = lastNav[s];
        nav4 = list && i >= 0 && (!fromTxn || fromTxn.date <= list.dates[i]!) ? list.nav4[i]! : (fromTxn?.nav4 ?? 0n);
        price[s] = nav4;
      }
      // units × NAV / 10⁶ rounded down, in doubles while the product is an exact integer (below 2⁵³:
      // then the quotient's floor is exact too), else in bigint
      const product = Number(units4) * Number(nav4);
      if (product <= Number.MAX_SAFE_INTEGER) {
        small += Math.floor(product / PER_PAISA);
        if (small > FLUSH_AT) {
          value += BigInt(small);
          small = 0;
        }
      } else value += valueOf(units4, nav4);
    }
    out.push({ date, valuePaise: value + BigInt(small), costPaise: cost });
  }
  return out;
}

/** The last index ≤ key at or after `from` in an ascending list (from itself when none further is): a search that only moves forward. */
function forwardTo(list: readonly string[], from: number, key: string): number {
  if (from + 1 >= list.length || list[from + 1]! > key) return from;
  let lo = from + 1;
  let hi = list.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (list[mid]! <= key) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** The value graph of a portfolio input, walking its transactions once. */
export function valueOverTime(input: PortfolioInput, maxPoints = 120): GraphPoint[] {
  return graphOn(buildTimeline(input.txns), input.navs, input.asOf, maxPoints);
}
