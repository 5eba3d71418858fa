import * as v from 'valibot';
import { defineCall } from './common.ts';
import { HoldingSourceField } from './holding-source.ts';

/**
 * Account statements (spec 3 §4.4, §5, §7.3). Dates travel as DD/MM/YYYY. A request only queues
 * the statement: a job builds it, stores it, and emails a link; the list call gives signed,
 * expiring download links. `type` picks the format: PDF (the default) or Excel; the transaction
 * and capital-gain statements default to Excel (spec 3 §9).
 */
// a missing date gets the screen's message, not a schema message
const DateText = (message: string) => v.pipe(v.optional(v.string(message), ''), v.trim(), v.nonEmpty(message));
const Format = v.optional(v.picklist(['PDF', 'Excel', 'pdf', 'excel', 'xlsx', 'Both', 'both']));

export const ReportRequested = v.object({ request_submitted: v.boolean(), message: v.string(), report_id: v.optional(v.number()) });
export type ReportRequested = v.InferOutput<typeof ReportRequested>;

/** POST /reports/get_portfolio_summary_report */
export const getPortfolioSummaryReport = defineCall({
  method: 'POST',
  path: '/reports/get_portfolio_summary_report',
  body: v.object({ fromDate: DateText('Please select from date') }),
  answer: ReportRequested,
});

/** POST /reports/get_portfolio_summary_report_xlsx */
export const getPortfolioSummaryReportXlsx = defineCall({
  method: 'POST',
  path: '/reports/get_portfolio_summary_report_xlsx',
  body: v.object({ fromDate: DateText('Please select from date') }),
  answer: ReportRequested,
});

const Range = v.object({ fromDate: DateText('Please select duration'), toDate: DateText('Please select duration'), type: Format });

/** POST /reports/get_transaction_summary */
export const getTransactionSummary = defineCall({ method: 'POST', path: '/reports/get_transaction_summary', body: Range, answer: ReportRequested });

/** POST /reports/get_profit_loss_report: the statement of capital gain/loss */
export const getProfitLossReport = defineCall({ method: 'POST', path: '/reports/get_profit_loss_report', body: Range, answer: ReportRequested });

/** GET /reports/get_holdings_report: transaction-wise holdings */
export const getHoldingsReport = defineCall({ method: 'GET', path: '/reports/get_holdings_report', body: undefined, answer: ReportRequested });

/** POST /reports/get_detailed_portfolio_report */
export const getDetailedPortfolioReport = defineCall({
  method: 'POST',
  path: '/reports/get_detailed_portfolio_report',
  body: v.object({ fromDate: DateText('Please select from date') }),
  answer: ReportRequested,
});

export const ReportItem = v.object({
  ID: v.number(),
  ReportType: v.string(),
  ReportName: v.string(),
  FromDate: v.nullable(v.string()),
  ToDate: v.nullable(v.string()),
  /** Generating, Ready, Failed */
  Status: v.picklist(['Generating', 'Ready', 'Failed']),
  RequestedAt: v.string(),
  files: v.array(v.object({ format: v.picklist(['pdf', 'xlsx']), name: v.string(), url: v.string(), bytes: v.number() })),
  /** the totals the files show (decimal strings), once ready */
  totals: v.nullable(v.record(v.string(), v.string())),
});
export type ReportItem = v.InferOutput<typeof ReportItem>;

/** GET /reports/list (ours): the investor's statements, newest first, with signed links (valid one hour). */
export const listReports = defineCall({
  method: 'GET',
  path: '/reports/list',
  body: undefined,
  answer: v.object({ reports: v.array(ReportItem), link_expires_in_minutes: v.number() }),
});

const Money = v.string();
export const GainLineAnswer = v.object({
  SchemeName: v.string(),
  FolioNo: v.string(),
  SaleType: v.string(),
  SaleDate: v.string(),
  PurchaseDate: v.nullable(v.string()),
  Units: v.string(),
  SaleValue: Money,
  ExitLoad: Money,
  /** securities transaction tax taken from the payout (equity-oriented sales); not deductible (s.48) */
  STT: Money,
  Cost: Money,
  FMV31Jan2018: v.nullable(Money),
  IndexedCost: v.nullable(Money),
  CostDeducted: Money,
  Gain: Money,
  Term: v.picklist(['Short term', 'Long term']),
  Rule: v.string(),
  FY: v.string(),
});

export const CapitalGainsAnswer = v.object({
  FromDate: v.string(),
  ToDate: v.string(),
  lines: v.array(GainLineAnswer),
  years: v.array(
    v.object({
      FY: v.string(),
      SaleValue: Money,
      CostDeducted: Money,
      ExitLoad: Money,
      ShortTerm: Money,
      LongTerm: Money,
      Gain: Money,
      ExemptionLimit: Money,
      ExemptionUsed: Money,
      EstimatedTax: Money,
      /** s.70 set-off and s.74 carry-forward */
      SetOff: v.object({
        ShortTermLoss: Money,
        LongTermLoss: Money,
        ShortTermLossSetOff: Money,
        LongTermLossSetOff: Money,
        BroughtForwardUsed: Money,
        BroughtForward: v.array(v.object({ FromFY: v.string(), Term: v.picklist(['Short term', 'Long term']), Amount: Money, LastFY: v.string() })),
        CarriedForward: v.array(v.object({ FromFY: v.string(), Term: v.picklist(['Short term', 'Long term']), Amount: Money, LastFY: v.string() })),
      }),
      buckets: v.array(v.object({ Kind: v.string(), Section: v.string(), Gain: Money, Loss: Money, Net: Money, Taxable: Money, Tax: v.nullable(Money) })),
      schemes: v.array(
        v.object({
          SchemeName: v.string(),
          FolioNo: v.string(),
          SaleValue: Money,
          CostDeducted: Money,
          ExitLoad: Money,
          ShortTerm: Money,
          LongTerm: Money,
          Gain: Money,
        }),
      ),
    }),
  ),
  total: v.object({ SaleValue: Money, CostDeducted: Money, ExitLoad: Money, ShortTerm: Money, LongTerm: Money, Gain: Money, EstimatedTax: Money }),
  notes: v.array(v.string()),
});
export type CapitalGainsAnswer = v.InferOutput<typeof CapitalGainsAnswer>;

/** POST /reports/capital_gains (ours): the statement of capital gain/loss as data (what the files show). */
export const getCapitalGains = defineCall({
  method: 'POST',
  path: '/reports/capital_gains',
  read: true,
  // source: holdings bought through Nivesh, imported from a statement ('elsewhere'), or all
  body: v.object({ fromDate: DateText('Please select duration'), toDate: DateText('Please select duration'), source: HoldingSourceField }),
  answer: v.union([v.object({ capital_gains: CapitalGainsAnswer }), v.object({ error: v.string() })]),
});

/** "2024-25": a financial year label. */
const FyLabel = v.pipe(v.optional(v.string('Please select a financial year'), ''), v.trim(), v.regex(/^\d{4}-\d{2}$/, 'Please select a financial year'));

/**
 * POST /reports/itr_export (ours): the ITR-ready capital-gains files of one financial year, as
 * CSV text the screen saves: Schedule 112A (the e-filing utility's upload columns) and the
 * Schedule CG summary (shared/rules/tax/itr-export.ts).
 */
export const getItrExport = defineCall({
  method: 'POST',
  path: '/reports/itr_export',
  read: true,
  body: v.object({ fy: FyLabel }),
  answer: v.union([
    v.object({
      itr_export: v.object({ FY: v.string(), files: v.array(v.object({ name: v.string(), title: v.string(), rows: v.number(), csv: v.string() })) }),
    }),
    v.object({ error: v.string() }),
  ]),
});
