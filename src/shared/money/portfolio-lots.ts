/**
 * What the portfolio function and its graph share: their input (transactions, schemes, NAV
 * series), the open lots they show, the ELSS lock-in day. Lots are consumed by the one FIFO walk (lots/fifo.ts) and valued by the one
 * conversion (lots/scales.ts).
 */
import type { ExitLoadRule } from './lots/exit-load.ts';
import { FifoLots } from './lots/fifo.ts';
import { epochDay } from './xirr.ts';

export interface PortfolioTxn {
  schemeId: number;
  folio: string;
  /** the NAV date the units were allotted or redeemed at, YYYY-MM-DD */
  date: string;
  kind: 'BUY' | 'SELL';
  units4: bigint;
  /** BUY: what the investor paid (stamp duty included); SELL: what they received (after exit load) */
  amountPaise: bigint;
  /** the NAV of the transaction; prices a scheme whose NAV history has no point yet */
  nav4: bigint | null;
  /** orders same-day lots (the order id) */
  seq: number;
  /** units that came or went without money changing hands (a dividend reinvested, segregated-portfolio units, a merger): not an XIRR cash flow */
  internal?: boolean;
  /** units whose purchase cost is not known (a summary statement's holding, an opening balance): amountPaise is 0 and no gain is worked on them */
  costUnknown?: boolean;
}

export interface PortfolioScheme {
  id: number;
  name: string;
  assetClassId: number | null;
  assetClassName: string;
  subAssetClassName: string;
  /** ELSS: 3 */
  lockInYears: number | null;
  exitLoad: readonly ExitLoadRule[];
}

/** One scheme's NAVs, oldest first. */
export interface NavSeries {
  dates: readonly string[];
  nav4: readonly bigint[];
}

export interface PortfolioInput {
  txns: readonly PortfolioTxn[];
  schemes: ReadonlyMap<number, PortfolioScheme>;
  navs: ReadonlyMap<number, NavSeries>;
  /** YYYY-MM-DD */
  asOf: string;
}

export interface OpenLot {
  date: string;
  units4: bigint;
  costPaise: bigint;
  costUnknown?: boolean;
}

/** The last day a lot bought on `lotDate` is locked: it is free from the same day `years` later (29 Feb → 28 Feb). */
export function lockInFreeDate(lotDate: string, years: number): string {
  const [y, m, d] = lotDate.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(y + years, m, 0)).getUTCDate();
  return `${y + years}-${String(m).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/** What the walk needs to know of a portfolio lot besides its units and cost: the purchase's date and whether its cost is known. */
export type LotFacts = Pick<PortfolioTxn, 'date' | 'costUnknown'>;

/** A folio's lots, walked first in, first out. */
export const folioLots = () => new FifoLots<LotFacts>();

/** Adds a purchase to a folio's lots: its units for what was paid. */
export function addLot(lots: FifoLots<LotFacts>, buy: PortfolioTxn): void {
  lots.add(buy, buy.units4, buy.amountPaise);
}

/**
 * Applies one sale to a folio's lots, oldest first; returns the cost of the units sold, how many
 * there were, and how many of them came from lots of unknown cost.
 */
export function sell(lots: FifoLots<LotFacts>, units4: bigint): { cost: bigint; units4: bigint; unknown4: bigint } {
  let cost = 0n;
  let sold4 = 0n;
  let unknown4 = 0n;
  for (const s of lots.take(units4).slices) {
    cost += s.costPaise;
    sold4 += s.units;
    if (s.lot.costUnknown) unknown4 += s.units;
  }
  return { cost, units4: sold4, unknown4 };
}

/** The lots still held, oldest first, as the portfolio shows them. */
export function openLots(lots: FifoLots<LotFacts>): OpenLot[] {
  return lots.mapRemaining((lot, units4, costPaise) =>
    lot.costUnknown ? { date: lot.date, units4, costPaise, costUnknown: true } : { date: lot.date, units4, costPaise },
  );
}

/** Epoch days of YYYY-MM-DD dates, each worked out once per call (a SIP history repeats its dates across schemes). */
export function dayCache(): (ymd: string) => number {
  const seen = new Map<string, number>();
  return (ymd) => {
    let d = seen.get(ymd);
    if (d === undefined) seen.set(ymd, (d = epochDay(ymd)));
    return d;
  };
}

/** Oldest first; on one day purchases before sales, then by order. */
export const byDateThenSeq = (a: PortfolioTxn, b: PortfolioTxn) =>
  a.date < b.date ? -1 : a.date > b.date ? 1 : a.kind === b.kind ? a.seq - b.seq : a.kind === 'BUY' ? -1 : 1;
