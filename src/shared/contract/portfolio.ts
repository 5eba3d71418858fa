import * as v from 'valibot';
import { parseMdy } from '../time/ist.ts';
import { defineCall } from './common.ts';
import { HoldingSourceField } from './holding-source.ts';

/**
 * Dashboard and portfolio (spec 2 §3, §7; spec 3 §7.2). Money is a decimal string of rupees
 * ("1234.50", exact: paise on the server); a return is a percent string with 2 decimals
 * ("12.34", "-3.10") or null, which the screens show as 'NA' (spec 2 §9). Where a return is null
 * for a reason (too short a history, nothing invested), `*_note` says why. Display dates are
 * DD/MM/YYYY; the request's `date` is MM/DD/YYYY as the spec sends it.
 */
const Money = v.string();
const Percent = v.nullable(v.string());
const Units = v.string();

export const DATE_MESSAGES = {
  required: 'Please select a date',
  format: 'Please select a valid date',
  future: 'Please select a date on or before today',
} as const;

const MdyDate = v.pipe(
  v.string(DATE_MESSAGES.required),
  v.trim(),
  v.nonEmpty(DATE_MESSAGES.required),
  v.check((x) => parseMdy(x) !== null, DATE_MESSAGES.format),
);

/** `date` MM/DD/YYYY, a real calendar day (the server also refuses a day after today); absent reads as empty, so it gets the message too. */
export const AsOnDate = v.optional(MdyDate, '');

export const HeaderDetails = v.object({
  /** market value */
  AUM: Money,
  /** cost of what is held (first in, first out) */
  COST: Money,
  /** AUM − COST */
  UnrealReturns: Money,
  /** gains booked by redemptions and switches */
  RealisedReturns: Money,
  /** UnrealReturns + RealisedReturns */
  OverallProfit: Money,
  /** XIRR of every investment, redemption and today's value, percent */
  TotalXirr: Percent,
  TotalXirr_note: v.nullable(v.string()),
  /** UnrealReturns / COST, percent */
  Absreturn: Percent,
  /** days since the first investment */
  Lifedays: v.number(),
  /** change since the previous NAV */
  DayChange: Money,
  AsonDate: v.string(),
});
export type HeaderDetails = v.InferOutput<typeof HeaderDetails>;

export const GraphPoint = v.object({ AsonDate: v.string(), AUM: Money, COST: Money });
export const AssetLevel = v.object({ AssetClass: v.string(), AUM: Money, AUM_PERCENTAGE: v.string() });
export const SubAssetLevel = v.object({ I_Asset_Class: v.string(), I_AssetClass: v.string(), AUM: Money, AUM_PERCENTAGE: v.string() });

/** One SIP registration as the dashboard lists it (spec 2 §3; spec 3 §3 registration). */
export const SipRow = v.object({
  BseOrderNo: v.string(),
  SchemeID: v.number(),
  SchemeName: v.string(),
  img: v.nullable(v.string()),
  AMOUNT: Money,
  /** the next instalment's date; null once none is due */
  TRDATE: v.nullable(v.string()),
  SIPRegDate: v.string(),
  SIPDay: v.number(),
  Frequency: v.string(),
  Startdate: v.string(),
  Enddate: v.string(),
  SipCancelStatus: v.picklist(['Y', 'N']),
  Installments: v.number(),
  InstallmentsDone: v.number(),
  Accno: v.nullable(v.string()),
});
export type SipRow = v.InferOutput<typeof SipRow>;

export const DashboardAnswer = v.object({
  header_details: HeaderDetails,
  graph_details: v.array(GraphPoint),
  asset_level_details: v.array(AssetLevel),
  sub_asset_level_details: v.array(SubAssetLevel),
  investmentDetails: v.object({
    /** the next instalment of every active SIP, soonest first */
    upcoming_sip_details: v.array(SipRow),
    /** every SIP registration (active, completed and cancelled) */
    manage_sip_details: v.array(SipRow),
  }),
});
export type DashboardAnswer = v.InferOutput<typeof DashboardAnswer>;

/** POST /dashboard (spec 2 §7, spec 3 §7.2): a POST that only reads. */
export const dashboard = defineCall({
  method: 'POST',
  path: '/dashboard',
  read: true,
  body: v.object({ date: AsOnDate, source: HoldingSourceField }),
  answer: DashboardAnswer,
});

/** A mutual-fund holding: one folio of one scheme (spec 2 §3 Holding). */
export const Holding = v.object({
  mf: v.literal(true),
  Product: v.string(),
  SchemeID: v.number(),
  SchemeName: v.string(),
  AmcId: v.nullable(v.number()),
  AMCName: v.string(),
  AssetClassId: v.nullable(v.number()),
  /** asset class name (Equity, Debt, Hybrid, Liquid) */
  I_Asset_Class: v.string(),
  /** sub-asset class name */
  I_AssetClass: v.string(),
  Productcode_RTA: v.nullable(v.string()),
  I_Accno: v.string(),
  Units: Units,
  AvgPurNAV: v.string(),
  COST: Money,
  NAVAson: v.nullable(v.string()),
  NavAsOndate: v.nullable(v.string()),
  AUM: Money,
  UnrealReturns: Money,
  AbsReturn: Percent,
  RealisedRtns: Money,
  /** share of the mutual-fund value */
  AUM_PERCENTAGE: v.string(),
  FolioXirr: Percent,
  FolioXirr_note: v.nullable(v.string()),
  /** days since the oldest unit still held was bought */
  LifeDays: v.number(),
  Asondate: v.string(),
  DailyGain: Money,
  DailyGainPer: Percent,
  /** ELSS units still inside the lock-in */
  LockedUnits: Units,
  /** units that can be redeemed without exit load */
  ExitLoadFreeUnits: Units,
  /** units held whose purchase cost is not known (imported from a summary statement): in AUM, not in COST, gains or XIRR */
  CostUnknownUnits: v.optional(Units),
});
export type Holding = v.InferOutput<typeof Holding>;

/** An AIF or PMS holding: a valuation the operator loaded (aif-pms:import). */
export const AlternativeHolding = v.object({
  ID: v.number(),
  Product: v.picklist(['AIF', 'PMS']),
  SchemeName: v.string(),
  Manager: v.string(),
  Category: v.nullable(v.string()),
  I_Accno: v.string(),
  COST: Money,
  AUM: Money,
  UnrealReturns: Money,
  AbsReturn: Percent,
  FolioXirr: Percent,
  /** where the XIRR comes from: the manager's report, or worked from the capital and the valuation */
  FolioXirr_source: v.picklist(['reported', 'computed', 'none']),
  LifeDays: v.number(),
  StartDate: v.string(),
  Asondate: v.string(),
  /** demo data, not a real holding */
  is_demo: v.boolean(),
});
export type AlternativeHolding = v.InferOutput<typeof AlternativeHolding>;

export const PortfolioAnswer = v.object({
  portfolio_details: v.array(Holding),
  aif_details: v.array(AlternativeHolding),
  pms_details: v.array(AlternativeHolding),
  AsonDate: v.string(),
});
export type PortfolioAnswer = v.InferOutput<typeof PortfolioAnswer>;

/** POST /portfolio (spec 2 §7). */
export const portfolio = defineCall({
  method: 'POST',
  path: '/portfolio',
  read: true,
  body: v.object({ date: AsOnDate, source: HoldingSourceField }),
  answer: PortfolioAnswer,
});

export const ProductSummaryRow = v.object({
  ProductLevel: v.picklist(['Mutual Funds', 'AIF', 'PMS']),
  I_PurValue: Money,
  I_MarKetValue: Money,
  UnrealReturns: Money,
  AbsReturn: Percent,
  XIRR: Percent,
  Lifedays: v.number(),
});
export type ProductSummaryRow = v.InferOutput<typeof ProductSummaryRow>;

/** POST /portfolio/get_product_wise_summary (spec 2 §7: payload not shown; ours takes the same optional date, default today). Only products with holdings are listed. */
export const productWiseSummary = defineCall({
  method: 'POST',
  path: '/portfolio/get_product_wise_summary',
  read: true,
  body: v.object({ date: v.optional(MdyDate), source: HoldingSourceField }),
  answer: v.object({ product_wise_summary: v.array(ProductSummaryRow), AsonDate: v.string() }),
});
