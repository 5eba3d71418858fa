import { describe, expect, it } from 'vitest';
import { liveFieldErrors, stillAnswered } from './live-error.ts';

describe('the one rule for a field message', () => {
  it('keeps a message only while the live check answers the same message', () => {
    expect(stillAnswered('Amount is mandatory', 'Amount is mandatory')).toBe(true);
    expect(stillAnswered('Amount is mandatory', null)).toBe(false);
    // a different problem now: the old message is no longer the truth
    expect(stillAnswered('Amount is mandatory', 'Amount should be greater than 5,000')).toBe(false);
    expect(stillAnswered(null, null)).toBe(false);
  });

  it('filters the fields of a submit by what is still true, never adding a field the submit did not report', () => {
    const shown = { amount: 'Amount is mandatory', installments: 'Installments is mandatory' };
    expect(liveFieldErrors(shown, { amount: 'Amount is mandatory' })).toEqual({ amount: 'Amount is mandatory' });
    expect(liveFieldErrors(shown, {})).toEqual({});
    expect(liveFieldErrors<'amount' | 'units'>({}, { units: 'Units is mandotory' })).toEqual({});
  });
});
