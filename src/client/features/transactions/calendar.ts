import { addDays, subtractMonths } from '@shared/money/returns.ts';
import { weekdayOf } from '@shared/rules/transactions/cut-off.ts';
import { START_DATE_MONTHS } from '@shared/rules/registrations/sip-calendar.ts';
import { istDate } from '@shared/time/ist.ts';

/** Month grids and keyboard moves of the start-date calendar; dates are YYYY-MM-DD in IST. */
export const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** The six months the calendar shows, as YYYY-MM, starting with the current one. */
export function calendarMonths(now: Date): string[] {
  const first = `${istDate(now).slice(0, 8)}01`;
  return Array.from({ length: START_DATE_MONTHS }, (_, i) => subtractMonths(first, -i).slice(0, 7));
}

/** Weeks of a month, Sunday first; null for the blanks before the 1st and after the last day. */
export function monthWeeks(month: string): Array<Array<string | null>> {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const cells: Array<string | null> = Array.from({ length: weekdayOf(`${month}-01`) }, () => null);
  for (let d = 1; d <= days; d += 1) cells.push(`${month}-${String(d).padStart(2, '0')}`);
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: Array<Array<string | null>> = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

export function longDate(ymd: string): string {
  const [y, m, d] = ymd.split('-').map(Number) as [number, number, number];
  return `${d} ${MONTH_NAMES[m - 1]} ${y}`;
}

/**
 * Where a key moves the focus among the offered dates: the next or previous offered day, a week
 * on (the first offered day at least 7 days later, or earlier), or the first or last of the month.
 */
export function moveFocus(allowed: readonly string[], from: string, key: string): string | null {
  if (allowed.length === 0) return null;
  const after = (d: string) => allowed.find((a) => a >= d) ?? null;
  const before = (d: string) => [...allowed].reverse().find((a) => a <= d) ?? null;
  const inMonth = allowed.filter((a) => a.slice(0, 7) === from.slice(0, 7));
  switch (key) {
    case 'ArrowRight':
      return after(addDays(from, 1));
    case 'ArrowLeft':
      return before(addDays(from, -1));
    case 'ArrowDown':
      return after(addDays(from, 7));
    case 'ArrowUp':
      return before(addDays(from, -7));
    case 'Home':
      return inMonth[0] ?? null;
    case 'End':
      return inMonth.at(-1) ?? null;
    case 'PageDown':
      return after(`${subtractMonths(`${from.slice(0, 7)}-01`, -1).slice(0, 7)}-01`);
    case 'PageUp': {
      const prev = subtractMonths(`${from.slice(0, 7)}-01`, 1).slice(0, 7);
      return allowed.find((a) => a.slice(0, 7) === prev) ?? null;
    }
    default:
      return null;
  }
}
