/**
 * The simulated exchange's mandate book, apart from ours as the real exchange's would
 * be. It keeps the last 4 digits of the account only. Nothing outside adapters/exchange and the
 * simulator's pages reads it.
 */
import { bigint, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const simExchangeMandates = pgTable(
  'sim_exchange_mandates',
  {
    mandateId: text('mandate_id').primaryKey(),
    clientCode: text('client_code').notNull(),
    /** X physical NACH, N E-NACH, I ISIP */
    mandateType: text('mandate_type').notNull(),
    amountPaise: bigint('amount_paise', { mode: 'bigint' }).notNull(),
    bankName: text('bank_name').notNull(),
    ifsc: text('ifsc').notNull(),
    accountLast4: text('account_last4').notNull(),
    /** REGISTERED → AUTHORISED (E-NACH/ISIP page) or FORM_RECEIVED (NACH) → APPROVED | REJECTED */
    status: text('status').notNull(),
    /** the secret part of the authorisation page's URL */
    authToken: text('auth_token').notNull(),
    remarks: text('remarks'),
    createdAt: ts('created_at').notNull(),
    /** when the investor authorised it or the signed form arrived: the bank's approval counts from here */
    submittedAt: ts('submitted_at'),
    decidedAt: ts('decided_at'),
  },
  (t) => [uniqueIndex('sim_exchange_mandates_token_uq').on(t.authToken)],
);
