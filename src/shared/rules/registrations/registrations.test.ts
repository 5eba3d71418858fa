import { describe, expect, it } from 'vitest';
import {
  canCancelRegistration,
  instalmentAmountOn,
  isPausedRun,
  lastCancelDay,
  registrationStatus,
  steppedAmount,
  stepUpValidation,
  validateCancelReason,
  validatePause,
  yearsElapsed,
} from './registrations.ts';

describe('registration status and lists (spec 3 §4.3)', () => {
  it('is Completed past the end date, Cancelled when cancelled, else In Progress', () => {
    expect(registrationStatus('2026-12-10', 'N', '2026-12-10')).toBe('In Progress');
    expect(registrationStatus('2026-12-10', 'N', '2026-12-11')).toBe('Completed');
    expect(registrationStatus('2026-12-10', 'Y', '2026-12-01')).toBe('Cancelled');
    expect(registrationStatus('2026-12-10', 'Y', '2026-12-11')).toBe('Completed');
  });

  it('opens cancel up to 2 days (SIP) or 9 days (SWP, STP) before the next instalment', () => {
    const r = { regNo: '5000001', cancelStatus: 'N' as const, endDate: '2027-12-10', nextRunDate: '2026-12-10' };
    expect(canCancelRegistration({ ...r, kind: 'SIP' }, '2026-12-08')).toBe(true);
    expect(canCancelRegistration({ ...r, kind: 'SIP' }, '2026-12-09')).toBe(false);
    expect(canCancelRegistration({ ...r, kind: 'SWP' }, '2026-12-01')).toBe(true);
    expect(canCancelRegistration({ ...r, kind: 'STP' }, '2026-12-02')).toBe(false);
    // the day after the 31st is the 1st: one day away, however the day of month compares
    expect(canCancelRegistration({ ...r, kind: 'SIP', nextRunDate: '2027-01-01' }, '2026-12-31')).toBe(false);
    expect(canCancelRegistration({ ...r, kind: 'SIP', regNo: '' }, '2026-12-01')).toBe(false);
    expect(canCancelRegistration({ ...r, kind: 'SIP', cancelStatus: 'Y' }, '2026-12-01')).toBe(false);
    expect(canCancelRegistration({ ...r, kind: 'SIP', nextRunDate: null }, '2026-12-01')).toBe(true);
    expect(lastCancelDay('SWP', '2026-12-10')).toBe('2026-12-01');
  });

  it('needs a reason, and words for reason 13 (spec 3 §5)', () => {
    expect(validateCancelReason(null, '')).toBe('Please select reason');
    expect(validateCancelReason(14, '')).toBe('Please select reason');
    expect(validateCancelReason(13, ' ')).toBe('Please enter reason');
    expect(validateCancelReason(13, 'Moving abroad')).toBeNull();
    expect(validateCancelReason(2, '')).toBeNull();
  });
});

describe('pause and step-up (ours)', () => {
  it('pauses 1 to 6 instalments, from the next one', () => {
    expect(validatePause(0)).toBe('Please choose to pause 1 to 6 instalments');
    expect(validatePause(7)).toBe('Please choose to pause 1 to 6 instalments');
    expect(validatePause(6)).toBeNull();
    expect([3, 4, 5, 6].map((n) => isPausedRun(n, { fromRun: 4, count: 2 }))).toEqual([false, true, true, false]);
    expect(isPausedRun(4, { fromRun: null, count: 0 })).toBe(false);
  });

  it('steps up from each anniversary: 10% compounds to the rupee, an amount adds', () => {
    expect(yearsElapsed('2026-12-10', '2027-12-09')).toBe(0);
    expect(yearsElapsed('2026-12-10', '2027-12-10')).toBe(1);
    expect(yearsElapsed('2024-02-29', '2025-02-28')).toBe(1);
    // ₹2,000 → 2,200 → 2,420 → 2,662 (each ×1.10)
    expect(['2026-12-10', '2027-12-10', '2028-12-10', '2029-12-10'].map((d) => steppedAmount(200_000n, { kind: 'P', percent: 10 }, '2026-12-10', d))).toEqual([
      200_000n,
      220_000n,
      242_000n,
      266_200n,
    ]);
    // ₹1,500 at 7%: 1,605.00 → 1,717.35 → 1,717 (rounded to the rupee)
    expect(steppedAmount(150_000n, { kind: 'P', percent: 7 }, '2026-01-05', '2028-01-05')).toBe(171_700n);
    expect(steppedAmount(200_000n, { kind: 'A', amountPaise: 50_000n }, '2026-12-10', '2029-01-10')).toBe(300_000n);
    expect(instalmentAmountOn({ kind: 'SWP', amountPaise: 100_000n, startDate: '2020-01-01', stepUpPercent: 10, stepUpPaise: null }, '2026-01-01')).toBe(
      100_000n,
    );
    expect(stepUpValidation('A', '100', 50_000n)).toEqual({ stepUp: { kind: 'A', amountPaise: 10_000n } });
    expect(stepUpValidation('A', '6000', 50_000n)).toEqual({ error: 'Step-up amount should not be more than ten times the SIP amount' });
    expect(stepUpValidation(undefined, undefined, 50_000n)).toEqual({ stepUp: null });
  });
});
