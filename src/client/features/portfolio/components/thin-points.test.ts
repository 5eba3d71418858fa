import { describe, expect, it } from 'vitest';
import { MAX_DRAWN_POINTS, thinPoints } from './charts.tsx';

describe('thinPoints (the value chart draws at most MAX_DRAWN_POINTS points)', () => {
  it('keeps a short series as it is', () => {
    const pts = [1, 2, 3];
    expect(thinPoints(pts)).toEqual([1, 2, 3]);
  });

  it('thins a long series to the maximum, keeping the first and the last point, in order', () => {
    const pts = Array.from({ length: 120 }, (_, i) => i);
    const out = thinPoints(pts);
    expect(out).toHaveLength(MAX_DRAWN_POINTS);
    expect(out[0]).toBe(0);
    expect(out.at(-1)).toBe(119);
    expect(out.every((v, i) => i === 0 || v > out[i - 1]!)).toBe(true);
  });

  it('spaces the kept points evenly', () => {
    const out = thinPoints(
      Array.from({ length: 11 }, (_, i) => i * 10),
      6,
    );
    expect(out).toEqual([0, 20, 40, 60, 80, 100]);
  });
});
