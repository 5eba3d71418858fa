/**
 * The embedded simulated exchange keeps its own books here, apart from ours, as the real
 * exchange would: its client master and FATCA records. Nothing outside adapters/exchange reads them.
 */
import { index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const simExchangeClients = pgTable('sim_exchange_clients', {
  clientCode: text('client_code').primaryKey(),
  pan: text('pan').notNull(),
  registration: jsonb('registration').notNull(),
  fatca: jsonb('fatca'),
  registeredAt: timestamp('registered_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/** The simulator's order book, keyed by our transaction number so a repeated request is answered, not doubled. */
export const simExchangeOrders = pgTable('sim_exchange_orders', {
  transNo: text('trans_no').primaryKey(),
  reference: text('reference').notNull(),
  request: jsonb('request').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  /** set when we cancelled what was booked under this transaction number (placing given up) */
  cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
});

/** The simulator's payment gateway: what the investor did on its page, by our payment reference. */
export const simExchangePayments = pgTable('sim_exchange_payments', {
  paymentRef: text('payment_ref').primaryKey(),
  /** APPROVED | REJECTED */
  status: text('status').notNull(),
  bankName: text('bank_name'),
  vpa: text('vpa'),
  decidedAt: ts('decided_at').notNull(),
});

/**
 * The simulator's record of which of its orders each payment link was issued for (the exchange's
 * payment request names the orders it pays), so it knows when an order's money arrived and can
 * state the order's NAV date in its allotment statement.
 */
export const simExchangePaymentOrders = pgTable(
  'sim_exchange_payment_orders',
  {
    paymentRef: text('payment_ref').notNull(),
    orderNo: text('order_no').notNull(),
    /** NETBANKING | UPI | NEFT | CHEQUE */
    mode: text('mode').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.paymentRef, t.orderNo] }), index('sim_exchange_payment_orders_order_idx').on(t.orderNo)],
);
