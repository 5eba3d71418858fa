import * as v from 'valibot';
import { defineCall } from './common.ts';
import { ExitLoadRow, ExitLoadRuleSchema, PeriodSchema } from './schemes.ts';

/**
 * Scheme facts the transaction screens read, under /transaction (spec 2 §7). Amounts are rupee
 * decimal strings. Calls whose answer the spec reads with `error` answer 200 with that field.
 */

export const SCHEME_INFO_MESSAGES = {
  /** spec 2 §8, spec 3 §8 */
  bseCodeMissing: 'Bse Scheme code is not available. Please try after sometime',
  bseCodesMissing: 'Bse scheme codes are not coming. Please try after sometime',
  noExitLoad: 'no data available',
  /** not in the spec: the risk check's refusals */
  sipNotAllowed: 'SIP is not allowed in this scheme',
  purchaseNotAllowed: 'Purchase is not allowed in this scheme',
} as const;

/** The trtypes a scheme may allow (spec 2 §4): SIP, SWP, STP, SWT, ADD, RED, plus NEW for a first purchase. */
export const TR_TYPES = ['SIP', 'SWP', 'STP', 'SWT', 'ADD', 'RED', 'NEW'] as const;
export type TrType = (typeof TR_TYPES)[number];

const Id = v.union([v.pipe(v.number(), v.integer()), v.pipe(v.string(), v.trim(), v.regex(/^\d{1,9}$/, 'Invalid scheme id'), v.transform(Number))]);
const Amount = v.union([v.pipe(v.number(), v.minValue(0)), v.pipe(v.string(), v.trim(), v.regex(/^\d+(\.\d{1,4})?$/, 'Invalid amount'))]);
const YN = v.picklist(['Y', 'N']);

/** Spec 2 §3 SIP frequency. `value` is the Frequency master id (1 Daily, 3 Monthly ...). */
export const SipFrequency = v.object({
  SIPFREQUENCY: v.string(),
  value: v.number(),
  SIPMINIMUMINSTALLMENTAMOUNT: v.string(),
  SIPMAXIMUMINSTALLMENTAMOUNT: v.string(),
  SIPMINIMUMINSTALLMENTNUMBERS: v.number(),
  SIPMAXIMUMINSTALLMENTNUMBERS: v.number(),
  /** comma list of allowed days of the month */
  SIPDATES: v.string(),
});
export type SipFrequency = v.InferOutput<typeof SipFrequency>;

export const AllowedRow = v.object({ trtype: v.picklist(TR_TYPES), allowed: YN });

export const FundDetails = v.object({
  SchemeID: v.number(),
  SchemeName: v.string(),
  ProductName: v.string(),
  AmcID: v.nullable(v.number()),
  AMC: v.string(),
  AssetClassID: v.nullable(v.number()),
  AssetClassName: v.nullable(v.string()),
  Sub_AssetclassName: v.nullable(v.string()),
  Productcode_RTA: v.nullable(v.string()),
  PlanName: v.picklist(['Direct', 'Regular']),
  Growthoption: YN,
  DividendReinvestment: YN,
  DividendPayout: YN,
  Dividendfrequency: v.nullable(v.string()),
  MinimumPurchaseAmount: v.nullable(v.string()),
  AdditionalPurchaseAmount: v.nullable(v.string()),
  MaximumPurchaseAmount: v.nullable(v.string()),
  SIPFLAG: YN,
  sip_frequencies: v.array(SipFrequency),
  /** ours: the SWP and STP frequencies (spec 2 §4 "SWP/STP frequencies"), in the SIP frequency's shape */
  swp_frequencies: v.array(SipFrequency),
  stp_frequencies: v.array(SipFrequency),
  transaction_allowed: v.array(AllowedRow),
  FundType: v.picklist(['liquid', 'overnight', 'other']),
  LockInYears: v.nullable(v.number()),
  ExitLoad: v.string(),
  exit_load_rules: v.array(ExitLoadRuleSchema),
  SN_NAV: v.nullable(v.string()),
  Nav_Date: v.nullable(v.string()),
});
export type FundDetails = v.InferOutput<typeof FundDetails>;

/** GET /transaction/get_fund_details/{id} */
export const getFundDetails = defineCall({
  method: 'GET',
  path: '/transaction/get_fund_details/:id',
  access: 'public',
  body: undefined,
  answer: v.object({ fund_details: FundDetails }),
});

/**
 * POST /transaction/category_average: the category's average growth over the period, scaled so
 * it starts at `marketValue` (pass the scheme's first NAV of the period to draw both on one axis).
 * `period` (ours) defaults to 1Y.
 */
export const categoryAverage = defineCall({
  method: 'POST',
  path: '/transaction/category_average',
  access: 'public',
  read: true,
  body: v.object({ schemaId: Id, marketValue: Amount, period: v.optional(PeriodSchema, '1Y') }),
  answer: v.object({ category_averages: v.array(v.object({ MrkValue: v.string(), SN_NAVDt: v.string() })) }),
});

/** POST /transaction/get_exit_load: the scheme's exit load; units within/without the load come from the folio's holdings. */
export const getExitLoad = defineCall({
  method: 'POST',
  path: '/transaction/get_exit_load',
  access: 'public',
  read: true,
  body: v.object({ SchId: Id, folioNo: v.optional(v.nullable(v.string())) }),
  answer: v.object({ exit_load: v.array(ExitLoadRow), exit_load_rules: v.array(ExitLoadRuleSchema), error: v.optional(v.string()) }),
});

/** POST /transaction/get_switch_schemes: same fund house and asset class; Sch_ID is "<id>~G" (growth) or "<id>~R" (IDCW reinvestment). */
export const getSwitchSchemes = defineCall({
  method: 'POST',
  path: '/transaction/get_switch_schemes',
  access: 'public',
  read: true,
  body: v.object({ AstId: v.union([v.picklist([1, 2, 3, 4]), v.pipe(v.string(), v.regex(/^[1-4]$/, 'Invalid asset class'), v.transform(Number))]), AmcId: Id }),
  answer: v.object({ switch_schemes: v.array(v.object({ Sch_Desc: v.string(), Sch_ID: v.string(), Productcode_RTA: v.string(), SchemeID: v.number() })) }),
});

/** POST /transaction/transaction_allowed_check */
export const transactionAllowedCheck = defineCall({
  method: 'POST',
  path: '/transaction/transaction_allowed_check',
  access: 'public',
  read: true,
  body: v.object({ schemaId: Id }),
  answer: v.object({ transaction_allowed: v.array(AllowedRow) }),
});

/** POST /transaction/get_scheme_risk_rating: schemeNo is the RTA product code (or the scheme id). */
export const getSchemeRiskRating = defineCall({
  method: 'POST',
  path: '/transaction/get_scheme_risk_rating',
  access: 'public',
  read: true,
  body: v.object({
    schemeNo: v.pipe(v.union([v.string(), v.number()]), v.transform(String)),
    trtype: v.optional(v.picklist(['SIP', 'Purchase'], 'Invalid trtype')),
  }),
  answer: v.object({
    scheme_details: v.array(
      v.object({
        SchemeID: v.number(),
        SchemeName: v.string(),
        Productcode_RTA: v.nullable(v.string()),
        RiskLevel: v.nullable(v.number()),
        Riskometer: v.nullable(v.string()),
      }),
    ),
    error: v.optional(v.string()),
  }),
});

const BseCodeRequest = v.object({
  TrType: v.pipe(v.string(), v.trim(), v.nonEmpty('TrType is mandatory')),
  Amount: v.optional(v.nullable(Amount)),
  Growthoption: v.optional(YN),
  DividendReinvestment: v.optional(YN),
  RTACODE: v.pipe(v.string(), v.trim(), v.nonEmpty('RTACODE is mandatory')),
});

export const BseCodeRow = v.object({ RTA_ProductCode: v.string(), BSE_ProductCod: v.string() });

/** POST /transaction/get_bse_code */
export const getBseCode = defineCall({
  method: 'POST',
  path: '/transaction/get_bse_code',
  access: 'public',
  read: true,
  body: BseCodeRequest,
  answer: v.object({ bse_code: v.array(BseCodeRow), error: v.optional(v.string()) }),
});

/** POST /transaction/get_bse_code_bulk: one code per requested scheme, in order; any missing → the bulk error. */
export const getBseCodeBulk = defineCall({
  method: 'POST',
  path: '/transaction/get_bse_code_bulk',
  access: 'public',
  read: true,
  body: v.object({
    schemes: v.pipe(
      v.array(v.object({ ...BseCodeRequest.entries, AmcId: v.optional(v.nullable(Id)) })),
      v.minLength(1, 'schemes is mandatory'),
      v.maxLength(50, 'Too many schemes'),
    ),
  }),
  answer: v.object({ bse_code: v.array(BseCodeRow), error: v.optional(v.string()) }),
});

/** Normalises the spec's trtype spellings to the exchange code kinds the catalogue stores. */
export function txKindOf(trType: string): 'purchase' | 'sip' | 'redemption' | 'switch' | 'stp' | 'swp' | null {
  const t = trType.trim().toUpperCase();
  if (['NEW', 'ADD', 'PURCHASE', 'LUMPSUM', 'P', 'N'].includes(t)) return 'purchase';
  if (['SIP', 'ISIP', 'XSIP', 'SIN'].includes(t)) return 'sip';
  if (['RED', 'FUL', 'REDEMPTION'].includes(t)) return 'redemption';
  if (['SWT', 'SWITCH'].includes(t)) return 'switch';
  if (t === 'STP') return 'stp';
  if (t === 'SWP') return 'swp';
  return null;
}
