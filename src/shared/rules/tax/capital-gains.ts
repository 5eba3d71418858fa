import { lotExitLoadPaise } from '../../money/lots/exit-load.ts';
import { FifoLots } from '../../money/lots/fifo.ts';
import { valuePaise } from '../../money/lots/scales.ts';
import { taxClassOf } from './capital-gains-tax.ts';
import { fyLabel } from './cost-inflation-index.ts';
import { assess, lineFor, type CgLot, type Slice } from './capital-gains-slice.ts';
import { summarise } from './capital-gains-summary.ts';
import type { CapitalGainsStatement, CgHolding, CgSell, GainFact, GainLine } from './capital-gains-types.ts';

/**
 * The statement of capital gain/loss: lots per folio and scheme walked first in, first out
 * (money/lots/fifo.ts, with its cost split), each sale (redemption,
 * switch-out, SWP instalment, STP out-leg) matched to the oldest units still held, and every
 * matched slice taxed by the law in force on its transfer date (capital-gains-tax.ts says which).
 * Pure: the caller gives each holding's buys and sells in the order they happened.
 *
 * How the Income-tax Act, 1961 is applied (s.45, s.48):
 * - Cost of acquisition is what was paid for the units, stamp duty included (the duty is paid to
 *   acquire them; our lots keep the gross amount paid). Split across slices of a lot in
 *   proportion to units, the last slice taking the remainder so a lot's cost adds up exactly.
 * - Full value of consideration is units × NAV of the sale (gross). Exit load is expenditure
 *   "wholly and exclusively in connection with the transfer" (s.48(i)) and is deducted from it.
 *   STT (shared/rules/tax/stt.ts) is not deductible (s.48, proviso): each line shows its share.
 * - Equity units bought before 1-Feb-2018 and sold long term: cost is the higher of the actual
 *   cost and the lower of their fair market value on 31-Jan-2018 (its NAV) and the full value of
 *   consideration (s.112A read with s.55(2)(ac), Finance Act, 2018). Long-term equity gains on
 *   transfers before 1-Apr-2018 were exempt under s.10(38).
 * - Yearly exemption of long-term equity gains (s.112A): ₹1 lakh a financial year up to
 *   2023-24; ₹1.25 lakh from 2024-25 (Finance (No. 2) Act, 2024, for the whole of 2024-25).
 * - Indexation (s.48, second proviso) of long-term non-equity units on transfers before
 *   23-Jul-2024: cost × CII(year of transfer) / CII(year of purchase), cost-inflation-index.ts.
 *
 * Within a financial year, gains and losses of the same kind net (short-term equity at its two
 * rates, long-term equity at its two rates, long-term other, slab); a net loss of one rate goes
 * against the other rate of the same kind first, then the exemption, each against the higher rate
 * first (the order most favourable to the investor). Then a loss of one kind is set against
 * the gains of another as ss.70 and 74 allow (capital-gains-summary.ts), losses of earlier years
 * in this history brought forward, and the exemption applied after set-off.
 */

export * from './capital-gains-types.ts';

/**
 * The capital-gains statement of sales dated fromDate..toDate (inclusive). Sales before the period
 * are walked (they take their lots) and priced for their gain only: their years matter to the
 * period just for the losses they carry into it (s.74), which need each slice's bucket and gain,
 * not the statement's text. Same figures as pricing every sale in full (capitalGainsInFull).
 */
export function capitalGains(holdings: readonly CgHolding[], fromDate: string, toDate: string): CapitalGainsStatement {
  return statement(holdings, fromDate, toDate, false);
}

/** The same statement with every earlier sale priced as a full line: the reference the fast path is tested against. */
export function capitalGainsInFull(holdings: readonly CgHolding[], fromDate: string, toDate: string): CapitalGainsStatement {
  return statement(holdings, fromDate, toDate, true);
}

function statement(holdings: readonly CgHolding[], fromDate: string, toDate: string, earlierInFull: boolean): CapitalGainsStatement {
  const lines: GainLine[] = [];
  const earlier: GainFact[] = [];
  for (const h of holdings) {
    const lots = new FifoLots<CgLot>();
    for (const e of h.events) {
      if (e.type === 'BUY') {
        lots.add(e, e.units4, e.costPaise);
        continue;
      }
      const slices = sliceSale(lots, e.units4);
      if (e.notTransfer) continue;
      if (e.date > toDate) continue;
      // sales before the period are priced too: their losses may be carried into it (s.74)
      if (e.date >= fromDate || earlierInFull) lines.push(...priceSale(h, e, slices));
      else gainsOfSale(h, e, slices, earlier);
    }
  }
  // by sale date, then scheme (a stable sort keeps each sale's slices oldest lot first)
  lines.sort((a, b) => (a.saleDate < b.saleDate ? -1 : a.saleDate > b.saleDate ? 1 : a.schemeName < b.schemeName ? -1 : a.schemeName > b.schemeName ? 1 : 0));
  return summarise(lines, fromDate, toDate, earlier);
}

/**
 * The lots of a holding still open after all its sales, oldest first, by the same walk as the
 * statement (each with its remaining cost): what harvesting and the unrealised view sell from.
 */
export function openLots(h: CgHolding): Array<{ date: string; ref: string; units4: bigint; costPaise: bigint }> {
  const lots = new FifoLots<CgLot>();
  for (const e of h.events) {
    if (e.type === 'BUY') lots.add(e, e.units4, e.costPaise);
    else lots.take(e.units4);
  }
  return lots.mapRemaining((lot, units4, costPaise) => ({ date: lot.date, ref: lot.ref, units4, costPaise }));
}

/** A sale's slices, oldest lot first; units no lot covers come back as one slice without a lot. */
function sliceSale(lots: FifoLots<CgLot>, units4: bigint): Slice[] {
  const { slices, shortUnits } = lots.take(units4);
  const out: Slice[] = slices.map((s) => ({ lot: s.lot, units4: s.units, costPaise: s.costPaise }));
  if (shortUnits > 0n) out.push({ lot: null, units4: shortUnits, costPaise: 0n });
  return out;
}

/** Sale value per slice, the last taking the rounding remainder so the slices add up to the sale. */
function saleValues(sale: CgSell, slices: Slice[]): bigint[] {
  const gross = valuePaise(sale.units4, sale.nav4);
  return withRemainder(
    slices.map((s) => valuePaise(s.units4, sale.nav4)),
    gross,
  );
}

function priceSale(h: CgHolding, sale: CgSell, slices: Slice[]): GainLine[] {
  const values = saleValues(sale, slices);
  const loads = exitLoads(h, sale, slices, values);
  const stt = spread(sale.sttPaise ?? 0n, values);
  const taxClass = taxClassOf(h.taxProfiles, sale.date);
  const fy = fyLabel(sale.date);
  return slices.map((s, i) => lineFor(h, sale, taxClass, fy, s, values[i]!, loads[i]!, stt[i]!));
}

/** A sale before the period: each slice's financial year, bucket and gain, as its full line would have them. */
function gainsOfSale(h: CgHolding, sale: CgSell, slices: Slice[], out: GainFact[]): void {
  const values = saleValues(sale, slices);
  const loads = exitLoads(h, sale, slices, values);
  const taxClass = taxClassOf(h.taxProfiles, sale.date);
  const fy = fyLabel(sale.date);
  for (let i = 0; i < slices.length; i++) {
    const a = assess(h, sale, taxClass, slices[i]!, values[i]!, loads[i]!);
    out.push({ fy, bucket: a.bucket, gainPaise: a.gainPaise });
  }
}

/** `total` split in proportion to `weights`, the last slice taking the rounding remainder. */
function spread(total: bigint, weights: bigint[]): bigint[] {
  const sum = weights.reduce((a, v) => a + v, 0n);
  return withRemainder(
    weights.map((w) => (sum === 0n ? 0n : (total * w) / sum)),
    total,
  );
}

/** `parts` with what they fall short of `total` by (the rounding remainder) added to the part at `at`, the last by default. */
function withRemainder(parts: bigint[], total: bigint, at = parts.length - 1): bigint[] {
  const rest = total - parts.reduce((a, v) => a + v, 0n);
  return parts.map((v, i) => (i === at ? v + rest : v));
}

/** Each slice's exit load: priced by the scheme's rules (money/lots/exit-load.ts, as the allotment prices it), or the charged total spread in that proportion. */
function exitLoads(h: CgHolding, sale: CgSell, slices: Slice[], values: bigint[]): bigint[] {
  // nothing charged: nothing to spread (pricing the rules per slice would only give the weights)
  if (sale.exitLoadPaise === 0n) return slices.map(() => 0n);
  const priced = slices.map((s) => {
    if (!s.lot) return 0n;
    return lotExitLoadPaise(s.lot.date, s.units4, sale.date < s.lot.date ? s.lot.date : sale.date, sale.nav4, h.exitLoadRules);
  });
  if (sale.exitLoadPaise === null) return priced;
  const total = sale.exitLoadPaise;
  const pricedSum = priced.reduce((a, v) => a + v, 0n);
  const weights = pricedSum > 0n ? priced : values;
  const weightSum = weights.reduce((a, v) => a + v, 0n);
  if (weightSum === 0n) return slices.map((_, i) => (i === slices.length - 1 ? total : 0n));
  return withRemainder(
    weights.map((w) => (total * w) / weightSum),
    total,
    weights.map((w) => w > 0n).lastIndexOf(true),
  );
}
