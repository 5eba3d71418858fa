import { describe, expect, it } from 'vitest';
import { PLOT, labelIndexes, linePath, linePaths, niceRange, niceTicks, ringSlices, stepPath, xAt, yAt, yBetween } from './geometry.ts';

describe('niceTicks (the y axis of the value chart)', () => {
  it('steps by 1, 2, 2.5 or 5 × a power of ten up to at least the top value', () => {
    // 13,400 / 4 = 3,350 → 3.35 × 1,000 → a step of 5 × 1,000
    expect(niceTicks(13_400)).toEqual([0, 5_000, 10_000, 15_000]);
    // 1,00,000 / 4 = 25,000 → 2.5 × 10,000
    expect(niceTicks(100_000)).toEqual([0, 25_000, 50_000, 75_000, 100_000]);
    // 7 / 4 = 1.75 → a step of 2
    expect(niceTicks(7)).toEqual([0, 2, 4, 6, 8]);
    // 0.3 / 4 = 0.075 → 7.5 × 0.01 → a step of 0.1, without 0.30000000000000004
    expect(niceTicks(0.3)).toEqual([0, 0.1, 0.2, 0.3]);
  });

  it('gives a lone 0 for nothing to show', () => {
    expect(niceTicks(0)).toEqual([0]);
    expect(niceTicks(Number.NaN)).toEqual([0]);
    expect(niceTicks(-5)).toEqual([0]);
  });
});

describe('the value chart paths', () => {
  it('spreads the points across the plot and puts 0 at the bottom and the top tick at the top', () => {
    expect(xAt(0, 3)).toBe(0);
    expect(xAt(1, 3)).toBe(PLOT / 2);
    expect(xAt(2, 3)).toBe(PLOT);
    expect(xAt(0, 1)).toBe(PLOT / 2);
    expect(yAt(0, 200)).toBe(PLOT);
    expect(yAt(200, 200)).toBe(0);
    expect(yAt(50, 200)).toBe(750);
  });

  it('draws the line and closes the area down to the axis', () => {
    const { line, area } = linePaths([0, 100, 200], 200);
    expect(line).toBe('M0 1000 L500 500 L1000 0');
    expect(area).toBe('M0 1000 L500 500 L1000 0 L1000 1000 L0 1000 Z');
    expect(linePaths([], 10)).toEqual({ line: '', area: '' });
  });

  it('draws the amount invested as steps: level until the next date, then up', () => {
    expect(stepPath([100, 100, 200], 200)).toBe('M0 500 H500 V500 H1000 V0');
  });

  it('labels evenly spaced dates, the first and the last among them', () => {
    expect(labelIndexes(64, 4)).toEqual([0, 21, 42, 63]);
    expect(labelIndexes(64, 3)).toEqual([0, 32, 63]);
    expect(labelIndexes(3, 4)).toEqual([0, 1, 2]);
    expect(labelIndexes(0, 4)).toEqual([]);
  });
});

describe('ringSlices (the allocation ring)', () => {
  it('gives each value its share of the ring, clockwise from twelve o’clock', () => {
    // two equal halves, no gap: the first from the top round to the bottom on the right
    const [a, b] = ringSlices([50, 50], 10, 5, 0);
    expect(a).toBe('M0 -10 A10 10 0 0 1 0 10 L0 5 A5 5 0 0 0 0 -5 Z');
    expect(b).toBe('M0 10 A10 10 0 0 1 0 -10 L0 -5 A5 5 0 0 0 0 5 Z');
  });

  it('marks a slice over half the ring as the large arc', () => {
    const [big, small] = ringSlices([3, 1], 10, 5, 0);
    // 3/4 of the ring ends at nine o'clock
    expect(big).toBe('M0 -10 A10 10 0 1 1 -10 0 L-5 0 A5 5 0 1 0 0 -5 Z');
    expect(small).toBe('M-10 0 A10 10 0 0 1 0 -10 L0 -5 A5 5 0 0 0 -5 0 Z');
  });

  it('draws one holding as a whole ring and gives no slice to a value of 0', () => {
    const [whole, none] = ringSlices([1200, 0], 10, 5);
    expect(whole).toMatch(/^M0 -10 A10 10 0 1 1 0 10 A10 10 0 1 1 0 -10 Z M0 -5 /);
    expect(none).toBe('');
    expect(ringSlices([0, 0], 10, 5)).toEqual(['', '']);
  });

  it('leaves a gap between slices', () => {
    const [a] = ringSlices([50, 50], 10, 5, 2);
    // each slice spans (360 - 2 × 2) / 2 = 178°: the end point falls short of six o'clock
    expect(a).not.toContain('0 10 L');
    expect(a!.startsWith('M0 -10 A10 10 0 0 1 0.3 10')).toBe(true);
  });
});

describe('a NAV chart: an axis that need not start at 0', () => {
  it('covers the values with round ticks', () => {
    // (58.9 - 41.2) / 4 = 4.425 → a step of 5, from 40 up to 60
    expect(niceRange(41.2, 58.9)).toEqual([40, 45, 50, 55, 60]);
    // 10.01 to 10.09: 0.02 → a step of 0.02
    expect(niceRange(10.01, 10.09)).toEqual([10, 10.02, 10.04, 10.06, 10.08, 10.1]);
    // a flat line gets a little room either side
    const flat = niceRange(100, 100);
    expect(flat[0]).toBeLessThan(100);
    expect(flat.at(-1)).toBeGreaterThan(100);
    expect(niceRange(Number.NaN, 5)).toEqual([0]);
  });

  it('puts the bottom tick at the bottom, and skips points without a value', () => {
    expect(yBetween(40, 40, 60)).toBe(PLOT);
    expect(yBetween(60, 40, 60)).toBe(0);
    expect(yBetween(50, 40, 60)).toBe(PLOT / 2);
    expect(linePath([40, undefined, 60], 40, 60)).toBe('M0 1000 L1000 0');
    expect(linePath([undefined, 50], 40, 60)).toBe('M1000 500');
    expect(linePath([], 0, 1)).toBe('');
  });
});
