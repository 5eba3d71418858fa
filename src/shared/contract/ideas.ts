import * as v from 'valibot';
import { defineCall } from './common.ts';
import { SipFrequency } from './scheme-info.ts';

/**
 * Investment ideas: curated portfolios (spec 2 §2.10, §3, §7). Amounts are rupee decimal strings,
 * weights and returns percent strings with 2 decimals (returns null: NA, the history is too short).
 * Performance is measured from the schemes' NAV history: a basket bought at the idea's weights on
 * the period's first day and held (buy and hold), annualised from 1 year up.
 */

export const IDEA_CATEGORIES = [
  { key: 'equity', label: 'Equity', hint: 'Ideal for Above 5 Years' },
  { key: 'fixed-income', label: 'Fixed Income & Cash', hint: 'Ideal for 1 Day & Above' },
  { key: 'multi-asset', label: 'Multi Asset', hint: 'Ideal for 3 Years and Above' },
] as const;

export const IDEA_PERIODS = ['1Y', '3Y', '5Y', '7Y', '10Y'] as const;
export type IdeaPeriod = (typeof IDEA_PERIODS)[number];
export const DEFAULT_IDEA_PERIOD: IdeaPeriod = '5Y';

export const IDEA_MESSAGES = {
  added: 'Added to Cart Successfully',
  accountMissing: 'Unable to get the details as Account number is not existing.',
  bseCodeMissing: 'Bse Scheme code is not available. Please try after sometime',
  sipDays: 'Please select all sip start days',
  /** ours */
  notFound: 'Investment idea not found',
  sipNotAllowed: 'SIP is not available for this idea',
  ordersMismatch: 'The orders must cover every scheme of the idea once',
  splitMismatch: 'The amounts must follow the idea’s allocation; please review the split and try again',
} as const;

const Ret = v.nullable(v.string());
const Performance = v.object({ '1Y': Ret, '3Y': Ret, '5Y': Ret, '7Y': Ret, '10Y': Ret, asOf: v.nullable(v.string()) });
export type IdeaPerformance = v.InferOutput<typeof Performance>;

export const Idea = v.object({
  Id: v.number(),
  Inv_IdeaName: v.string(),
  Description: v.string(),
  IconImage: v.string(),
  ImagePath: v.string(),
  /** the smallest lumpsum whose split meets every scheme's minimum */
  Min_Amt: v.string(),
  Category: v.picklist(IDEA_CATEGORIES.map((c) => c.key)),
  CategoryName: v.string(),
});
export type Idea = v.InferOutput<typeof Idea>;

/** GET /ideas */
export const getIdeas = defineCall({ method: 'GET', path: '/ideas', body: undefined, answer: v.object({ investment_ideas: v.array(Idea) }) });

const Highlight = v.object({ Title: v.string(), highLightDescription: v.string(), highLightImagePath: v.string() });
const MethodologyStep = v.object({
  step: v.number(),
  title: v.picklist(['Universe', 'Category filter', 'Scheme selection', 'Investment allocation', 'Rebalancing']),
  text: v.string(),
});
const Allocation = v.object({ AssetClass: v.string(), Weightage: v.string() });

export const IdeaDetails = v.object({
  ...Idea.entries,
  Overview: v.string(),
  highlights: v.array(Highlight),
  methodology: v.array(MethodologyStep),
  performance: Performance,
  allocation: v.array(Allocation),
  /** the schemes by name and weight (the detail's scheme list) */
  schemes: v.array(v.object({ SchemeId: v.number(), ProductName: v.string(), Weightage: v.string(), Sub_AssetclassName: v.string() })),
});
export type IdeaDetails = v.InferOutput<typeof IdeaDetails>;

/** GET /ideas/get_details/{id} */
export const getIdeaDetails = defineCall({
  method: 'GET',
  path: '/ideas/get_details/:id',
  body: undefined,
  answer: v.object({ investment_details: IdeaDetails }),
});

/** A scheme of an idea (spec 2 §3), with what the drawer needs to split and order. */
export const IdeaScheme = v.object({
  SchemeId: v.number(),
  ProductName: v.string(),
  ProductCode: v.string(),
  Weightage: v.string(),
  AmcId: v.number(),
  Growthoption: v.picklist(['Y', 'N']),
  Dividendreinvestment: v.picklist(['Y', 'N']),
  /** the exchange code for a purchase (null: none, the spec's "Bse Scheme code is not available") */
  BSE_Scheme_code: v.nullable(v.string()),
  AssetClassName: v.string(),
  Sub_AssetclassName: v.string(),
  MinimumPurchaseAmount: v.string(),
  MaximumPurchaseAmount: v.nullable(v.string()),
  returns: Performance,
  sip_frequencies: v.array(SipFrequency),
});
export type IdeaScheme = v.InferOutput<typeof IdeaScheme>;

const SipLimit = v.object({ value: v.number(), min_amount: v.string(), max_amount: v.string(), SIPMAXIMUMINSTALLMENTAMOUNT: v.string() });

/** The idea investment response (spec 2 §3). */
export const IdeaInvestment = v.object({
  Id: v.number(),
  Inv_IdeaName: v.string(),
  ideas: v.array(IdeaScheme),
  /** lumpsum minimum of the whole idea */
  miniAmount: v.string(),
  /** the largest lumpsum the schemes' maximums allow (null: no limit) */
  maxAmount: v.nullable(v.string()),
  /** per scheme: its SIP days for each frequency the idea offers */
  sips: v.array(v.object({ SchemeId: v.number(), frequencies: v.array(v.object({ value: v.number(), SIPDATES: v.string() })) })),
  /** frequencies every scheme of the idea offers (the idea's SIP) */
  sip_frequencies: v.array(SipFrequency),
  /** the idea's SIP range per frequency: the smallest total whose split meets every scheme's minimum */
  sip_limits: v.array(SipLimit),
  /** SIP days every scheme allows, per frequency */
  sip_final_days: v.array(v.object({ value: v.number(), days: v.array(v.number()) })),
  is_sip_allowed: v.boolean(),
  frequencies: v.array(v.object({ label: v.string(), value: v.number() })),
  performance: Performance,
  allocation: v.array(Allocation),
});
export type IdeaInvestment = v.InferOutput<typeof IdeaInvestment>;

/** GET /ideas/get_schemes/{id} */
export const getIdeaSchemes = defineCall({
  method: 'GET',
  path: '/ideas/get_schemes/:id',
  body: undefined,
  answer: v.object({ investment_schemes: IdeaInvestment }),
});

const Money = v.union([v.string(), v.number()], 'Amount is mandatory');
const Id = v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number))]);
const YN = v.picklist(['Y', 'N']);

/** One scheme's order in an idea (spec 2 §7 idea order fields). */
export const IdeaOrder = v.object({
  Sch: Id,
  AmcId: Id,
  BSE_Scheme_code: v.optional(v.nullable(v.string())),
  Growthoption: v.optional(YN),
  DividendReinvestment: v.optional(YN),
  /** lumpsum */
  Amount: v.optional(Money),
  /** SIP */
  InstallmentsAmt: v.optional(Money),
  Frequency: v.optional(Id),
  StartDate: v.optional(v.string()),
  /** DD/MM/YYYY, the SIP day's date */
  TransTypeDate: v.optional(v.string()),
  Installments: v.optional(v.union([v.number(), v.string()])),
  MandateId: v.optional(v.string()),
  FirstOrderToday: v.optional(YN),
});
export type IdeaOrder = v.InferOutput<typeof IdeaOrder>;

/** TrType: ISIP or XSIP for a SIP (by the mandate's type), NEW for a lumpsum. */
export const IDEA_TR_TYPES = ['ISIP', 'XSIP', 'NEW'] as const;

/** POST /ideas/invest: every scheme's order goes into the cart, or none does. Idempotency-Key accepted. */
export const investIdea = defineCall({
  method: 'POST',
  path: '/ideas/invest',
  body: v.object({
    orders: v.pipe(v.array(IdeaOrder), v.minLength(1, IDEA_MESSAGES.ordersMismatch)),
    TrType: v.picklist(IDEA_TR_TYPES),
    InvIdeaID: Id,
  }),
  answer: v.union([v.object({ invested: v.literal(true), TE_IHNO: v.array(v.number()) }), v.object({ error: v.string() })]),
});
