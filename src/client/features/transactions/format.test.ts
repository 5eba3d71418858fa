import { describe, expect, it } from 'vitest';
import { frequencyLabel, optionFlags, redeemableValue, rupees, stepOf, unitsText } from './format.ts';
import { folio, lockedFolio } from './test-fixtures.ts';

describe('display helpers', () => {
  it('shows rupees with Indian grouping and units to 2 decimals', () => {
    expect(rupees('1234567.5')).toBe('₹12,34,567.50');
    expect(rupees(null)).toBe('-');
    expect(rupees('abc')).toBe('-');
    expect(unitsText('2716.4729')).toBe('2,716.4729');
    expect(unitsText('All')).toBe('All');
    expect(frequencyLabel('HALF YEARLY')).toBe('Half Yearly');
  });

  it('values only the units free to redeem, rounded down to the paisa', () => {
    expect(redeemableValue(folio)).toBe('80918.53');
    expect(redeemableValue(lockedFolio)).toBe('1191.52');
    expect(redeemableValue({ ...lockedFolio, nav: null })).toBe('0.00');
  });

  it('reads the option flags and the calendar step of a frequency', () => {
    expect(optionFlags('Growth')).toEqual({ Growthoption: 'Y', DividendReinvestment: 'N' });
    expect(optionFlags('IDCW Reinvestment')).toEqual({ Growthoption: 'N', DividendReinvestment: 'Y' });
    expect(stepOf(3)).toBe('monthly');
    expect(stepOf(1)).toBeNull();
  });
});
