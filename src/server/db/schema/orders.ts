/**
 * Orders and holdings (spec 2 §7, spec 3 §3, §7.1). Money is bigint paise; units and NAVs are
 * bigint scaled by 10^4 (units4, nav4). Dates are IST calendar days (YYYY-MM-DD); instants are
 * timestamptz. Scheme ids refer to the catalogue's schemes table.
 */
import { bigint, bigserial, boolean, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const paise = (name: string) => bigint(name, { mode: 'bigint' });
const scaled4 = (name: string) => bigint(name, { mode: 'bigint' });

/** Bank mandates registered with the exchange (I: ISIP, X: physical NACH, N: E-NACH). */
export const mandates = pgTable(
  'mandates',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull(),
    mandateId: text('mandate_id').notNull(),
    mandateType: text('mandate_type').notNull(),
    bankName: text('bank_name').notNull(),
    accountLast4: text('account_last4').notNull(),
    amountPaise: paise('amount_paise').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    /** REGISTERED → UNDER_APPROVAL → APPROVED | REJECTED (moved by the mandate-status job) */
    status: text('status').notNull(),
    createdAt: ts('created_at').notNull(),
    /** the investor's bank account it debits (null for mandates made before banks were chosen per mandate) */
    bankAccountId: integer('bank_account_id'),
    ifsc: text('ifsc'),
    /** the exchange's or bank's reason for a rejection, or the last status check's failure */
    remarks: text('remarks'),
    /** when the status last changed or was last checked with the exchange */
    statusCheckedAt: ts('status_checked_at'),
    /** where the exchange said an E-NACH/ISIP mandate is authorised (kept: the list offers it until the investor does) */
    authUrl: text('auth_url'),
  },
  (t) => [uniqueIndex('mandates_mandate_id_uq').on(t.mandateId), index('mandates_user_idx').on(t.userId), index('mandates_status_idx').on(t.status)],
);

/** A folio: the investor's account with one fund house. */
export const folios = pgTable(
  'folios',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull(),
    amcId: integer('amc_id').notNull(),
    folioNo: text('folio_no').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [uniqueIndex('folios_folio_no_uq').on(t.folioNo), index('folios_user_amc_idx').on(t.userId, t.amcId)],
);

/**
 * An order in the cart (TE_IHNO is its id) until it is placed. `kind` is the cart tab.
 * status: CART → PLACING (sent to the exchange) → PLACED, or REMOVED; FAILED when placing could
 * not be finished after a bounded number of tries (failure_reason says why).
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull(),
    kind: text('kind').notNull(), // SIP | Lumpsum | Switch | STP | SWP | Redemption
    trType: text('tr_type').notNull(), // ISIP XSIP NEW ADD RED SWT SWP STP
    schemeId: integer('scheme_id').notNull(),
    toSchemeId: integer('to_scheme_id'),
    amcId: integer('amc_id').notNull(),
    /** null: a new folio is opened at allotment */
    folioNo: text('folio_no'),
    amountPaise: paise('amount_paise'),
    units4: scaled4('units4'),
    allUnits: boolean('all_units').notNull().default(false),
    installments: integer('installments'),
    startDate: date('start_date'),
    endDate: date('end_date'),
    frequency: integer('frequency'),
    mandateId: text('mandate_id'),
    firstOrderToday: boolean('first_order_today').notNull().default(false),
    /** SIP yearly step-up: a percentage, or an amount in paise; null: none */
    stepUpPercent: integer('step_up_percent'),
    stepUpPaise: paise('step_up_paise'),
    invIdeaId: integer('inv_idea_id'),
    goalId: integer('goal_id'),
    checked: boolean('checked').notNull().default(true),
    status: text('status').notNull().default('CART'),
    /** the checkout OTP verified for this item, and when */
    verifiedAt: ts('verified_at'),
    exchangeSchemeCode: text('exchange_scheme_code'),
    toExchangeSchemeCode: text('to_exchange_scheme_code'),
    /** set when placing starts (status PLACING): the exchange reference and how it is paid */
    transNo: text('trans_no'),
    /** how many times the order sweep tried to finish placing this item after a crash */
    placeAttempts: integer('place_attempts').notNull().default(0),
    /** FAILED items: why, in the investor's words */
    failureReason: text('failure_reason'),
    placement: jsonb('placement').$type<{ paymentType: number; category: number; accountNo: string | null; batch: string; origin: string }>(),
    createdAt: ts('created_at').notNull(),
    placedAt: ts('placed_at'),
  },
  (t) => [index('cart_items_user_status_idx').on(t.userId, t.status)],
);

/** SIP, SWP and STP registrations (BseOrderNo is reg_no). */
export const registrations = pgTable(
  'registrations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    regNo: text('reg_no').notNull(),
    userId: integer('user_id').notNull(),
    kind: text('kind').notNull(), // SIP | SWP | STP
    trType: text('tr_type').notNull(),
    schemeId: integer('scheme_id').notNull(),
    toSchemeId: integer('to_scheme_id'),
    amcId: integer('amc_id').notNull(),
    folioNo: text('folio_no'),
    amountPaise: paise('amount_paise'),
    units4: scaled4('units4'),
    /** SWP/STP of all units: each instalment redeems every free unit on its date */
    allUnits: boolean('all_units').notNull().default(false),
    frequency: integer('frequency').notNull(),
    day: integer('day').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    installments: integer('installments').notNull(),
    mandateId: text('mandate_id'),
    firstOrderToday: boolean('first_order_today').notNull().default(false),
    /** the next instalment's date; null once all are done */
    nextRunDate: date('next_run_date'),
    runsDone: integer('runs_done').notNull().default(0),
    /** the last instalment the job could not run, and why (it went on with the schedule) */
    lastError: text('last_error'),
    cancelStatus: text('cancel_status').notNull().default('N'),
    cancelledAt: ts('cancelled_at'),
    /** the exchange's cancellation reason code (SIP_CANCEL_REASONS) and the investor's words */
    cancelReasonId: integer('cancel_reason_id'),
    cancelRemarks: text('cancel_remarks'),
    /** a SIP pause: instalments pause_from_run .. pause_from_run + pause_count - 1 are skipped */
    pauseFromRun: integer('pause_from_run'),
    pauseCount: integer('pause_count').notNull().default(0),
    /** yearly step-up: a percentage, or an amount in paise, added from each anniversary of the start date */
    stepUpPercent: integer('step_up_percent'),
    stepUpPaise: paise('step_up_paise'),
    cartItemId: integer('cart_item_id'),
    /**
     * A modified SIP: the registration that replaced this one (cancelled at the exchange and
     * registered anew under the same mandate). The two are one SIP to the investor.
     */
    replacedById: integer('replaced_by_id'),
    /** a modification under way: the new registration's transaction number and terms, until both exchange calls are done */
    modifyTransNo: text('modify_trans_no'),
    modifyTerms: jsonb('modify_terms').$type<{
      amountPaise: string;
      day: number;
      startDate: string;
      endDate: string;
      installments: number;
      stepUpPercent: number | null;
      stepUpPaise: string | null;
      schemeCode: string;
    }>(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [uniqueIndex('registrations_reg_no_uq').on(t.regNo), index('registrations_due_idx').on(t.nextRunDate)],
);

/** A payment for one or more purchase orders, as the exchange's gateway sees it. */
export const payments = pgTable(
  'payments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull(),
    /** NETBANKING | UPI | NEFT | CHEQUE | MANDATE */
    mode: text('mode').notNull(),
    bankName: text('bank_name'),
    vpa: text('vpa'),
    amountPaise: paise('amount_paise').notNull(),
    /** PAYMENT NOT INITIATED | AWAITING FOR FUNDS CONFIRMATION | APPROVED | REJECTED */
    status: text('status').notNull(),
    /** the secret part of payment_url */
    token: text('token').notNull(),
    createdAt: ts('created_at').notNull(),
    decidedAt: ts('decided_at'),
    /** when the money reached the fund house: decides the NAV date */
    realisedAt: ts('realised_at'),
  },
  (t) => [uniqueIndex('payments_token_uq').on(t.token), index('payments_status_idx').on(t.status)],
);

/**
 * An order placed with the exchange. kind: PURCHASE, REDEMPTION, SWITCH_OUT, SWITCH_IN.
 * status: PAYMENT_PENDING → PAID → ALLOTTED (purchases); PENDING → REDEEMED (redemptions);
 * REJECTED (payment failed or exchange refused); FAILED (the job could not process it: remarks
 * say why). A switch is a SWITCH_OUT and a linked SWITCH_IN.
 */
export const orders = pgTable(
  'orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderNo: text('order_no').notNull(),
    /** 19 characters: YYYYMMDD + member code + sequence */
    transNo: text('trans_no').notNull(),
    userId: integer('user_id').notNull(),
    cartItemId: integer('cart_item_id'),
    registrationId: integer('registration_id'),
    linkedOrderId: integer('linked_order_id'),
    kind: text('kind').notNull(),
    trType: text('tr_type').notNull(),
    schemeId: integer('scheme_id').notNull(),
    amcId: integer('amc_id').notNull(),
    folioNo: text('folio_no'),
    amountPaise: paise('amount_paise'),
    units4: scaled4('units4'),
    allUnits: boolean('all_units').notNull().default(false),
    status: text('status').notNull(),
    paymentId: integer('payment_id'),
    /** when the order's money is available (purchases) or the request was accepted (redemptions) */
    effectiveAt: ts('effective_at'),
    navDate: date('nav_date'),
    nav4: scaled4('nav4'),
    allottedUnits4: scaled4('allotted_units4'),
    stampDutyPaise: paise('stamp_duty_paise'),
    exitLoadPaise: paise('exit_load_paise'),
    /** securities transaction tax on the sale of equity-oriented units (shared/rules/tax/stt.ts), taken from the payout */
    sttPaise: paise('stt_paise'),
    payoutPaise: paise('payout_paise'),
    remarks: text('remarks'),
    /** FAILED orders: the technical reason, for operators (the investor reads `remarks`) */
    failureDetail: text('failure_detail'),
    placedAt: ts('placed_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('orders_order_no_uq').on(t.orderNo),
    uniqueIndex('orders_trans_no_uq').on(t.transNo),
    // an investor's orders newest first, and the history's pages from a (placed_at, id) position on
    index('orders_user_placed_idx').on(t.userId, t.placedAt, t.id),
    index('orders_status_idx').on(t.status),
  ],
);

/** Units bought by one allotment (or imported from a statement); redemptions consume lots oldest first (FIFO). */
export const lots = pgTable(
  'lots',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull(),
    folioNo: text('folio_no').notNull(),
    schemeId: integer('scheme_id').notNull(),
    /** the allotting order; null for units imported from a statement (source 'cas') */
    orderId: integer('order_id'),
    lotDate: date('lot_date').notNull(),
    units4: scaled4('units4').notNull(),
    remaining4: scaled4('remaining4').notNull(),
    nav4: scaled4('nav4').notNull(),
    costPaise: paise('cost_paise').notNull(),
    /** 'nivesh' (an allotment) or 'cas' (an imported statement); the FIFO walk takes either */
    source: text('source').$type<'nivesh' | 'cas'>().notNull().default('nivesh'),
    /** the statement's date, for imported lots */
    statementDate: date('statement_date'),
  },
  (t) => [index('lots_holding_idx').on(t.userId, t.schemeId, t.folioNo, t.lotDate)],
);

/** Money paid out to the investor's default bank for a redemption. */
export const payouts = pgTable('payouts', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  orderId: integer('order_id').notNull(),
  userId: integer('user_id').notNull(),
  bankName: text('bank_name').notNull(),
  accountLast4: text('account_last4').notNull(),
  amountPaise: paise('amount_paise').notNull(),
  expectedDate: date('expected_date').notNull(),
  createdAt: ts('created_at').notNull(),
});

/** Named counters (transaction and order number sequences), incremented atomically by upsert. */
export const counters = pgTable('counters', {
  name: text('name').primaryKey(),
  value: bigint('value', { mode: 'number' }).notNull(),
});

/**
 * Each investor's order data version: moved by statement triggers (issue16 migration)
 * whenever a statement writes their orders, payments or lots, so an answer computed from them can
 * be kept in memory and checked with one primary-key read.
 */
export const investorVersions = pgTable('investor_versions', {
  userId: integer('user_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});
