import { describe, expect, it } from 'vitest';
import { classIdsOf, searchBody } from './scheme-search.tsx';

describe('what a search asks the server', () => {
  it('needs a name of 2 characters or a filter', () => {
    expect(searchBody({})).toBeNull();
    expect(searchBody({ q: 'a' })).toBeNull();
    expect(searchBody({ q: 'ax' })).toEqual({ name: 'ax', asset_class_id: '' });
  });

  it('sends asset classes as the spec’s ids, comma-joined, and the range as amount..max_amount', () => {
    expect(searchBody({ ac: 'debt,liquid', r: 1 })).toEqual({ name: '', asset_class_id: '4,2', amount: 500, max_amount: 2000 });
    expect(searchBody({ q: 'a', r: 2 })).toEqual({ name: '', asset_class_id: '', amount: 2000, max_amount: 999999999 });
    expect(searchBody({ q: 'sbi', ac: 'equity', r: 0 })).toEqual({ name: 'sbi', asset_class_id: '1', amount: 0, max_amount: 500 });
  });

  it('reads asset-class slugs from the URL and drops unknown ones', () => {
    expect(classIdsOf('equity,hybrid')).toEqual([1, 3]);
    expect(classIdsOf('gold,debt')).toEqual([4]);
    expect(classIdsOf(undefined)).toEqual([]);
  });
});
