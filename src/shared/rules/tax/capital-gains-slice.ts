import { divRoundHalfUp } from '../../money/decimal.ts';
import { valuePaise } from '../../money/lots/scales.ts';
import { FINANCE_ACT_2024_FROM, GRANDFATHERING_DATE, SPECIFIED_FUND_FROM, heldLongerThan, holdingRule } from './capital-gains-tax.ts';
import type { TaxClass } from './fund-tax-class.ts';
import { ciiFor } from './cost-inflation-index.ts';
import type { CgHolding, CgSell, GainBucketId, GainLine } from './capital-gains-types.ts';

/**
 * One slice of a sale taxed (money/lots/fifo.ts walks the lots): its bucket, the cost deducted
 * and the gain (assess), and the statement's line with the rule in words (lineFor). A sale before
 * the statement's period needs only the figures; a line of the period needs the words too.
 */

/** A purchase lot as the statement names it. */
export interface CgLot {
  date: string;
  ref: string;
}

export interface Slice {
  /** the lot the units came from, or null for units no lot covers */
  lot: CgLot | null;
  units4: bigint;
  costPaise: bigint;
}

const DMY = (ymd: string) =>
  `${ymd.slice(8, 10)}-${['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][Number(ymd.slice(5, 7)) - 1]}-${ymd.slice(0, 4)}`;

/** Which rule taxed a slice, with what its words need. */
type Why =
  | { rule: 'no-cost' }
  | { rule: 'equity-short' }
  | { rule: 'equity-exempt' }
  | { rule: 'equity-long'; grandfather: 'none' | 'fmv' | 'no-fmv' }
  | { rule: 'specified' }
  | { rule: 'slab'; months: number }
  | { rule: 'long-new' }
  | { rule: 'long-indexed'; ciiBuy: number; ciiSale: number | null };

interface Assessed {
  bucket: GainBucketId;
  term: 'short' | 'long';
  fmvPaise: bigint | null;
  indexedCostPaise: bigint | null;
  deductedCostPaise: bigint;
  gainPaise: bigint;
  why: Why;
}

/** The tax treatment of one slice: its bucket, the cost deducted and the gain (the figures; lineFor adds the words). */
export function assess(h: CgHolding, sale: CgSell, taxClass: TaxClass, s: Slice, salePaise: bigint, exitLoadPaise: bigint): Assessed {
  const net = salePaise - exitLoadPaise;
  if (!s.lot) return { bucket: 'SLAB', term: 'short', fmvPaise: null, indexedCostPaise: null, deductedCostPaise: 0n, gainPaise: net, why: { rule: 'no-cost' } };
  const bought = s.lot.date;
  const newRegime = sale.date >= FINANCE_ACT_2024_FROM;

  if (taxClass === 'equity') {
    if (!heldLongerThan(bought, sale.date, 12)) return atCost(newRegime ? 'EQ_ST_20' : 'EQ_ST_15', 'short', s, net, { rule: 'equity-short' });
    let deducted = s.costPaise;
    let fmvPaise: bigint | null = null;
    let grandfather: 'none' | 'fmv' | 'no-fmv' = 'none';
    if (bought <= GRANDFATHERING_DATE) {
      if (h.fmvNav4 !== null) {
        fmvPaise = valuePaise(s.units4, h.fmvNav4);
        const lower = fmvPaise < salePaise ? fmvPaise : salePaise;
        deducted = s.costPaise > lower ? s.costPaise : lower;
        grandfather = 'fmv';
      } else grandfather = 'no-fmv';
    }
    if (sale.date < '2018-04-01')
      return {
        bucket: 'EQ_LT_EXEMPT',
        term: 'long',
        fmvPaise,
        indexedCostPaise: null,
        deductedCostPaise: s.costPaise,
        gainPaise: net - s.costPaise,
        why: { rule: 'equity-exempt' },
      };
    return {
      bucket: newRegime ? 'EQ_LT_12_5' : 'EQ_LT_10',
      term: 'long',
      fmvPaise,
      indexedCostPaise: null,
      deductedCostPaise: deducted,
      gainPaise: net - deducted,
      why: { rule: 'equity-long', grandfather },
    };
  }

  if (taxClass === 'specified' && bought >= SPECIFIED_FUND_FROM) return atCost('SLAB', 'short', s, net, { rule: 'specified' });
  const months = holdingRule(taxClass, bought, sale.date).longTermAfterMonths!;
  if (!heldLongerThan(bought, sale.date, months)) return atCost('SLAB', 'short', s, net, { rule: 'slab', months });
  if (newRegime) return atCost('LT_12_5', 'long', s, net, { rule: 'long-new' });
  const ciiBuy = ciiFor(bought)!;
  const ciiSale = ciiFor(sale.date);
  const indexed = ciiSale === null ? s.costPaise : divRoundHalfUp(s.costPaise * BigInt(ciiSale), BigInt(ciiBuy));
  return {
    bucket: 'LT_20_IDX',
    term: 'long',
    fmvPaise: null,
    indexedCostPaise: indexed,
    deductedCostPaise: indexed,
    gainPaise: net - indexed,
    why: { rule: 'long-indexed', ciiBuy, ciiSale },
  };
}

/** A slice taxed on its actual cost. */
function atCost(bucket: GainBucketId, term: 'short' | 'long', s: Slice, net: bigint, why: Why): Assessed {
  return { bucket, term, fmvPaise: null, indexedCostPaise: null, deductedCostPaise: s.costPaise, gainPaise: net - s.costPaise, why };
}

function ruleText(h: CgHolding, taxClass: TaxClass, newRegime: boolean, why: Why): string {
  const fund = h.elss
    ? 'ELSS (equity) fund'
    : taxClass === 'equity'
      ? 'Equity-oriented fund'
      : taxClass === 'specified'
        ? 'Specified mutual fund'
        : 'Other fund';
  switch (why.rule) {
    case 'no-cost':
      return 'No purchase on record for these units: cost taken as nil. Please check this folio with the fund house.';
    case 'equity-short':
      return `${fund} held up to 12 months: short-term, s.111A, ${newRegime ? `20% (transfers from ${DMY(FINANCE_ACT_2024_FROM)})` : '15%'}.`;
    case 'equity-exempt':
      return `${fund} held more than 12 months, sold before 1-Apr-2018: long-term, exempt under s.10(38).`;
    case 'equity-long': {
      const grandfather =
        why.grandfather === 'fmv'
          ? ` Bought before 1-Feb-2018: cost is the higher of the actual cost and the lower of the 31-Jan-2018 value and the sale value (s.55(2)(ac)).`
          : why.grandfather === 'no-fmv'
            ? ' Bought before 1-Feb-2018, but the 31-Jan-2018 NAV is not on record: the actual cost is used.'
            : '';
      return `${fund} held more than 12 months: long-term, s.112A, ${newRegime ? `12.5% on gains above ₹1.25 lakh a financial year (transfers from ${DMY(FINANCE_ACT_2024_FROM)})` : '10% on gains above ₹1 lakh a financial year'}.${grandfather}`;
    }
    case 'specified':
      return `${fund} bought from ${DMY(SPECIFIED_FUND_FROM)}: short-term whatever the holding, s.50AA, at your slab rate.`;
    case 'slab':
      return `${fund} held up to ${why.months} months: short-term, at your slab rate.`;
    case 'long-new':
      return `${fund} held more than 24 months: long-term, s.112, 12.5% without indexation (transfers from ${DMY(FINANCE_ACT_2024_FROM)}).`;
    case 'long-indexed':
      return `${fund} held more than 36 months, sold before ${DMY(FINANCE_ACT_2024_FROM)}: long-term, s.112, 20% with indexation (cost inflation index ${why.ciiBuy} to ${why.ciiSale ?? why.ciiBuy}).`;
  }
}

export function lineFor(
  h: CgHolding,
  sale: CgSell,
  taxClass: TaxClass,
  fy: string,
  s: Slice,
  salePaise: bigint,
  exitLoadPaise: bigint,
  sttPaise: bigint,
): GainLine {
  const a = assess(h, sale, taxClass, s, salePaise, exitLoadPaise);
  // fields in the order the statement has always listed them (anything that writes a line out keeps its layout)
  const line = {
    key: h.key,
    schemeName: h.schemeName,
    isin: h.isin,
    folioNo: h.folioNo,
    taxClass,
    saleRef: sale.ref,
    saleLabel: sale.label,
    saleDate: sale.date,
    purchaseRef: s.lot?.ref ?? null,
    purchaseDate: s.lot?.date ?? null,
    units4: s.units4,
    saleNav4: sale.nav4,
    salePaise,
    exitLoadPaise,
    costPaise: s.costPaise,
    fy,
    fmvPaise: a.fmvPaise,
  } as GainLine;
  // the grandfathering NAV is on a long-term equity line, null where the 31-Jan-2018 value was not used
  if (a.why.rule === 'equity-long') line.fmvNav4 = a.fmvPaise === null ? null : h.fmvNav4;
  line.indexedCostPaise = a.indexedCostPaise;
  line.deductedCostPaise = a.deductedCostPaise;
  line.gainPaise = a.gainPaise;
  line.term = a.term;
  line.bucket = a.bucket;
  line.rule = ruleText(h, taxClass, sale.date >= FINANCE_ACT_2024_FROM, a.why);
  line.sttPaise = sttPaise;
  return line;
}
