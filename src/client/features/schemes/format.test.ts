import { describe, expect, it } from 'vitest';
import { aum, dateText, navText, returnText, rupees } from './format.ts';

describe('catalogue figures', () => {
  it('shows rupees with Indian grouping, paise only when there are any', () => {
    expect(rupees('5000.00')).toBe('₹5,000');
    expect(rupees('1234567.50')).toBe('₹12,34,567.50');
    expect(rupees('100')).toBe('₹100');
    expect(rupees(null)).toBe('—');
  });

  it('shortens AUM to Thousand, Lakh and Cr with two decimals', () => {
    expect(aum('3414022000000.00')).toBe('₹3,41,402.20 Cr');
    expect(aum('250000.00')).toBe('₹2.50 Lakh');
    expect(aum('5500.00')).toBe('₹5.50 Thousand');
    expect(aum('999.00')).toBe('₹999.00');
    expect(aum(null)).toBe('—');
  });

  it('shows returns to 2 decimals with a + when positive and NA when missing or zero', () => {
    expect(returnText('12.3')).toBe('+12.30%');
    expect(returnText('-3.1')).toBe('-3.10%');
    expect(returnText(null)).toBe('NA');
    expect(returnText('0.00')).toBe('NA');
  });

  it('shows NAVs as published and dates as day month year', () => {
    expect(navText('1234.5678')).toBe('₹1,234.5678');
    expect(dateText('2026-11-20')).toBe('20 Nov 2026');
    expect(dateText(null)).toBe('—');
  });
});
