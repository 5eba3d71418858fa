import type { ExitLoadRule } from '../../money/lots/exit-load.ts';
import type { TaxClass, TaxProfileEntry } from './fund-tax-class.ts';

/** Types and constants of the capital-gains statement (capital-gains.ts builds it). */
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
  /** securities transaction tax taken from the payout (0 when none); shown, never deducted (s.48, proviso) */
  sttPaise?: bigint;
  /**
   * units given up in a scheme merger: not a transfer (Income-tax Act s.47(xviii), from FY
   * 2015-16), so no gain; the lots move to the new scheme at their cost and date (s.49(2AD)).
   */
  notTransfer?: boolean;
}

export interface CgHolding {
  /** scheme and folio */
  key: string;
  schemeName: string;
  folioNo: string;
  /** the scheme's dated tax classification (fund-tax-class.ts); each sale takes the one in force on its date */
  taxProfiles: readonly TaxProfileEntry[];
  /** ISIN of the units (Schedule 112A); null when not on record */
  isin: string | null;
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
  isin: string | null;
  folioNo: string;
  taxClass: TaxClass;
  saleRef: string;
  saleLabel: string;
  saleDate: string;
  purchaseRef: string | null;
  purchaseDate: string | null;
  units4: bigint;
  /** the NAV the units were sold at (the sale price per unit) */
  saleNav4: bigint;
  /** full value of consideration: units × sale NAV */
  salePaise: bigint;
  exitLoadPaise: bigint;
  /** this slice's share of the sale's STT (not deductible) */
  sttPaise: bigint;
  /** actual cost of acquisition (stamp duty included) */
  costPaise: bigint;
  /** 31-Jan-2018 value of the units (grandfathered lines), and the NAV it is priced at */
  fmvPaise: bigint | null;
  fmvNav4?: bigint | null;
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

/** What a sale before the period contributes to the losses carried into it: each slice's year, bucket and gain. */
export type GainFact = Pick<GainLine, 'fy' | 'bucket' | 'gainPaise'>;

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

/** A capital loss carried forward (s.74): from the year it arose, usable up to `lastFy`. */
export interface CarriedLoss {
  fromFy: string;
  term: 'short' | 'long';
  /** what is left to carry */
  paise: bigint;
  /** the eighth year after the year of the loss */
  lastFy: string;
}

/** How a year's losses were set off (s.70) and what was brought and carried forward (s.74). */
export interface SetOff {
  /** net short-term and long-term losses of the year, after netting within each kind */
  shortTermLossPaise: bigint;
  longTermLossPaise: bigint;
  /** the part of them set against the year's other gains (s.70(2), s.70(3)) */
  shortTermLossSetOffPaise: bigint;
  longTermLossSetOffPaise: bigint;
  /** losses of earlier years (in this history) available at the start of the year, and what of them was used */
  broughtForward: CarriedLoss[];
  broughtForwardUsedPaise: bigint;
  /** what is left to carry into the next year (the year's own loss and older ones not yet expired) */
  carriedForward: CarriedLoss[];
}

export interface FySummary {
  fy: string;
  setOff: SetOff;
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
  total: {
    salePaise: bigint;
    costPaise: bigint;
    exitLoadPaise: bigint;
    shortTermPaise: bigint;
    longTermPaise: bigint;
    gainPaise: bigint;
    estimatedTaxPaise: bigint;
  };
  notes: string[];
}

export const STATEMENT_NOTES: readonly string[] = [
  'Cost includes the stamp duty paid on purchase; exit load is deducted from the sale value as a transfer expense (Income-tax Act, 1961, s.48). Securities transaction tax taken from a payout is shown but not deducted (s.48, proviso).',
  'Units are matched first in, first out within each folio. Switches, SWP and STP withdrawals are transfers.',
  'Losses are set off as sections 70 and 74 allow: a short-term loss against short-term gains (slab-rate gains first, then equity), then long-term gains; a long-term loss against long-term gains only; the yearly exemption of long-term equity gains applies after set-off.',
  'A loss not set off is carried forward for eight years (s.74), if your return for the year of the loss was filed by its due date (s.80). Only losses in this account are counted: losses booked elsewhere, or before your history here, are not known to us.',
  'Estimated tax is before surcharge and the 4% health and education cess; gains taxed at your slab rate are not estimated.',
];

/** Yearly exemption of long-term equity gains (s.112A) for a financial year label. */
export function equityExemptionPaise(fy: string): bigint {
  if (fy < '2018-19') return 0n;
  return fy >= '2024-25' ? 12_500_000n : 10_000_000n;
}
