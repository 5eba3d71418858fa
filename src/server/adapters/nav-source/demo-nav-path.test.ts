import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { calendar, navInt, navText, walkPath, type PathSpec } from './demo-nav-path.ts';
import { normal, seedOf, uniform } from './demo-random.ts';

const equity: PathSpec = { seed: seedOf('test-fund'), factor: 'equity', rho: 0.85, drift: 12, vol: 16, drag: 0, everyDay: false, idcw: null };
const holidays = new Set(['2025-01-27', '2025-08-15']);
const days = calendar('2024-01-01', '2026-11-21', holidays);
const start = { date: '2023-12-31', nav4: 123_4567 };

describe('demo NAV paths', () => {
  it('appending from a stored NAV gives exactly the NAVs a fresh walk gives', () => {
    const whole = walkPath(equity, days, start);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: whole.length - 2 }), (cut) => {
        const stored = whole[cut]!;
        // the stored NAV goes through its text form, as it would through the database
        const resumed = walkPath(equity, days, { date: stored.date, nav4: navInt(navText(stored.nav4)) });
        expect(resumed).toEqual(whole.slice(cut + 1));
      }),
      { numRuns: 25 },
    );
  });

  it('steps on business days only, and on every calendar day for liquid funds', () => {
    const business = walkPath(equity, days, start).map((p) => p.date);
    expect(business).not.toContain('2025-08-15'); // a Friday holiday
    expect(business).not.toContain('2025-08-16'); // Saturday
    expect(business).toContain('2025-08-14');
    const everyDay = walkPath({ ...equity, everyDay: true, vol: 0.2, factor: 'none', rho: 0 }, days, start).map((p) => p.date);
    expect(everyDay).toHaveLength(days.length);
    expect(everyDay).toContain('2025-08-16');
  });

  it('a regular plan (expense drag) ends below its direct plan on the same portfolio', () => {
    const direct = walkPath(equity, days, start).at(-1)!.nav4;
    const regular = walkPath({ ...equity, drag: 0.9 }, days, start).at(-1)!.nav4;
    expect(regular).toBeLessThan(direct);
    // about 0.9% a year for almost three years
    expect(regular / direct).toBeGreaterThan(0.97);
    expect(regular / direct).toBeLessThan(0.985);
  });

  it('an IDCW option drops by the payout on the first NAV day of a payout month', () => {
    const flat: PathSpec = { ...equity, vol: 0, drift: 0, factor: 'none', rho: 0 };
    const growth = walkPath(flat, days, start);
    const idcw = walkPath({ ...flat, idcw: { months: [3], percent: 5 } }, days, start);
    expect(growth.every((p) => p.nav4 === start.nav4)).toBe(true);
    const march = idcw.find((p) => p.date >= '2024-03-01')!;
    expect(march.date).toBe('2024-03-01');
    expect(march.nav4).toBe(Math.round(start.nav4 * 0.95));
    expect(idcw.find((p) => p.date === '2024-03-04')!.nav4).toBe(march.nav4);
  });

  it('round-trips NAV text and integer forms', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_999_9999 }), (n) => {
        expect(navInt(navText(n))).toBe(n);
        expect(navText(n)).toMatch(/^\d+\.\d{4}$/);
      }),
    );
    expect(navText(10_0000)).toBe('10.0000');
    expect(navInt('1001.2')).toBe(1001_2000);
  });
});

describe('demo randomness', () => {
  it('is a pure function of seed and index', () => {
    expect(uniform(7, 100, 2)).toBe(uniform(7, 100, 2));
    expect(uniform(7, 100, 2)).not.toBe(uniform(7, 101, 2));
    expect(seedOf('a')).toBe(seedOf('a'));
    expect(seedOf('a')).not.toBe(seedOf('b'));
  });

  it('draws normals with mean 0 and variance 1', () => {
    let sum = 0;
    let squares = 0;
    const n = 50_000;
    for (let i = 0; i < n; i += 1) {
      const z = normal(seedOf('stats'), i);
      sum += z;
      squares += z * z;
    }
    expect(Math.abs(sum / n)).toBeLessThan(0.02);
    expect(Math.abs(squares / n - 1)).toBeLessThan(0.03);
  });
});
