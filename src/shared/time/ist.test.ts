import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { IST_OFFSET_MINUTES, ageOn, istDate, istInstant, istMinuteOfDay, istParts, parseDmy, parseMdy, ymdToDmy, ymdToMdy } from './ist.ts';

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
const instant = fc.date({ min: new Date(Date.UTC(1900, 0, 1)), max: new Date(Date.UTC(2200, 0, 1)), noInvalidDate: true });
const realYmd = instant.map((d) => `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`);

/** Oracle for "is y-m-d a real Gregorian date", independent of the code under test. */
function isRealDate(y: number, m: number, d: number): boolean {
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1];
  return days !== undefined && d >= 1 && d <= days;
}

describe('istParts / istDate around IST midnight', () => {
  it('is still 20 November at 23:59:59 IST one second before 18:30 UTC', () => {
    const t = new Date('2026-11-20T18:29:59Z');
    expect(istParts(t)).toEqual({ year: 2026, month: 11, day: 20, hour: 23, minute: 59, second: 59, weekday: 5 });
    expect(istDate(t)).toBe('2026-11-20');
  });

  it('is 21 November at 00:00 IST from 18:30 UTC', () => {
    const t = new Date('2026-11-20T18:30:00Z');
    expect(istParts(t)).toEqual({ year: 2026, month: 11, day: 21, hour: 0, minute: 0, second: 0, weekday: 6 });
    expect(istDate(t)).toBe('2026-11-21');
  });

  it('turns the year and a leap day in IST', () => {
    expect(istDate(new Date('2025-12-31T18:29:59Z'))).toBe('2025-12-31');
    expect(istDate(new Date('2025-12-31T18:30:00Z'))).toBe('2026-01-01');
    expect(istDate(new Date('2024-02-28T18:30:00Z'))).toBe('2024-02-29');
    expect(istDate(new Date('2024-02-29T18:30:00Z'))).toBe('2024-03-01');
  });

  it('is UTC+05:30 for every instant, whatever the machine time zone', () => {
    expect(IST_OFFSET_MINUTES).toBe(330);
    fc.assert(
      fc.property(instant, (t) => {
        const p = istParts(t);
        const shifted = new Date(t.getTime() + 330 * 60_000);
        expect(istDate(t)).toBe(shifted.toISOString().slice(0, 10));
        expect([p.hour, p.minute, p.second]).toEqual([shifted.getUTCHours(), shifted.getUTCMinutes(), shifted.getUTCSeconds()]);
        expect(p.weekday).toBe(shifted.getUTCDay());
      }),
    );
  });
});

describe('istInstant', () => {
  it('gives the UTC instant of an IST wall-clock time', () => {
    expect(istInstant(2026, 11, 21).toISOString()).toBe('2026-11-20T18:30:00.000Z');
    expect(istInstant(2026, 11, 20, 15, 0).toISOString()).toBe('2026-11-20T09:30:00.000Z');
    expect(istInstant(2026, 1, 1, 5, 29, 59).toISOString()).toBe('2025-12-31T23:59:59.000Z');
  });

  it('is the inverse of istParts', () => {
    fc.assert(
      fc.property(instant, (t) => {
        const p = istParts(t);
        const whole = new Date(Math.floor(t.getTime() / 1000) * 1000);
        expect(istInstant(p.year, p.month, p.day, p.hour, p.minute, p.second).getTime()).toBe(whole.getTime());
      }),
    );
    fc.assert(
      fc.property(realYmd, fc.nat(23), fc.nat(59), fc.nat(59), (ymd, hour, minute, second) => {
        const [year, month, day] = ymd.split('-').map(Number) as [number, number, number];
        const p = istParts(istInstant(year, month, day, hour, minute, second));
        expect([p.year, p.month, p.day, p.hour, p.minute, p.second]).toEqual([year, month, day, hour, minute, second]);
      }),
    );
  });

  it('istMinuteOfDay counts from IST midnight', () => {
    expect(istMinuteOfDay(new Date('2026-11-20T09:30:00Z'))).toBe(15 * 60); // 15:00 IST, the cut-off
    expect(istMinuteOfDay(new Date('2026-11-20T18:30:00Z'))).toBe(0);
    expect(istMinuteOfDay(new Date('2026-11-20T18:29:00Z'))).toBe(23 * 60 + 59);
  });
});

describe('parseDmy (DD/MM/YYYY)', () => {
  it.each([
    ['31/12/2026', '2026-12-31'],
    ['01/01/2026', '2026-01-01'],
    ['29/02/2024', '2024-02-29'],
    ['29/02/2000', '2000-02-29'],
    [' 05/06/2026 ', '2026-06-05'],
    ['31/02/2026', null],
    ['29/02/2025', null],
    ['29/02/1900', null],
    ['31/04/2026', null],
    ['00/01/2026', null],
    ['01/00/2026', null],
    ['01/13/2026', null],
    ['1/1/2026', null],
    ['2026-12-31', null],
    ['01-01-2026', null],
    ['', null],
  ])('%j → %s', (text, expected) => {
    expect(parseDmy(text)).toBe(expected);
  });

  it('accepts exactly the real dates', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 14 }), fc.integer({ min: 1000, max: 9999 }), (d, m, y) => {
        const parsed = parseDmy(`${pad(d)}/${pad(m)}/${y}`);
        expect(parsed).toBe(isRealDate(y, m, d) ? `${y}-${pad(m)}-${pad(d)}` : null);
      }),
    );
  });

  it('round-trips with ymdToDmy', () => {
    fc.assert(
      fc.property(realYmd, (ymd) => {
        expect(parseDmy(ymdToDmy(ymd))).toBe(ymd);
      }),
    );
  });
});

describe('parseMdy (MM/DD/YYYY)', () => {
  it.each([
    ['12/31/2026', '2026-12-31'],
    ['02/29/2024', '2024-02-29'],
    ['02/29/2025', null],
    ['02/31/2026', null],
    ['13/01/2026', null],
    ['31/12/2026', null], // a DD/MM date is not an MM/DD date
  ])('%j → %s', (text, expected) => {
    expect(parseMdy(text)).toBe(expected);
  });

  it('accepts exactly the real dates and round-trips with ymdToMdy', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 14 }), fc.integer({ min: 0, max: 40 }), fc.integer({ min: 1000, max: 9999 }), (m, d, y) => {
        expect(parseMdy(`${pad(m)}/${pad(d)}/${y}`)).toBe(isRealDate(y, m, d) ? `${y}-${pad(m)}-${pad(d)}` : null);
      }),
    );
    fc.assert(
      fc.property(realYmd, (ymd) => {
        expect(parseMdy(ymdToMdy(ymd))).toBe(ymd);
      }),
    );
  });
});

describe('ageOn', () => {
  it.each([
    ['2000-06-15', '2026-06-14', 25], // the day before the birthday
    ['2000-06-15', '2026-06-15', 26], // on the birthday
    ['2000-06-15', '2026-06-16', 26],
    ['2000-12-31', '2026-01-01', 25],
    ['2026-11-20', '2026-11-20', 0],
    ['2004-02-29', '2025-02-28', 20], // a 29 February birthday is reached on 1 March in a common year
    ['2004-02-29', '2025-03-01', 21],
    ['2004-02-29', '2028-02-28', 23],
    ['2004-02-29', '2028-02-29', 24],
    ['2007-03-01', '2026-02-28', 18],
    ['2007-03-01', '2026-03-01', 19],
  ])('born %s, on %s → %d', (birth, on, expected) => {
    expect(ageOn(birth, on)).toBe(expected);
  });

  it('is n on the n-th birthday and n − 1 the day before', () => {
    fc.assert(
      fc.property(
        realYmd.filter((s) => !s.endsWith('-02-29') && !s.endsWith('-01-01')),
        fc.integer({ min: 1, max: 120 }),
        (birth, n) => {
          const [y, m, d] = birth.split('-').map(Number) as [number, number, number];
          const birthday = `${pad(y + n, 4)}-${pad(m)}-${pad(d)}`;
          const dayBefore = new Date(Date.UTC(y + n, m - 1, d - 1));
          const before = `${pad(y + n, 4)}-${pad(dayBefore.getUTCMonth() + 1)}-${pad(dayBefore.getUTCDate())}`;
          expect(ageOn(birth, birthday)).toBe(n);
          expect(ageOn(birth, before)).toBe(n - 1);
        },
      ),
    );
  });

  it('never decreases as the day moves on', () => {
    fc.assert(
      fc.property(realYmd, realYmd, realYmd, (birth, a, b) => {
        const [early, late] = a <= b ? [a, b] : [b, a];
        expect(ageOn(birth, early)).toBeLessThanOrEqual(ageOn(birth, late));
      }),
    );
  });
});
