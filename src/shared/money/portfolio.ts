/**
 * The portfolio as one pure function over the investor's allotted transactions and the schemes'
 * NAVs: what is held per folio, what it cost (first in, first out), what it is worth on a day,
 * what it earned (realised and unrealised, absolute and XIRR), the ELSS units still locked, the
 * units free of exit load, the allocation, and the value and invested amount over time.
 * The dashboard, the portfolio, the capital-gains reports and the family portfolio all read it.
 *
 * Money is bigint paise, units and NAVs bigint at 4 decimals (units4, nav4); rates are floats
 * (ratios, shown to 2 decimals). Value of a holding = units4 × nav4 / 10⁶, rounded down to the
 * paisa (lots/scales.ts), and a total is the sum of its holdings' values, so what a row shows adds
 * up exactly. Lots are walked first in, first out (lots/fifo.ts); whether a lot is still inside
 * its exit-load period is lots/exit-load.ts's rule.
 * "As on" a day: only transactions dated (by NAV date) on or before it count, each scheme is
 * priced at its NAV on or before it.
 */
import { divRoundHalfUp } from './decimal.ts';
import { exitLoadPeriod } from './lots/exit-load.ts';
import { UNITS_NAV_TO_PAISE, valuePaise as valueOf } from './lots/scales.ts';
import { dayCache, lockInFreeDate, openLots, type NavSeries, type OpenLot, type PortfolioInput, type PortfolioScheme } from './portfolio-lots.ts';
import { buildTimeline, type FolioSteps } from './portfolio-walk.ts';
import { epochDay, percentText, xirrDays, type XirrResult } from './xirr.ts';

export { lockInFreeDate, type NavSeries, type OpenLot, type PortfolioInput, type PortfolioScheme, type PortfolioTxn } from './portfolio-lots.ts';

export interface HoldingFigures {
  schemeId: number;
  folio: string;
  units4: bigint;
  /** cost of the units still held, first in first out */
  costPaise: bigint;
  /** average cost per unit (cost / units), 4 decimals; 0 when nothing is held */
  avgNav4: bigint;
  /** the NAV used and its date; null only when neither the history nor a transaction gives one */
  nav: { date: string; nav4: bigint } | null;
  /** the NAV before it, for the day's change */
  previousNav4: bigint | null;
  valuePaise: bigint;
  /** value − cost of what is held, over the units whose cost is known */
  gainPaise: bigint;
  /** units held whose cost is not known (a summary statement's holding): in the value, not in cost, gain or XIRR */
  costUnknownUnits4: bigint;
  /** what sales earned over what the sold units cost */
  realisedPaise: bigint;
  /** gain / cost in percent, 2 decimals; null when nothing is invested */
  absReturn: string | null;
  xirr: XirrResult;
  /** date of the oldest unit still held */
  firstDate: string | null;
  /** days from the oldest unit still held to the as-on day */
  holdingDays: number;
  lockedUnits4: bigint;
  /** units that may be redeemed today without exit load (locked units excluded) */
  exitLoadFreeUnits4: bigint;
  /** value change since the previous NAV */
  dayChangePaise: bigint;
  lots: OpenLot[];
}

export interface AllocationRow {
  key: string;
  assetClassName: string;
  subAssetClassName?: string;
  valuePaise: bigint;
  /** share of the total, percent to 2 decimals; the rows add up to 100.00 */
  percent: string;
}

export interface PortfolioFigures {
  asOf: string;
  /** folios with units on the as-on day, by scheme name then folio */
  holdings: HoldingFigures[];
  /** folios emptied by the as-on day (what they realised still counts) */
  closed: HoldingFigures[];
  totals: {
    valuePaise: bigint;
    /** the value of units whose cost is not known (left out of gain and XIRR) */
    costUnknownValuePaise: bigint;
    costPaise: bigint;
    gainPaise: bigint;
    realisedPaise: bigint;
    absReturn: string | null;
    xirr: XirrResult;
    /** first investment ever, and the days since */
    firstDate: string | null;
    lifeDays: number;
    dayChangePaise: bigint;
  };
  byAssetClass: AllocationRow[];
  bySubAssetClass: AllocationRow[];
}

/** Index of the last entry ≤ key in an ascending list, or -1. */
export function lastAtOrBefore<T extends string | number>(list: readonly T[], key: T): number {
  let lo = 0;
  let hi = list.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid]! <= key) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

/** gain / cost × 100 to 2 decimals (exact, half away from zero); null when there is no cost. */
export function percentOf(gainPaise: bigint, costPaise: bigint): string | null {
  if (costPaise <= 0n) return null;
  const hundredths = divRoundHalfUp(gainPaise * 10_000n, costPaise);
  const neg = hundredths < 0n;
  const abs = neg ? -hundredths : hundredths;
  const text = `${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
  return neg && abs !== 0n ? `-${text}` : text;
}

/**
 * Shares of a total in percent to 2 decimals that add up to exactly 100.00: each share is rounded
 * down and the hundredths left over go to the largest remainders (Hamilton's method).
 */
export function shares(values: readonly bigint[]): string[] {
  const total = values.reduce((a, b) => a + b, 0n);
  if (total <= 0n) return values.map(() => '0.00');
  const exact = values.map((v) => v * 10_000n);
  const floors = exact.map((x) => x / total);
  let left = 10_000n - floors.reduce((a, b) => a + b, 0n);
  const order = exact.map((x, i) => ({ i, rem: x % total })).sort((a, b) => (b.rem > a.rem ? 1 : b.rem < a.rem ? -1 : a.i - b.i));
  for (const { i } of order) {
    if (left <= 0n) break;
    floors[i]! += 1n;
    left -= 1n;
  }
  return floors.map((h) => `${h / 100n}.${String(h % 100n).padStart(2, '0')}`);
}

type TxnNavFallback = { date: string; nav4: bigint } | null;

/** A holding's NAV on `asOf`: the history's, unless the folio's own last transaction is newer (or there is no history); and the NAV before it. */
export function priceOf(
  series: NavSeries | undefined,
  asOf: string,
  fallback: TxnNavFallback,
): { nav: { date: string; nav4: bigint } | null; previous: bigint | null } {
  const i = series ? lastAtOrBefore(series.dates, asOf) : -1;
  if (series && i >= 0) {
    const fromSeries = { date: series.dates[i]!, nav4: series.nav4[i]! };
    if (!fallback || fallback.date <= fromSeries.date) return { nav: fromSeries, previous: i > 0 ? series.nav4[i - 1]! : null };
  }
  return { nav: fallback, previous: null };
}

/** The whole portfolio as on `input.asOf`. */
export function computePortfolio(input: PortfolioInput): PortfolioFigures {
  const { asOf } = input;
  const asOfDay = epochDay(asOf);
  // the walk over the transactions up to the day: each folio as it stands at its end
  // only each folio's end is read here: the walk keeps no daily steps
  const walked = buildTimeline(
    input.txns.filter((t) => t.date <= asOf),
    { steps: false },
  );
  const firstDate = walked.firstBuy;
  const holdings: HoldingFigures[] = [];
  const closed: HoldingFigures[] = [];
  const allDays: number[] = [];
  const allAmounts: number[] = [];

  const dayOf = dayCache();
  const knownValues = new Map<FolioSteps, bigint>();
  const loadPeriods = new Map<number, (days: number) => boolean>();
  for (const f of walked.folios.values()) {
    const scheme = input.schemes.get(f.schemeId);
    let insideLoad = loadPeriods.get(f.schemeId);
    if (!insideLoad) loadPeriods.set(f.schemeId, (insideLoad = exitLoadPeriod(scheme?.exitLoad ?? [])));
    const lots = openLots(f.lots);
    const units4 = lots.reduce((a, l) => a + l.units4, 0n);
    const costPaise = lots.reduce((a, l) => a + l.costPaise, 0n);
    const { nav, previous } = priceOf(input.navs.get(f.schemeId), asOf, f.run.nav);
    const valuePaise = nav ? valueOf(units4, nav.nav4) : 0n;
    const unknown4 = lots.reduce((a, l) => a + (l.costUnknown ? l.units4 : 0n), 0n);
    const knownValuePaise = unknown4 === 0n ? valuePaise : nav ? valueOf(units4 - unknown4, nav.nav4) : 0n;
    knownValues.set(f, knownValuePaise);
    const days = [...f.flowDays];
    const amounts = [...f.flowAmounts];
    if (knownValuePaise > 0n) {
      days.push(asOfDay);
      amounts.push(Number(knownValuePaise));
    }
    allDays.push(...f.flowDays);
    allAmounts.push(...f.flowAmounts);
    let locked = 0n;
    let loadFree = 0n;
    for (const lot of lots) {
      const isLocked = scheme?.lockInYears ? asOf < lockInFreeDate(lot.date, scheme.lockInYears) : false;
      if (isLocked) locked += lot.units4;
      else if (!insideLoad(asOfDay - dayOf(lot.date))) loadFree += lot.units4;
    }
    const first = lots[0]?.date ?? null;
    const figures: HoldingFigures = {
      schemeId: f.schemeId,
      folio: f.folio,
      units4,
      costPaise,
      avgNav4: units4 - unknown4 > 0n ? divRoundHalfUp(costPaise * UNITS_NAV_TO_PAISE, units4 - unknown4) : 0n,
      nav,
      previousNav4: previous,
      valuePaise,
      gainPaise: knownValuePaise - costPaise,
      costUnknownUnits4: unknown4,
      realisedPaise: f.run.realisedPaise,
      absReturn: percentOf(knownValuePaise - costPaise, costPaise),
      xirr: xirrDays(days, amounts),
      firstDate: first,
      holdingDays: first ? asOfDay - dayOf(first) : 0,
      lockedUnits4: locked,
      exitLoadFreeUnits4: loadFree,
      dayChangePaise: nav && previous !== null ? valueOf(units4, nav.nav4) - valueOf(units4, previous) : 0n,
      lots,
    };
    (units4 > 0n ? holdings : closed).push(figures);
  }

  const nameOf = (id: number) => input.schemes.get(id)?.name ?? '';
  const order = (a: HoldingFigures, b: HoldingFigures) => nameOf(a.schemeId).localeCompare(nameOf(b.schemeId)) || a.folio.localeCompare(b.folio);
  holdings.sort(order);
  closed.sort(order);

  const valuePaise = holdings.reduce((a, h) => a + h.valuePaise, 0n);
  const costPaise = holdings.reduce((a, h) => a + h.costPaise, 0n);
  const gainPaise = holdings.reduce((a, h) => a + h.gainPaise, 0n);
  const knownValuePaise = [...knownValues.values()].reduce((a, b) => a + b, 0n);
  const realisedPaise = [...holdings, ...closed].reduce((a, h) => a + h.realisedPaise, 0n);
  if (knownValuePaise > 0n) {
    allDays.push(asOfDay);
    allAmounts.push(Number(knownValuePaise));
  }
  return {
    asOf,
    holdings,
    closed,
    totals: {
      valuePaise,
      costUnknownValuePaise: valuePaise - knownValuePaise,
      costPaise,
      gainPaise,
      realisedPaise,
      absReturn: percentOf(gainPaise, costPaise),
      xirr: xirrDays(allDays, allAmounts),
      firstDate,
      lifeDays: firstDate ? asOfDay - epochDay(firstDate) : 0,
      dayChangePaise: holdings.reduce((a, h) => a + h.dayChangePaise, 0n),
    },
    ...allocation(holdings, input.schemes),
  };
}

/** Value by asset class and by sub-asset class, largest first, with shares that add up to 100.00. */
export function allocation(
  holdings: readonly Pick<HoldingFigures, 'schemeId' | 'valuePaise'>[],
  schemes: ReadonlyMap<number, PortfolioScheme>,
): Pick<PortfolioFigures, 'byAssetClass' | 'bySubAssetClass'> {
  const asset = new Map<string, { assetClassName: string; valuePaise: bigint }>();
  const sub = new Map<string, { assetClassName: string; subAssetClassName: string; valuePaise: bigint }>();
  for (const h of holdings) {
    const s = schemes.get(h.schemeId);
    const assetName = s?.assetClassName || 'Other';
    const subName = s?.subAssetClassName || 'Other';
    const a = asset.get(assetName) ?? { assetClassName: assetName, valuePaise: 0n };
    a.valuePaise += h.valuePaise;
    asset.set(assetName, a);
    const k = `${assetName}|${subName}`;
    const b = sub.get(k) ?? { assetClassName: assetName, subAssetClassName: subName, valuePaise: 0n };
    b.valuePaise += h.valuePaise;
    sub.set(k, b);
  }
  const rows = <T extends { valuePaise: bigint }>(m: Map<string, T>) => {
    const list = [...m.entries()].sort((x, y) => (y[1].valuePaise > x[1].valuePaise ? 1 : y[1].valuePaise < x[1].valuePaise ? -1 : x[0].localeCompare(y[0])));
    const pct = shares(list.map(([, v]) => v.valuePaise));
    return list.map(([key, v], i) => ({ key, ...v, percent: pct[i]! }));
  };
  return { byAssetClass: rows(asset), bySubAssetClass: rows(sub) };
}

/** The XIRR of a result as the 2-decimal percent text the API sends, or null (NA). */
export const xirrText = (r: XirrResult): string | null => (r.ok ? percentText(r.rate * 100) : null);
