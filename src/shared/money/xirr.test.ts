import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { epochDay, percentText, ratePercent, xirr, xirrDays, type CashFlow } from './xirr.ts';

const DAY = 86_400_000;
const dateOf = (day: number) => new Date(day * DAY).toISOString().slice(0, 10);

/** Flows that a known annual rate balances exactly: money in on random days, the value out on the last day. */
function flowsAt(rate: number, ins: Array<{ day: number; amount: number }>, endDay: number): CashFlow[] {
  const flows: CashFlow[] = ins.map((x) => ({ date: dateOf(x.day), amount: -x.amount }));
  const value = ins.reduce((sum, x) => sum + x.amount * Math.pow(1 + rate, (endDay - x.day) / 365), 0);
  flows.push({ date: dateOf(endDay), amount: value });
  return flows;
}

describe('xirr, hand-worked', () => {
  it('is the plain annual growth for one investment held a whole number of years', () => {
    // ₹1,00,000 on 1 Jan 2024 worth ₹1,21,000 on 31 Dec 2025 (730 days = 2 years of 365): 10 % a year
    const r = xirr([
      { date: '2024-01-01', amount: -100_000 },
      { date: '2025-12-31', amount: 121_000 },
    ]);
    expect(r.ok && r.rate).toBeCloseTo(0.1, 12);
    expect(ratePercent(r)).toBe('10.00');
  });

  it('matches the spreadsheet XIRR of a textbook series', () => {
    // The example of the spreadsheet function's documentation: 0.373362535 (37.34 %)
    const r = xirr([
      { date: '2008-01-01', amount: -10_000 },
      { date: '2008-03-01', amount: 2_750 },
      { date: '2008-10-30', amount: 4_250 },
      { date: '2009-02-15', amount: 3_250 },
      { date: '2009-04-01', amount: 2_750 },
    ]);
    expect(r.ok).toBe(true);
    expect(r.ok && r.rate).toBeCloseTo(0.373362535, 8);
  });

  it('folds flows of one day together and accepts any order', () => {
    const a = xirr([
      { date: '2025-06-01', amount: 1_150 },
      { date: '2024-06-01', amount: -600 },
      { date: '2024-06-01', amount: -400 },
    ]);
    const b = xirr([
      { date: '2024-06-01', amount: -1_000 },
      { date: '2025-06-01', amount: 1_150 },
    ]);
    expect(a.ok && b.ok && a.rate).toBeCloseTo(b.ok ? b.rate : NaN, 14);
  });

  it('finds a loss as a negative rate, and a near-total loss', () => {
    const r = xirr([
      { date: '2024-01-01', amount: -1_000 },
      { date: '2025-01-01', amount: 800 },
    ]);
    expect(r.ok && r.rate).toBeCloseTo(Math.pow(0.8, 365 / 366) - 1, 10);
    const wipe = xirr([
      { date: '2020-01-01', amount: -1_000_000 },
      { date: '2025-01-01', amount: 1 },
    ]);
    expect(wipe.ok && wipe.rate).toBeCloseTo(Math.pow(1e-6, 365 / 1827) - 1, 9);
  });

  it('answers a short, steep gain (2 days, +5 %) as the annualised figure, not NaN', () => {
    const r = xirr([
      { date: '2026-11-18', amount: -10_000 },
      { date: '2026-11-20', amount: 10_500 },
    ]);
    expect(r.ok && r.rate).toBeCloseTo(Math.pow(1.05, 365 / 2) - 1, 0);
  });
});

describe('xirr says why when there is no rate', () => {
  it.each([
    ['no flows', [] as CashFlow[], 'no-investment'],
    ['one flow in', [{ date: '2025-01-01', amount: -5 }], 'no-return'],
    [
      'all on one day',
      [
        { date: '2025-01-01', amount: -5 },
        { date: '2025-01-01', amount: 6 },
      ],
      'no-time',
    ],
    [
      'only money out',
      [
        { date: '2025-01-01', amount: 5 },
        { date: '2025-02-01', amount: 6 },
      ],
      'no-investment',
    ],
    [
      'only money in',
      [
        { date: '2025-01-01', amount: -5 },
        { date: '2025-02-01', amount: -6 },
      ],
      'no-return',
    ],
    [
      'a bad date',
      [
        { date: '2025-13-01', amount: -5 },
        { date: '2025-02-01', amount: 6 },
      ],
      'bad-input',
    ],
    [
      'a NaN amount',
      [
        { date: '2025-01-01', amount: Number.NaN },
        { date: '2025-02-01', amount: 6 },
      ],
      'bad-input',
    ],
  ])('%s', (_, flows, reason) => {
    const r = xirr(flows);
    expect(r).toMatchObject({ ok: false, reason });
    expect(r.ok ? '' : r.message).not.toBe('');
    expect(ratePercent(r)).toBeNull();
  });

  it('a rate beyond a million percent a year is no solution, not Infinity', () => {
    const r = xirr([
      { date: '2025-01-01', amount: -1 },
      { date: '2025-01-02', amount: 1e12 },
    ]);
    expect(r).toMatchObject({ ok: false, reason: 'no-solution' });
  });
});

describe('xirr properties', () => {
  const flowsArb = fc.record({
    rate: fc.double({ min: -0.6, max: 1.5, noNaN: true }),
    ins: fc.array(fc.record({ day: fc.integer({ min: 18_000, max: 18_000 + 365 * 15 }), amount: fc.integer({ min: 100, max: 10_000_000 }) }), {
      minLength: 1,
      maxLength: 60,
    }),
    tail: fc.integer({ min: 30, max: 365 * 5 }),
  });

  it('a series built from a known rate returns that rate within 1e-6', () => {
    fc.assert(
      fc.property(flowsArb, ({ rate, ins, tail }) => {
        const end = Math.max(...ins.map((x) => x.day)) + tail;
        const r = xirr(flowsAt(rate, ins, end));
        expect(r.ok, JSON.stringify(r)).toBe(true);
        expect(Math.abs((r.ok ? r.rate : Number.NaN) - rate)).toBeLessThan(1e-6);
      }),
      { numRuns: 400 },
    );
  });

  it('never answers NaN or Infinity, whatever the flows', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ day: fc.integer({ min: 18_000, max: 18_000 + 365 * 30 }), amount: fc.double({ min: -1e9, max: 1e9, noNaN: true }) }), {
          maxLength: 40,
        }),
        (rows) => {
          const r = xirrDays(
            rows.map((x) => x.day),
            rows.map((x) => x.amount),
          );
          expect(r.ok ? Number.isFinite(r.rate) : r.message.length > 0).toBe(true);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('the rate found balances the flows (net present value ~ 0)', () => {
    fc.assert(
      fc.property(flowsArb, ({ rate, ins, tail }) => {
        const end = Math.max(...ins.map((x) => x.day)) + tail;
        const flows = flowsAt(rate, ins, end);
        const r = xirr(flows);
        if (!r.ok) return;
        const first = Math.min(...flows.map((f) => epochDay(f.date)));
        const npv = flows.reduce((s, f) => s + f.amount * Math.pow(1 + r.rate, -(epochDay(f.date) - first) / 365), 0);
        const scale = flows.reduce((s, f) => s + Math.abs(f.amount) * Math.pow(1 + r.rate, -(epochDay(f.date) - first) / 365), 0);
        expect(Math.abs(npv) / scale).toBeLessThan(1e-9);
      }),
      { numRuns: 200 },
    );
  });
});

describe('percentText', () => {
  it('rounds half away from zero to 2 decimals and never shows -0.00', () => {
    expect(percentText(12.345)).toBe('12.35');
    expect(percentText(-12.345)).toBe('-12.35');
    expect(percentText(-0.001)).toBe('0.00');
    expect(percentText(Number.POSITIVE_INFINITY)).toBeNull();
  });
});
