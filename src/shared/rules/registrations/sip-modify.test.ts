import { describe, expect, it } from 'vitest';
import { modifiedSipStart, validateSipModify, type SipModifyLimits } from './sip-modify.ts';

const limits: SipModifyLimits = {
  minPaise: 50_000n,
  maxPaise: 10_00_000_00n,
  days: [1, 5, 10, 15, 20, 25, 30],
  current: { amountPaise: 200_000n, day: 10, stepUp: null },
};
const form = { amount: '2000', day: '10', stepUpType: 'N', stepUpValue: '' };

describe('modifying a running SIP', () => {
  it('checks the new amount against the frequency range, the day against the scheme, and the step-up', () => {
    expect(validateSipModify({ ...form, amount: '3000' }, limits)).toEqual({ ok: true, amountPaise: 300_000n, day: 10, stepUp: null });
    expect(validateSipModify({ ...form, amount: '100' }, limits)).toEqual({
      ok: false,
      errors: { amount: 'Amount should be greater than 500 and less than 10,00,000' },
    });
    expect(validateSipModify({ ...form, amount: '' }, limits)).toMatchObject({ ok: false, errors: { amount: expect.any(String) } });
    // 30 is a scheme day but past the 28th the calendar never offers; 7 is not a scheme day
    expect(validateSipModify({ ...form, day: '30' }, limits)).toEqual({ ok: false, errors: { day: 'Please choose one of the SIP dates offered' } });
    expect(validateSipModify({ ...form, day: 7 }, limits)).toEqual({ ok: false, errors: { day: 'Please choose one of the SIP dates offered' } });
    expect(validateSipModify({ ...form, stepUpType: 'P', stepUpValue: '150' }, limits)).toEqual({
      ok: false,
      errors: { stepUp: 'Step-up percentage should be between 1 and 100' },
    });
    expect(validateSipModify({ ...form, day: 15, stepUpType: 'A', stepUpValue: '500' }, limits)).toEqual({
      ok: true,
      amountPaise: 200_000n,
      day: 15,
      stepUp: { kind: 'A', amountPaise: 50_000n },
    });
  });

  it('refuses a modification that changes nothing', () => {
    expect(validateSipModify(form, limits)).toEqual({ ok: false, errors: { amount: 'Please change the amount, SIP date or step-up' } });
    const stepped = { ...limits, current: { ...limits.current, stepUp: { kind: 'P' as const, percent: 10 } } };
    expect(validateSipModify({ ...form, stepUpType: 'P', stepUpValue: '10' }, stepped)).toMatchObject({ ok: false });
    expect(validateSipModify({ ...form, stepUpType: 'P', stepUpValue: '11' }, stepped)).toMatchObject({ ok: true });
    // removing the step-up is a change
    expect(validateSipModify(form, stepped)).toMatchObject({ ok: true, stepUp: null });
  });

  it('starts the new plan on the first date of its day that a new SIP could start on', () => {
    // Wednesday 18 Nov 2026, 10:00 IST: the 21st is three days ahead (a current-month date must be more than two), the 20th is not
    const now = new Date('2026-11-18T04:30:00Z');
    expect(modifiedSipStart(now, 25)).toBe('2026-11-25');
    expect(modifiedSipStart(now, 20)).toBe('2026-12-20');
    expect(modifiedSipStart(now, 21)).toBe('2026-11-21');
    expect(modifiedSipStart(now, 10)).toBe('2026-12-10');
  });
});
