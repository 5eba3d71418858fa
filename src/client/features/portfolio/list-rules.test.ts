import { describe, expect, it } from 'vitest';
import { applyListState, dueInDays, inBand, isActive } from './list-rules.ts';
import { asOnLabel, blogDate, money, returnText, signedMoney, unitsText, ymdToMdy } from './format.ts';

describe('size bands (spec 2 §9: the upper bound is inclusive)', () => {
  it.each([
    ['0.00', 'below-1l', true],
    ['100000.00', 'below-1l', true],
    ['100000.01', 'below-1l', false],
    ['100000.01', '1-5l', true],
    ['500000.00', '1-5l', true],
    ['500000.00', '5-10l', false],
    ['1000000.00', '5-10l', true],
    ['2500000.00', '10-25l', true],
    ['2500000.01', 'above-25l', true],
    ['2500000.00', 'above-25l', false],
  ] as const)('%s in %s: %s', (cost, band, yes) => {
    expect(inBand(cost, band)).toBe(yes);
  });
});

describe('filter and sort', () => {
  const rows = [
    { name: 'Beta', COST: '50000.00', AUM: '70000.00', returns: '4.00' },
    { name: 'Alpha', COST: '300000.00', AUM: '310000.00', returns: null },
    { name: 'Gamma', COST: '90000.00', AUM: '99000.00', returns: '12.50' },
  ];
  it('lists by name when nothing is chosen, and high to low by AUM or returns (NA last)', () => {
    expect(applyListState(rows, { bands: [], sort: null }).map((r) => r.name)).toEqual(['Alpha', 'Beta', 'Gamma']);
    expect(applyListState(rows, { bands: [], sort: 'aum' }).map((r) => r.name)).toEqual(['Alpha', 'Gamma', 'Beta']);
    expect(applyListState(rows, { bands: [], sort: 'returns' }).map((r) => r.name)).toEqual(['Gamma', 'Beta', 'Alpha']);
  });
  it('keeps the rows in any chosen band, and marks the list as filtered', () => {
    expect(applyListState(rows, { bands: ['below-1l'], sort: null }).map((r) => r.name)).toEqual(['Beta', 'Gamma']);
    expect(applyListState(rows, { bands: ['1-5l', 'above-25l'], sort: null }).map((r) => r.name)).toEqual(['Alpha']);
    expect(isActive({ bands: [], sort: null })).toBe(false);
    expect(isActive({ bands: [], sort: 'aum' })).toBe(true);
  });
});

describe('dashboard texts', () => {
  it('counts Due in N days from today to the date plus one', () => {
    expect(dueInDays('2026-11-20', '2026-11-20')).toBe(1);
    expect(dueInDays('2026-11-20', '2026-12-05')).toBe(16);
  });
  it('formats money, returns, units, dates and the age of a saved copy', () => {
    expect(money('1234567.5')).toBe('₹12,34,567.50');
    expect(money('-56.1')).toBe('-₹56.10');
    expect(signedMoney('240.35')).toBe('+₹240.35');
    expect(returnText('12.3')).toBe('+12.30%');
    expect(returnText('0.00')).toBe('NA');
    expect(returnText(null)).toBe('NA');
    expect(returnText('-3.1')).toBe('-3.10%');
    expect(unitsText('1234.5678')).toBe('1,234.5678');
    expect(ymdToMdy('2026-11-20')).toBe('11/20/2026');
    expect(blogDate('2026-11-05')).toBe('Nov 05, 2026');
    // 12:20 UTC is 5:50 pm in India
    expect(asOnLabel(Date.UTC(2026, 10, 23, 12, 20))).toBe('as on 23/11/2026, 5:50 pm');
    expect(asOnLabel(Date.UTC(2026, 10, 22, 18, 35))).toBe('as on 23/11/2026, 12:05 am');
  });
});
