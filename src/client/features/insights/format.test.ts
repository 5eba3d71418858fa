import { describe, expect, it } from 'vitest';
import { blogDate } from './format.ts';

describe('blog date (spec 3 §9: MMM DD, YYYY)', () => {
  it('formats a feed date', () => {
    expect(blogDate('2026-11-02')).toBe('Nov 02, 2026');
    expect(blogDate('2026-01-31')).toBe('Jan 31, 2026');
    expect(blogDate('bad')).toBe('bad');
  });
});
