import { Hono, type Context } from 'hono';
import * as rep from '@shared/contract/reports.ts';
import { REPORT_MESSAGES } from '@shared/rules/tax/financial-year.ts';
import { istDate, parseDmy } from '@shared/time/ist.ts';
import type { AppEnv } from '../lib/context.ts';
import { refuse } from '../lib/refusal.ts';
import { readBody } from '../lib/validate.ts';
import { answer } from '../lib/answer.ts';
import { privateRouter } from './router.ts';
import { FILE_CSP } from './files.ts';
import { requestReport } from '../services/reports/request.ts';
import { APP_LINK_TTL_MS, listReports, readSignedReport } from '../services/reports/links.ts';
import { capitalGainsFor } from '../services/reports/capital-gains-data.ts';
import { capitalGainsAnswer } from '../services/reports/capital-gains-doc.ts';
import { itrExportFor } from '../services/reports/itr-export.ts';

const userOf = (c: Context<AppEnv>) => c.get('session')!.userId;
const originOf = (c: Context<AppEnv>) => new URL(c.req.url).origin;

/** Account statements (spec 3 §7.3) under /api/reports: each request queues a statement for the report job. */
export const reportRoutes = privateRouter()
  .post('/get_portfolio_summary_report', async (c) => {
    const body = await readBody(c, rep.getPortfolioSummaryReport);
    return answer(c, rep.getPortfolioSummaryReport, await requestReport(c.get('deps'), userOf(c), 'portfolio-summary', { fromDate: body.fromDate, forceFormats: ['pdf'] }, originOf(c)));
  })
  .post('/get_portfolio_summary_report_xlsx', async (c) => {
    const body = await readBody(c, rep.getPortfolioSummaryReportXlsx);
    return answer(c, rep.getPortfolioSummaryReportXlsx, await requestReport(c.get('deps'), userOf(c), 'portfolio-summary', { fromDate: body.fromDate, forceFormats: ['xlsx'] }, originOf(c)));
  })
  .post('/get_transaction_summary', async (c) => {
    const body = await readBody(c, rep.getTransactionSummary);
    return answer(c, rep.getTransactionSummary, await requestReport(c.get('deps'), userOf(c), 'transaction-summary', { fromDate: body.fromDate, toDate: body.toDate, format: body.type }, originOf(c)));
  })
  .post('/get_profit_loss_report', async (c) => {
    const body = await readBody(c, rep.getProfitLossReport);
    return answer(c, rep.getProfitLossReport, await requestReport(c.get('deps'), userOf(c), 'capital-gains', { fromDate: body.fromDate, toDate: body.toDate, format: body.type }, originOf(c)));
  })
  .get('/get_holdings_report', async (c) => answer(c, rep.getHoldingsReport, await requestReport(c.get('deps'), userOf(c), 'holdings', {}, originOf(c))))
  .post('/get_detailed_portfolio_report', async (c) => {
    const body = await readBody(c, rep.getDetailedPortfolioReport);
    return answer(c, rep.getDetailedPortfolioReport, await requestReport(c.get('deps'), userOf(c), 'detailed-portfolio', { fromDate: body.fromDate }, originOf(c)));
  })
  .get('/list', async (c) => answer(c, rep.listReports, { reports: await listReports(c.get('deps'), userOf(c)), link_expires_in_minutes: APP_LINK_TTL_MS / 60_000 }))
  .post('/capital_gains', async (c) => {
    const body = await readBody(c, rep.getCapitalGains);
    const from = parseDmy(body.fromDate);
    const to = parseDmy(body.toDate);
    if (!from) return answer(c, rep.getCapitalGains, { error: REPORT_MESSAGES.selectFromDate });
    if (!to) return answer(c, rep.getCapitalGains, { error: REPORT_MESSAGES.selectToDate });
    if (from > to) return answer(c, rep.getCapitalGains, { error: REPORT_MESSAGES.toBeforeFrom });
    return answer(c, rep.getCapitalGains, { capital_gains: capitalGainsAnswer(await capitalGainsFor(c.get('deps'), userOf(c), from, to, body.source)) });
  })
  .post('/itr_export', async (c) => {
    const body = await readBody(c, rep.getItrExport);
    const files = await itrExportFor(c.get('deps'), userOf(c), body.fy, istDate(c.get('deps').clock.now()));
    if ('error' in files) return answer(c, rep.getItrExport, files);
    return answer(c, rep.getItrExport, { itr_export: files });
  });

/**
 * GET /api/files/reports/{id}/{name}?exp=&sig= (ours): a statement file through its signed,
 * expiring link. No Version or token header: a plain link or a mail client opens it. Anything
 * wrong is the same 404.
 */
export const reportFileRoutes = new Hono<AppEnv>().get('/:id/:name', async (c) => {
  const found = await readSignedReport(c.get('deps'), Number(c.req.param('id')), c.req.param('name'), Number(c.req.query('exp')), c.req.query('sig') ?? '');
  if (!found) throw refuse('not-found', 'Not found');
  return c.body(found.bytes as Uint8Array<ArrayBuffer>, 200, {
    'Content-Type': found.file.format === 'pdf' ? 'application/pdf' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'Content-Disposition': `attachment; filename="${found.file.name}"`,
    // opened directly, the file runs nothing (the same policy as uploaded documents)
    'Content-Security-Policy': FILE_CSP,
    'Cache-Control': 'private, no-store',
  });
});
