import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { istInstant } from '../../time/ist.ts';
import {
  firstOrderTodayAllowed,
  isBusinessDay,
  isByCutOff,
  navDateFor,
  nextBusinessDay,
  previousBusinessDay,
  redemptionNavDate,
  switchInNavDate,
  weekdayOf,
  type FundType,
} from './cut-off.ts';

// 2026-01-26 (Republic Day) is a Monday; 2026-08-17 is a Monday; 2026-08-15 a Saturday.
const HOLIDAYS = ['2026-01-26', '2026-10-02'];

/** "2026-08-18 13:30:00" in IST → instant. */
function ist(text: string, ms = 0): Date {
  const [date, time = '00:00:00'] = text.split(' ');
  const [y, mo, d] = date!.split('-').map(Number) as [number, number, number];
  const [h, mi, s] = time.split(':').map(Number) as [number, number, number];
  return new Date(istInstant(y, mo, d, h, mi, s).getTime() + ms);
}

describe('business days', () => {
  it('knows the weekday of a date', () => {
    expect(weekdayOf('2026-08-17')).toBe(1);
    expect(weekdayOf('2026-08-15')).toBe(6);
  });

  it.each([
    ['2026-08-17', true], // Monday
    ['2026-08-21', true], // Friday
    ['2026-08-22', false], // Saturday
    ['2026-08-23', false], // Sunday
    ['2026-01-26', false], // holiday Monday
  ])('%s business day: %s', (day, expected) => {
    expect(isBusinessDay(day, HOLIDAYS)).toBe(expected);
  });

  it('steps over weekends and holidays both ways', () => {
    expect(nextBusinessDay('2026-08-21', HOLIDAYS)).toBe('2026-08-24'); // Fri → Mon
    expect(nextBusinessDay('2026-01-23', HOLIDAYS)).toBe('2026-01-27'); // Fri → Tue over holiday Mon
    expect(nextBusinessDay('2026-08-18', HOLIDAYS)).toBe('2026-08-19');
    expect(previousBusinessDay('2026-01-27', HOLIDAYS)).toBe('2026-01-23');
    expect(previousBusinessDay('2026-08-24', HOLIDAYS)).toBe('2026-08-21');
    expect(previousBusinessDay('2026-10-05', HOLIDAYS)).toBe('2026-10-01'); // Mon, back over Fri 2 Oct
  });

  it('next and previous always land on a business day and undo each other', () => {
    const day = fc.integer({ min: 0, max: 3000 }).map((n) => new Date(Date.UTC(2024, 0, 1 + n)).toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, (d) => {
        const next = nextBusinessDay(d, HOLIDAYS);
        const prev = previousBusinessDay(d, HOLIDAYS);
        expect(next > d && prev < d).toBe(true);
        expect(isBusinessDay(next, HOLIDAYS)).toBe(true);
        expect(isBusinessDay(prev, HOLIDAYS)).toBe(true);
        expect(previousBusinessDay(next, HOLIDAYS)).toBe(isBusinessDay(d, HOLIDAYS) ? d : prev);
      }),
    );
  });

  it('refuses to search forever through a list that closes every day', () => {
    const allYear = Array.from({ length: 400 }, (_, i) => new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10));
    expect(() => nextBusinessDay('2025-12-31', allYear)).toThrow(RangeError);
  });
});

describe('isByCutOff', () => {
  it('is inclusive to the millisecond, in IST whatever the machine zone', () => {
    expect(isByCutOff(ist('2026-08-18 15:00:00'), { hour: 15, minute: 0 })).toBe(true);
    expect(isByCutOff(ist('2026-08-18 15:00:00', 1), { hour: 15, minute: 0 })).toBe(false);
    expect(isByCutOff(ist('2026-08-18 14:59:59', 999), { hour: 15, minute: 0 })).toBe(true);
    // 09:30 UTC is 15:00 IST.
    expect(isByCutOff(new Date('2026-08-18T09:30:01Z'), { hour: 15, minute: 0 })).toBe(false);
  });
});

describe('navDateFor', () => {
  const rows: Array<[string, string, FundType, string]> = [
    // [why, realised at (IST), fund type, NAV date]
    ['other, before 15:00', '2026-08-18 11:00:00', 'other', '2026-08-18'],
    ['other, exactly 15:00', '2026-08-18 15:00:00', 'other', '2026-08-18'],
    ['other, after 15:00', '2026-08-18 15:00:01', 'other', '2026-08-19'],
    ['other, Friday after 15:00 → Monday', '2026-08-21 16:30:00', 'other', '2026-08-24'],
    ['other, Friday after 15:00, holiday Monday → Tuesday', '2026-01-23 15:30:00', 'other', '2026-01-27'],
    ['other, realised on the holiday', '2026-01-26 10:00:00', 'other', '2026-01-27'],
    ['other, Saturday morning', '2026-08-22 09:00:00', 'other', '2026-08-24'],
    ['other, Sunday', '2026-08-23 12:00:00', 'other', '2026-08-24'],
    ['other, just after IST midnight', '2026-08-19 00:05:00', 'other', '2026-08-19'],
    ['liquid, before 13:30', '2026-08-18 10:00:00', 'liquid', '2026-08-17'],
    ['liquid, exactly 13:30', '2026-08-18 13:30:00', 'liquid', '2026-08-17'],
    ['liquid, after 13:30', '2026-08-18 13:30:01', 'liquid', '2026-08-18'],
    ['liquid, 14:00 is past its cut-off though before 15:00', '2026-08-18 14:00:00', 'liquid', '2026-08-18'],
    ['liquid, Monday morning → Sunday NAV', '2026-08-24 09:00:00', 'liquid', '2026-08-23'],
    ['liquid, Friday after 13:30 → Sunday NAV', '2026-08-21 14:00:00', 'liquid', '2026-08-23'],
    ['liquid, Saturday → Sunday NAV', '2026-08-22 10:00:00', 'liquid', '2026-08-23'],
    ['liquid, Friday after 13:30, holiday Monday → Monday NAV', '2026-01-23 14:00:00', 'liquid', '2026-01-26'],
    ['liquid, on the holiday Monday → Monday NAV', '2026-01-26 09:00:00', 'liquid', '2026-01-26'],
    ['overnight, before 13:30', '2026-08-20 13:29:59', 'overnight', '2026-08-19'],
    ['overnight, after 13:30', '2026-08-20 13:31:00', 'overnight', '2026-08-20'],
  ];

  it.each(rows)('%s', (_why, at, fundType, expected) => {
    expect(navDateFor({ realisedAt: ist(at), fundType, holidays: HOLIDAYS })).toBe(expected);
  });

  it('never gives a date before the day preceding realisation, and other funds only business days', () => {
    const instant = fc.integer({ min: 0, max: 2 * 365 * 24 * 60 }).map((m) => new Date(Date.UTC(2026, 0, 1) + m * 60_000));
    fc.assert(
      fc.property(instant, fc.constantFrom<FundType>('liquid', 'overnight', 'other'), (at, fundType) => {
        const nav = navDateFor({ realisedAt: at, fundType, holidays: HOLIDAYS });
        const day = new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10);
        const dayBefore = new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
        expect(nav >= (fundType === 'other' ? day : dayBefore)).toBe(true);
        expect(fundType !== 'other' || isBusinessDay(nav, HOLIDAYS)).toBe(true);
      }),
    );
  });
});

describe('redemptionNavDate', () => {
  it.each([
    ['2026-08-18 14:59:00', '2026-08-18'],
    ['2026-08-18 15:00:00', '2026-08-18'],
    ['2026-08-18 15:01:00', '2026-08-19'],
    ['2026-08-21 18:00:00', '2026-08-24'],
    ['2026-01-25 11:00:00', '2026-01-27'], // Sunday before the holiday Monday
  ])('%s → %s', (at, expected) => {
    expect(redemptionNavDate(ist(at), HOLIDAYS)).toBe(expected);
  });
});

describe('redemptionNavDate: liquid and overnight funds (SEBI Master Circular 8.4.5.4)', () => {
  it.each([
    // [request, fund, channel, NAV date]
    ['2026-08-18 14:00:00', 'liquid', 'online', '2026-08-18'], // Tue in time: the day before Wed
    ['2026-08-21 14:00:00', 'liquid', 'online', '2026-08-23'], // Fri in time: Sunday, the day before Monday
    ['2026-08-21 15:00:00', 'liquid', 'online', '2026-08-23'], // the cut-off itself is in time
    ['2026-08-21 15:30:00', 'liquid', 'online', '2026-08-24'], // Fri late: the next business day, Monday
    ['2026-08-22 11:00:00', 'liquid', 'online', '2026-08-24'], // Saturday: Monday
    ['2026-10-01 14:00:00', 'liquid', 'online', '2026-10-04'], // Thu before the Gandhi Jayanti Friday: Sunday
    ['2026-08-21 18:30:00', 'overnight', 'online', '2026-08-23'], // online overnight: 19:00 cut-off
    ['2026-08-21 19:00:01', 'overnight', 'online', '2026-08-24'],
    ['2026-08-21 18:30:00', 'overnight', 'offline', '2026-08-24'], // offline keeps 15:00
    ['2025-05-30 18:00:00', 'overnight', 'online', '2025-06-02'], // before 1-Jun-2025 online was 15:00 too
    ['2026-08-21 14:00:00', 'other', 'online', '2026-08-21'], // other funds: that day
  ] as const)('%s %s %s → %s', (at, fund, channel, expected) => {
    expect(redemptionNavDate(ist(at), HOLIDAYS, fund, channel)).toBe(expected);
  });

  it('a Friday liquid redemption earns the weekend: ₹10 lakh at 6.6% a year is ₹361.64 more than Friday’s NAV would give', () => {
    // two extra days of accrual: 10,00,000 × 6.6% × 2 / 365 = 361.6438…
    const days =
      (Date.parse(redemptionNavDate(ist('2026-08-21 14:00:00'), HOLIDAYS, 'liquid') + 'T00:00:00Z') - Date.parse('2026-08-21T00:00:00Z')) / 86_400_000;
    expect(days).toBe(2);
    expect((100_000_000n * 66n * BigInt(days) * 100n) / (1000n * 365n * 100n)).toBe(36_164n); // paise, rounded down
  });
});

describe('switchInNavDate (SEBI circular of 17-Sep-2020: the NAV of the day the funds are available)', () => {
  it.each([
    // [switch-out NAV date, source asset class, target fund type, proceeds available, switch-in NAV date]
    ['2026-08-18', 1, 'other', '2026-08-20', '2026-08-20'], // equity Tue → 2 business days → Thu
    ['2026-08-20', 1, 'liquid', '2026-08-24', '2026-08-23'], // equity Thu → Mon; a liquid target gets Sunday's NAV (funds by 13:30)
    ['2026-08-23', 2, 'other', '2026-08-24', '2026-08-24'], // liquid out at Sunday's NAV → Monday for an equity target
    ['2026-10-01', 4, 'other', '2026-10-05', '2026-10-05'], // debt Thu → next business day skips the Friday holiday
    ['2026-08-18', 3, 'overnight', '2026-08-20', '2026-08-19'], // hybrid → overnight: funds Thu by 13:30 → Wed's NAV
  ] as const)('%s (class %s) → %s: available %s, NAV %s', (outNavDate, sourceAssetClassId, targetFundType, availableOn, navDate) => {
    const r = switchInNavDate({ outNavDate, sourceAssetClassId, targetFundType, holidays: HOLIDAYS });
    expect(r.availableOn).toBe(availableOn);
    expect(r.navDate).toBe(navDate);
  });
});

describe('firstOrderTodayAllowed', () => {
  it('is offered up to 15:00 IST only', () => {
    expect(firstOrderTodayAllowed(ist('2026-08-18 09:15:00'))).toBe(true);
    expect(firstOrderTodayAllowed(ist('2026-08-18 15:00:00'))).toBe(true);
    expect(firstOrderTodayAllowed(ist('2026-08-18 15:00:30'))).toBe(false);
    expect(firstOrderTodayAllowed(ist('2026-08-18 23:59:00'))).toBe(false);
  });
});
