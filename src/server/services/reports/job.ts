import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import { istDate, ymdToDmy } from '@shared/time/ist.ts';
import { reportRequests, users, type ReportFile } from '../../db/schema.ts';
import type { AppDeps } from '../../lib/context.ts';
import { errorText, isolateRow } from '../../lib/isolate.ts';
import { capitalGainsDoc, capitalGainsTotals } from './capital-gains-doc.ts';
import { capitalGainsFor } from './capital-gains-data.ts';
import { openLots, processedTransactions } from './holdings-data.ts';
import { EMAIL_LINK_TTL_MS, signedReportUrl } from './links.ts';
import { maskPan, type ReportDoc } from './model.ts';
import { buildPdf } from './pdf.ts';
import { detailedPortfolioDoc, holdingsDoc, portfolioSummaryDoc, transactionStatementDoc } from './portfolio-docs.ts';
import { REPORT_TYPES, isReportType } from './types.ts';
import { buildXlsx } from './xlsx.ts';
import { familyReportDoc } from './family-docs.ts';
import { familyOf, fullName } from '../family/membership.ts';

type Row = typeof reportRequests.$inferSelect;

/** A statement left RUNNING this long (its instance died) is claimed again. */
export const STALE_RUNNING_MS = 10 * 60_000;
/** Tries before a statement is given up as FAILED. */
export const MAX_REPORT_ATTEMPTS = 3;

/**
 * The report job: claims waiting statements one at a time (FOR UPDATE SKIP LOCKED, so several
 * instances share the queue), builds each document and its files, stores them through the
 * storage adapter, marks the row READY with the totals, then emails the links. A statement that
 * fails is retried up to MAX_REPORT_ATTEMPTS times, then FAILED with the reason; one bad row
 * never stops the others. Returns how many it finished.
 */
export async function runReportJobs(deps: AppDeps, opts: { max?: number } = {}): Promise<number> {
  let done = 0;
  for (let i = 0; i < (opts.max ?? 20); i++) {
    const row = await claim(deps);
    if (!row) break;
    const r = await isolateRow(
      deps,
      'reports',
      { reportId: row.id },
      () => buildOne(deps, row),
      (reason) => fail(deps, row, reason),
    );
    if (r.ok) done++;
  }
  return done;
}

async function claim(deps: AppDeps): Promise<Row | null> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [next] = await tx
      .select({ id: reportRequests.id })
      .from(reportRequests)
      .where(
        or(
          eq(reportRequests.status, 'PENDING'),
          and(eq(reportRequests.status, 'RUNNING'), lt(reportRequests.startedAt, new Date(now.getTime() - STALE_RUNNING_MS))),
        ),
      )
      .orderBy(reportRequests.id)
      .limit(1)
      .for('update', { skipLocked: true });
    if (!next) return null;
    const [row] = await tx
      .update(reportRequests)
      .set({ status: 'RUNNING', startedAt: now, attempts: sql`${reportRequests.attempts} + 1` })
      .where(eq(reportRequests.id, next.id))
      .returning();
    return row ?? null;
  });
}

async function fail(deps: AppDeps, row: Row, reason: string): Promise<void> {
  const [now] = await deps.db.select({ attempts: reportRequests.attempts }).from(reportRequests).where(eq(reportRequests.id, row.id));
  const last = (now?.attempts ?? row.attempts) >= MAX_REPORT_ATTEMPTS;
  await deps.db
    .update(reportRequests)
    .set({ status: last ? 'FAILED' : 'PENDING', error: reason, finishedAt: last ? deps.clock.now() : null })
    .where(and(eq(reportRequests.id, row.id), inArray(reportRequests.status, ['RUNNING', 'PENDING'])));
}

/** The document for one request, from the investor's own data. */
export async function documentFor(
  deps: AppDeps,
  row: Pick<Row, 'userId' | 'reportType' | 'fromDate' | 'toDate'>,
): Promise<{ doc: ReportDoc; totals: Record<string, string> }> {
  const [user] = await deps.db.select().from(users).where(eq(users.id, row.userId)).limit(1);
  if (!user) throw new Error(`user ${row.userId} not found`);
  const today = istDate(deps.clock.now());
  const base = {
    investor: {
      name: [user.firstName, user.lastName].filter(Boolean).join(' ') || 'Investor',
      panMasked: maskPan(user.pan),
      niveshId: user.niveshId,
      email: user.email,
    },
    generatedOn: ymdToDmy(today),
  };
  const from = row.fromDate ?? today;
  const to = row.toDate ?? today;
  switch (row.reportType) {
    case 'capital-gains': {
      const s = await capitalGainsFor(deps, row.userId, from, to);
      return { doc: capitalGainsDoc(s, base), totals: capitalGainsTotals(s) };
    }
    case 'transaction-summary':
      return transactionStatementDoc(await processedTransactions(deps, row.userId, from, to), from, to, base);
    case 'holdings':
      return holdingsDoc(await openLots(deps, row.userId, today), today, base);
    case 'portfolio-summary':
      return portfolioSummaryDoc(await openLots(deps, row.userId, today), await processedTransactions(deps, row.userId, from, today), from, today, base);
    case 'detailed-portfolio':
      return detailedPortfolioDoc(await openLots(deps, row.userId, today), await processedTransactions(deps, row.userId, from, today), from, today, base);
    case 'family-entity':
    case 'family-consolidated': {
      // the family as it is when the report is built (a member removed since is left out)
      const family = await familyOf(deps.db, row.userId);
      const people = await deps.db.select().from(users).where(inArray(users.id, family.userIds));
      const members = await Promise.all(
        family.userIds.map(async (id) => {
          const u = people.find((p) => p.id === id);
          return {
            name: u ? fullName(u) : 'Investor',
            niveshId: u?.niveshId ?? '',
            lots: await openLots(deps, id, today),
            txns: await processedTransactions(deps, id, from, today),
          };
        }),
      );
      return familyReportDoc(members, row.reportType === 'family-consolidated', `${user.lastName || user.firstName || 'My'} Family`, from, today, base);
    }
    default:
      throw new Error(`unknown report type ${row.reportType}`);
  }
}

async function buildOne(deps: AppDeps, row: Row): Promise<void> {
  const { doc, totals } = await documentFor(deps, row);
  const files: ReportFile[] = [];
  for (const format of row.formats) {
    const bytes = format === 'pdf' ? await buildPdf(doc) : await buildXlsx(doc);
    const name = `${doc.fileBase}.${format}`;
    const key = `reports/${row.userId}/${row.id}/${name}`;
    await deps.adapters.storage.put(key, bytes, format === 'pdf' ? 'application/pdf' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    files.push({ format, key, name, bytes: bytes.byteLength });
  }
  const [ready] = await deps.db
    .update(reportRequests)
    .set({ status: 'READY', files, totals, error: null, finishedAt: deps.clock.now() })
    .where(and(eq(reportRequests.id, row.id), eq(reportRequests.status, 'RUNNING')))
    .returning();
  if (!ready) return;
  await emailLinks(deps, ready, doc).catch((err: unknown) => deps.log.error('reports: email not sent', { reportId: row.id, error: errorText(err) }));
}

/** The investor's email with the download links (the dev outbox in demo mode). */
async function emailLinks(deps: AppDeps, row: Row, doc: ReportDoc): Promise<void> {
  if (!doc.investor.email) return;
  const name = isReportType(row.reportType) ? REPORT_TYPES[row.reportType].name : doc.title;
  const links = await Promise.all(
    row.files.map(async (f) => `${f.format.toUpperCase()}: ${row.origin}${await signedReportUrl(deps, row, f, EMAIL_LINK_TTL_MS)}`),
  );
  await deps.adapters.otpDelivery.send({
    channel: 'email',
    to: doc.investor.email,
    subject: `Your ${name} is ready`,
    body: `Dear ${doc.investor.name}, your ${name} (${doc.period}) is ready. Download it within 7 days:\n${links.join('\n')}\nIt is also listed under Account Statements in the app.`,
  });
  await deps.db.update(reportRequests).set({ emailedAt: deps.clock.now() }).where(eq(reportRequests.id, row.id));
}
