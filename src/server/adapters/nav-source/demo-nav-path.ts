/**
 * NAV paths of the demo catalogue. A NAV is defined step by step from the one before it:
 *   nav(d) = round4( nav(prev) × (1 + µ − ter + σ·z(d)) ),  then minus any IDCW paid on d,
 * where z(d) mixes the category's market factor with the fund's own noise, both pure functions
 * of the date (demo-random.ts). Because each NAV depends only on the stored NAV before it and
 * the date, appending the missing days to a stored history gives exactly the NAVs a fresh
 * generation would: a warm start only adds days, and two machines agree to the last paisa.
 *
 * Funds step on business days (weekdays outside the holiday list); liquid and overnight funds
 * on every calendar day, as their NAVs are published.
 */
import type { Factor } from './demo-categories.ts';
import { normal, seedOf } from './demo-random.ts';

/** Where every demo path starts (or at launch, if later). Paths are walked from here in memory; only the recent years are stored. */
// Direct plans began on 1 January 2013; both plans of an older fund split from one NAV that day.
export const PATH_EPOCH = '2013-01-01';

export interface PathSpec {
  /** the fund's seed (shared by its plans and options: one portfolio) */
  seed: number;
  factor: Factor;
  rho: number;
  /** annual percent */
  drift: number;
  vol: number;
  /** expense-ratio drag in annual percent (a regular plan's extra cost; 0 for direct) */
  drag: number;
  everyDay: boolean;
  /** IDCW options: the month rule and the share of NAV paid at each distribution (percent) */
  idcw: { months: readonly number[]; percent: number } | null;
}

// Named seeds picked (by a search over names) for a market that looks like a plausible decade: the factor
// paths are a single shared draw, and an unlucky one would make every equity fund look broken.
const FACTOR_SEEDS: Record<Factor, number> = { equity: seedOf('factor:equity:348'), rates: seedOf('factor:rates:256'), none: 0 };

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a YYYY-MM-DD date. */
export const dayNumber = (ymd: string): number => Date.UTC(Number(ymd.slice(0, 4)), Number(ymd.slice(5, 7)) - 1, Number(ymd.slice(8, 10))) / DAY_MS;
export const dateOfDay = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** NAV in ten-thousandths (an integer) ↔ its 4-decimal string. */
export const navText = (nav4: number): string => `${Math.floor(nav4 / 10_000)}.${String(nav4 % 10_000).padStart(4, '0')}`;
export const navInt = (text: string): number => {
  const [whole, frac = ''] = text.split('.');
  return Number(whole) * 10_000 + Number(frac.padEnd(4, '0').slice(0, 4));
};

export interface CalendarDay {
  day: number;
  date: string;
  business: boolean;
}

/** Every calendar day from `from` to `to` inclusive, with whether it is a business day. */
export function calendar(from: string, to: string, holidays: ReadonlySet<string>): CalendarDay[] {
  const out: CalendarDay[] = [];
  for (let day = dayNumber(from), end = dayNumber(to); day <= end; day += 1) {
    const date = dateOfDay(day);
    const weekday = (day + 4) % 7; // 1970-01-01 was a Thursday
    out.push({ day, date, business: weekday !== 0 && weekday !== 6 && !holidays.has(date) });
  }
  return out;
}

export interface PathPoint {
  date: string;
  nav4: number;
}

/**
 * Walks a path over `days` (a calendar slice) from a known point, returning the new points.
 * `last` is the stored NAV the walk continues from; days on or before it are skipped.
 */
export function walkPath(spec: PathSpec, days: readonly CalendarDay[], last: PathPoint): PathPoint[] {
  const stepsPerYear = spec.everyDay ? 365 : 250;
  const mu = (spec.drift - spec.drag) / 100 / stepsPerYear;
  const sigma = spec.vol / 100 / Math.sqrt(stepsPerYear);
  const own = Math.sqrt(1 - spec.rho * spec.rho);
  const factorSeed = FACTOR_SEEDS[spec.factor];
  const lastDay = dayNumber(last.date);
  const out: PathPoint[] = [];
  let nav = last.nav4;
  let prevMonth = last.date.slice(0, 7);
  for (const d of days) {
    if (d.day <= lastDay || (!spec.everyDay && !d.business)) continue;
    const zFactor = spec.rho === 0 ? 0 : normal(factorSeed, d.day);
    const z = spec.rho * zFactor + own * normal(spec.seed, d.day);
    nav = Math.round(nav * (1 + mu + sigma * z));
    const month = d.date.slice(0, 7);
    if (spec.idcw && month !== prevMonth && spec.idcw.months.includes(Number(d.date.slice(5, 7)))) {
      nav = Math.round(nav * (1 - spec.idcw.percent / 100));
    }
    prevMonth = month;
    // A NAV never reaches zero: a fund that lost 99.99% would have been wound up long before.
    if (nav < 1) nav = 1;
    out.push({ date: d.date, nav4: nav });
  }
  return out;
}
