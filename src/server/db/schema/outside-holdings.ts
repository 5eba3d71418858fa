/**
 * Holdings bought elsewhere (a bank, an agent, another app), imported from a CAMS or KFintech
 * Consolidated Account Statement that the investor's device read. They are never Nivesh orders:
 * their money movements are cash flows with `source = 'cas'` and the statement's date, their
 * open units lots with the same source (so a redemption through Nivesh can take them, first in
 * first out with the rest of the folio). Money is bigint paise, units and NAVs bigint × 10⁴.
 */
import { bigint, bigserial, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const big = (name: string) => bigint(name, { mode: 'bigint' });

/** Where holdings came from: Nivesh orders, or an imported statement. */
export type HoldingSource = 'nivesh' | 'cas';

/** One statement imported: the newest decides which statements are too old to import. */
export const casImports = pgTable(
  'cas_imports',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull(),
    registrar: text('registrar').notNull(),
    fromDate: date('from_date').notNull(),
    statementDate: date('statement_date').notNull(),
    folios: integer('folios').notNull(),
    transactions: integer('transactions').notNull(),
    importedAt: ts('imported_at').notNull(),
  },
  (t) => [index('cas_imports_user_idx').on(t.userId, t.statementDate)],
);

/** A scheme the catalogue does not know (by ISIN or AMFI code), valued at the statement's NAV. */
export const outsideSchemes = pgTable(
  'outside_schemes',
  {
    id: serial('id').primaryKey(),
    /** ISIN, or `NAME:<scheme name>` when the statement printed none */
    key: text('key').notNull(),
    isin: text('isin'),
    name: text('name').notNull(),
    amcName: text('amc_name').notNull(),
    navDate: date('nav_date').notNull(),
    nav4: big('nav4').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [uniqueIndex('outside_schemes_key_uq').on(t.key)],
);

/**
 * One money movement of an imported folio. kind: the statement's (PURCHASE, SIP, REDEMPTION,
 * SWITCH_IN/OUT, MERGER_IN/OUT, DIVIDEND_PAYOUT, DIVIDEND_REINVEST, SEGREGATION). Exactly one of
 * scheme_id (catalogue) and outside_scheme_id is set. amount_paise is what the investor paid
 * (stamp duty included) or received (STT deducted), always ≥ 0; units4 ≥ 0.
 */
export const cashFlows = pgTable(
  'cash_flows',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull(),
    source: text('source').$type<HoldingSource>().notNull(),
    statementDate: date('statement_date').notNull(),
    casImportId: integer('cas_import_id').notNull(),
    folioNo: text('folio_no').notNull(),
    schemeId: integer('scheme_id'),
    outsideSchemeId: integer('outside_scheme_id'),
    flowDate: date('flow_date').notNull(),
    kind: text('kind').notNull(),
    units4: big('units4').notNull(),
    amountPaise: big('amount_paise').notNull(),
    nav4: big('nav4'),
    stampDutyPaise: big('stamp_duty_paise').notNull(),
    sttPaise: big('stt_paise').notNull(),
    /** the line's place in its folio: orders same-day lines */
    seq: integer('seq').notNull(),
  },
  (t) => [index('cash_flows_user_idx').on(t.userId, t.source), index('cash_flows_folio_idx').on(t.userId, t.folioNo)],
);
