import { and, desc, eq } from 'drizzle-orm';
import type { ReportItem } from '@shared/contract/reports.ts';
import { istDate, ymdToDmy } from '@shared/time/ist.ts';
import { reportRequests, type ReportFile } from '../../db/schema.ts';
import type { AppDeps } from '../../lib/context.ts';
import { hmac } from '../secrets.ts';
import { REPORT_TYPES, isReportType } from './types.ts';

/** Links in the app live an hour; emailed links a week (the investor may open the mail later). */
export const APP_LINK_TTL_MS = 60 * 60_000;
export const EMAIL_LINK_TTL_MS = 7 * 24 * 60 * 60_000;

type Row = typeof reportRequests.$inferSelect;

async function signature(deps: AppDeps, row: Pick<Row, 'id' | 'userId'>, file: ReportFile, exp: number): Promise<string> {
  return hmac(deps.config, 'report-url', `${row.id}.${row.userId}.${file.key}.${exp}`).toString('base64url').slice(0, 32);
}

/**
 * A statement's download link: a signed, expiring URL that needs no token (a plain link or a
 * mail client can open it). The signature binds the report, its owner, the stored file and the
 * expiry; anything else gets the same 404.
 */
export async function signedReportUrl(deps: AppDeps, row: Pick<Row, 'id' | 'userId'>, file: ReportFile, ttlMs: number): Promise<string> {
  const exp = Math.ceil((deps.clock.now().getTime() + ttlMs) / 60_000) * 60;
  return `/api/files/reports/${row.id}/${encodeURIComponent(file.name)}?exp=${exp}&sig=${await signature(deps, row, file, exp)}`;
}

export async function readSignedReport(
  deps: AppDeps,
  id: number,
  name: string,
  exp: number,
  sig: string,
): Promise<{ bytes: Uint8Array; file: ReportFile } | null> {
  if (!Number.isSafeInteger(id) || !Number.isSafeInteger(exp) || exp * 1000 <= deps.clock.now().getTime()) return null;
  const [row] = await deps.db
    .select()
    .from(reportRequests)
    .where(and(eq(reportRequests.id, id), eq(reportRequests.status, 'READY')))
    .limit(1);
  const file = row?.files.find((f) => f.name === name);
  if (!row || !file) return null;
  const expected = await signature(deps, row, file, exp);
  let diff = sig.length ^ expected.length;
  for (let i = 0; i < expected.length; i++) diff |= (sig.charCodeAt(i) || 0) ^ expected.charCodeAt(i);
  if (diff !== 0) return null;
  const bytes = await deps.adapters.storage.get(file.key);
  return bytes ? { bytes, file } : null;
}

const STATUS: Record<string, ReportItem['Status']> = { PENDING: 'Generating', RUNNING: 'Generating', READY: 'Ready', FAILED: 'Failed' };

/** The investor's statements, newest first (the last 50), with links valid for an hour. */
export async function listReports(deps: AppDeps, userId: number): Promise<ReportItem[]> {
  const rows = await deps.db.select().from(reportRequests).where(eq(reportRequests.userId, userId)).orderBy(desc(reportRequests.id)).limit(50);
  const out: ReportItem[] = [];
  for (const r of rows) {
    out.push({
      ID: r.id,
      ReportType: r.reportType,
      ReportName: isReportType(r.reportType) ? REPORT_TYPES[r.reportType].name : r.reportType,
      FromDate: r.fromDate ? ymdToDmy(r.fromDate) : null,
      ToDate: r.toDate ? ymdToDmy(r.toDate) : null,
      Status: STATUS[r.status] ?? 'Generating',
      RequestedAt: `${ymdToDmy(istDate(r.requestedAt))} ${r.requestedAt.toLocaleTimeString('en-IN', { timeZone: 'Asia/Kolkata', hour: '2-digit', minute: '2-digit', hour12: true })}`,
      files:
        r.status === 'READY'
          ? await Promise.all(
              r.files.map(async (f) => ({ format: f.format, name: f.name, bytes: f.bytes, url: await signedReportUrl(deps, r, f, APP_LINK_TTL_MS) })),
            )
          : [],
      totals: r.status === 'READY' ? (r.totals ?? null) : null,
    });
  }
  return out;
}
