/**
 * Account statements (spec 3 §4.4, §7.3): each request is a row that the report job
 * claims (FOR UPDATE SKIP LOCKED), builds, stores through the storage adapter and emails. The
 * files are served through signed, expiring links. Dates are IST calendar days.
 */
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export interface ReportFile {
  format: 'pdf' | 'xlsx';
  /** storage key (server-generated) */
  key: string;
  /** the name the investor's browser saves it as */
  name: string;
  bytes: number;
}

export const reportRequests = pgTable(
  'report_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull(),
    /** portfolio-summary | transaction-summary | capital-gains | holdings | detailed-portfolio */
    reportType: text('report_type').notNull(),
    /** the formats to build: pdf, xlsx or both */
    formats: text('formats').array().$type<Array<'pdf' | 'xlsx'>>().notNull(),
    fromDate: text('from_date'),
    toDate: text('to_date'),
    /** where the investor reached us: the emailed link is built on it */
    origin: text('origin').notNull(),
    /** PENDING → RUNNING → READY, or FAILED (error says why, for operators) */
    status: text('status').notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    files: jsonb('files').$type<ReportFile[]>().notNull().default([]),
    /** the totals the files show, as decimal strings (for the list and for checks) */
    totals: jsonb('totals').$type<Record<string, string>>(),
    requestedAt: ts('requested_at').notNull(),
    startedAt: ts('started_at'),
    finishedAt: ts('finished_at'),
    emailedAt: ts('emailed_at'),
  },
  (t) => [index('report_requests_status_idx').on(t.status, t.id), index('report_requests_user_idx').on(t.userId, t.requestedAt)],
);
