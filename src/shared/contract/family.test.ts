import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { getFamilyMemberPortfolio, getFamilyReportXlsx } from './family.ts';
import { DATE_MESSAGES, portfolio } from './portfolio.ts';
import { getPortfolioSummaryReport } from './reports.ts';

/** The family contract writes out two schemas of other domains (to stay out of the first download); they must not drift. */
describe('family contract', () => {
  it('takes the family portfolio date exactly as the portfolio takes its date', () => {
    for (const date of ['11/25/2026', '', '25/11/2026', '02/30/2026', undefined]) {
      const mine = v.safeParse(getFamilyMemberPortfolio.body, { date });
      const theirs = v.safeParse(portfolio.body, { date });
      expect([mine.success, mine.issues?.[0].message]).toEqual([theirs.success, theirs.issues?.[0].message]);
    }
    expect(v.safeParse(getFamilyMemberPortfolio.body, { date: 'x' }).issues?.[0].message).toBe(DATE_MESSAGES.format);
  });

  it('answers a report request as the other statements do', () => {
    const answer = { request_submitted: true, message: 'queued', report_id: 7 };
    expect(v.parse(getFamilyReportXlsx.answer, answer)).toEqual(v.parse(getPortfolioSummaryReport.answer, answer));
    expect(v.safeParse(getFamilyReportXlsx.answer, { request_submitted: 'yes', message: 'x' }).success).toBe(false);
  });
});
