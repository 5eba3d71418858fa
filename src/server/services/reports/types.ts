/** The statements an investor can ask for (spec 3 §2.7, §7.3), with their names and default formats (spec 3 §9). */
export const REPORT_TYPES = {
  'portfolio-summary': { name: 'Portfolio Summary', formats: ['pdf'] },
  'transaction-summary': { name: 'Transaction Statement', formats: ['xlsx'] },
  'capital-gains': { name: 'Statement of Capital Gain/Loss', formats: ['xlsx'] },
  holdings: { name: 'Transaction Wise Holdings', formats: ['pdf'] },
  'detailed-portfolio': { name: 'Detailed Portfolio Statement', formats: ['pdf'] },
  // the family report (spec 3 §7.3), reportFlag 0 and 1
  'family-entity': { name: 'Family Report (entity wise)', formats: ['xlsx'] },
  'family-consolidated': { name: 'Family Report (consolidated)', formats: ['xlsx'] },
} as const satisfies Record<string, { name: string; formats: ReadonlyArray<'pdf' | 'xlsx'> }>;
export type ReportType = keyof typeof REPORT_TYPES;
export const isReportType = (t: string): t is ReportType => t in REPORT_TYPES;
