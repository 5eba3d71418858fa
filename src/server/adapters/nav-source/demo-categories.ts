import type { ExitLoadRule } from '../../../shared/money/lots/exit-load.ts';

/**
 * How each SEBI category behaves in the demo catalogue: drift and volatility of its NAVs
 * (annual, percent), the market factor it follows, how many funds it has, and the rules an
 * investor meets (riskometer, expense ratios, exit load, lock-in, minimums). The figures are
 * chosen to look like the Indian fund universe, not to predict anything.
 */
export type Factor = 'equity' | 'rates' | 'none';

export interface ExitLoadDef {
  rules: ExitLoadRule[];
  text: string;
}

export interface CategoryParams {
  key: string;
  /** how many funds (products) of this category the demo lists */
  products: number;
  /** names after the fund-house short name, one per product (cycled) */
  names: readonly string[];
  drift: number;
  vol: number;
  factor: Factor;
  /** correlation with the factor */
  rho: number;
  risk: number;
  /** direct-plan expense ratio range and the extra a regular plan pays (percent) */
  terDirect: [number, number];
  terExtra: [number, number];
  /** fund size range in crore rupees */
  aumCr: [number, number];
  exitLoad: ExitLoadDef;
  lockInYears?: number;
  /** equity share of the portfolio (percent) for the disclosure; 0 = pure debt */
  equityShare: [number, number];
  benchmark: string;
  /** the NAV a fund starts at when launched (liquid funds start at 1,000) */
  faceValue: number;
  idcwFrequency: 'Monthly' | 'Quarterly' | 'Annual';
}

const nil: ExitLoadDef = { rules: [], text: 'Nil' };
const oneYear: ExitLoadDef = { rules: [{ withinDays: 365, percent: '1.00' }], text: '1% if redeemed within 365 days of allotment; Nil after 365 days' };
const smallCapLoad: ExitLoadDef = { rules: [{ withinDays: 365, percent: '1.00' }], text: '1% if redeemed within 1 year of allotment; Nil thereafter' };
const arbitrageLoad: ExitLoadDef = { rules: [{ withinDays: 30, percent: '0.25' }], text: '0.25% if redeemed within 30 days of allotment; Nil after 30 days' };
const indexLoad: ExitLoadDef = { rules: [{ withinDays: 15, percent: '0.25' }], text: '0.25% if redeemed within 15 days of allotment; Nil after 15 days' };
const savingsLoad: ExitLoadDef = { rules: [{ withinDays: 90, percent: '0.25' }], text: '0.25% if redeemed within 90 days of allotment; Nil after 90 days' };
const creditLoad: ExitLoadDef = { rules: [{ withinDays: 365, percent: '1.00' }], text: '1% if redeemed within 12 months of allotment; Nil thereafter' };
/** SEBI's graded exit load for liquid funds (day of redemption counted from allotment). */
const liquidLoad: ExitLoadDef = {
  rules: [
    { withinDays: 1, percent: '0.0070' },
    { withinDays: 2, percent: '0.0065' },
    { withinDays: 3, percent: '0.0060' },
    { withinDays: 4, percent: '0.0055' },
    { withinDays: 5, percent: '0.0050' },
    { withinDays: 6, percent: '0.0045' },
  ],
  text: 'Day 1: 0.0070%, Day 2: 0.0065%, Day 3: 0.0060%, Day 4: 0.0055%, Day 5: 0.0050%, Day 6: 0.0045%, Day 7 onwards: Nil',
};

type Shape = Omit<CategoryParams, 'key' | 'products' | 'names' | 'benchmark'>;
const equity = (drift: number, vol: number, extra: Partial<Shape> = {}): Shape => ({
  drift,
  vol,
  factor: 'equity',
  rho: 0.85,
  risk: 6,
  terDirect: [0.45, 1.05],
  terExtra: [0.7, 1.1],
  aumCr: [1_500, 55_000],
  exitLoad: oneYear,
  equityShare: [93, 99],
  faceValue: 10,
  idcwFrequency: 'Annual',
  ...extra,
});
const debt = (drift: number, vol: number, extra: Partial<Shape> = {}): Shape => ({
  drift,
  vol,
  factor: 'rates',
  rho: 0.7,
  risk: 3,
  terDirect: [0.15, 0.5],
  terExtra: [0.25, 0.6],
  aumCr: [600, 28_000],
  exitLoad: nil,
  equityShare: [0, 0],
  faceValue: 10,
  idcwFrequency: 'Monthly',
  ...extra,
});
const hybrid = (drift: number, vol: number, equityShare: [number, number], extra: Partial<Shape> = {}): Shape => ({
  drift,
  vol,
  factor: 'equity',
  rho: 0.8,
  risk: 5,
  terDirect: [0.4, 0.95],
  terExtra: [0.6, 1.0],
  aumCr: [800, 60_000],
  exitLoad: oneYear,
  equityShare,
  faceValue: 10,
  idcwFrequency: 'Monthly',
  ...extra,
});

const c = (key: string, products: number, names: readonly string[], benchmark: string, shape: Shape): CategoryParams => ({
  key,
  products,
  names,
  benchmark,
  ...shape,
});

export const DEMO_CATEGORIES: readonly CategoryParams[] = [
  c('large-cap', 5, ['Bluechip Fund', 'Large Cap Fund', 'Top 100 Fund', 'Frontline Equity Fund', 'Leaders Fund'], 'NIFTY 100 TRI', equity(12.5, 16)),
  c('large-mid-cap', 3, ['Large & Mid Cap Fund', 'Emerging Bluechip Fund', 'Equity Opportunities Fund'], 'NIFTY LargeMidcap 250 TRI', equity(14, 18)),
  c('mid-cap', 4, ['Mid Cap Fund', 'Midcap Opportunities Fund', 'Emerging Businesses Fund', 'Mid Cap Growth Fund'], 'NIFTY Midcap 150 TRI', equity(16, 21)),
  c(
    'small-cap',
    4,
    ['Small Cap Fund', 'Smaller Companies Fund', 'Small Cap Discovery Fund', 'Emerging Small Cap Fund'],
    'NIFTY Smallcap 250 TRI',
    equity(18, 25, { exitLoad: smallCapLoad }),
  ),
  c('multi-cap', 3, ['Multi Cap Fund', 'Multicap Opportunities Fund', 'Diversified Equity Fund'], 'NIFTY 500 Multicap 50:25:25 TRI', equity(14.5, 18.5)),
  c('flexi-cap', 4, ['Flexi Cap Fund', 'Flexicap Equity Fund', 'Dynamic Equity Fund', 'Long Term Equity Fund'], 'NIFTY 500 TRI', equity(14, 17.5)),
  c('focused', 3, ['Focused Equity Fund', 'Focused 30 Fund', 'Select Focus Fund'], 'NIFTY 500 TRI', equity(13.5, 18)),
  c('value', 3, ['Value Fund', 'Value Discovery Fund', 'Value Opportunities Fund'], 'NIFTY 500 TRI', equity(14.5, 18)),
  c('contra', 2, ['Contra Fund', 'Contrarian Equity Fund'], 'NIFTY 500 TRI', equity(15, 18.5)),
  c('dividend-yield', 2, ['Dividend Yield Fund', 'Dividend Yield Equity Fund'], 'NIFTY 500 TRI', equity(13, 15.5)),
  c(
    'sectoral',
    4,
    ['Banking & Financial Services Fund', 'Technology Fund', 'Pharma & Healthcare Fund', 'Infrastructure Fund'],
    'NIFTY 500 TRI',
    equity(13, 23),
  ),
  c(
    'elss',
    4,
    ['ELSS Tax Saver Fund', 'Tax Saver Fund', 'Long Term Advantage Fund', 'Tax Plan'],
    'NIFTY 500 TRI',
    equity(14, 18, { exitLoad: { rules: [], text: 'Nil (each investment is locked in for 3 years)' }, lockInYears: 3 }),
  ),
  c(
    'index',
    4,
    ['Nifty 50 Index Fund', 'Nifty Next 50 Index Fund', 'Sensex Index Fund', 'Nifty Midcap 150 Index Fund'],
    'NIFTY 50 TRI',
    equity(12, 16, { terDirect: [0.1, 0.3], terExtra: [0.3, 0.5], exitLoad: indexLoad, rho: 0.95 }),
  ),
  c('international', 2, ['US Equity Fund of Fund', 'Global Innovation Fund of Fund'], 'S&P 500 TRI (INR)', equity(13, 19, { rho: 0.3 })),
  c(
    'overnight',
    3,
    ['Overnight Fund', 'Overnight Fund', 'Overnight Fund'],
    'NIFTY 1D Rate Index',
    debt(6.0, 0.05, { factor: 'none', rho: 0, risk: 1, terDirect: [0.05, 0.12], terExtra: [0.05, 0.12], aumCr: [2_000, 25_000], faceValue: 1000 }),
  ),
  c(
    'liquid',
    5,
    ['Liquid Fund', 'Liquid Fund', 'Cash Fund', 'Liquid Fund', 'Money Manager Fund'],
    'NIFTY Liquid Index A-I',
    debt(6.6, 0.15, {
      factor: 'none',
      rho: 0,
      risk: 2,
      terDirect: [0.1, 0.25],
      terExtra: [0.08, 0.2],
      aumCr: [5_000, 60_000],
      exitLoad: liquidLoad,
      faceValue: 1000,
    }),
  ),
  c(
    'conservative-hybrid',
    2,
    ['Regular Savings Fund', 'Conservative Hybrid Fund'],
    'CRISIL Hybrid 85+15 Conservative Index',
    hybrid(8.5, 4.5, [15, 24], { risk: 4, rho: 0.6 }),
  ),
  c(
    'aggressive-hybrid',
    4,
    ['Equity Hybrid Fund', 'Hybrid Equity Fund', 'Balanced Fund', 'Aggressive Hybrid Fund'],
    'CRISIL Hybrid 35+65 Aggressive Index',
    hybrid(12, 12.5, [66, 78], { risk: 6 }),
  ),
  c(
    'balanced-advantage',
    3,
    ['Balanced Advantage Fund', 'Dynamic Asset Allocation Fund', 'Balanced Advantage Fund'],
    'NIFTY 50 Hybrid Composite Debt 50:50 Index',
    hybrid(10.5, 8.5, [40, 70]),
  ),
  c(
    'multi-asset',
    2,
    ['Multi Asset Allocation Fund', 'Multi Asset Fund'],
    'NIFTY 200 TRI (65), NIFTY Composite Debt (25), Gold (10)',
    hybrid(11.5, 9.5, [55, 68]),
  ),
  c(
    'arbitrage',
    3,
    ['Arbitrage Fund', 'Equity Arbitrage Fund', 'Arbitrage Opportunities Fund'],
    'NIFTY 50 Arbitrage Index',
    hybrid(6.4, 0.7, [65, 75], { factor: 'none', rho: 0, risk: 1, exitLoad: arbitrageLoad, terDirect: [0.2, 0.4], terExtra: [0.5, 0.7] }),
  ),
  c(
    'equity-savings',
    2,
    ['Equity Savings Fund', 'Equity Savings Fund'],
    'NIFTY Equity Savings Index',
    hybrid(8.8, 5, [30, 40], { risk: 4, rho: 0.7, exitLoad: savingsLoad }),
  ),
  c(
    'retirement',
    2,
    ['Retirement Savings Fund', 'Retirement Fund'],
    'NIFTY 500 TRI',
    hybrid(12.5, 14, [70, 90], {
      risk: 6,
      exitLoad: { rules: [], text: 'Nil (locked in for 5 years or till retirement age, whichever is earlier)' },
      lockInYears: 5,
    }),
  ),
  c(
    'childrens',
    2,
    ['Children’s Gift Fund', 'Children’s Fund'],
    'CRISIL Hybrid 35+65 Aggressive Index',
    hybrid(12, 12, [60, 75], {
      risk: 6,
      exitLoad: { rules: [], text: 'Nil (locked in for 5 years or till the child turns 18, whichever is earlier)' },
      lockInYears: 5,
    }),
  ),
  c(
    'ultra-short',
    3,
    ['Ultra Short Term Fund', 'Ultra Short Duration Fund', 'Savings Fund'],
    'CRISIL Ultra Short Duration Debt A-I Index',
    debt(7.0, 0.35, { risk: 2, rho: 0.4 }),
  ),
  c('low-duration', 2, ['Low Duration Fund', 'Treasury Advantage Fund'], 'NIFTY Low Duration Debt Index A-I', debt(7.2, 0.6, { risk: 2 })),
  c('money-market', 3, ['Money Market Fund', 'Money Market Fund', 'Money Market Fund'], 'NIFTY Money Market Index A-I', debt(7.1, 0.35, { risk: 2, rho: 0.4 })),
  c('short-duration', 3, ['Short Term Fund', 'Short Duration Fund', 'Short Term Debt Fund'], 'CRISIL Short Duration Debt A-II Index', debt(7.3, 1.3)),
  c('medium-duration', 2, ['Medium Term Fund', 'Medium Duration Fund'], 'CRISIL Medium Duration Debt A-III Index', debt(7.5, 2.2, { risk: 4 })),
  c('medium-long-duration', 2, ['Income Fund', 'Bond Fund'], 'CRISIL Medium to Long Duration Debt A-III Index', debt(7.4, 3.3, { risk: 4 })),
  c('long-duration', 2, ['Long Duration Fund', 'Long Term Bond Fund'], 'CRISIL Long Duration Debt A-III Index', debt(7.6, 5.5, { risk: 4 })),
  c('dynamic-bond', 2, ['Dynamic Bond Fund', 'Dynamic Bond Fund'], 'CRISIL Dynamic Bond A-III Index', debt(7.5, 3.8, { risk: 4 })),
  c('corporate-bond', 3, ['Corporate Bond Fund', 'Corporate Bond Fund', 'Corporate Debt Fund'], 'CRISIL Corporate Debt A-II Index', debt(7.4, 1.6)),
  c(
    'credit-risk',
    2,
    ['Credit Risk Fund', 'Credit Risk Debt Fund'],
    'CRISIL Credit Risk Debt B-II Index',
    debt(8.0, 2.6, { risk: 5, exitLoad: creditLoad, rho: 0.4 }),
  ),
  c('banking-psu', 3, ['Banking & PSU Debt Fund', 'Banking & PSU Fund', 'Banking and PSU Debt Fund'], 'CRISIL Banking and PSU Debt A-II Index', debt(7.3, 1.5)),
  c('gilt', 2, ['Gilt Fund', 'Government Securities Fund'], 'CRISIL Dynamic Gilt Index', debt(7.5, 4.2, { risk: 3, rho: 0.9 })),
  c('gilt-10y', 1, ['Constant Maturity Gilt Fund'], 'CRISIL 10 Year Gilt Index', debt(7.4, 4.6, { risk: 3, rho: 0.95 })),
  c('floater', 2, ['Floating Rate Fund', 'Floater Fund'], 'CRISIL Short Duration Debt A-II Index', debt(7.3, 1.0, { rho: 0.4 })),
];
