import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ReportRequested } from '@shared/contract/reports.ts';
import { REPORT_MESSAGES } from '@shared/rules/tax/financial-year.ts';
import { istDate, parseDmy } from '@shared/time/ist.ts';
import { lots, orders, reportRequests, users } from '../../db/schema.ts';
import type { AppDeps } from '../../lib/context.ts';
import { ORDER_MESSAGES } from '../transactions/messages.ts';
import { REPORT_TYPES, type ReportType } from './types.ts';

/** The Account Statement screen's message for an investor with nothing invested (spec 3 §2.7). */
export const NO_INVESTMENT_MESSAGE = 'We noticed that you do not have any current investment with us to generate statement. Kindly invest.';
/** How many statements one investor may have waiting at once: a burst of clicks cannot flood the job. */
export const MAX_PENDING_REPORTS = 5;

export const REQUEST_MESSAGES = {
  submitted: (name: string) => `Your ${name} is being generated. We will email it to you, and it will be listed here to download.`,
  future: 'From date cannot be after today',
  tooMany: 'Your earlier statements are still being generated; please try again in a minute',
} as const;

function formatsFor(type: ReportType, wanted: string | undefined): Array<'pdf' | 'xlsx'> {
  const w = (wanted ?? '').toLowerCase();
  if (w === 'both') return ['pdf', 'xlsx'];
  if (w === 'pdf') return ['pdf'];
  if (w === 'excel' || w === 'xlsx') return ['xlsx'];
  return [...REPORT_TYPES[type].formats];
}

/**
 * Queues a statement (spec 3 §4.4, §5): the dates are checked as the screen checks them (from
 * date required, to not before from; to is kept to today), the investor must be onboarded and
 * have something to report, then a PENDING row is written for the report job. The request
 * never builds the file itself.
 */
export async function requestReport(
  deps: AppDeps,
  userId: number,
  type: ReportType,
  p: { fromDate?: string; toDate?: string; format?: string; forceFormats?: Array<'pdf' | 'xlsx'>; holderIds?: number[] },
  origin: string,
): Promise<ReportRequested> {
  const refuse = (message: string): ReportRequested => ({ request_submitted: false, message });
  const today = istDate(deps.clock.now());
  let from: string | null = null;
  let to: string | null = null;
  if (p.fromDate !== undefined) {
    from = parseDmy(p.fromDate.trim()) ?? (/^\d{4}-\d{2}-\d{2}$/.test(p.fromDate.trim()) ? p.fromDate.trim() : null);
    if (!from) return refuse(REPORT_MESSAGES.selectFromDate);
    if (from > today) return refuse(REQUEST_MESSAGES.future);
  }
  if (p.toDate !== undefined) {
    to = parseDmy(p.toDate.trim()) ?? (/^\d{4}-\d{2}-\d{2}$/.test(p.toDate.trim()) ? p.toDate.trim() : null);
    if (!to) return refuse(REPORT_MESSAGES.selectToDate);
    if (from && from > to) return refuse(REPORT_MESSAGES.toBeforeFrom);
    if (to > today) to = today;
  }
  const [user] = await deps.db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user?.isOnboarded) return refuse(ORDER_MESSAGES.notOnboarded);
  // a family report is worth having when anyone in the family holds something
  const holders = p.holderIds ?? [userId];
  const [held] = await deps.db
    .select({ n: sql<number>`count(*)` })
    .from(lots)
    .where(and(inArray(lots.userId, holders), sql`${lots.remaining4} > 0`));
  const [done] = await deps.db
    .select({ n: sql<number>`count(*)` })
    .from(orders)
    .where(and(inArray(orders.userId, holders), inArray(orders.status, ['ALLOTTED', 'REDEEMED'])));
  // past redemptions still make a capital-gains or transaction statement worth having
  const holdingsOnly =
    type === 'holdings' || type === 'portfolio-summary' || type === 'detailed-portfolio' || type === 'family-entity' || type === 'family-consolidated';
  if (Number(held?.n ?? 0) === 0 && (Number(done?.n ?? 0) === 0 || holdingsOnly)) return refuse(NO_INVESTMENT_MESSAGE);
  const [waiting] = await deps.db
    .select({ n: sql<number>`count(*)` })
    .from(reportRequests)
    .where(and(eq(reportRequests.userId, userId), inArray(reportRequests.status, ['PENDING', 'RUNNING'])));
  if (Number(waiting?.n ?? 0) >= MAX_PENDING_REPORTS) return refuse(REQUEST_MESSAGES.tooMany);
  const [row] = await deps.db
    .insert(reportRequests)
    .values({
      userId,
      reportType: type,
      formats: p.forceFormats ?? formatsFor(type, p.format),
      fromDate: from,
      toDate: to,
      origin,
      requestedAt: deps.clock.now(),
    })
    .returning({ id: reportRequests.id });
  return { request_submitted: true, message: REQUEST_MESSAGES.submitted(REPORT_TYPES[type].name), report_id: row!.id };
}
