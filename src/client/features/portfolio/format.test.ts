import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { wholeCount } from './format.ts';

describe('wholeCount: a whole count with Indian grouping, without Intl', () => {
  it('groups as en-IN does: the last three digits, then pairs', () => {
    expect(wholeCount(0)).toBe('0');
    expect(wholeCount(999)).toBe('999');
    expect(wholeCount(1000)).toBe('1,000');
    expect(wholeCount(123456)).toBe('1,23,456');
    expect(wholeCount(12345678)).toBe('1,23,45,678');
    expect(wholeCount(-4321)).toBe('-4,321');
  });

  it("writes every whole number exactly as toLocaleString('en-IN') did", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) => {
        expect(wholeCount(n)).toBe(n.toLocaleString('en-IN'));
      }),
    );
  });
});
