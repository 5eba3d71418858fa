import { queryOptions } from '@tanstack/react-query';
import {
  getCapitalGains,
  getItrExport,
  getDetailedPortfolioReport,
  getHoldingsReport,
  getPortfolioSummaryReport,
  getPortfolioSummaryReportXlsx,
  getProfitLossReport,
  getTransactionSummary,
  listReports,
} from '@shared/contract/reports.ts';
import { getUserDetails } from '@shared/contract/user.ts';
import { getFamilyReportXlsx } from '@shared/contract/family.ts';
import { api } from '../../api/client.ts';
import { readData } from '../../offline/device-read.ts';

export const REPORT_KEYS = { list: ['reports'] as const };

/** Fresh user details for the screen's rules (onboarded, AUM); offline, the device copy (the list opens read-only). */
export const statementUserQuery = () =>
  queryOptions({ queryKey: ['statement-user'], queryFn: () => readData('statement-user', async () => (await api(getUserDetails)).user_details), staleTime: 0 });

/** The investor's statements; polled every 3 s while one is being generated. */
export const reportsListQuery = () =>
  queryOptions({
    queryKey: REPORT_KEYS.list,
    queryFn: () => readData('reports', async () => (await api(listReports)).reports),
    staleTime: 0,
    refetchInterval: (q) => (q.state.data?.some((r) => r.Status === 'Generating') ? 3_000 : false),
  });

export type Format = 'PDF' | 'Excel' | 'Both';

/** The report requests (spec 3 §7.3); dates DD/MM/YYYY. */
export const reportCalls = {
  portfolioSummary: (fromDate: string, format: Format) =>
    format === 'Excel' ? api(getPortfolioSummaryReportXlsx, { fromDate }) : api(getPortfolioSummaryReport, { fromDate }),
  detailedPortfolio: (fromDate: string) => api(getDetailedPortfolioReport, { fromDate }),
  transactionSummary: (fromDate: string, toDate: string, type: Format) => api(getTransactionSummary, { fromDate, toDate, type }),
  capitalGains: (fromDate: string, toDate: string, type: Format) => api(getProfitLossReport, { fromDate, toDate, type }),
  holdings: () => api(getHoldingsReport),
  /** reportFlag 0 entity wise, 1 consolidated (spec 3 §7.3) */
  family: (fromDate: string, reportFlag: 0 | 1) => api(getFamilyReportXlsx, { fromDate, reportFlag }),
  capitalGainsData: (fromDate: string, toDate: string) => api(getCapitalGains, { fromDate, toDate }),
  itrExport: (fy: string) => api(getItrExport, { fy }),
};
