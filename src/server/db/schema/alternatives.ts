/**
 * AIF and PMS holdings (spec 2 §2.9, §3: aif_details, pms_details). These are not bought through
 * the exchange: the operator loads the managers' periodic valuation statements with
 * `npm run aif-pms:import`, one row per investor, account and valuation day. "As on" a day, an
 * account is shown at its latest valuation on or before that day. Money is bigint paise.
 */
import { bigint, bigserial, boolean, date, index, integer, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const alternativeValuations = pgTable(
  'alternative_valuations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull(),
    /** AIF | PMS */
    product: text('product').$type<'AIF' | 'PMS'>().notNull(),
    schemeName: text('scheme_name').notNull(),
    /** the fund manager or portfolio manager */
    manager: text('manager').notNull(),
    /** e.g. "Category III AIF", "Discretionary PMS" */
    category: text('category'),
    /** the investor's account (folio) with the manager */
    accountNo: text('account_no').notNull(),
    /** when the first capital went in */
    startDate: date('start_date').notNull(),
    /** capital drawn down / invested up to the valuation day */
    investedPaise: bigint('invested_paise', { mode: 'bigint' }).notNull(),
    valuePaise: bigint('value_paise', { mode: 'bigint' }).notNull(),
    valuationDate: date('valuation_date').notNull(),
    /** the manager's own XIRR in percent, when the statement gives one */
    reportedXirr: numeric('reported_xirr', { precision: 9, scale: 2 }),
    /** seeded for the demo investor: not a real holding */
    isDemo: boolean('is_demo').notNull().default(false),
    /** the file the row came from */
    source: text('source').notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    uniqueIndex('alternative_valuations_account_day_uq').on(t.userId, t.product, t.accountNo, t.valuationDate),
    index('alternative_valuations_user_idx').on(t.userId, t.valuationDate),
  ],
);
