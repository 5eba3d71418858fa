/**
 * The lot arithmetic the portfolio function and its graph share: transactions, open lots
 * consumed first in, first out, values rounded down to the paisa, the ELSS lock-in day.
 */
import { divRoundHalfUp } from './decimal.ts';
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

export interface OpenLot {
  date: string;
  units4: bigint;
  costPaise: bigint;
  costUnknown?: boolean;
}

const MICRO = 1_000_000n;

/** Value in paise of units4 at nav4, rounded down (as shared/rules/allotment and services/orders/units). */
export const valueOf = (units4: bigint, nav4: bigint): bigint => (units4 * nav4) / MICRO;

/** The last day a lot bought on `lotDate` is locked: it is free from the same day `years` later (29 Feb → 28 Feb). */
export function lockInFreeDate(lotDate: string, years: number): string {
  const [y, m, d] = lotDate.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(y + years, m, 0)).getUTCDate();
  return `${y + years}-${String(m).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/**
 * Applies one sale to a folio's lots, oldest first; returns the cost of the units sold, how many
 * there were, and how many of them came from lots of unknown cost.
 */
export function consume(lots: OpenLot[], units4: bigint): { cost: bigint; units4: bigint; unknown4: bigint } {
  let left = units4;
  let cost = 0n;
  let unknown4 = 0n;
  while (left > 0n && lots.length > 0) {
    const lot = lots[0]!;
    if (lot.costUnknown) unknown4 += lot.units4 <= left ? lot.units4 : left;
    if (lot.units4 <= left) {
      cost += lot.costPaise;
      left -= lot.units4;
      lots.shift();
    } else {
      // a part of the lot: its share of the lot's cost, and the rest stays with the lot exactly
      const part = divRoundHalfUp(lot.costPaise * left, lot.units4);
      cost += part;
      lot.costPaise -= part;
      lot.units4 -= left;
      left = 0n;
    }
  }
  return { cost, units4: units4 - left, unknown4 };
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
export const byDateThenSeq = (a: PortfolioTxn, b: PortfolioTxn) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.kind === b.kind ? a.seq - b.seq : a.kind === 'BUY' ? -1 : 1);

