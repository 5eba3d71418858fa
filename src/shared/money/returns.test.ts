import { describe, expect, it } from 'vitest';
import {
  addDays,
  categoryAverage,
  categoryReturns,
  computeReturns,
  MAX_START_GAP_DAYS,
  PERIODS,
  periodReturn,
  subtractMonths,
  type NavPoint,
  type SchemeReturns,
} from './returns.ts';

const p = (date: string, nav: string): NavPoint => ({ date, nav });

describe('PERIODS', () => {
  it('uses the spec field names in the spec order', () => {
    expect(PERIODS.map((x) => x.key)).toEqual([
      'Sch_Return1Mth',
      'Sch_Return3Mth',
      'Sch_Return6Mth',
      'Sch_Return1Yr',
      'Sch_Return3Yr',
      'Sch_Return5Yr',
      'Sch_Return7Yr',
      'Sch_Return10Yr',
    ]);
    expect(PERIODS.map((x) => x.months)).toEqual([1, 3, 6, 12, 36, 60, 84, 120]);
  });
});

describe('calendar arithmetic', () => {
  it('goes back calendar months and clamps a missing day to the month end', () => {
    expect(subtractMonths('2026-08-21', 1)).toBe('2026-07-21');
    expect(subtractMonths('2026-01-15', 1)).toBe('2025-12-15');
    expect(subtractMonths('2026-03-31', 1)).toBe('2026-02-28'); // no 31 Feb
    expect(subtractMonths('2024-03-31', 1)).toBe('2024-02-29'); // leap year
    expect(subtractMonths('2024-02-29', 12)).toBe('2023-02-28');
    expect(subtractMonths('2026-05-31', 3)).toBe('2026-02-28');
    expect(subtractMonths('2026-08-21', 120)).toBe('2016-08-21');
  });

  it('adds and subtracts days across month and year ends', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2025-12-28', 7)).toBe('2026-01-04');
  });
});

describe('periodReturn below one year (absolute)', () => {
  it('is exact at the rounding boundary', () => {
    // (201.01 / 200 - 1) * 100 = 1.01 / 200 * 100 = 0.505 exactly → 0.51 (half up).
    // Binary floats give 0.50499999..., which would round to 0.50.
    const series = [p('2026-07-21', '200.0000'), p('2026-08-21', '201.0100')];
    expect(periodReturn(series, '2026-08-21', 1)).toBe(0.51);
  });

  it('rounds a negative half away from zero', () => {
    // (198.99 / 200 - 1) * 100 = -1.01 / 2 = -0.505 → -0.51
    const series = [p('2026-07-21', '200.0000'), p('2026-08-21', '198.9900')];
    expect(periodReturn(series, '2026-08-21', 1)).toBe(-0.51);
  });

  it('takes the start NAV from the last trading day on or before the start date', () => {
    // 3M before Fri 2026-08-21 is Thu 2026-05-21; the series has Mon 05-18 (3 days before) and
    // Fri 05-22 (after the start, so not used). (110 / 88 - 1) * 100 = 22 / 88 * 100 = 25.00
    const series = [p('2026-05-18', '88.0000'), p('2026-05-22', '90.0000'), p('2026-08-21', '110.0000')];
    expect(periodReturn(series, '2026-08-21', 3)).toBe(25);
  });

  it('takes the end NAV as the last on or before the as-of date, ignoring later points', () => {
    // As of Sun 2026-08-23 the end NAV is Fri 08-21 (105); 1M back is 2026-07-23 → 100.
    // (105 / 100 - 1) * 100 = 5.00; the 08-24 point (999) is after the as-of date.
    const series = [p('2026-07-23', '100'), p('2026-08-21', '105'), p('2026-08-24', '999')];
    expect(periodReturn(series, '2026-08-23', 1)).toBe(5);
  });

  it('uses the month end when the start day does not exist', () => {
    // As of 2026-03-31, 1M back is 2026-02-28 (not "31 Feb" = 3 Mar).
    // (99 / 90 - 1) * 100 = 9 / 90 * 100 = 10.00; the 03-03 NAV (95) would have given 4.21.
    const series = [p('2026-02-28', '90'), p('2026-03-03', '95'), p('2026-03-31', '99')];
    expect(periodReturn(series, '2026-03-31', 1)).toBe(10);
  });
});

describe('periodReturn from one year up (CAGR)', () => {
  const asOf = '2026-08-21';

  it('annualises over the whole number of years', () => {
    // 1Y: 100 → 112: 1.12^1 - 1 = 12.00 %
    expect(periodReturn([p('2025-08-21', '100'), p(asOf, '112')], asOf, 12)).toBe(12);
    // 3Y: 100 → 133.1: 1.331^(1/3) = 1.1 → 10.00 %
    expect(periodReturn([p('2023-08-21', '100'), p(asOf, '133.1')], asOf, 36)).toBe(10);
    // 5Y: 100 → 161.051: 1.61051^(1/5) = 1.1 → 10.00 %
    expect(periodReturn([p('2021-08-21', '100'), p(asOf, '161.051')], asOf, 60)).toBe(10);
    // 7Y: 100 → 150: 1.5^(1/7) = e^(0.405465 / 7) = e^0.0579236 = 1.059634 → 5.96 %
    expect(periodReturn([p('2019-08-21', '100'), p(asOf, '150')], asOf, 84)).toBe(5.96);
    // 10Y: 100 → 200: 2^(1/10) = 1.0717735 → 7.18 %
    expect(periodReturn([p('2016-08-21', '100'), p(asOf, '200')], asOf, 120)).toBe(7.18);
  });

  it('annualises a loss', () => {
    // 3Y: 100 → 72.9: 0.729^(1/3) = 0.9 → -10.00 %
    expect(periodReturn([p('2023-08-21', '100'), p(asOf, '72.9')], asOf, 36)).toBe(-10);
  });
});

describe('NA cases', () => {
  const asOf = '2026-08-21';

  it('is null when the history is shorter than the period', () => {
    // The scheme starts on 2024-06-03: 1Y (from 2025-08-21) exists; 3Y (from 2023-08-21) does not.
    const series = [p('2024-06-03', '10'), p('2025-08-21', '20'), p(asOf, '25')];
    const r = computeReturns(series, asOf);
    expect(r.Sch_Return1Yr).toBe(25); // 25 / 20 - 1 = 25.00 %
    expect(r.Sch_Return3Yr).toBeNull();
    expect(r.Sch_Return5Yr).toBeNull();
    expect(r.Sch_Return10Yr).toBeNull();
    // 1M, 3M and 6M land in the gap after 2025-08-21 (see the gap rule below).
    expect(r.Sch_Return1Mth).toBeNull();
  });

  it('is null when the last NAV before the start is more than 7 days before it', () => {
    // 1Y start is Thu 2025-08-21. A NAV exactly 7 days before (08-14) is accepted:
    // (120 / 100 - 1) * 100 = 20.00 %. 8 days before (08-13) is a gap → NA.
    expect(MAX_START_GAP_DAYS).toBe(7);
    expect(periodReturn([p('2025-08-14', '100'), p(asOf, '120')], asOf, 12)).toBe(20);
    expect(periodReturn([p('2025-08-13', '100'), p(asOf, '120')], asOf, 12)).toBeNull();
    // A NAV after the start date does not stand in for a missing one before it.
    expect(periodReturn([p('2025-08-10', '100'), p('2025-09-01', '101'), p(asOf, '120')], asOf, 12)).toBeNull();
  });

  it('is null for every period when there is no NAV on or before the as-of date', () => {
    const r = computeReturns([p('2026-09-01', '10')], asOf);
    expect(Object.values(r).every((x) => x === null)).toBe(true);
    expect(Object.keys(r)).toEqual(PERIODS.map((x) => x.key));
  });

  it('is null when the start NAV is zero (nothing to divide by)', () => {
    expect(periodReturn([p('2026-07-21', '0.0000'), p(asOf, '10')], asOf, 1)).toBeNull();
  });

  it('refuses a NAV that is not a decimal string', () => {
    expect(() => periodReturn([p('2026-07-21', 'N.A.'), p(asOf, '10')], asOf, 1)).toThrow(RangeError);
  });
});

describe('computeReturns', () => {
  it('fills every period from one long series', () => {
    // One NAV at (or just before) each period's start; weekends push some starts back.
    const series = [
      p('2016-08-19', '50'), // Fri before Sun 2016-08-21: 10Y start, 2 days before
      p('2019-08-21', '80'), // 7Y
      p('2021-08-20', '100'), // 5Y (21st is a Saturday)
      p('2023-08-21', '125'), // 3Y
      p('2025-08-21', '160'), // 1Y
      p('2026-02-20', '180'), // 6M (21st is a Saturday)
      p('2026-05-21', '190'), // 3M
      p('2026-07-21', '196'), // 1M
      p('2026-08-21', '200'),
    ];
    const r = computeReturns(series, '2026-08-21');
    expect(r).toEqual({
      Sch_Return1Mth: 2.04, // 200 / 196 - 1 = 0.020408 → 2.04
      Sch_Return3Mth: 5.26, // 200 / 190 - 1 = 0.052632 → 5.26
      Sch_Return6Mth: 11.11, // 200 / 180 - 1 = 0.111111 → 11.11
      Sch_Return1Yr: 25, // 200 / 160 = 1.25 → 25.00
      Sch_Return3Yr: 16.96, // 200 / 125 = 1.6; 1.6^(1/3) = e^(0.470004 / 3) = 1.169607 → 16.96
      Sch_Return5Yr: 14.87, // 200 / 100 = 2; 2^(1/5) = 1.148698 → 14.87
      Sch_Return7Yr: 13.99, // 200 / 80 = 2.5; 2.5^(1/7) = e^(0.916291 / 7) = 1.139852 → 13.99
      Sch_Return10Yr: 14.87, // 200 / 50 = 4; 4^(1/10) = 2^(1/5) = 1.148698 → 14.87
    } satisfies SchemeReturns);
  });
});

describe('category averages', () => {
  it('averages the schemes that have a return and ignores NA', () => {
    // (10.5 + 12.25 + 8) / 3 = 30.75 / 3 = 10.25
    expect(categoryAverage([10.5, null, 12.25, 8])).toBe(10.25);
    expect(categoryAverage([0])).toBe(0);
    expect(categoryAverage([null, null])).toBeNull();
    expect(categoryAverage([])).toBeNull();
  });

  it('averages period by period', () => {
    const none = Object.fromEntries(PERIODS.map((x) => [x.key, null])) as SchemeReturns;
    const a = { ...none, Sch_Return1Yr: 10, Sch_Return3Yr: 12 };
    const b = { ...none, Sch_Return1Yr: 20 };
    const avg = categoryReturns([a, b]);
    expect(avg.Sch_Return1Yr).toBe(15); // (10 + 20) / 2
    expect(avg.Sch_Return3Yr).toBe(12); // only a has it
    expect(avg.Sch_Return5Yr).toBeNull();
  });
});
