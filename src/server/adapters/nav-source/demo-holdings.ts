/**
 * The monthly portfolio disclosure of a demo fund: asset split, top sectors and companies for
 * the equity part, top debt holdings and credit ratings for the debt part, and the aggregates
 * a factsheet prints. Deterministic per fund and month.
 */
import type { HoldingWeight, PortfolioAggregates } from '../../db/schema/catalogue.ts';
import type { DemoProduct } from './demo-catalogue.ts';
import { CORPORATE_PAPER, GLOBAL_COMPANIES, GOVT_PAPER, LARGE_COMPANIES, MID_COMPANIES, MONEY_MARKET_PAPER, SMALL_COMPANIES } from './demo-data.ts';
import { decimalBetween, pickDistinct, seedOf, uniform } from './demo-random.ts';

export interface Disclosure {
  equityPercent: string | null;
  debtPercent: string | null;
  otherPercent: string | null;
  sectors: HoldingWeight[];
  companies: HoldingWeight[];
  debtHolders: HoldingWeight[];
  creditRatings: HoldingWeight[];
  aggregates: PortfolioAggregates;
}

const pct = (hundredths: number): string => (hundredths / 100).toFixed(2);

/** Splits `total` hundredths of a percent into `n` falling weights that add up exactly. */
function fallingWeights(seed: number, n: number, total: number): number[] {
  const raw = Array.from({ length: n }, (_, i) => (n - i) * (0.7 + 0.6 * uniform(seed, i, 3)));
  const sum = raw.reduce((a, b) => a + b, 0);
  const weights = raw.map((r) => Math.floor((r / sum) * total));
  weights[0]! += total - weights.reduce((a, b) => a + b, 0);
  return weights.sort((a, b) => b - a);
}

function companiesFor(key: string): ReadonlyArray<[string, string]> {
  if (key === 'international') return GLOBAL_COMPANIES;
  if (key === 'small-cap') return [...SMALL_COMPANIES, ...MID_COMPANIES.slice(0, 5)];
  if (key === 'mid-cap' || key === 'index-mid') return [...MID_COMPANIES, ...SMALL_COMPANIES.slice(0, 4)];
  if (['large-mid-cap', 'multi-cap', 'flexi-cap', 'value', 'contra', 'focused'].includes(key))
    return [...LARGE_COMPANIES.slice(0, 12), ...MID_COMPANIES.slice(0, 8)];
  return LARGE_COMPANIES;
}

function debtPaperFor(key: string): ReadonlyArray<[string, string]> {
  if (['overnight', 'liquid', 'money-market', 'ultra-short', 'arbitrage'].includes(key)) return MONEY_MARKET_PAPER;
  if (key === 'gilt' || key === 'gilt-10y') return GOVT_PAPER;
  if (key === 'credit-risk') return CORPORATE_PAPER.slice(8);
  return [...GOVT_PAPER.slice(0, 5), ...CORPORATE_PAPER.slice(0, 9)];
}

export function demoDisclosure(product: DemoProduct, asOf: string): Disclosure {
  const seed = seedOf(`holdings:${product.index}:${asOf.slice(0, 7)}`);
  const key = product.params.key;
  const [eqLo, eqHi] = product.params.equityShare;
  // hundredths of a percent
  const equity = eqHi === 0 ? 0 : Math.round((eqLo + uniform(seed, 1) * (eqHi - eqLo)) * 100);
  // A pure equity fund's remainder is cash; other funds hold a little cash beside their debt.
  const pureEquity = eqLo >= 90;
  const cash = pureEquity ? 10_000 - equity : 50 + Math.floor(uniform(seed, 2) * 250);
  const debt = pureEquity ? 0 : 10_000 - equity - cash;
  const equityPart = equity > 0;
  const debtPart = debt > 0;

  const companies: HoldingWeight[] = [];
  const sectors: HoldingWeight[] = [];
  if (equityPart) {
    const picks = pickDistinct(seed, 10, companiesFor(key));
    const top = fallingWeights(seed + 1, picks.length, Math.round(equity * (0.42 + 0.2 * uniform(seed, 4))));
    picks.forEach(([name, sector], i) => companies.push({ name, weight: pct(top[i]!), sector }));
    const bySector = new Map<string, number>();
    for (const [i, [, sector]] of picks.entries()) bySector.set(sector, (bySector.get(sector) ?? 0) + top[i]!);
    // The rest of the equity is spread over other sectors so the sector list adds up to the equity share.
    let rest = equity - top.reduce((a, b) => a + b, 0);
    const others = ['Capital Goods', 'Chemicals', 'Consumer Durables', 'Power', 'Services'].filter((s) => !bySector.has(s));
    others.forEach((s, i) => {
      const w = i === others.length - 1 ? rest : Math.floor(rest * (0.3 + 0.2 * uniform(seed, 40 + i)));
      bySector.set(s, w);
      rest -= w;
    });
    [...bySector].sort((a, b) => b[1] - a[1]).forEach(([sector, w]) => sectors.push({ name: sector, weight: pct(w) }));
  }

  const debtHolders: HoldingWeight[] = [];
  const ratings = new Map<string, number>();
  if (debtPart) {
    const picks = pickDistinct(seed + 2, 8, debtPaperFor(key));
    const weights = fallingWeights(seed + 3, picks.length, debt);
    picks.forEach(([name, rating], i) => {
      debtHolders.push({ name, weight: pct(weights[i]!), rating });
      ratings.set(rating, (ratings.get(rating) ?? 0) + weights[i]!);
    });
  }
  ratings.set('Cash & Equivalent', (ratings.get('Cash & Equivalent') ?? 0) + cash);
  const creditRatings = debtPart ? [...ratings].sort((a, b) => b[1] - a[1]).map(([name, w]) => ({ name, weight: pct(w) })) : [];

  const aggregates: PortfolioAggregates = {
    holdingsCount: (equityPart ? 35 + Math.floor(uniform(seed, 5) * 45) : 0) + (debtPart ? 12 + Math.floor(uniform(seed, 6) * 30) : 0),
  };
  if (equityPart) {
    aggregates.pe = decimalBetween(seed, 7, 18, 38, 2);
    aggregates.pb = decimalBetween(seed, 8, 2.4, 6.5, 2);
  }
  if (debtPart) {
    const short = ['overnight', 'liquid', 'money-market', 'ultra-short', 'arbitrage', 'low-duration'].includes(key);
    const long = ['long-duration', 'gilt', 'gilt-10y', 'dynamic-bond', 'medium-long-duration'].includes(key);
    aggregates.ytm = decimalBetween(seed, 9, key === 'credit-risk' ? 8.2 : 6.6, key === 'credit-risk' ? 9.4 : 7.6, 2);
    aggregates.averageMaturityYears = decimalBetween(seed, 10, short ? 0.01 : long ? 9 : 1.5, short ? 0.45 : long ? 28 : 5, 2);
    aggregates.modifiedDurationYears = (Number(aggregates.averageMaturityYears) * (long ? 0.45 : 0.8)).toFixed(2);
  }
  return {
    equityPercent: equityPart ? pct(equity) : null,
    debtPercent: debtPart ? pct(debt) : null,
    otherPercent: pct(10_000 - equity - debt),
    sectors,
    companies,
    debtHolders,
    creditRatings,
    aggregates,
  };
}
