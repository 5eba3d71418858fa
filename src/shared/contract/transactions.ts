import * as v from 'valibot';
import { defineCall } from './common.ts';

/**
 * Orders (spec 2 §7 create_transaction, spec 3 §7.1 cart and checkout). Paths the spec does not
 * show are marked "(ours)". Amounts travel as decimal strings of rupees ("5000" or "5000.50");
 * a JSON number is accepted too and read exactly. Units travel as decimal strings (up to 4
 * decimals). Dates travel as DD/MM/YYYY.
 */

const YN = v.picklist(['Y', 'N']);
const Money = v.union([v.string(), v.number()], 'Amount is mandatory');
const Units = v.union([v.string(), v.number()], 'Units is mandotory');
const Dmy = v.pipe(v.string('Need start date'), v.regex(/^\d{2}\/\d{2}\/\d{4}$/, 'Need start date'));
const Id = v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number))]);
/** a folio number, or '' / 'New Folio' for a new folio */
/**
 * The folio: an existing one; 'New Folio' for a new one; empty (or absent) for a purchase or SIP
 * means the folio that already holds the scheme, else a new one.
 */
const Folio = v.optional(v.string(), '');
/** AccNo for a purchase or SIP into a new folio, chosen as such */
export const NEW_FOLIO_ACCNO = 'New Folio';

/** Transaction types (spec 3 §9). */
export const TR_TYPES = ['ISIP', 'XSIP', 'NEW', 'ADD', 'RED', 'SWT', 'SWP', 'STP'] as const;
export type TrType = (typeof TR_TYPES)[number];

export const SipOrder = v.object({
  TrType: v.picklist(['ISIP', 'XSIP']),
  StartDate: Dmy,
  Installments: v.union([v.number(), v.string()]),
  InstallmentsAmt: Money,
  MandateId: v.pipe(v.string('Mandate Id is mandatory'), v.nonEmpty('Mandate Id is mandatory')),
  MandateType: v.optional(v.string()),
  FirstOrderToday: YN,
  Frequency: Id,
  AmcId: Id,
  Sch: Id,
  Growthoption: v.optional(YN),
  DividendReinvestment: v.optional(YN),
  BSE_SchemeCode: v.optional(v.string()),
  AccNo: Folio,
  /** only when the frequency value is 1 (spec 2 §4) */
  EndDate: v.optional(v.string()),
  InvIdeaID: v.optional(Id),
  GoalID: v.optional(Id),
  /** ours: a yearly step-up, P percentage (1-100) or A amount in rupees; N or absent for none */
  StepUpType: v.optional(v.picklist(['N', 'P', 'A'])),
  StepUpValue: v.optional(v.union([v.string(), v.number()])),
});

export const PurchaseOrder = v.object({
  TrType: v.picklist(['NEW', 'ADD']),
  AccNo: Folio,
  Amount: Money,
  AmcId: Id,
  Sch: Id,
  Growthoption: v.optional(YN),
  DividendReinvestment: v.optional(YN),
  BSE_SchemeCode: v.optional(v.string()),
  InvIdeaID: v.optional(Id),
  GoalID: v.optional(Id),
});

const RedeemFields = {
  AmcId: Id,
  AccNo: v.pipe(v.string('Please select folio number'), v.nonEmpty('Please select folio number')),
  Amount: v.optional(Money),
  Sch: Id,
  Units: v.optional(Units),
  /** a: by amount, u: by units */
  FUnsAmt: v.picklist(['a', 'u']),
  /** p: partial, f: full (all units) */
  FParFul: v.picklist(['p', 'f']),
};

export const RedemptionOrder = v.object({ TrType: v.literal('RED'), ...RedeemFields, BSE_Scheme_code: v.optional(v.string()) });

export const SwitchOrder = v.object({
  TrType: v.literal('SWT'),
  ...RedeemFields,
  BSE_Scheme_code: v.optional(v.string()),
  ToSch: Id,
  ToBSE_SchemeCode: v.optional(v.string()),
});

const SystematicOutFields = {
  ...RedeemFields,
  StartDate: Dmy,
  EndDate: v.optional(v.string()),
  /** 1 for All */
  Installments: v.union([v.number(), v.string()]),
  InstallmentsAmt: v.optional(Money),
  TransTypeDate: v.optional(v.string()),
  FirstOrderToday: YN,
  Frequency: Id,
  BSE_Scheme_code: v.optional(v.string()),
};

export const SwpOrder = v.object({ TrType: v.literal('SWP'), ...SystematicOutFields });
export const StpOrder = v.object({ TrType: v.literal('STP'), ...SystematicOutFields, ToSch: Id, ToBSE_SchemeCode: v.optional(v.string()) });

export const CreateTransactionBody = v.variant('TrType', [SipOrder, PurchaseOrder, RedemptionOrder, SwitchOrder, SwpOrder, StpOrder]);
export type CreateTransactionBody = v.InferOutput<typeof CreateTransactionBody>;

/** POST /transaction/create_transaction: puts one order in the cart. Idempotency-Key accepted. */
export const createTransaction = defineCall({
  method: 'POST',
  path: '/transaction/create_transaction',
  body: CreateTransactionBody,
  answer: v.union([v.object({ transaction_created: v.literal(true), TE_IHNO: v.number() }), v.object({ error: v.string() })]),
});

/** A cart item (spec 3 §3). */
export const CartItem = v.object({
  TE_IHNO: v.number(),
  TE_AMOUNT: v.nullable(v.string()),
  TE_UNITS: v.nullable(v.string()),
  TE_TRDATE: v.string(),
  TE_ACNO: v.string(),
  TE_TRTYPE: v.string(),
  SchDesc: v.string(),
  ToSchDesc: v.nullable(v.string()),
  Installments: v.nullable(v.number()),
  FirstOrderToday: YN,
  NAV: v.nullable(v.string()),
  Sch_Return1Yr: v.nullable(v.string()),
  AssetClassName: v.string(),
  Sub_AssetclassName: v.string(),
  Schemeoption: v.string(),
  TailWindRec: YN,
  InvIdeaID: v.nullable(v.number()),
  Idea: v.nullable(v.string()),
  GoalID: v.nullable(v.number()),
  GoalName: v.nullable(v.string()),
  checked: v.boolean(),
  Sch: v.number(),
  StartDate: v.nullable(v.string()),
  Frequency: v.nullable(v.string()),
  /** ours: a SIP's yearly step-up as chosen ("10% every year"), null when none */
  StepUp: v.optional(v.nullable(v.string()), null),
});
export type CartItem = v.InferOutput<typeof CartItem>;

export const CartDetails = v.object({
  sipArray: v.array(CartItem),
  lumpsumArray: v.array(CartItem),
  switch: v.array(CartItem),
  stp: v.array(CartItem),
  swp: v.array(CartItem),
  redemption: v.array(CartItem),
  cartLength: v.number(),
});
export type CartDetails = v.InferOutput<typeof CartDetails>;

/** GET /transaction/get_cart_details (ours) */
export const getCartDetails = defineCall({
  method: 'GET',
  path: '/transaction/get_cart_details',
  body: undefined,
  answer: v.object({ cart_details: CartDetails }),
});

/** POST /transaction/remove_cart_item (ours): Ihnos comma-joined; TrType S for SIP, STP or SWP, N otherwise. */
export const removeCartItem = defineCall({
  method: 'POST',
  path: '/transaction/remove_cart_item',
  body: v.object({ Ihnos: v.pipe(v.string(), v.regex(/^\d+(,\d+)*$/, 'please select schemes to checkout')), TrType: v.picklist(['S', 'N']) }),
  answer: v.object({ removed: v.number() }),
});

/** POST /transaction/check_cart_item (ours): keeps the checked state across devices and reloads. */
export const checkCartItem = defineCall({
  method: 'POST',
  path: '/transaction/check_cart_item',
  body: v.object({ Ihnos: v.pipe(v.string(), v.regex(/^\d+(,\d+)*$/)), checked: v.boolean() }),
  answer: v.object({ updated: v.number() }),
});

export const CHECKOUT_TYPES = ['SIP', 'Lumpsum', 'Switch', 'STP', 'SWP', 'Redemption'] as const;
export type CheckoutType = (typeof CHECKOUT_TYPES)[number];

const OtpRequest = v.object({
  ihno: v.pipe(v.array(v.number()), v.minLength(1, 'please select schemes to checkout')),
  totalAmount: v.optional(v.union([v.string(), v.number()])),
  schemeDesc: v.optional(v.array(v.string())),
  folio: v.optional(v.array(v.string())),
  type: v.picklist(CHECKOUT_TYPES),
});
export type TransactionOtpRequest = v.InferOutput<typeof OtpRequest>;

/** POST /transaction/insert-tansaction-otp: sends the transaction OTP to the registered mobile and email. */
export const insertTransactionOtp = defineCall({
  method: 'POST',
  path: '/transaction/insert-tansaction-otp',
  body: OtpRequest,
  answer: v.object({ otp_status: v.literal('Success'), code: v.string() }),
});

/** POST /transaction/resend-tansaction-otp (ours): the same body as the insert call. */
export const resendTransactionOtp = defineCall({
  method: 'POST',
  path: '/transaction/resend-tansaction-otp',
  body: OtpRequest,
  answer: insertTransactionOtp.answer,
});

/** POST /transaction/verify-tansaction-otp */
export const verifyTransactionOtp = defineCall({
  method: 'POST',
  path: '/transaction/verify-tansaction-otp',
  body: v.object({ ihno: v.array(v.number()), otp: v.pipe(v.string(), v.regex(/^\d{6}$/, 'Please enter valid OTP')), code: v.optional(v.string()) }),
  answer: v.union([v.object({ otp_verified: v.literal(true) }), v.object({ error: v.string() })]),
});

/** payment_type: 1 net banking or UPI, 2 gateway, 3 cheque, 4 NEFT; category: lumpsum 1, SIP 4, SWP and Redemption 5, STP 6, Switch 7. */
export const PAYMENT_TYPES = { netBanking: 1, gateway: 2, cheque: 3, neft: 4 } as const;
export const CATEGORIES = { lumpsum: 1, sip: 4, swpRedemption: 5, stp: 6, switch: 7 } as const;

export const BseOrder = v.object({
  is_success: v.boolean(),
  success_message: v.nullable(v.string()),
  failed_message: v.nullable(v.string()),
  payment_url: v.nullable(v.string()),
  logout_url: v.nullable(v.string()),
  /** ours: the payment these orders await (its confirmation screen); absent when nothing is to be paid */
  payment_id: v.optional(v.nullable(v.number())),
});

/** POST /transaction/place-order: places verified cart items with the exchange. Idempotency-Key accepted. */
export const placeOrder = defineCall({
  method: 'POST',
  path: '/transaction/place-order',
  body: v.object({
    orders: v.pipe(v.array(v.object({ order_id: v.number(), type: v.picklist(['sys', 'Normal']) })), v.minLength(1, 'please select schemes to checkout')),
    payment_type: v.picklist([1, 2, 3, 4]),
    category: v.picklist([1, 4, 5, 6, 7]),
    accountNo: v.optional(v.union([v.string(), v.number()])),
  }),
  answer: v.union([v.object({ bse_order: BseOrder }), v.object({ error: v.string() })]),
});

/**
 * GET /transaction/place-order-status/:key (ours; the spec shows no path): what became of a
 * place-order whose answer was lost, asked by its Idempotency-Key, never by placing again.
 * placed: the answer the order got (numbers in success_message, payment_url while payment is
 * open); not_placed: nothing was placed and nothing charged (the key is fenced, so the lost
 * request cannot place later); working: still being placed, ask again shortly.
 */
export const placeOrderStatus = defineCall({
  method: 'GET',
  path: '/transaction/place-order-status/:key',
  body: undefined,
  answer: v.variant('status', [
    v.object({ status: v.literal('placed'), bse_order: BseOrder }),
    v.object({ status: v.literal('not_placed'), message: v.string() }),
    v.object({ status: v.literal('working') }),
  ]),
});
export type PlaceOrderStatus = v.InferOutput<typeof placeOrderStatus.answer>;

export const CartBank = v.object({
  ID: v.number(),
  'Account No': v.string(),
  BankName: v.string(),
  IFSCCode: v.string(),
  img: v.nullable(v.string()),
  DefaultFlag: YN,
});

/** POST /transaction/get_bank_details: the investor's banks for paying the cart. */
export const getCartBanks = defineCall({
  method: 'POST',
  path: '/transaction/get_bank_details',
  read: true,
  body: v.object({
    order_id: v.optional(v.union([v.number(), v.string()])),
    Type: v.optional(v.string()),
    is_multi: v.optional(v.union([v.boolean(), v.number(), v.string()])),
  }),
  answer: v.object({ bank_details: v.array(CartBank) }),
});

/** POST /transaction/reinitiate_payment (ours): type Normal for Add or New, else Sys. */
export const reinitiatePayment = defineCall({
  method: 'POST',
  path: '/transaction/reinitiate_payment',
  body: v.object({ ihno: v.number(), type: v.picklist(['Normal', 'Sys', 'sys']) }),
  answer: v.union([
    v.object({ payment_type: v.picklist([1, 2]), payment_url: v.string(), logout_url: v.nullable(v.string()) }),
    v.object({ error: v.string() }),
  ]),
});

/** POST /transaction/folios_based_on_scheme: schemeNo is the scheme's RTA product code. */
export const foliosBasedOnScheme = defineCall({
  method: 'POST',
  path: '/transaction/folios_based_on_scheme',
  read: true,
  body: v.object({ schemeNo: v.string() }),
  answer: v.object({
    folios: v.array(
      v.object({
        folio: v.string(),
        units: v.string(),
        current_value: v.string(),
        nav: v.nullable(v.string()),
        nav_date: v.nullable(v.string()),
        redeemable_units: v.string(),
        /** ours: units still in a lock-in (ELSS), each with the day it unlocks (DD/MM/YYYY), soonest first */
        locked: v.optional(v.array(v.object({ units: v.string(), unlock_date: v.string() })), []),
      }),
    ),
  }),
});

/** POST /transaction/get_ltcg_units */
export const getLtcgUnits = defineCall({
  method: 'POST',
  path: '/transaction/get_ltcg_units',
  read: true,
  body: v.object({ SchId: Id, folioNo: v.string() }),
  answer: v.object({
    ltcg_units: v.object({ LTCGLUnits_With: v.string(), LTCGLUnits_Without: v.string(), LTCGLAmt_With: v.string(), LTCGLAmt_Without: v.string() }),
  }),
});

/** GET /transaction/get_client_mandateIds: approved mandates only. */
export const getClientMandates = defineCall({
  method: 'GET',
  path: '/transaction/get_client_mandateIds',
  body: undefined,
  answer: v.object({ mandates: v.array(v.object({ Mandate_Id: v.string(), Mandate_Type: v.string(), Details: v.string(), AMOUNT: v.string() })) }),
});

const OutcomeOrder = v.object({
  ID: v.number(),
  order_no: v.string(),
  scheme_name: v.string(),
  kind: v.string(),
  amount: v.nullable(v.string()),
  units: v.nullable(v.string()),
  nav: v.nullable(v.string()),
  /** DD/MM/YYYY: the NAV date given, or the one the cut-off rule gives if the money arrived now */
  nav_date: v.nullable(v.string()),
  nav_date_final: v.boolean(),
  /** DD/MM/YYYY: when the units are (or are expected to be) allotted */
  allotment_date: v.nullable(v.string()),
  status_word: v.string(),
});

const Beneficiary = v.object({ name: v.string(), bank: v.string(), branch: v.string(), ifsc: v.string(), account_type: v.string(), account_no: v.string() });

/**
 * POST /transaction/order_outcome (ours): the confirmation screen after paying, for one payment
 * of the investor's: state awaiting_payment (NEFT/cheque, money not yet received), payment_pending
 * (gateway not completed), paid (money received, units to come), allotted, or failed.
 */
export const orderOutcome = defineCall({
  method: 'POST',
  path: '/transaction/order_outcome',
  read: true,
  body: v.object({ payment_id: v.number() }),
  answer: v.union([
    v.object({
      outcome: v.object({
        payment_id: v.number(),
        state: v.picklist(['awaiting_payment', 'payment_pending', 'paid', 'allotted', 'failed']),
        title: v.string(),
        mode: v.string(),
        amount: v.string(),
        placed_on: v.string(),
        orders: v.array(OutcomeOrder),
        /** NEFT/cheque: where to send the money, and the reference that matches it to the investor */
        beneficiaries: v.array(Beneficiary),
        reference: v.nullable(v.string()),
        remarks: v.nullable(v.string()),
        /** what the investor does if the payment failed or does not go through */
        if_failed: v.string(),
        can_pay_again: v.boolean(),
        can_return_to_cart: v.boolean(),
      }),
    }),
    v.object({ error: v.string() }),
  ]),
});
export type OrderOutcome = Extract<v.InferOutput<typeof orderOutcome.answer>, { outcome: unknown }>['outcome'];

/** POST /transaction/return_to_cart (ours): the orders of a failed payment go back into the cart as new items. */
export const returnToCart = defineCall({
  method: 'POST',
  path: '/transaction/return_to_cart',
  body: v.object({ payment_id: v.number() }),
  answer: v.union([v.object({ returned: v.number() }), v.object({ error: v.string() })]),
});
