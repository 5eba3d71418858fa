/**
 * The tax column of the Mutual Funds home's educational table (spec 2 §2.3, §9). The spec's notes
 * (equity 15% / 10%, debt 20% with indexation) describe the law before 2023; this shows the law in
 * force on the day it is read, and from when it applies:
 * - Finance Act, 2023, s. 50AA (from 1 April 2023): gains on debt-oriented funds (at most 35% in
 *   Indian equity) bought on or after 1 April 2023 are short-term whatever the holding period,
 *   taxed at the investor's slab rate.
 * - Finance (No. 2) Act, 2024, ss. 111A, 112, 112A (transfers on or after 23 July 2024): equity
 *   short-term gains (held up to 12 months) 20% (was 15%); equity long-term gains 12.5% (was 10%)
 *   on gains above ₹1.25 lakh in a financial year (was ₹1 lakh); other long-term gains 12.5%
 *   without indexation; debt units bought before 1 April 2023 are long-term after 24 months.
 * The order engine's shared rule (capital-gains-tax.ts) computes the tax itself; this is the text.
 */
export type TaxKind = 'equity' | 'debt';

export const TAX_LAW_DATES = { section50AA: '2023-04-01', finance2024: '2024-07-23' } as const;

export interface TaxNote {
  text: string;
  /** the law's source and from when it applies */
  source: string;
}

export function taxNote(kind: TaxKind, asOf: string): TaxNote {
  if (kind === 'equity') {
    if (asOf >= TAX_LAW_DATES.finance2024) {
      return {
        text: 'Held up to 12 months: 20% on gains. Held longer: 12.5% on gains above ₹1.25 lakh in a financial year.',
        source: 'Finance (No. 2) Act, 2024, for sales from 23-Jul-2024',
      };
    }
    return {
      text: 'Held up to 12 months: 15% on gains. Held longer: 10% on gains above ₹1 lakh in a financial year.',
      source: 'Income-tax Act ss. 111A, 112A, for sales before 23-Jul-2024',
    };
  }
  if (asOf >= TAX_LAW_DATES.finance2024) {
    return {
      text: 'Units bought from 1-Apr-2023: gains taxed at your slab rate, however long you hold. Bought earlier: slab rate if held up to 24 months, else 12.5% without indexation.',
      source: 'Finance Act, 2023 (s. 50AA, from 1-Apr-2023); Finance (No. 2) Act, 2024, for sales from 23-Jul-2024',
    };
  }
  if (asOf >= TAX_LAW_DATES.section50AA) {
    return {
      text: 'Units bought from 1-Apr-2023: gains taxed at your slab rate, however long you hold. Bought earlier: slab rate if held up to 3 years, else 20% with indexation.',
      source: 'Finance Act, 2023 (s. 50AA), from 1-Apr-2023',
    };
  }
  return { text: 'Held up to 3 years: slab rate. Held longer: 20% with indexation.', source: 'Income-tax Act s. 112, before 1-Apr-2023' };
}

/** The educational table's rows (spec 2 §9 indicative returns, which the spec dates to its writing). */
export const EDUCATION_ROWS: ReadonlyArray<{ category: string; kind: TaxKind; holding: string; returns: string }> = [
  { category: 'Liquid', kind: 'debt', holding: '1 day and above', returns: '3.0-3.2%' },
  { category: 'Ultra Short Term', kind: 'debt', holding: '3 months and above', returns: '3.4-3.8%' },
  { category: 'Short Term', kind: 'debt', holding: '1 year and above', returns: '4.5-5.5%' },
  { category: 'Long Term', kind: 'debt', holding: '3 years and above', returns: '5.5-5.8%' },
  { category: 'FMP', kind: 'debt', holding: 'Till maturity (3 years and above)', returns: '4.6-5.1%' },
  { category: 'Arbitrage', kind: 'equity', holding: '3 months and above', returns: '3.5-4.0%' },
  { category: 'Equity Savings', kind: 'equity', holding: '2 years and above', returns: '8-9%' },
  { category: 'Balanced', kind: 'equity', holding: '3 years and above', returns: '8-9%' },
  { category: 'ELSS', kind: 'equity', holding: '3 years lock-in', returns: '10-12%' },
  { category: 'Diversified', kind: 'equity', holding: '5 years and above', returns: '12-14%' },
];
