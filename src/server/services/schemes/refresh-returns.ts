import { catalogueChanged } from '../../lib/catalogue-memory.ts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  PERIODS,
  categoryReturns,
  computeReturns,
  subtractMonths,
  MAX_START_GAP_DAYS,
  type NavPoint,
  type SchemeReturns,
} from '../../../shared/money/returns.ts';
import { arrayParam, queryRows } from './store-navs.ts';

/**
 * Recomputes the stored returns of every scheme and the category averages, after an import and
 * on the daily job, so that no request computes them. For each scheme only the NAVs the maths
 * needs are read: its newest NAV (kept on the scheme row) and, per period, the last NAV on or
 * before the period's start (one index probe each). `computeReturns` on that handful of points
 * gives exactly what it gives on the whole history: each start point is, in both, the last point
 * on or before its target date. Unchanged figures are not rewritten.
 *
 * Category averages (Cat_Return) are the mean over a category's active growth options.
 * A scheme is active when its newest NAV is within ACTIVE_WINDOW_DAYS of the newest NAV in the
 * catalogue; inactive schemes (matured, merged) keep their NAVs but leave lists and averages.
 */
export const ACTIVE_WINDOW_DAYS = 30;

const COLS = ['r_1m', 'r_3m', 'r_6m', 'r_1y', 'r_3y', 'r_5y', 'r_7y', 'r_10y'] as const;

export interface RefreshStats {
  schemes: number;
  categories: number;
  ms: number;
}

const fixed = (value: number | null): string | null => (value === null ? null : value.toFixed(2));

export async function refreshReturns(db: Db, now: Date): Promise<RefreshStats> {
  const t0 = performance.now();
  await db.execute(sql`
    update schemes set is_active = coalesce(latest_nav_date >= (select max(latest_nav_date) from schemes) - ${ACTIVE_WINDOW_DAYS}::int, false)
    where is_active is distinct from coalesce(latest_nav_date >= (select max(latest_nav_date) from schemes) - ${ACTIVE_WINDOW_DAYS}::int, false)`);

  const schemeRows = await queryRows<{ id: number; sub: number | null; active: boolean; growth: boolean; as_of: string; nav: string }>(
    db,
    sql`
    select id, sub_asset_class_id as sub, is_active as active, option = 'Growth' as growth, latest_nav_date::text as as_of, latest_nav::text as nav
    from schemes where latest_nav_date is not null`,
  );
  const schemesList = schemeRows.map((r) => ({ ...r, id: Number(r.id), sub: r.sub === null ? null : Number(r.sub) }));

  const probeIds: number[] = [];
  const probeTargets: string[] = [];
  for (const s of schemesList) {
    for (const p of PERIODS) {
      probeIds.push(s.id);
      probeTargets.push(subtractMonths(s.as_of, p.months));
    }
  }
  const starts = new Map<number, NavPoint[]>();
  const PROBE_CHUNK = 40_000;
  for (let i = 0; i < probeIds.length; i += PROBE_CHUNK) {
    const found = await queryRows<{ scheme_id: number; nav_date: string; nav: string }>(
      db,
      sql`
      select t.scheme_id, n.nav_date::text as nav_date, n.nav::text as nav
      from unnest(${arrayParam(probeIds.slice(i, i + PROBE_CHUNK))}::int[], ${arrayParam(probeTargets.slice(i, i + PROBE_CHUNK))}::date[]) as t(scheme_id, target)
      cross join lateral (
        select h.nav_date, h.nav from nav_history h
        where h.scheme_id = t.scheme_id and h.nav_date <= t.target and h.nav_date >= t.target - ${MAX_START_GAP_DAYS}::int
        order by h.nav_date desc limit 1) n`,
    );
    for (const r of found) {
      const id = Number(r.scheme_id);
      const list = starts.get(id) ?? [];
      list.push({ date: r.nav_date, nav: r.nav });
      starts.set(id, list);
    }
  }

  const computed = new Map<number, SchemeReturns>();
  for (const s of schemesList) {
    const points = new Map<string, string>();
    for (const p of starts.get(s.id) ?? []) points.set(p.date, p.nav);
    points.set(s.as_of, s.nav);
    const series = [...points].map(([date, nav]) => ({ date, nav })).sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
    computed.set(s.id, computeReturns(series, s.as_of));
  }

  const ids = schemesList.map((s) => s.id);
  const asOfs = schemesList.map((s) => s.as_of);
  const byPeriod = PERIODS.map((p) => schemesList.map((s) => fixed(computed.get(s.id)![p.key])));
  await writeReturns(db, 'scheme_returns', 'scheme_id', ids, asOfs, byPeriod, null, now);

  // Category averages over the active growth options: an IDCW option's NAV falls by every payout,
  // so its NAV return understates what the fund earned.
  const groups = new Map<number, { asOf: string; returns: SchemeReturns[] }>();
  for (const s of schemesList) {
    if (!s.active || s.sub === null || !s.growth) continue;
    const g = groups.get(s.sub) ?? { asOf: s.as_of, returns: [] };
    g.returns.push(computed.get(s.id)!);
    if (s.as_of > g.asOf) g.asOf = s.as_of;
    groups.set(s.sub, g);
  }
  const subs = [...groups.keys()];
  const averages = subs.map((sub) => categoryReturns(groups.get(sub)!.returns));
  await writeReturns(
    db,
    'category_returns',
    'sub_asset_class_id',
    subs,
    subs.map((sub) => groups.get(sub)!.asOf),
    PERIODS.map((p) => averages.map((a) => fixed(a[p.key]))),
    subs.map((sub) => groups.get(sub)!.returns.length),
    now,
  );
  // this instance's catalogue reads see the new figures at once (other instances at their next version check)
  catalogueChanged(db);
  return { schemes: ids.length, categories: subs.length, ms: Math.round(performance.now() - t0) };
}

async function writeReturns(
  db: Db,
  table: 'scheme_returns' | 'category_returns',
  key: 'scheme_id' | 'sub_asset_class_id',
  ids: number[],
  asOfs: string[],
  byPeriod: Array<Array<string | null>>,
  counts: number[] | null,
  now: Date,
): Promise<void> {
  if (ids.length === 0) return;
  const t = sql.raw(table);
  const k = sql.raw(key);
  const cols = sql.raw(COLS.join(', '));
  const excluded = sql.raw(COLS.map((c) => `excluded.${c}`).join(', '));
  const current = sql.raw(COLS.map((c) => `${table}.${c}`).join(', '));
  const sets = sql.raw(COLS.map((c) => `${c} = excluded.${c}`).join(', '));
  const arrays = sql.join(
    byPeriod.map((values) => sql`${arrayParam(values)}::numeric[]`),
    sql`, `,
  );
  const countCol = counts ? sql`, scheme_count` : sql``;
  const countArr = counts ? sql`, ${arrayParam(counts)}::int[]` : sql``;
  const countSet = counts ? sql`, scheme_count = excluded.scheme_count` : sql``;
  const countCur = counts ? sql`, ${sql.raw(table)}.scheme_count` : sql``;
  const countExc = counts ? sql`, excluded.scheme_count` : sql``;
  await db.execute(sql`
    insert into ${t} (${k}, as_of, ${cols}${countCol}, computed_at)
    select u.*, ${now}::timestamptz from unnest(${arrayParam(ids)}::int[], ${arrayParam(asOfs)}::date[], ${arrays}${countArr}) as u
    on conflict (${k}) do update set as_of = excluded.as_of, ${sets}${countSet}, computed_at = excluded.computed_at
    where (${sql.raw(`${table}.as_of`)}, ${current}${countCur}) is distinct from (excluded.as_of, ${excluded}${countExc})`);
}
