import { describe, expect, it } from 'vitest';
import { allowedStartDates } from '@shared/rules/registrations/sip-calendar.ts';
import { istInstant } from '@shared/time/ist.ts';
import { calendarMonths, longDate, monthWeeks, moveFocus } from './calendar.ts';

describe('start-date calendar', () => {
  // Tuesday 10 March 2026, 10:00 IST
  const now = istInstant(2026, 3, 10, 10, 0);

  it('shows six months from the current one, across a year end', () => {
    expect(calendarMonths(now)).toEqual(['2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08']);
    expect(calendarMonths(istInstant(2026, 11, 30, 23, 0))).toEqual(['2026-11', '2026-12', '2027-01', '2027-02', '2027-03', '2027-04']);
  });

  it('lays a month out in Sunday-first weeks', () => {
    const weeks = monthWeeks('2026-03'); // 1 March 2026 is a Sunday
    expect(weeks[0]).toEqual(['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07']);
    expect(weeks.at(-1)).toEqual(['2026-03-29', '2026-03-30', '2026-03-31', null, null, null, null]);
    expect(monthWeeks('2026-04')[0]!.slice(0, 3)).toEqual([null, null, null]); // 1 April is a Wednesday
    expect(longDate('2026-04-05')).toBe('5 April 2026');
  });

  it('moves the keyboard focus among offered dates only', () => {
    const allowed = allowedStartDates({ now, sipDates: [5, 15, 25], firstOrderToday: false, kind: 'SIP' });
    expect(allowed.slice(0, 3)).toEqual(['2026-03-15', '2026-03-25', '2026-04-05']);
    expect(moveFocus(allowed, '2026-03-15', 'ArrowRight')).toBe('2026-03-25');
    expect(moveFocus(allowed, '2026-03-25', 'ArrowRight')).toBe('2026-04-05');
    expect(moveFocus(allowed, '2026-03-15', 'ArrowLeft')).toBeNull();
    expect(moveFocus(allowed, '2026-03-15', 'ArrowDown')).toBe('2026-03-25');
    expect(moveFocus(allowed, '2026-04-05', 'ArrowUp')).toBe('2026-03-25');
    expect(moveFocus(allowed, '2026-03-15', 'PageDown')).toBe('2026-04-05');
    expect(moveFocus(allowed, '2026-04-25', 'PageUp')).toBe('2026-03-15');
    expect(moveFocus(allowed, '2026-04-15', 'Home')).toBe('2026-04-05');
    expect(moveFocus(allowed, '2026-04-05', 'End')).toBe('2026-04-25');
    expect(moveFocus(allowed, allowed.at(-1)!, 'PageDown')).toBeNull();
    expect(moveFocus(allowed, '2026-03-15', 'Tab')).toBeNull();
  });
});
