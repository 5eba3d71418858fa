import { divRoundHalfUp } from '../money/decimal.ts';
import { exitLoadFifo, type ExitLoadRule } from './allotment.ts';
import { FINANCE_ACT_2024_FROM, GRANDFATHERING_DATE, SPECIFIED_FUND_FROM, heldLongerThan, holdingRule, type TaxClass } from './capital-gains-tax.ts';
import { ciiFor, fyLabel } from './cost-inflation-index.ts';

/**
 * The statement of capital gain/loss: FIFO lots per folio and scheme, each sale (redemption,
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
 *   STT is not deductible (s.48, proviso) and is not charged to the investor here.
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
 * first (the order most favourable to the investor). Setting off a loss of one kind against a
 * gain of another (ss.70-74) is left to the return, and said so on the statement.
 */

export type GainBucketId = 'EQ_ST_15' | 'EQ_ST_20' | 'EQ_LT_EXEMPT' | 'EQ_LT_10' | 'EQ_LT_12_5' | 'SLAB' | 'LT_20_IDX' | 'LT_12_5';

export interface GainBucket {
  id: GainBucketId;
  label: string;
  section: string;
  term: 'short' | 'long';
  /** the rate in basis points (2000 = 20%); null for slab or exempt */
  rateBp: number | null;
  /** buckets netted with each other */
  kind: 'equity-st' | 'equity-lt' | 'equity-lt-exempt' | 'slab' | 'other-lt';
}

export const GAIN_BUCKETS: Record<GainBucketId, GainBucket> = {
  EQ_ST_15: { id: 'EQ_ST_15', label: 'Short-term, equity, 15%', section: '111A', term: 'short', rateBp: 1500, kind: 'equity-st' },
  EQ_ST_20: { id: 'EQ_ST_20', label: 'Short-term, equity, 20%', section: '111A', term: 'short', rateBp: 2000, kind: 'equity-st' },
  EQ_LT_EXEMPT: { id: 'EQ_LT_EXEMPT', label: 'Long-term, equity, exempt', section: '10(38)', term: 'long', rateBp: null, kind: 'equity-lt-exempt' },
  EQ_LT_10: { id: 'EQ_LT_10', label: 'Long-term, equity, 10%', section: '112A', term: 'long', rateBp: 1000, kind: 'equity-lt' },
  EQ_LT_12_5: { id: 'EQ_LT_12_5', label: 'Long-term, equity, 12.5%', section: '112A', term: 'long', rateBp: 1250, kind: 'equity-lt' },
  SLAB: { id: 'SLAB', label: 'Short-term, at slab rate', section: '50AA / slab', term: 'short', rateBp: null, kind: 'slab' },
  LT_20_IDX: { id: 'LT_20_IDX', label: 'Long-term, 20% with indexation', section: '112', term: 'long', rateBp: 2000, kind: 'other-lt' },
  LT_12_5: { id: 'LT_12_5', label: 'Long-term, 12.5%', section: '112', term: 'long', rateBp: 1250, kind: 'other-lt' },
};

export interface CgBuy {
  type: 'BUY';
  /** allotment (NAV) date, YYYY-MM-DD */
  date: string;
  units4: bigint;
  /** what was paid for the units, stamp duty included */
  costPaise: bigint;
  ref: string;
}

export interface CgSell {
  type: 'SELL';
  date: string;
  units4: bigint;
  nav4: bigint;
  ref: string;
  /** Redemption, Switch Out, SWP, STP */
  label: string;
  /** the exit load the fund house charged; null: priced here from the scheme's rules */
  exitLoadPaise: bigint | null;
}

export interface CgHolding {
  /** scheme and folio */
  key: string;
  schemeName: string;
  folioNo: string;
  taxClass: TaxClass;
  elss: boolean;
  /** NAV on 31-Jan-2018 (the fair market value for grandfathering); null when unknown */
  fmvNav4: bigint | null;
  exitLoadRules: readonly ExitLoadRule[];
  /** in the order they happened (same day: as given) */
  events: ReadonlyArray<CgBuy | CgSell>;
}

export interface GainLine {
  key: string;
  schemeName: string;
  folioNo: string;
  taxClass: TaxClass;
  saleRef: string;
  saleLabel: string;
  saleDate: string;
  purchaseRef: string | null;
  purchaseDate: string | null;
  units4: bigint;
  /** full value of consideration: units × sale NAV */
  salePaise: bigint;
  exitLoadPaise: bigint;
  /** actual cost of acquisition (stamp duty included) */
  costPaise: bigint;
  /** 31-Jan-2018 value of the units (grandfathered lines) */
  fmvPaise: bigint | null;
  indexedCostPaise: bigint | null;
  /** the cost deducted: actual, grandfathered or indexed */
  deductedCostPaise: bigint;
  gainPaise: bigint;
  term: 'short' | 'long';
  bucket: GainBucketId;
  fy: string;
  /** which rule applied, in words */
  rule: string;
}

export interface BucketTotal {
  id: GainBucketId;
  gainPaise: bigint;
  lossPaise: bigint;
  netPaise: bigint;
  /** after netting within the kind and the exemption; never negative */
  taxablePaise: bigint;
  /** taxable × rate (before surcharge and cess); null for slab and exempt */
  taxPaise: bigint | null;
}

export interface SchemeTotal {
  key: string;
  schemeName: string;
  folioNo: string;
  salePaise: bigint;
  costPaise: bigint;
  exitLoadPaise: bigint;
  shortTermPaise: bigint;
  longTermPaise: bigint;
  gainPaise: bigint;
}

export interface FySummary {
  fy: string;
  buckets: BucketTotal[];
  schemes: SchemeTotal[];
  exemptionLimitPaise: bigint;
  exemptionUsedPaise: bigint;
  salePaise: bigint;
  costPaise: bigint;
  deductedCostPaise: bigint;
  exitLoadPaise: bigint;
  shortTermPaise: bigint;
  longTermPaise: bigint;
  gainPaise: bigint;
  estimatedTaxPaise: bigint;
}

export interface CapitalGainsStatement {
  fromDate: string;
  toDate: string;
  lines: GainLine[];
  years: FySummary[];
  total: { salePaise: bigint; costPaise: bigint; exitLoadPaise: bigint; shortTermPaise: bigint; longTermPaise: bigint; gainPaise: bigint; estimatedTaxPaise: bigint };
  notes: string[];
}

export const STATEMENT_NOTES: readonly string[] = [
  'Cost includes the stamp duty paid on purchase; exit load is deducted from the sale value as a transfer expense (Income-tax Act, 1961, s.48).',
  'Units are matched first in, first out within each folio. Switches, SWP and STP withdrawals are transfers.',
  'Losses are netted within each kind of gain only; setting off a loss against another kind of gain (sections 70 to 74) is done in your return.',
  'Estimated tax is before surcharge and the 4% health and education cess; gains taxed at your slab rate are not estimated.',
];

/** Yearly exemption of long-term equity gains (s.112A) for a financial year label. */
export function equityExemptionPaise(fy: string): bigint {
  if (fy < '2018-19') return 0n;
  return fy >= '2024-25' ? 12_500_000n : 10_000_000n;
}

interface OpenLot {
  date: string;
  ref: string;
  units4: bigint;
  costPaise: bigint;
}

const UNITS_NAV_TO_PAISE = 1_000_000n; // units4 × nav4 = rupees at 10^8 → paise at 10^2

/** The capital-gains statement of sales dated fromDate..toDate (inclusive). */
export function capitalGains(holdings: readonly CgHolding[], fromDate: string, toDate: string): CapitalGainsStatement {
  const lines: GainLine[] = [];
  for (const h of holdings) {
    const queue: OpenLot[] = [];
    let head = 0;
    for (const e of h.events) {
      if (e.type === 'BUY') {
        if (e.units4 > 0n) queue.push({ date: e.date, ref: e.ref, units4: e.units4, costPaise: e.costPaise });
        continue;
      }
      const inRange = e.date >= fromDate && e.date <= toDate;
      const slices = takeFifo(queue, head, e.units4);
      head = slices.head;
      if (!inRange) continue;
      lines.push(...priceSale(h, e, slices.taken));
    }
  }
  // by sale date, then scheme (a stable sort keeps each sale's slices oldest lot first)
  lines.sort((a, b) => (a.saleDate < b.saleDate ? -1 : a.saleDate > b.saleDate ? 1 : a.schemeName < b.schemeName ? -1 : a.schemeName > b.schemeName ? 1 : 0));
  return summarise(lines, fromDate, toDate);
}

interface Slice {
  lot: OpenLot | null;
  units4: bigint;
  costPaise: bigint;
}

/** Takes `units4` from the queue oldest first; units no lot covers come back as one slice without a lot. */
function takeFifo(queue: OpenLot[], head: number, units4: bigint): { taken: Slice[]; head: number } {
  const taken: Slice[] = [];
  let left = units4;
  while (left > 0n && head < queue.length) {
    const lot = queue[head]!;
    if (lot.units4 === 0n) {
      head++;
      continue;
    }
    const take = lot.units4 < left ? lot.units4 : left;
    const cost = take === lot.units4 ? lot.costPaise : divRoundHalfUp(lot.costPaise * take, lot.units4);
    taken.push({ lot: { ...lot }, units4: take, costPaise: cost });
    lot.units4 -= take;
    lot.costPaise -= cost;
    left -= take;
    if (lot.units4 === 0n) head++;
  }
  if (left > 0n) taken.push({ lot: null, units4: left, costPaise: 0n });
  return { taken, head };
}

function priceSale(h: CgHolding, sale: CgSell, slices: Slice[]): GainLine[] {
  const gross = (sale.units4 * sale.nav4) / UNITS_NAV_TO_PAISE;
  // sale value per slice, the last taking the rounding remainder so the slices add up to the sale
  const values = slices.map((s) => (s.units4 * sale.nav4) / UNITS_NAV_TO_PAISE);
  values[values.length - 1]! += gross - values.reduce((a, v) => a + v, 0n);
  const loads = exitLoads(h, sale, slices, values);
  return slices.map((s, i) => lineFor(h, sale, s, values[i]!, loads[i]!));
}

/** Each slice's exit load: priced by the scheme's rules (the allotment's FIFO), or the charged total spread in that proportion. */
function exitLoads(h: CgHolding, sale: CgSell, slices: Slice[], values: bigint[]): bigint[] {
  const priced = slices.map((s) => {
    if (!s.lot || h.exitLoadRules.length === 0) return 0n;
    const r = exitLoadFifo([{ date: s.lot.date, units: s.units4 / 10n }], s.units4 / 10n, sale.date < s.lot.date ? s.lot.date : sale.date, sale.nav4, h.exitLoadRules);
    return r.totalLoadPaise;
  });
  if (sale.exitLoadPaise === null) return priced;
  const total = sale.exitLoadPaise;
  const pricedSum = priced.reduce((a, v) => a + v, 0n);
  const weights = pricedSum > 0n ? priced : values;
  const weightSum = weights.reduce((a, v) => a + v, 0n);
  if (weightSum === 0n) return slices.map((_, i) => (i === slices.length - 1 ? total : 0n));
  const out = weights.map((w) => (total * w) / weightSum);
  const last = weights.map((w) => w > 0n).lastIndexOf(true);
  out[last]! += total - out.reduce((a, v) => a + v, 0n);
  return out;
}

const DMY = (ymd: string) => `${ymd.slice(8, 10)}-${['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][Number(ymd.slice(5, 7)) - 1]}-${ymd.slice(0, 4)}`;

function lineFor(h: CgHolding, sale: CgSell, s: Slice, salePaise: bigint, exitLoadPaise: bigint): GainLine {
  const base = {
    key: h.key,
    schemeName: h.schemeName,
    folioNo: h.folioNo,
    taxClass: h.taxClass,
    saleRef: sale.ref,
    saleLabel: sale.label,
    saleDate: sale.date,
    purchaseRef: s.lot?.ref ?? null,
    purchaseDate: s.lot?.date ?? null,
    units4: s.units4,
    salePaise,
    exitLoadPaise,
    costPaise: s.costPaise,
    fy: fyLabel(sale.date),
  };
  if (!s.lot) {
    return { ...base, fmvPaise: null, indexedCostPaise: null, deductedCostPaise: 0n, gainPaise: salePaise - exitLoadPaise, term: 'short', bucket: 'SLAB', rule: 'No purchase on record for these units: cost taken as nil. Please check this folio with the fund house.' };
  }
  const bought = s.lot.date;
  const newRegime = sale.date >= FINANCE_ACT_2024_FROM;
  const fund = h.elss ? 'ELSS (equity) fund' : h.taxClass === 'equity' ? 'Equity fund' : h.taxClass === 'debt' ? 'Debt fund' : 'Hybrid/other fund';

  if (h.taxClass === 'equity') {
    const long = heldLongerThan(bought, sale.date, 12);
    if (!long) {
      const bucket: GainBucketId = newRegime ? 'EQ_ST_20' : 'EQ_ST_15';
      return { ...base, fmvPaise: null, indexedCostPaise: null, deductedCostPaise: s.costPaise, gainPaise: salePaise - exitLoadPaise - s.costPaise, term: 'short', bucket, rule: `${fund} held up to 12 months: short-term, s.111A, ${newRegime ? `20% (transfers from ${DMY(FINANCE_ACT_2024_FROM)})` : '15%'}.` };
    }
    let deducted = s.costPaise;
    let fmvPaise: bigint | null = null;
    let grandfather = '';
    if (bought <= GRANDFATHERING_DATE) {
      if (h.fmvNav4 !== null) {
        fmvPaise = (s.units4 * h.fmvNav4) / UNITS_NAV_TO_PAISE;
        const lower = fmvPaise < salePaise ? fmvPaise : salePaise;
        deducted = s.costPaise > lower ? s.costPaise : lower;
        grandfather = ` Bought before 1-Feb-2018: cost is the higher of the actual cost and the lower of the 31-Jan-2018 value and the sale value (s.55(2)(ac)).`;
      } else {
        grandfather = ' Bought before 1-Feb-2018, but the 31-Jan-2018 NAV is not on record: the actual cost is used.';
      }
    }
    if (sale.date < '2018-04-01') {
      return { ...base, fmvPaise, indexedCostPaise: null, deductedCostPaise: s.costPaise, gainPaise: salePaise - exitLoadPaise - s.costPaise, term: 'long', bucket: 'EQ_LT_EXEMPT', rule: `${fund} held more than 12 months, sold before 1-Apr-2018: long-term, exempt under s.10(38).` };
    }
    const bucket: GainBucketId = newRegime ? 'EQ_LT_12_5' : 'EQ_LT_10';
    return {
      ...base,
      fmvPaise,
      indexedCostPaise: null,
      deductedCostPaise: deducted,
      gainPaise: salePaise - exitLoadPaise - deducted,
      term: 'long',
      bucket,
      rule: `${fund} held more than 12 months: long-term, s.112A, ${newRegime ? `12.5% on gains above ₹1.25 lakh a financial year (transfers from ${DMY(FINANCE_ACT_2024_FROM)})` : '10% on gains above ₹1 lakh a financial year'}.${grandfather}`,
    };
  }

  if (h.taxClass === 'debt' && bought >= SPECIFIED_FUND_FROM) {
    return { ...base, fmvPaise: null, indexedCostPaise: null, deductedCostPaise: s.costPaise, gainPaise: salePaise - exitLoadPaise - s.costPaise, term: 'short', bucket: 'SLAB', rule: `${fund} bought from ${DMY(SPECIFIED_FUND_FROM)}: short-term whatever the holding, s.50AA, at your slab rate.` };
  }
  const rule = holdingRule(h.taxClass, bought, sale.date);
  const months = rule.longTermAfterMonths!;
  if (!heldLongerThan(bought, sale.date, months)) {
    return { ...base, fmvPaise: null, indexedCostPaise: null, deductedCostPaise: s.costPaise, gainPaise: salePaise - exitLoadPaise - s.costPaise, term: 'short', bucket: 'SLAB', rule: `${fund} held up to ${months} months: short-term, at your slab rate.` };
  }
  if (newRegime) {
    return { ...base, fmvPaise: null, indexedCostPaise: null, deductedCostPaise: s.costPaise, gainPaise: salePaise - exitLoadPaise - s.costPaise, term: 'long', bucket: 'LT_12_5', rule: `${fund} held more than 24 months: long-term, s.112, 12.5% without indexation (transfers from ${DMY(FINANCE_ACT_2024_FROM)}).` };
  }
  const ciiBuy = ciiFor(bought)!;
  const ciiSale = ciiFor(sale.date);
  const indexed = ciiSale === null ? s.costPaise : divRoundHalfUp(s.costPaise * BigInt(ciiSale), BigInt(ciiBuy));
  return {
    ...base,
    fmvPaise: null,
    indexedCostPaise: indexed,
    deductedCostPaise: indexed,
    gainPaise: salePaise - exitLoadPaise - indexed,
    term: 'long',
    bucket: 'LT_20_IDX',
    rule: `${fund} held more than 36 months, sold before ${DMY(FINANCE_ACT_2024_FROM)}: long-term, s.112, 20% with indexation (cost inflation index ${ciiBuy} to ${ciiSale ?? ciiBuy}).`,
  };
}

function summarise(lines: GainLine[], fromDate: string, toDate: string): CapitalGainsStatement {
  const byFy = new Map<string, GainLine[]>();
  for (const l of lines) {
    const list = byFy.get(l.fy);
    if (list) list.push(l);
    else byFy.set(l.fy, [l]);
  }
  const years = [...byFy.keys()].sort().map((fy) => fySummary(fy, byFy.get(fy)!));
  const sum = (f: (y: FySummary) => bigint) => years.reduce((a, y) => a + f(y), 0n);
  return {
    fromDate,
    toDate,
    lines,
    years,
    total: {
      salePaise: sum((y) => y.salePaise),
      costPaise: sum((y) => y.deductedCostPaise),
      exitLoadPaise: sum((y) => y.exitLoadPaise),
      shortTermPaise: sum((y) => y.shortTermPaise),
      longTermPaise: sum((y) => y.longTermPaise),
      gainPaise: sum((y) => y.gainPaise),
      estimatedTaxPaise: sum((y) => y.estimatedTaxPaise),
    },
    notes: [...STATEMENT_NOTES],
  };
}

function fySummary(fy: string, lines: GainLine[]): FySummary {
  const totals = new Map<GainBucketId, BucketTotal>();
  for (const l of lines) {
    const t = totals.get(l.bucket) ?? { id: l.bucket, gainPaise: 0n, lossPaise: 0n, netPaise: 0n, taxablePaise: 0n, taxPaise: null };
    if (l.gainPaise >= 0n) t.gainPaise += l.gainPaise;
    else t.lossPaise -= l.gainPaise;
    t.netPaise += l.gainPaise;
    totals.set(l.bucket, t);
  }
  const ids = (Object.keys(GAIN_BUCKETS) as GainBucketId[]).filter((id) => totals.has(id));
  const buckets = ids.map((id) => totals.get(id)!);
  for (const kind of ['equity-st', 'equity-lt', 'slab', 'other-lt'] as const) {
    netWithinKind(buckets.filter((b) => GAIN_BUCKETS[b.id].kind === kind));
  }
  // the yearly exemption of long-term equity gains, against the higher rate first
  const limit = equityExemptionPaise(fy);
  let exemption = limit;
  for (const b of buckets.filter((x) => GAIN_BUCKETS[x.id].kind === 'equity-lt').sort((a, c) => (GAIN_BUCKETS[c.id].rateBp ?? 0) - (GAIN_BUCKETS[a.id].rateBp ?? 0))) {
    const use = b.taxablePaise < exemption ? b.taxablePaise : exemption;
    b.taxablePaise -= use;
    exemption -= use;
  }
  for (const b of buckets) {
    const rate = GAIN_BUCKETS[b.id].rateBp;
    b.taxPaise = rate === null ? null : divRoundHalfUp(b.taxablePaise * BigInt(rate), 10_000n);
  }
  const schemes = new Map<string, SchemeTotal>();
  for (const l of lines) {
    const s = schemes.get(l.key) ?? { key: l.key, schemeName: l.schemeName, folioNo: l.folioNo, salePaise: 0n, costPaise: 0n, exitLoadPaise: 0n, shortTermPaise: 0n, longTermPaise: 0n, gainPaise: 0n };
    s.salePaise += l.salePaise;
    s.costPaise += l.deductedCostPaise;
    s.exitLoadPaise += l.exitLoadPaise;
    if (l.term === 'short') s.shortTermPaise += l.gainPaise;
    else s.longTermPaise += l.gainPaise;
    s.gainPaise += l.gainPaise;
    schemes.set(l.key, s);
  }
  const add = (f: (l: GainLine) => bigint) => lines.reduce((a, l) => a + f(l), 0n);
  return {
    fy,
    buckets,
    schemes: [...schemes.values()].sort((a, b) => a.schemeName.localeCompare(b.schemeName) || a.folioNo.localeCompare(b.folioNo)),
    exemptionLimitPaise: limit,
    exemptionUsedPaise: limit - exemption,
    salePaise: add((l) => l.salePaise),
    costPaise: add((l) => l.costPaise),
    deductedCostPaise: add((l) => l.deductedCostPaise),
    exitLoadPaise: add((l) => l.exitLoadPaise),
    shortTermPaise: add((l) => (l.term === 'short' ? l.gainPaise : 0n)),
    longTermPaise: add((l) => (l.term === 'long' ? l.gainPaise : 0n)),
    gainPaise: add((l) => l.gainPaise),
    estimatedTaxPaise: buckets.reduce((a, b) => a + (b.taxPaise ?? 0n), 0n),
  };
}

/** Net losses of one rate go against the other rates of the same kind, higher rate first; taxable is what is left. */
function netWithinKind(group: BucketTotal[]): void {
  let loss = group.reduce((a, b) => a + (b.netPaise < 0n ? -b.netPaise : 0n), 0n);
  const gains = group.filter((b) => b.netPaise > 0n).sort((a, c) => (GAIN_BUCKETS[c.id].rateBp ?? 0) - (GAIN_BUCKETS[a.id].rateBp ?? 0));
  for (const b of group) b.taxablePaise = 0n;
  for (const b of gains) {
    const off = b.netPaise < loss ? b.netPaise : loss;
    b.taxablePaise = b.netPaise - off;
    loss -= off;
  }
}
