import { describe, expect, it } from 'vitest';
import { nextRun } from './systematic.ts';
import { codeFor, type SchemeFacts } from './scheme-port.ts';
import { isLocked } from './holdings.ts';

const plan = {
  startDate: '2026-12-10',
  endDate: '2027-05-10',
  frequency: 3,
  installments: 6,
  firstOrderToday: false,
  createdAt: new Date('2026-11-18T04:30:00Z'),
};

describe('nextRun', () => {
  it('walks a monthly plan from its start date and ends after the last instalment', () => {
    expect([0, 1, 2, 5].map((n) => nextRun(plan, n))).toEqual(['2026-12-10', '2027-01-10', '2027-02-10', '2027-05-10']);
    expect(nextRun(plan, 6)).toBeNull();
  });

  it('counts an upfront first order (plan starting later) as instalment 1 without skipping the start date', () => {
    const upfront = { ...plan, firstOrderToday: true };
    expect(nextRun(upfront, 1)).toBe('2026-12-10');
    expect(nextRun(upfront, 2)).toBe('2027-01-10');
    expect(nextRun(upfront, 6)).toBeNull();
  });

  it('a first order on the start day itself is the first scheduled instalment', () => {
    const sameDay = { ...plan, startDate: '2026-11-18', endDate: '2027-04-18', firstOrderToday: true };
    expect(nextRun(sameDay, 1)).toBe('2026-12-18');
  });

  it('month-end start dates do not drift, weekly and daily plans step by days, and nothing runs past the end date', () => {
    expect(nextRun({ ...plan, startDate: '2027-01-28', endDate: '2027-12-31' }, 1)).toBe('2027-02-28');
    expect(nextRun({ ...plan, frequency: 2 }, 2)).toBe('2026-12-24');
    expect(nextRun({ ...plan, frequency: 1 }, 3)).toBe('2026-12-13');
    expect(nextRun({ ...plan, endDate: '2027-01-31' }, 2)).toBeNull();
  });
});

describe('codeFor', () => {
  const s = {
    codes: [
      { kind: 'purchase', minPaise: 0n, maxPaise: 19_999_999n, code: 'X-P' },
      { kind: 'purchase', minPaise: 20_000_000n, maxPaise: null, code: 'X-P-L1' },
      { kind: 'redemption', minPaise: 0n, maxPaise: null, code: 'X-R' },
    ],
  } as Pick<SchemeFacts, 'codes'> as SchemeFacts;

  it('picks the band the amount falls in (2 lakh and above has its own code)', () => {
    expect(codeFor(s, 'purchase', 100_000n)).toBe('X-P');
    expect(codeFor(s, 'purchase', 20_000_000n)).toBe('X-P-L1');
    expect(codeFor(s, 'redemption', null)).toBe('X-R');
    expect(codeFor(s, 'sip', 100_000n)).toBeNull();
  });
});

describe('isLocked (ELSS, 3 years)', () => {
  it('frees a lot on the same date three years later; a 29 February lot frees on 28 February', () => {
    expect(isLocked('2025-06-10', 3, '2028-06-09')).toBe(true);
    expect(isLocked('2025-06-10', 3, '2028-06-10')).toBe(false);
    expect(isLocked('2024-02-29', 3, '2027-02-27')).toBe(true);
    expect(isLocked('2024-02-29', 3, '2027-02-28')).toBe(false);
  });
});
