import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { istInstant } from '../../time/ist.ts';
import {
  financialYearOf,
  previousFinancialYear,
  REPORT_DURATIONS,
  REPORT_MESSAGES,
  reportDateRange,
  validateCustomRange,
  validateReportDuration,
} from './financial-year.ts';

describe('financialYearOf', () => {
  it.each([
    ['2026-04-01', '2026-04-01', '2027-03-31', '2026-27'],
    ['2027-03-31', '2026-04-01', '2027-03-31', '2026-27'],
    ['2026-03-31', '2025-04-01', '2026-03-31', '2025-26'],
    ['2026-01-15', '2025-04-01', '2026-03-31', '2025-26'],
    ['2099-12-31', '2099-04-01', '2100-03-31', '2099-00'],
    ['2009-05-05', '2009-04-01', '2010-03-31', '2009-10'],
  ])('%s → %s..%s (%s)', (day, start, end, label) => {
    expect(financialYearOf(day)).toEqual({ start, end, label });
  });

  it('refuses an impossible date', () => {
    expect(() => financialYearOf('2026-02-30')).toThrow(RangeError);
  });

  it('always contains the date, and the previous year ends the day before it starts', () => {
    const day = fc.integer({ min: 0, max: 40_000 }).map((n) => new Date(Date.UTC(1950, 0, 1 + n)).toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, (d) => {
        const fy = financialYearOf(d);
        const prev = previousFinancialYear(d);
        const dayAfterPrev = new Date(Date.parse(`${prev.end}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
        expect(fy.start <= d && d <= fy.end).toBe(true);
        expect(dayAfterPrev).toBe(fy.start);
      }),
    );
  });
});

describe('previousFinancialYear', () => {
  it('is the year before', () => {
    expect(previousFinancialYear('2026-08-21')).toEqual({ start: '2025-04-01', end: '2026-03-31', label: '2025-26' });
    expect(previousFinancialYear('2026-02-01').label).toBe('2024-25');
  });
});

describe('validateCustomRange', () => {
  it.each([
    ['2026-04-01', '2026-08-21', null],
    ['2026-08-21', '2026-08-21', null], // the same day
    ['2026-08-22', '2026-08-21', 'To date should greater than From date'],
    ['', '2026-08-21', 'Please select from date'],
    ['2026-04-01', '', REPORT_MESSAGES.selectToDate],
  ])('%j..%j → %s', (from, to, expected) => {
    expect(validateCustomRange(from, to)).toBe(expected);
  });
});

describe('validateReportDuration', () => {
  it('needs a duration, and a valid range for Custom Date', () => {
    expect(validateReportDuration('')).toBe('Please select duration');
    expect(validateReportDuration(null)).toBe('Please select duration');
    expect(validateReportDuration('Last week')).toBe('Please select duration');
    for (const d of REPORT_DURATIONS.filter((x) => x !== 'Custom Date')) expect(validateReportDuration(d)).toBeNull();
    expect(validateReportDuration('Custom Date')).toBe('Please select from date');
    expect(validateReportDuration('Custom Date', { from: '2026-05-02', to: '2026-05-01' })).toBe('To date should greater than From date');
  });
});

describe('reportDateRange', () => {
  // 20 August 2026 19:00 UTC is 21 August 00:30 in IST: "today" is the 21st.
  const NOW = new Date('2026-08-20T19:00:00Z');

  it.each([
    ['Today', '2026-08-21', '2026-08-21'],
    ['Yesterday', '2026-08-20', '2026-08-20'],
    ['Previous FY', '2025-04-01', '2026-03-31'],
    ['Current FY', '2026-04-01', '2026-08-21'],
  ] as const)('%s → %s..%s', (duration, fromDate, toDate) => {
    expect(reportDateRange(duration, NOW)).toEqual({ fromDate, toDate });
  });

  it('crosses the year boundary on 1 April and 1 January', () => {
    expect(reportDateRange('Yesterday', istInstant(2026, 1, 1, 9))).toEqual({ fromDate: '2025-12-31', toDate: '2025-12-31' });
    expect(reportDateRange('Current FY', istInstant(2026, 4, 1, 9))).toEqual({ fromDate: '2026-04-01', toDate: '2026-04-01' });
    expect(reportDateRange('Previous FY', istInstant(2026, 3, 31, 23, 59))).toEqual({
      fromDate: '2024-04-01',
      toDate: '2025-03-31',
    });
  });

  it('passes a valid custom range through and refuses an invalid one', () => {
    expect(reportDateRange('Custom Date', NOW, { from: '2026-01-01', to: '2026-02-01' })).toEqual({
      fromDate: '2026-01-01',
      toDate: '2026-02-01',
    });
    expect(() => reportDateRange('Custom Date', NOW, { from: '2026-03-01', to: '2026-02-01' })).toThrow('To date should greater than From date');
  });
});
