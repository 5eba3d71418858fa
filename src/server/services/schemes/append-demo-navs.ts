import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { addDays, subtractMonths } from '../../../shared/money/returns.ts';
import { istDate } from '../../../shared/time/ist.ts';
import { demoCatalogue, type DemoScheme } from '../../adapters/nav-source/demo-catalogue.ts';
import { PATH_EPOCH, calendar, navInt, navText, walkPath, type PathPoint, type PathSpec } from '../../adapters/nav-source/demo-nav-path.ts';
import { uniform } from '../../adapters/nav-source/demo-random.ts';
import { appendNavs, queryRows, refreshLatestNav, type NavRow } from './store-navs.ts';

/**
 * Brings the demo schemes' NAVs up to today (IST): a new scheme gets its last ten years and a
 * few weeks (enough for the 10Y return), an existing one only the days after its newest NAV.
 * Walking a path from the stored NAV gives exactly what a fresh generation would (see
 * demo-nav-path.ts), so a warm start adds days and never rewrites history.
 */
export const HISTORY_MONTHS = 120;
/** Kept beyond ten years so the 10Y return always has a start point. */
export const HISTORY_MARGIN_DAYS = 45;
const FLUSH_ROWS = 60_000;

export interface AppendStats {
  schemes: number;
  navsWritten: number;
  ms: number;
}

/** The NAV the fund stood at on the day its path starts (the epoch, or its launch). */
function startNav(s: DemoScheme, pathStart: string): number {
  const p = s.product;
  const face = p.params.faceValue * 10_000;
  if (p.launchDate >= pathStart) return face;
  // Grown from launch to the epoch at roughly its category's pace, with the fund's own luck.
  const years = Math.max(0, Number(PATH_EPOCH.slice(0, 4)) - Number(p.launchDate.slice(0, 4)));
  let nav = face;
  for (let y = 0; y < years; y += 1) nav *= 1 + (p.params.drift / 100) * (0.6 + 0.5 * uniform(p.seed, 50 + y));
  if (s.option !== 'Growth') nav *= 0.35 + 0.25 * uniform(p.seed, 49);
  return Math.max(face / 2, Math.round(nav));
}

const IDCW_MONTHS = { Monthly: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], Quarterly: [1, 4, 7, 10], Annual: [3] } as const;

export function pathSpecOf(s: DemoScheme): PathSpec {
  const p = s.product;
  const freq = p.params.idcwFrequency;
  const perYear = freq === 'Monthly' ? 12 : freq === 'Quarterly' ? 4 : 1;
  return {
    seed: p.seed,
    factor: p.params.factor,
    rho: p.params.rho,
    drift: p.params.drift,
    vol: p.params.vol,
    drag: s.plan === 'Regular' ? Number(p.terRegular) - Number(p.terDirect) : 0,
    everyDay: p.params.key === 'liquid' || p.params.key === 'overnight',
    idcw: s.option === 'Growth' ? null : { months: IDCW_MONTHS[freq], percent: (p.params.drift / perYear) * (freq === 'Annual' ? 0.5 : 0.8) },
  };
}

/** `onProgress` hears (schemes done, schemes in all) as the walk goes, for the start-up's progress line. */
export async function appendDemoNavs(
  database: Pick<Database, 'db' | 'kind' | 'pglite'>,
  now: Date,
  onProgress?: (done: number, total: number) => void,
): Promise<AppendStats> {
  const { db } = database;
  const t0 = performance.now();
  const today = istDate(now);
  const windowStart = addDays(subtractMonths(today, HISTORY_MONTHS), -HISTORY_MARGIN_DAYS);
  const { schemes } = demoCatalogue();
  const byCode = new Map(schemes.map((s) => [s.amfiCode, s]));
  const stored = await queryRows<{ id: number; amfi_code: number; last_date: string | null; last_nav: string | null }>(
    db,
    sql`
    select s.id, s.amfi_code, n.nav_date::text as last_date, n.nav::text as last_nav
    from schemes s
    left join lateral (select nav_date, nav from nav_history h where h.scheme_id = s.id order by nav_date desc limit 1) n on true
    where s.source = 'demo'`,
  );
  const holidays = await queryRows<{ day: string }>(db, sql`select day::text as day from market_holidays`);
  const days = calendar(PATH_EPOCH, today, new Set(holidays.map((h) => h.day)));

  let buffer: NavRow[] = [];
  let written = 0;
  const ids: number[] = [];
  const flush = async () => {
    if (buffer.length === 0) return;
    written += await appendNavs(database, buffer);
    buffer = [];
  };
  onProgress?.(0, stored.length);
  for (const [i, row] of stored.entries()) {
    if (i > 0) onProgress?.(i, stored.length);
    const scheme = byCode.get(Number(row.amfi_code));
    if (!scheme) continue;
    const id = Number(row.id);
    ids.push(id);
    if (row.last_date !== null && row.last_date >= today) continue;
    let last: PathPoint;
    if (row.last_date !== null && row.last_nav !== null) {
      last = { date: row.last_date, nav4: navInt(row.last_nav) };
    } else {
      const pathStart = scheme.product.launchDate > PATH_EPOCH ? scheme.product.launchDate : PATH_EPOCH;
      last = { date: addDays(pathStart, -1), nav4: startNav(scheme, pathStart) };
    }
    const fresh = row.last_date === null;
    for (const point of walkPath(pathSpecOf(scheme), days, last)) {
      if (fresh && point.date < windowStart) continue;
      buffer.push({ schemeId: id, date: point.date, nav: navText(point.nav4) });
    }
    if (buffer.length >= FLUSH_ROWS) await flush();
  }
  await flush();
  onProgress?.(stored.length, stored.length);
  if (written > 0 && ids.length > 0) await refreshLatestNav(db, ids);
  return { schemes: ids.length, navsWritten: written, ms: Math.round(performance.now() - t0) };
}

/** Demo market holidays: the fixed-date national holidays that fall on weekdays, for the years the history covers. */
export function demoHolidays(fromYear: number, toYear: number): Array<{ day: string; name: string }> {
  const fixed: Array<[string, string]> = [
    ['01-26', 'Republic Day'],
    ['05-01', 'Maharashtra Day'],
    ['08-15', 'Independence Day'],
    ['10-02', 'Gandhi Jayanti'],
    ['12-25', 'Christmas'],
  ];
  const out: Array<{ day: string; name: string }> = [];
  for (let y = fromYear; y <= toYear; y += 1) {
    for (const [md, name] of fixed) {
      const day = `${y}-${md}`;
      const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
      if (weekday !== 0 && weekday !== 6) out.push({ day, name });
    }
  }
  return out;
}
