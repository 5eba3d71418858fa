import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { istInstant } from '../../time/ist.ts';
import {
  allowedStartDates,
  parseSipDates,
  SIP_MESSAGES,
  sipEndDate,
  validateSipDays,
  validateSipSelection,
  validateStartDate,
  type StartDateOptions,
} from './sip-calendar.ts';

const DAYS = [1, 5, 10, 15, 18, 20, 21, 25, 28, 30];
// Tuesday 18 August 2026, 10:00 IST.
const MORNING = istInstant(2026, 8, 18, 10, 0);
const AFTERNOON = istInstant(2026, 8, 18, 15, 30);
const LATER = ['01', '05', '10', '15', '18', '20', '21', '25', '28'];
const laterMonths = ['2026-09', '2026-10', '2026-11', '2026-12', '2027-01'].flatMap((m) => LATER.map((d) => `${m}-${d}`));

const opts = (over: Partial<StartDateOptions> = {}): StartDateOptions => ({
  now: MORNING,
  sipDates: DAYS,
  firstOrderToday: false,
  kind: 'SIP',
  ...over,
});

describe('parseSipDates', () => {
  it.each([
    ['1,5,10,15', [1, 5, 10, 15]],
    [' 15, 1 ,5,5 ', [1, 5, 15]],
    ['1,,x,0,32,31,7.5', [1, 31]],
    ['', []],
  ])('%j → %j', (text, days) => {
    expect(parseSipDates(text)).toEqual(days);
  });
});

describe('validateSipDays', () => {
  it("says 'Sip days are not coming.' when no usable day is given", () => {
    expect(validateSipDays([])).toBe('Sip days are not coming.');
    expect(validateSipDays([29, 30, 31])).toBe('Sip days are not coming.');
    expect(validateSipDays([28])).toBeNull();
  });
});

describe('allowedStartDates', () => {
  it('needs more than 2 days ahead in the current month without 1st Order Today', () => {
    expect(allowedStartDates(opts())).toEqual(['2026-08-21', '2026-08-25', '2026-08-28', ...laterMonths]);
  });

  it('allows today and the next days with 1st Order Today before 15:00', () => {
    expect(allowedStartDates(opts({ firstOrderToday: true })).slice(0, 5)).toEqual(['2026-08-18', '2026-08-20', '2026-08-21', '2026-08-25', '2026-08-28']);
  });

  it('drops today after 15:00 IST, for every kind', () => {
    for (const kind of ['SIP', 'SWP', 'STP'] as const) {
      const dates = allowedStartDates(opts({ now: AFTERNOON, firstOrderToday: true, kind }));
      expect(dates[0]).toBe('2026-08-20');
    }
    expect(allowedStartDates(opts({ now: istInstant(2026, 8, 18, 15, 0), firstOrderToday: true }))[0]).toBe('2026-08-18');
  });

  it('takes the month from IST, not UTC', () => {
    // 31 Aug 19:00 UTC is 1 Sep 00:30 IST: September is the current month, so August is gone
    // and the 6 months run to February.
    const dates = allowedStartDates(opts({ now: new Date('2026-08-31T19:00:00Z'), sipDates: [1, 10] }));
    expect(dates[0]).toBe('2026-09-10');
    expect(dates.at(-1)).toBe('2027-02-10');
  });

  it('offers only allowed days up to the 28th, within 6 months, never in the past', () => {
    const instant = fc.integer({ min: 0, max: 3 * 365 * 24 * 60 }).map((m) => new Date(Date.UTC(2025, 0, 1) + m * 60_000));
    const days = fc.uniqueArray(fc.integer({ min: 1, max: 31 }), { maxLength: 10 });
    fc.assert(
      fc.property(instant, days, fc.boolean(), (now, sipDates, firstOrderToday) => {
        const today = new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
        const [y, m] = today.split('-').map(Number) as [number, number];
        const lastMonthIndex = y * 12 + m - 1 + 5;
        const dates = allowedStartDates({ now, sipDates, firstOrderToday, kind: 'SIP' });
        for (const date of dates) {
          const [dy, dm, dd] = date.split('-').map(Number) as [number, number, number];
          expect(sipDates).toContain(dd);
          expect(dd).toBeLessThanOrEqual(28);
          expect(date >= today).toBe(true);
          expect(dy * 12 + dm - 1).toBeLessThanOrEqual(lastMonthIndex);
          expect(firstOrderToday || date !== today).toBe(true);
        }
      }),
    );
  });
});

describe('validateStartDate', () => {
  it('asks for a start date, then refuses one outside the calendar', () => {
    expect(validateStartDate('', opts())).toBe('Need start date');
    expect(validateStartDate('2026-08-21', opts())).toBeNull();
    expect(validateStartDate('2026-08-20', opts())).toBe(SIP_MESSAGES.startDateNotAllowed); // only 2 days ahead
    expect(validateStartDate('2026-09-30', opts())).toBe(SIP_MESSAGES.startDateNotAllowed); // after the 28th
    expect(validateStartDate('2027-02-05', opts())).toBe(SIP_MESSAGES.startDateNotAllowed); // 7th month
    expect(validateStartDate('2026-08-18', opts({ now: AFTERNOON, firstOrderToday: true }))).toBe(SIP_MESSAGES.startDateNotAllowed);
  });
});

describe('validateSipSelection', () => {
  it('needs the SIP day, then the mandate', () => {
    expect(validateSipSelection({ sipDay: '', mandateId: '' })).toBe('SipDay is mandatory');
    expect(validateSipSelection({ sipDay: 5, mandateId: ' ' })).toBe('Mandate Id is mandatory');
    expect(validateSipSelection({ sipDay: '5', mandateId: 'MND123' })).toBeNull();
  });
});

describe('sipEndDate', () => {
  it.each([
    ['2026-09-05', 12, 'monthly', '2027-08-05'],
    ['2026-09-05', 1, 'monthly', '2026-09-05'],
    ['2026-01-31', 2, 'monthly', '2026-02-28'],
    ['2026-01-31', 3, 'monthly', '2026-03-31'], // no drift to the 28th
    ['2026-09-05', 4, 'quarterly', '2027-06-05'],
    ['2026-09-05', 3, 'half-yearly', '2027-09-05'],
    ['2026-09-05', 5, 'yearly', '2030-09-05'],
    ['2026-09-05', 3, 'weekly', '2026-09-19'],
    ['2026-12-25', 3, 'fortnightly', '2027-01-22'],
  ] as const)('%s × %i %s → %s', (start, n, frequency, end) => {
    expect(sipEndDate(start, n, frequency)).toBe(end);
  });

  it('refuses a count below 1 or not whole', () => {
    expect(() => sipEndDate('2026-09-05', 0, 'monthly')).toThrow(RangeError);
    expect(() => sipEndDate('2026-09-05', 2.5, 'monthly')).toThrow(RangeError);
  });

  it('keeps the start day for monthly SIPs on days 1-28', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 28 }), fc.integer({ min: 1, max: 999 }), (day, n) => {
        const start = `2026-09-${String(day).padStart(2, '0')}`;
        const end = sipEndDate(start, n, 'monthly');
        const [y, m] = end.split('-').map(Number) as [number, number];
        expect(end.slice(7)).toBe(start.slice(7));
        expect((y - 2026) * 12 + (m - 9)).toBe(n - 1);
      }),
    );
  });
});
