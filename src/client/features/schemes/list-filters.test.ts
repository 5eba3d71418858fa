import { describe, expect, it } from 'vitest';
import type { SchemeCard } from '@shared/contract/schemes.ts';
import { applyListView, emptyFilter, inRange, isFilterActive, matchAmcs } from './list-filters.ts';

const card = (id: number, patch: Partial<SchemeCard>): SchemeCard =>
  ({
    SchemeID: id,
    SchemeName: `Fund ${id}`,
    AMC: 'SBI Mutual Fund',
    SubAssetClassID: 1,
    MinimumPurchaseAmount: '5000.00',
    Aum: '1000.00',
    Sch_Return1Yr: null,
    Sch_Return5Yr: null,
    ...patch,
  }) as SchemeCard;

const list = [
  card(1, { AMC: 'HDFC Mutual Fund', Aum: '500.00', Sch_Return5Yr: '12.10', MinimumPurchaseAmount: '100.00' }),
  card(2, { AMC: 'SBI Mutual Fund', Aum: '9000.00', Sch_Return5Yr: null, MinimumPurchaseAmount: '1000.00' }),
  card(3, { AMC: 'Axis Mutual Fund', Aum: '2500.00', Sch_Return5Yr: '15.75', SubAssetClassID: 2 }),
  card(4, { AMC: 'ICICI Prudential Mutual Fund', Aum: null, Sch_Return5Yr: '-2.00' }),
];

describe('the scheme list view', () => {
  it('sorts by AUM or by the selected period’s return, high to low, NA last', () => {
    const all = { ...emptyFilter(1), subAssetIds: [1, 2] };
    expect(applyListView(list, all, 'aum', '5Y').map((s) => s.SchemeID)).toEqual([2, 3, 1, 4]);
    expect(applyListView(list, all, 'returns', '5Y').map((s) => s.SchemeID)).toEqual([3, 1, 4, 2]);
    expect(applyListView(list, all, null, '5Y').map((s) => s.SchemeID)).toEqual([1, 2, 3, 4]);
  });

  it('filters by AMC, sub-class and minimum-investment range together', () => {
    expect(applyListView(list, emptyFilter(1), null, '1Y').map((s) => s.SchemeID)).toEqual([1, 2, 4]);
    expect(applyListView(list, { ...emptyFilter(1), amcs: ['SBI Mutual Fund', 'Axis Mutual Fund'] }, null, '1Y').map((s) => s.SchemeID)).toEqual([2]);
    expect(applyListView(list, { ...emptyFilter(1), range: 0 }, null, '1Y').map((s) => s.SchemeID)).toEqual([1]);
    expect(applyListView(list, { ...emptyFilter(1), range: 1 }, null, '1Y').map((s) => s.SchemeID)).toEqual([2]);
    expect(applyListView(list, { ...emptyFilter(1), range: 2 }, null, '1Y').map((s) => s.SchemeID)).toEqual([4]);
  });

  it('uses the spec’s range edges: 500 is "up to 500", 2000 is "501 to 2000"', () => {
    expect(inRange('500.00', 0)).toBe(true);
    expect(inRange('500.00', 1)).toBe(false);
    expect(inRange('2000.00', 1)).toBe(true);
    expect(inRange('2000.00', 2)).toBe(false);
    expect(inRange(null, 0)).toBe(false);
    expect(inRange(null, null)).toBe(true);
  });

  it('matches AMC names by inclusion, in any case', () => {
    const names = ['Aditya Birla Sun Life Mutual Fund', 'SBI Mutual Fund', 'Kotak Mahindra Mutual Fund', 'Mahindra Manulife Mutual Fund'];
    expect(matchAmcs(names, 'mahindra')).toEqual(['Kotak Mahindra Mutual Fund', 'Mahindra Manulife Mutual Fund']);
    expect(matchAmcs(names, '  ')).toEqual(names);
    expect(matchAmcs(names, 'xyz')).toEqual([]);
  });

  it('knows when a filter is active (the dot)', () => {
    expect(isFilterActive(emptyFilter(5), 5)).toBe(false);
    expect(isFilterActive({ ...emptyFilter(5), range: 0 }, 5)).toBe(true);
    expect(isFilterActive({ ...emptyFilter(5), subAssetIds: [5, 6] }, 5)).toBe(true);
    expect(isFilterActive({ ...emptyFilter(5), amcs: ['SBI Mutual Fund'] }, 5)).toBe(true);
  });
});
