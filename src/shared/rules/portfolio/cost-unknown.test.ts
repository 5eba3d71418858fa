import { describe, expect, it } from 'vitest';
import { costKnown } from './cost-unknown.ts';

describe('costKnown', () => {
  it('says whether all, part or none of a holding has a known cost', () => {
    expect(costKnown('50.0000', undefined)).toBe('all');
    expect(costKnown('50.0000', '0.0000')).toBe('all');
    expect(costKnown('150.0000', '100.0000')).toBe('part');
    expect(costKnown('50.0000', '50.0000')).toBe('none');
  });
});
