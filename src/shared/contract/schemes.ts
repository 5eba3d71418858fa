import * as v from 'valibot';
import { defineCall } from './common.ts';
import { PERIODS } from '../money/returns.ts';

/**
 * The scheme catalogue calls under /schemes (spec 2 §3, §7; spec 3 §7.5). Field names are the
 * spec's. Amounts are rupee decimal strings ("5000.00"), NAVs 4-decimal strings, dates
 * YYYY-MM-DD, returns percent strings with 2 decimals ("12.34") or null for NA.
 */

/** Spec 2 §9: Equity 1, Liquid 2, Hybrid 3, Debt 4. */
export const ASSET_CLASS = { equity: 1, liquid: 2, hybrid: 3, debt: 4 } as const;
export type AssetClassId = (typeof ASSET_CLASS)[keyof typeof ASSET_CLASS];
export const ASSET_CLASS_NAMES: Record<AssetClassId, string> = { 1: 'Equity', 2: 'Liquid', 3: 'Hybrid', 4: 'Debt' };

export const SCHEME_MESSAGES = {
  noData: 'No Data Found',
  tryOther: 'Try other keywords to search',
  selectFilter: 'please select any filter',
  schemeNotFound: 'Scheme not found',
  subAssetNotFound: 'Sub asset class not found',
  assetClassNotFound: 'Asset class not found',
  /** not in the spec: the server's refusal of a 1-character name (spec 3 §9: search begins at 2) */
  nameTooShort: 'Please enter at least 2 characters of the scheme name',
  noChartData: 'No data',
} as const;

export type SchemeReturnKey = (typeof PERIODS)[number]['key'];
export type CategoryReturnKey = `Cat_${SchemeReturnKey extends `Sch_${infer R}` ? R : never}`;

/** A period label of the chips and chart tabs: 1M 3M 6M 1Y 3Y 5Y 7Y 10Y. */
export const PERIOD_LABELS = PERIODS.map((p) => p.label);
export type PeriodLabel = (typeof PERIODS)[number]['label'];
export const PeriodSchema = v.picklist(PERIODS.map((p) => p.label) as PeriodLabel[], 'Invalid period');

const Ret = v.nullable(v.string());
const Rupees = v.string();
const YN = v.picklist(['Y', 'N']);

const schemeReturnEntries = Object.fromEntries(PERIODS.map((p) => [p.key, Ret])) as Record<SchemeReturnKey, typeof Ret>;
const categoryReturnEntries = Object.fromEntries(PERIODS.map((p) => [p.key.replace('Sch_', 'Cat_'), Ret])) as Record<CategoryReturnKey, typeof Ret>;

export const AssetClass = v.object({ ID: v.number(), AssetClassName: v.string(), Description: v.string() });
export type AssetClass = v.InferOutput<typeof AssetClass>;

/** Spec 2 §3 sub-asset class (Descripti is the spec's spelling). */
export const SubAssetClass = v.object({
  ID: v.number(),
  Sub_AssetclassName: v.string(),
  AssetClassName: v.string(),
  AssetClassID: v.number(),
  Descripti: v.string(),
  ImageURL: v.string(),
  /** how many schemes it lists (ours) */
  SchemeCount: v.number(),
});
export type SubAssetClass = v.InferOutput<typeof SubAssetClass>;

/** A scheme as cards and lists show it: the scheme card and listed-scheme fields of spec 2 §3. */
export const SchemeCard = v.object({
  SchemeID: v.number(),
  SchemeName: v.string(),
  ProductName: v.string(),
  AMC: v.string(),
  AmcID: v.nullable(v.number()),
  img: v.string(),
  AssetClassID: v.nullable(v.number()),
  AssetClassName: v.nullable(v.string()),
  SubAssetClassID: v.nullable(v.number()),
  Sub_AssetclassName: v.nullable(v.string()),
  PlanName: v.picklist(['Direct', 'Regular']),
  Growthoption: YN,
  Dividendreinvestment: YN,
  DividendPayout: YN,
  Dividendfrequency: v.nullable(v.string()),
  MinimumPurchaseAmount: v.nullable(Rupees),
  Aum: v.nullable(Rupees),
  SN_NAV: v.nullable(v.string()),
  Nav_Date: v.nullable(v.string()),
  RiskLevel: v.nullable(v.number()),
  Riskometer: v.nullable(v.string()),
  Productcode_RTA: v.nullable(v.string()),
  /** recommended when 'Y' */
  TailWindRec: YN,
  ...schemeReturnEntries,
});
export type SchemeCard = v.InferOutput<typeof SchemeCard>;

export const ExitLoadRow = v.object({ ExitLoad: v.string(), ExitFeeApplicable: v.string(), ExitFeeNotApplicable: v.string() });
export const ExitLoadRuleSchema = v.object({ withinDays: v.number(), percent: v.string() });

const Weight = v.object({ name: v.string(), Weighting: v.string() });

/** Spec 2 §3 top_holdings. Percentages are strings with 2 decimals; equity_per null when the scheme holds no equity. */
export const TopHoldings = v.object({
  as_on: v.nullable(v.string()),
  equity_per: v.nullable(v.string()),
  debt_per: v.nullable(v.string()),
  others_per: v.nullable(v.string()),
  sector_wise: v.array(v.object({ sector: v.string(), Weighting: v.string() })),
  company_wise: v.array(v.object({ name: v.string(), Weighting: v.string(), sector: v.nullable(v.string()) })),
  debt_holders: v.array(v.object({ name: v.string(), Weighting: v.string(), rating: v.nullable(v.string()) })),
  credit_ratings: v.array(v.object({ NAME: v.string(), WEIGHTING: v.string() })),
  portfolio_aggregates: v.array(Weight),
});
export type TopHoldings = v.InferOutput<typeof TopHoldings>;

/** Spec 2 §3 scheme detail header with its lists. */
export const SchemeDetails = v.object({
  ...SchemeCard.entries,
  ProductId: v.number(),
  AmcID: v.nullable(v.number()),
  DividendReinvestment: YN,
  AdditionalPurchaseAmount: v.nullable(Rupees),
  MaximumPurchaseAmount: v.nullable(Rupees),
  /** percent, 2 decimals */
  ExpenseRatio: v.nullable(v.string()),
  ExitLoad: v.string(),
  SIPFLAG: YN,
  /** lowest monthly SIP instalment (ours, for the header) */
  MinimumSIPAmount: v.nullable(Rupees),
  LockInYears: v.nullable(v.number()),
  LaunchDate: v.nullable(v.string()),
  Benchmark: v.nullable(v.string()),
  FundType: v.picklist(['liquid', 'overnight', 'other']),
  exit_load: v.array(ExitLoadRow),
  exit_load_rules: v.array(ExitLoadRuleSchema),
  fund_management: v.array(v.object({ FUND_MANAGER: v.string(), Since: v.nullable(v.string()) })),
  top_holdings: TopHoldings,
});
export type SchemeDetails = v.InferOutput<typeof SchemeDetails>;

export const NavPointSchema = v.object({ SN_NAV: v.string(), SN_NAVDt: v.string() });

export const SchemeReturnsSchema = v.object({
  SchemeID: v.number(),
  AsOnDate: v.nullable(v.string()),
  ...schemeReturnEntries,
  ...categoryReturnEntries,
});
export type SchemeReturns = v.InferOutput<typeof SchemeReturnsSchema>;

/** GET /schemes/get_asset_classes */
export const getAssetClasses = defineCall({
  method: 'GET',
  path: '/schemes/get_asset_classes',
  access: 'public',
  body: undefined,
  answer: v.object({ asset_classes: v.array(AssetClass) }),
});

/** GET /schemes/get_sub_asset_classes/{assetClass}: the id (1-4) or the name (equity, debt...). */
export const getSubAssetClasses = defineCall({
  method: 'GET',
  path: '/schemes/get_sub_asset_classes/:assetClass',
  access: 'public',
  body: undefined,
  answer: v.object({ sub_asset_classes: v.array(SubAssetClass), error: v.optional(v.string()) }),
});

/** GET /schemes/get_scheme_list/{subAssetId}: the scheme list comes back under sub_asset_classes, as the spec names it. */
export const getSchemeList = defineCall({
  method: 'GET',
  path: '/schemes/get_scheme_list/:subAssetId',
  access: 'public',
  body: undefined,
  answer: v.object({ sub_asset_classes: v.array(SchemeCard), error: v.optional(v.string()) }),
});

/** GET /schemes/get_scheme_details/{id} */
export const getSchemeDetails = defineCall({
  method: 'GET',
  path: '/schemes/get_scheme_details/:id',
  access: 'public',
  body: undefined,
  answer: v.object({ scheme_details: SchemeDetails }),
});

/** GET /schemes/get_scheme_nav/{id}; `?period=1Y` (ours) limits the series to that period, else the whole history. Oldest first. */
export const getSchemeNav = defineCall({
  method: 'GET',
  path: '/schemes/get_scheme_nav/:id',
  access: 'public',
  body: undefined,
  answer: v.object({ scheme_nav: v.array(NavPointSchema) }),
});

/** GET /schemes/get_scheme_returns/{id} */
export const getSchemeReturns = defineCall({
  method: 'GET',
  path: '/schemes/get_scheme_returns/:id',
  access: 'public',
  body: undefined,
  answer: v.object({ scheme_data: SchemeReturnsSchema }),
});

/** GET /schemes/get_scheme_info/{id} (ours: spec 3 §7.5 "scheme info by SchemeID, path not shown"). */
export const getSchemeInfo = defineCall({
  method: 'GET',
  path: '/schemes/get_scheme_info/:id',
  access: 'public',
  body: undefined,
  answer: v.object({ scheme_info: SchemeCard }),
});

/** Spec 3 §9 minimum-investment filter ranges (amount exclusive except 0, max inclusive). */
export const MIN_INVESTMENT_RANGES = [
  { label: 'Up to Rs 500', amount: 0, max_amount: 500 },
  { label: 'Rs 501 to Rs 2000', amount: 500, max_amount: 2000 },
  { label: 'Above Rs 2000', amount: 2000, max_amount: 999_999_999 },
] as const;

const Amount = v.union([v.pipe(v.number(), v.minValue(0)), v.pipe(v.string(), v.trim(), v.regex(/^(\d+(\.\d{1,2})?)?$/, 'Invalid amount'))]);
const AssetClassIds = v.pipe(v.string(), v.trim(), v.regex(/^([1-4](\s*,\s*[1-4])*)?$/, 'Invalid asset class'));

/** POST /schemes/search-scheme: name (from 2 characters), asset_class_id comma-joined, amount..max_amount on the minimum purchase. */
export const searchScheme = defineCall({
  method: 'POST',
  path: '/schemes/search-scheme',
  access: 'public',
  read: true,
  body: v.object({
    name: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'Scheme name is too long')), ''),
    asset_class_id: v.optional(AssetClassIds, ''),
    amount: v.optional(v.nullable(Amount)),
    max_amount: v.optional(v.nullable(Amount)),
  }),
  answer: v.object({ schemes: v.array(SchemeCard) }),
});

/** Most results a search answers (ours): a 2-letter name would otherwise list thousands of AMFI schemes. */
export const SEARCH_LIMIT = 100;

/** Performance chips per asset class (spec 2 §4, §9): Debt/Liquid 1M-3Y, default 6M; others 1Y-10Y, default 5Y. */
export function periodsFor(assetClassId: number | null | undefined): { periods: PeriodLabel[]; initial: PeriodLabel } {
  return assetClassId === ASSET_CLASS.debt || assetClassId === ASSET_CLASS.liquid
    ? { periods: ['1M', '3M', '6M', '1Y', '3Y'], initial: '6M' }
    : { periods: ['1Y', '3Y', '5Y', '7Y', '10Y'], initial: '5Y' };
}

/** The Sch_Return key of a period label. */
export function returnKeyOf(label: PeriodLabel): SchemeReturnKey {
  return PERIODS.find((p) => p.label === label)!.key;
}

/** SEBI riskometer levels 1-6. */
export const RISK_LEVELS = ['Low', 'Low to Moderate', 'Moderate', 'Moderately High', 'High', 'Very High'] as const;
export const riskLabel = (level: number | null | undefined): string | null => (level && level >= 1 && level <= 6 ? RISK_LEVELS[level - 1]! : null);
