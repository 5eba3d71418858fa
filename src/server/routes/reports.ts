import * as rep from '@shared/contract/reports.ts';
import { REPORT_MESSAGES } from '@shared/rules/tax/financial-year.ts';
import { istDate, parseDmy } from '@shared/time/ist.ts';
import { handle } from './handle.ts';
import { requestReport } from '../services/reports/request.ts';
import { APP_LINK_TTL_MS, listReports } from '../services/reports/links.ts';
import { capitalGainsFor } from '../services/reports/capital-gains-data.ts';
import { capitalGainsAnswer } from '../services/reports/capital-gains-doc.ts';
import { itrExportFor } from '../services/reports/itr-export.ts';

/** Account statements (spec 3 §7.3) under /api/reports: each request queues a statement for the report job. */
export const reportCalls = [
  handle(rep.getPortfolioSummaryReport, ({ deps, session, body, origin }) =>
    requestReport(deps, session.userId, 'portfolio-summary', { fromDate: body.fromDate, forceFormats: ['pdf'] }, origin),
  ),
  handle(rep.getPortfolioSummaryReportXlsx, ({ deps, session, body, origin }) =>
    requestReport(deps, session.userId, 'portfolio-summary', { fromDate: body.fromDate, forceFormats: ['xlsx'] }, origin),
  ),
  handle(rep.getTransactionSummary, ({ deps, session, body, origin }) =>
    requestReport(deps, session.userId, 'transaction-summary', { fromDate: body.fromDate, toDate: body.toDate, format: body.type }, origin),
  ),
  handle(rep.getProfitLossReport, ({ deps, session, body, origin }) =>
    requestReport(deps, session.userId, 'capital-gains', { fromDate: body.fromDate, toDate: body.toDate, format: body.type }, origin),
  ),
  handle(rep.getHoldingsReport, ({ deps, session, origin }) => requestReport(deps, session.userId, 'holdings', {}, origin)),
  handle(rep.getDetailedPortfolioReport, ({ deps, session, body, origin }) =>
    requestReport(deps, session.userId, 'detailed-portfolio', { fromDate: body.fromDate }, origin),
  ),
  handle(rep.listReports, async ({ deps, session }) => ({
    reports: await listReports(deps, session.userId),
    link_expires_in_minutes: APP_LINK_TTL_MS / 60_000,
  })),
  handle(rep.getCapitalGains, async ({ deps, session, body }) => {
    const from = parseDmy(body.fromDate);
    const to = parseDmy(body.toDate);
    if (!from) return { error: REPORT_MESSAGES.selectFromDate };
    if (!to) return { error: REPORT_MESSAGES.selectToDate };
    if (from > to) return { error: REPORT_MESSAGES.toBeforeFrom };
    return { capital_gains: capitalGainsAnswer(await capitalGainsFor(deps, session.userId, from, to, body.source)) };
  }),
  handle(rep.getItrExport, async ({ deps, session, body }) => {
    const files = await itrExportFor(deps, session.userId, body.fy, istDate(deps.clock.now()));
    return 'error' in files ? files : { itr_export: files };
  }),
];
