/**
 * Capital-gains tax on mutual-fund units for resident individuals, as the Income-tax Act, 1961
 * stands on a transfer date. The spec's own tax notes (15% / 10%, 20% with indexation) are the
 * 2018-era law; these are the rules in force, each with its source and the date it applies from.
 *
 * - Equity-oriented funds (at least 65% in listed domestic equity), s.111A and s.112A:
 *   - transfers from 1-Apr-2018 to 22-Jul-2024: short term (held up to 12 months) 15%; long term
 *     10% on gains above ₹1 lakh a financial year (Finance Act, 2018);
 *   - transfers from 23-Jul-2024: short term 20%; long term 12.5% on gains above ₹1.25 lakh a
 *     financial year (Finance (No. 2) Act, 2024).
 * - Specified mutual funds, s.50AA (Finance Act, 2023): units bought from 1-Apr-2023 are short
 *   term whatever the holding, taxed at the investor's slab. Up to FY 2024-25 a specified fund
 *   holds at most 35% in domestic equity; from FY 2025-26 it is one with more than 65% in debt
 *   and money-market instruments (Finance (No. 2) Act, 2024, from assessment year 2026-27).
 * - Other funds, and debt units bought before 1-Apr-2023, s.112:
 *   - transfers up to 22-Jul-2024: long term after 36 months, 20% with indexation; else slab;
 *   - transfers from 23-Jul-2024: long term after 24 months, 12.5% without indexation; else slab.
 * Which class a fund is in on a transfer date: fund-tax-class.ts (SEBI category, dated).
 * Surcharge and 4% health and education cess come on top of every rate.
 */
import { profileOfAssetClass, profileOn, taxClassFor, type TaxClass, type TaxProfileEntry } from './fund-tax-class.ts';

export const FINANCE_ACT_2024_FROM = '2024-07-23';
export const SPECIFIED_FUND_FROM = '2023-04-01';
export const GRANDFATHERING_DATE = '2018-01-31';

export interface HoldingRule {
  /** held for more than this many months → long term (null: always short term) */
  longTermAfterMonths: number | null;
  shortTerm: string;
  longTerm: string | null;
}

/**
 * The tax class of a scheme's units transferred on `soldOn`: its dated classification in the
 * catalogue (fund-tax-class.ts), the one in force on that day under the definition of that year.
 * A scheme with no classification on record falls back to its asset class.
 */
export function taxClassOf(profiles: readonly TaxProfileEntry[], soldOn: string, assetClassId: number | null = null): TaxClass {
  return taxClassFor(profileOn(profiles, soldOn) ?? profileOfAssetClass(assetClassId), soldOn);
}

/** The holding-period rule and rates for units of `taxClass` bought on `boughtOn` and sold on `soldOn` (YYYY-MM-DD). */
export function holdingRule(taxClass: TaxClass, boughtOn: string, soldOn: string): HoldingRule {
  const newRegime = soldOn >= FINANCE_ACT_2024_FROM;
  if (taxClass === 'equity') {
    return newRegime
      ? { longTermAfterMonths: 12, shortTerm: '20%', longTerm: '12.5% on gains above ₹1.25 lakh a financial year' }
      : { longTermAfterMonths: 12, shortTerm: '15%', longTerm: '10% on gains above ₹1 lakh a financial year' };
  }
  if (taxClass === 'specified' && boughtOn >= SPECIFIED_FUND_FROM) return { longTermAfterMonths: null, shortTerm: 'your income-tax slab rate', longTerm: null };
  return newRegime
    ? { longTermAfterMonths: 24, shortTerm: 'your income-tax slab rate', longTerm: '12.5% without indexation' }
    : { longTermAfterMonths: 36, shortTerm: 'your income-tax slab rate', longTerm: '20% with indexation' };
}

/** True when units bought on `boughtOn` and sold on `soldOn` are held for more than `months` months (the day after the anniversary). */
export function heldLongerThan(boughtOn: string, soldOn: string, months: number): boolean {
  // dates as yyyymmdd numbers (they order as the YYYY-MM-DD strings do): called for every slice of every sale
  const y = Number(boughtOn.slice(0, 4));
  const total = y * 12 + (Number(boughtOn.slice(5, 7)) - 1) + months;
  const ty = Math.floor(total / 12);
  const tm = (total % 12) + 1;
  const last = tm === 2 ? (ty % 4 === 0 && (ty % 100 !== 0 || ty % 400 === 0) ? 29 : 28) : DAYS_IN_MONTH[tm - 1]!;
  const anniversary = ty * 10_000 + tm * 100 + Math.min(Number(boughtOn.slice(8, 10)), last);
  return Number(soldOn.slice(0, 4)) * 10_000 + Number(soldOn.slice(5, 7)) * 100 + Number(soldOn.slice(8, 10)) > anniversary;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

/** Whether a sale is long term, and the rule it falls under. */
export function isLongTerm(taxClass: TaxClass, boughtOn: string, soldOn: string): boolean {
  const rule = holdingRule(taxClass, boughtOn, soldOn);
  return rule.longTermAfterMonths !== null && heldLongerThan(boughtOn, soldOn, rule.longTermAfterMonths);
}

const DMY = (ymd: string) =>
  `${ymd.slice(8, 10)}-${['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][Number(ymd.slice(5, 7)) - 1]}-${ymd.slice(0, 4)}`;

export interface TaxNote {
  heading: string;
  lines: string[];
}

/**
 * The tax notes an investor reads for a sale on `onDate` (the exit-load and tax dialog, the
 * types-of-funds sheet, the educational table): equity and debt, with the date each rule
 * applies from.
 */
export function taxNotes(onDate: string): { equity: TaxNote; debt: TaxNote; footnote: string } {
  const newRegime = onDate >= FINANCE_ACT_2024_FROM;
  const eq = holdingRule('equity', onDate, onDate);
  const oldDebt = holdingRule('other', '2023-03-31', onDate);
  return {
    equity: {
      heading: `Equity funds (sales from ${DMY(newRegime ? FINANCE_ACT_2024_FROM : '2018-04-01')})`,
      lines: [`Short term, if held up to 12 months: ${eq.shortTerm}.`, `Long term, if held more than 12 months: ${eq.longTerm}.`],
    },
    debt: {
      heading: 'Debt funds',
      lines: [
        `Units bought from ${DMY(SPECIFIED_FUND_FROM)}: gains are taxed at your income-tax slab rate, however long you hold them.`,
        `Units bought before ${DMY(SPECIFIED_FUND_FROM)}: long term if held more than ${oldDebt.longTermAfterMonths} months, taxed at ${oldDebt.longTerm}${newRegime ? ` (sales from ${DMY(FINANCE_ACT_2024_FROM)})` : ''}; otherwise at your slab rate.`,
      ],
    },
    footnote: 'Surcharge and 4% health and education cess apply on top (Income-tax Act, 1961: sections 111A, 112A, 112 and 50AA).',
  };
}
