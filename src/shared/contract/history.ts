import * as v from 'valibot';
import { defineCall, type AnswerOf } from './common.ts';

/** A transaction history row (spec 3 §3). Amounts are decimal strings of rupees; dates DD/MM/YYYY. */
export const HistoryItem = v.object({
  ID: v.number(),
  SchemeID: v.number(),
  SchemeName: v.string(),
  img: v.nullable(v.string()),
  TranDt: v.string(),
  EntDt: v.string(),
  Trantype: v.string(),
  TCM_MAppDesc: v.picklist(['BUY', 'SELL', 'TRANSFER']),
  TCM_Desc: v.string(),
  /** Completed once units are allotted or redeemed; In progress before */
  transactionstatus: v.picklist(['Completed', 'In progress', 'Rejected', 'Failed']),
  /** the one status word an order shows in every tab (spec 3 §4.2): Pending while processing, Failed, Rejected, or Transaction Successful */
  status_word: v.picklist(['Pending', 'Failed', 'Rejected', 'Transaction Successful']),
  Costvalue: v.nullable(v.string()),
  NAV: v.nullable(v.string()),
  Units: v.nullable(v.string()),
  /** units allotted or redeemed, or asked for (an order placed in units) */
  Quantity: v.nullable(v.string()),
  /** Y when the order was placed in units (or all units), N when in rupees */
  IsUnits: v.picklist(['Y', 'N']),
  /** pending until the fund house confirms (units allotted or redeemed), then confirmed; rejected otherwise */
  InvestmentConfirmation: v.picklist(['pending', 'confirmed', 'rejected']),
  Growthoption: v.picklist(['Y', 'N']),
  DividendPayout: v.picklist(['Y', 'N']),
  DividendReinvestment: v.picklist(['Y', 'N']),
  /** Y: a scheme we recommend */
  TailWindRec: v.picklist(['Y', 'N']),
  /** a purchase: today's value of its units less the amount; a sale: the capital gain it realised (FIFO) */
  Profit: v.nullable(v.string()),
  /** a purchase held a year or more: its annualised return, percent, 2 decimals */
  CAGR: v.nullable(v.string()),
  Accno: v.nullable(v.string()),
  Bse_Order_id: v.string(),
  Bse_Statusmsg: v.string(),
  BSESTATUS: v.picklist(['Success', 'Failed']),
  is_rejected: v.boolean(),
  rejected_remarks: v.nullable(v.string()),
  AssetClassName: v.string(),
  Sub_AssetclassName: v.string(),
  Purchaseamount: v.nullable(v.string()),
  Exitload: v.nullable(v.string()),
  StampDuty: v.nullable(v.string()),
  /** securities transaction tax taken from the payout (equity-oriented sales) */
  STT: v.optional(v.nullable(v.string())),
  Payout: v.nullable(v.string()),
  PaymentStatus: v.nullable(v.string()),
  /** the payment can be re-initiated (payment not initiated or awaiting the gateway, placed today) */
  can_reinitiate: v.boolean(),
  /** img and inactive_img name the stage's icon when it is reached (it has remarks) and when not (spec 3 §4.2) */
  transaction_stages: v.array(
    v.object({
      img: v.string(),
      inactive_img: v.string(),
      label: v.string(),
      status: v.picklist(['done', 'pending', 'failed']),
      date: v.nullable(v.string()),
      remarks: v.nullable(v.string()),
    }),
  ),
});
export type HistoryItem = v.InferOutput<typeof HistoryItem>;

/**
 * The transaction history comes in pages, newest first (ours: the spec answers every order at
 * once, 10.9 MB for an investor with 7,200 orders). At ~1.5 KB a row, 50 rows keep a page near
 * 75 KB, under the 100 KB a first page may weigh on a phone, and still fill two screens.
 */
export const HISTORY_PAGE_SIZE = 50;

/** The history screen's tabs that list completed orders of one direction (spec 3 §2.6). */
export const HISTORY_FILTER_TABS = ['Buy', 'Sell', 'Transfer'] as const;
export type HistoryFilterTab = (typeof HISTORY_FILTER_TABS)[number];

/** Ours: why a page of the history was refused. */
export const HISTORY_MESSAGES = {
  badCursor: 'This page of your transaction history cannot be found: please load the history again from the first page',
  badTab: 'Unknown history tab: use Buy, Sell or Transfer',
  badScheme: 'Invalid scheme id',
  badFolio: 'Invalid folio number',
} as const;

/**
 * The query of GET /profile/get_transaction_history (ours, all optional; without any the spec's
 * call): `cursor` continues after the page that handed it out (an opaque, signed keyset position:
 * a new order placed meanwhile neither shifts nor repeats a row); `tab` keeps completed orders of
 * one direction, as the Buy, Sell and Transfer tabs show them; `scheme_id` and `folio` keep one
 * holding's orders (the holding's panel). A cursor is good only for the same investor and filters.
 */
export const HistoryQuery = v.object({
  cursor: v.optional(v.pipe(v.string(HISTORY_MESSAGES.badCursor), v.regex(/^[A-Za-z0-9_-]{1,160}\.[A-Za-z0-9_-]{16,64}$/, HISTORY_MESSAGES.badCursor))),
  tab: v.optional(v.picklist(HISTORY_FILTER_TABS, HISTORY_MESSAGES.badTab)),
  scheme_id: v.optional(
    v.pipe(
      v.string(HISTORY_MESSAGES.badScheme),
      v.regex(/^[1-9]\d{0,9}$/, HISTORY_MESSAGES.badScheme),
      v.transform(Number),
      v.maxValue(2_147_483_647, HISTORY_MESSAGES.badScheme),
    ),
  ),
  folio: v.optional(v.pipe(v.string(HISTORY_MESSAGES.badFolio), v.minLength(1, HISTORY_MESSAGES.badFolio), v.maxLength(60, HISTORY_MESSAGES.badFolio))),
});
export type HistoryQuery = v.InferOutput<typeof HistoryQuery>;

/**
 * GET /profile/get_transaction_history[?cursor=&tab=&scheme_id=&folio=]: one page of the
 * investor's orders, newest first, in the spec's shape, with `next_cursor` (ours) for the page
 * after it, null on the last page.
 */
export const getTransactionHistory = defineCall({
  method: 'GET',
  path: '/profile/get_transaction_history',
  body: undefined,
  answer: v.object({ transaction_history: v.array(HistoryItem), next_cursor: v.optional(v.nullable(v.string()), null) }),
});
export type HistoryPage = AnswerOf<typeof getTransactionHistory>;

/** GET /profile/get_processing_history: orders still in progress. */
export const getProcessingHistory = defineCall({
  method: 'GET',
  path: '/profile/get_processing_history',
  body: undefined,
  answer: v.object({ processing_history: v.array(HistoryItem) }),
});
