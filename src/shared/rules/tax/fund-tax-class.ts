/**
 * Which capital-gains rule a fund's units fall under: a scheme attribute (what the fund holds, as
 * the tax law tests it), kept in the catalogue with the date it applies from, and turned into a
 * tax class for each transfer date. Never the asset class alone: an arbitrage fund is a "hybrid"
 * and equity-oriented; an overseas fund of funds holds foreign equity and is not.
 *
 * The profiles (the fund's mandate, from its SEBI category: SEBI circular
 * SEBI/HO/IMD/DF3/CIR/P/2017/114 of 6-Oct-2017, "Categorization and Rationalization of Mutual
 * Fund Schemes"; the operator corrects a scheme whose own mandate differs):
 * - `equity`: at least 65% in equity shares of domestic listed companies (the "equity oriented
 *   fund" of s.112A Explanation (a), earlier s.10(38)): equity schemes, ELSS, Indian-equity index
 *   funds and ETFs, arbitrage (hedged equity counts), aggressive hybrid (65-80% equity), and
 *   balanced advantage / dynamic asset allocation and equity savings funds that keep gross
 *   equity at 65% or more.
 * - `debt`: more than 65% in debt and money-market instruments (every debt and money-market
 *   category, conservative hybrid at 75-90% debt, debt index funds and ETFs).
 * - `low-equity`: at most 35% in domestic equity but not more than 65% in debt: gold and silver
 *   funds and ETFs, overseas funds and funds of funds.
 * - `mixed`: neither test: multi-asset allocation, and the dynamic funds that hold between.
 *
 * The tax class on a transfer date (s.50AA, inserted by the Finance Act, 2023 for units acquired
 * from 1-Apr-2023):
 * - transfers up to 31-Mar-2025 (FY 2024-25 and before): a "specified mutual fund" invests not
 *   more than 35% in equity shares of domestic companies (Finance Act, 2023): `debt` and
 *   `low-equity` are specified;
 * - transfers from 1-Apr-2025 (FY 2025-26 on): a "specified mutual fund" invests more than 65% in
 *   debt and money-market instruments, or 65% or more in such funds (definition substituted by
 *   the Finance (No. 2) Act, 2024 with effect from assessment year 2026-27): only `debt` is; gold,
 *   silver and overseas funds become "other" (s.112, long term after 24 months at 12.5%).
 * - `mixed` is always "other"; `equity` always equity-oriented.
 */

/** equity-oriented (s.111A/112A), specified mutual fund (s.50AA), or other (s.112); taxClassFor says which a fund is on a date. */
export type TaxClass = 'equity' | 'specified' | 'other';

export type FundTaxProfile = 'equity' | 'debt' | 'low-equity' | 'mixed';

export const FUND_TAX_PROFILES: readonly FundTaxProfile[] = ['equity', 'debt', 'low-equity', 'mixed'];

/** The date the changed definition of a specified mutual fund applies from (transfers in FY 2025-26 on). */
export const SPECIFIED_FUND_REDEFINED_FROM = '2025-04-01';

/** One dated classification of a scheme: `profile` applies to transfers on and after `from` (YYYY-MM-DD). */
export interface TaxProfileEntry {
  from: string;
  profile: FundTaxProfile;
}

/** The profile in force on `date`: the latest entry from on or before it; before the first entry, the first (a classification is not known to have been different). */
export function profileOn(entries: readonly TaxProfileEntry[], date: string): FundTaxProfile | null {
  if (entries.length === 0) return null;
  let best: TaxProfileEntry | null = null;
  for (const e of entries) if (e.from <= date && (best === null || e.from >= best.from)) best = e;
  if (best) return best.profile;
  return entries.reduce((a, e) => (e.from < a.from ? e : a)).profile;
}

/** The tax class of a fund with `profile` for a transfer on `soldOn` (the definition of the year of transfer). */
export function taxClassFor(profile: FundTaxProfile, soldOn: string): TaxClass {
  if (profile === 'equity') return 'equity';
  if (profile === 'debt') return 'specified';
  if (profile === 'low-equity') return soldOn < SPECIFIED_FUND_REDEFINED_FROM ? 'specified' : 'other';
  return 'other';
}

const EQUITY_KEYS = new Set([
  'large-cap',
  'mid-cap',
  'small-cap',
  'large-mid-cap',
  'multi-cap',
  'flexi-cap',
  'focused',
  'value',
  'contra',
  'dividend-yield',
  'sectoral',
  'elss',
  'index',
  'arbitrage',
  'aggressive-hybrid',
  'balanced-advantage',
  'equity-savings',
]);
const DEBT_KEYS = new Set([
  'overnight',
  'liquid',
  'ultra-short',
  'low-duration',
  'money-market',
  'medium-long-duration',
  'short-duration',
  'medium-duration',
  'long-duration',
  'dynamic-bond',
  'corporate-bond',
  'credit-risk',
  'banking-psu',
  'gilt-10y',
  'gilt',
  'floater',
  'conservative-hybrid',
]);

/**
 * The profile a SEBI category gives, from our sub-asset key, or else AMFI's category text (gold,
 * ETFs and debt index funds are not browsable and have no key); null when neither says (solution
 * oriented funds, domestic funds of funds: the operator sets these from the scheme's mandate).
 */
export function profileOfCategory(subAssetKey: string | null, amfiCategory: string | null): FundTaxProfile | null {
  if (subAssetKey) {
    if (EQUITY_KEYS.has(subAssetKey)) return 'equity';
    if (DEBT_KEYS.has(subAssetKey)) return 'debt';
    if (subAssetKey === 'international') return 'low-equity';
    if (subAssetKey === 'multi-asset') return 'mixed';
  }
  const text = (amfiCategory ?? '').toLowerCase();
  if (!text) return null;
  if (/gold|silver|overseas|international|global/.test(text)) return 'low-equity';
  if (/index funds - (debt)|debt|bond|gilt|liquid|money market|target maturity|income/.test(text)) return 'debt';
  if (/conservative hybrid/.test(text)) return 'debt';
  if (/multi asset/.test(text)) return 'mixed';
  if (/arbitrage|aggressive hybrid|balanced advantage|dynamic asset|equity savings|equity|elss|index|etf/.test(text)) return 'equity';
  return null;
}

/** When nothing is known of a scheme but its asset class (Equity 1, Liquid 2, Hybrid 3, Debt 4). */
export function profileOfAssetClass(assetClassId: number | null): FundTaxProfile {
  if (assetClassId === 1) return 'equity';
  if (assetClassId === 2 || assetClassId === 4) return 'debt';
  return 'mixed';
}
