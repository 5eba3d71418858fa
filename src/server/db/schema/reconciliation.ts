/**
 * Reconciliation with the exchange: what differs between our books and the exchange's order
 * status report and allotment statement, kept for operators (services/reconciliation/).
 */
import { bigserial, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * One difference, raised once however many runs see it: `fingerprint` names it (kind, report,
 * day and subject). A run that no longer sees it marks it resolved; seen again, it reopens.
 */
export const exchangeReconFindings = pgTable(
  'exchange_recon_findings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    fingerprint: text('fingerprint').notNull(),
    /** MISSING_AT_EXCHANGE | UNKNOWN_TO_US | STATE_MISMATCH | ALLOTMENT_MISMATCH | ALLOTMENT_MISSING_AT_EXCHANGE | ALLOTMENT_UNKNOWN_TO_US */
    kind: text('kind').notNull(),
    /** which of the exchange's reports showed it: orders (status report) or allotments (statement) */
    report: text('report').$type<'orders' | 'allotments'>().notNull(),
    /** the exchange day (orders) or the NAV date (allotments), IST */
    day: date('day').notNull(),
    transNo: text('trans_no'),
    orderNo: text('order_no'),
    clientCode: text('client_code'),
    /** what our books say and what the exchange says, as plain values (numbers as decimal strings) */
    ours: jsonb('ours').$type<Record<string, string | null>>(),
    theirs: jsonb('theirs').$type<Record<string, string | null>>(),
    /** the difference in an operator's words */
    detail: text('detail').notNull(),
    firstSeenAt: ts('first_seen_at').notNull(),
    lastSeenAt: ts('last_seen_at').notNull(),
    /** null while the difference stands */
    resolvedAt: ts('resolved_at'),
  },
  (t) => [uniqueIndex('exchange_recon_findings_fingerprint_uq').on(t.fingerprint), index('exchange_recon_findings_scope_idx').on(t.report, t.day)],
);

/**
 * One row per IST day reconciled: the lease an instance takes before it checks that day (so two
 * instances never check the same day at once) and what the last check found.
 */
export const exchangeReconDays = pgTable('exchange_recon_days', {
  day: date('day').primaryKey(),
  /** another instance may take the day after this */
  leaseUntil: ts('lease_until').notNull(),
  checkedAt: ts('checked_at'),
  openFindings: integer('open_findings').notNull().default(0),
});
