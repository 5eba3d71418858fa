import { describe, expect, it } from 'vitest';
import { xirr, xirrText } from './xirr.ts';

describe('xirr', () => {
  it('₹1,000 grows to ₹1,100 in 365 days: 10.00%', () => {
    expect(xirrText(xirr([{ date: '2025-01-01', amount: -100_000 }, { date: '2026-01-01', amount: 110_000 }]))).toBe('10.00');
  });

  it('two instalments a year apart worth ₹2,310 a year after the second: 10.00%', () => {
    // 1000 × 1.1² + 1000 × 1.1 = 1210 + 1100 = 2310
    expect(xirrText(xirr([{ date: '2024-01-01', amount: -1000 }, { date: '2024-12-31', amount: -1000 }, { date: '2025-12-31', amount: 2310 }]))).toBe('10.00');
  });

  it('a loss is negative; no time or no investment gives null', () => {
    expect(Number(xirrText(xirr([{ date: '2025-01-01', amount: -1000 }, { date: '2026-01-01', amount: 900 }])))).toBe(-10);
    expect(xirr([{ date: '2025-01-01', amount: -1000 }, { date: '2025-01-01', amount: 1100 }])).toBeNull();
    expect(xirr([{ date: '2025-01-01', amount: 1000 }])).toBeNull();
  });
});
