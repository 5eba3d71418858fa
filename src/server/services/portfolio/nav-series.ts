import { and, asc, gt, inArray, sql } from 'drizzle-orm';
import type { NavSeries } from '@shared/money/portfolio.ts';
import { parseDecimal } from '@shared/money/decimal.ts';
import { present } from '@shared/present.ts';
import type { Db } from '../../db/client.ts';
import { navHistory } from '../../db/schema.ts';

/**
 * Whole NAV histories of the schemes investors hold, kept in this process. Every dashboard and
 * portfolio call needs them (the graph walks years of daily NAVs: ~2,500 a scheme) and they
 * change once a day, so reading them again for each call would be most of the call's cost.
 *
 * An entry is used while the catalogue version (moved by a trigger on every write of nav_history,
 * by any instance) is the one it was checked at. When the version moves, the kept schemes are
 * checked with one aggregate statement (count, latest date and sum of NAVs a scheme): a scheme
 * whose history only grew gets the new days appended (a day's NAV import reads a row a scheme,
 * not its history); one whose history changed otherwise (a corrected old NAV) is read again.
 * Nothing here is state another instance needs: it is a copy of the database, one per database
 * handle (tests open many).
 */
const MAX_ENTRIES = 2_000;

interface Entry {
  /** the catalogue version the entry was last checked at */
  version: string;
  series: { dates: string[]; nav4: bigint[] };
  /** the sum of its NAVs (scaled 10^4): with the count, what tells a grown history from a changed one */
  sum4: bigint;
}

const caches = new WeakMap<object, Map<number, Entry>>();

function cacheFor(db: Db): Map<number, Entry> {
  let c = caches.get(db);
  if (!c) caches.set(db, (c = new Map()));
  return c;
}

/** Rows of these schemes in one statement (not one a scheme), oldest first; `after`: only days after it. */
async function loadRows(db: Db, schemeIds: number[], after?: string): Promise<Map<number, Entry['series'] & { sum4: bigint }>> {
  const out = new Map<number, Entry['series'] & { sum4: bigint }>(schemeIds.map((id) => [id, { dates: [], nav4: [], sum4: 0n }]));
  const rows = await db
    .select({ id: navHistory.schemeId, d: navHistory.navDate, n: navHistory.nav })
    .from(navHistory)
    .where(and(inArray(navHistory.schemeId, schemeIds), after ? gt(navHistory.navDate, after) : undefined))
    .orderBy(asc(navHistory.schemeId), asc(navHistory.navDate));
  for (const r of rows) {
    const s = present(out.get(r.id), `the series of scheme ${r.id}`);
    const nav4 = parseDecimal(r.n, 4) ?? 0n;
    s.dates.push(r.d);
    s.nav4.push(nav4);
    s.sum4 += nav4;
  }
  return out;
}

async function loadChecks(db: Db, schemeIds: number[]): Promise<Map<number, { count: number; sum4: bigint }>> {
  const rows = await db
    .select({ id: navHistory.schemeId, count: sql<string>`count(*)::text`, sum: sql<string>`coalesce(sum(${navHistory.nav}), 0)::text` })
    .from(navHistory)
    .where(inArray(navHistory.schemeId, schemeIds))
    .groupBy(navHistory.schemeId);
  return new Map(rows.map((r) => [r.id, { count: Number(r.count), sum4: parseDecimal(r.sum, 4) ?? 0n }]));
}

const pending = new WeakMap<object, Map<string, Promise<Map<number, NavSeries>>>>();

/** The NAV series of each scheme as of catalogue `version`. Parallel calls for the same schemes share one read. */
export async function navSeriesFor(db: Db, schemeIds: readonly number[], version: string): Promise<Map<number, NavSeries>> {
  const cache = cacheFor(db);
  const out = new Map<number, NavSeries>();
  const stale: number[] = [];
  for (const id of schemeIds) {
    const hit = cache.get(id);
    if (hit && hit.version === version) {
      // refresh its place: the map's order is the eviction order
      cache.delete(id);
      cache.set(id, hit);
      out.set(id, hit.series);
    } else stale.push(id);
  }
  if (stale.length === 0) return out;
  let running = pending.get(db);
  if (!running) pending.set(db, (running = new Map()));
  const key = `${version}|${stale.join(',')}`;
  let read = running.get(key);
  if (!read) {
    read = refresh(db, cache, stale, version).finally(() => running.delete(key));
    running.set(key, read);
  }
  for (const [id, series] of await read) out.set(id, series);
  return out;
}

async function refresh(db: Db, cache: Map<number, Entry>, ids: number[], version: string): Promise<Map<number, NavSeries>> {
  const kept = ids.filter((id) => cache.has(id));
  const fresh = new Set(ids.filter((id) => !cache.has(id)));
  if (kept.length > 0) {
    const checks = await loadChecks(db, kept);
    const grown = kept.filter((id) => {
      const e = present(cache.get(id), `the kept series of scheme ${id}`);
      const c = checks.get(id) ?? { count: 0, sum4: 0n };
      if (c.count === e.series.dates.length && c.sum4 === e.sum4) {
        e.version = version;
        return false;
      }
      return true;
    });
    if (grown.length > 0) {
      const after = grown
        .map((id) => present(cache.get(id), `the kept series of scheme ${id}`).series.dates.at(-1) ?? '0000-00-00')
        .reduce((a, b) => (a < b ? a : b));
      const added = await loadRows(db, grown, after);
      for (const id of grown) {
        const e = present(cache.get(id), `the kept series of scheme ${id}`);
        const last = e.series.dates.at(-1) ?? '0000-00-00';
        const more = present(added.get(id), `the new days of scheme ${id}`);
        const from = more.dates.findIndex((d) => d > last);
        const dates = from < 0 ? [] : more.dates.slice(from);
        const nav4 = from < 0 ? [] : more.nav4.slice(from);
        const sum4 = nav4.reduce((a, b) => a + b, e.sum4);
        const c = checks.get(id) ?? { count: 0, sum4: 0n };
        if (c.count === e.series.dates.length + dates.length && c.sum4 === sum4) {
          // a new object: a caller may still hold the old series
          cache.set(id, { version, series: { dates: [...e.series.dates, ...dates], nav4: [...e.series.nav4, ...nav4] }, sum4 });
        } else fresh.add(id);
      }
    }
  }
  if (fresh.size > 0) {
    const loaded = await loadRows(db, [...fresh]);
    for (const id of fresh) {
      const { dates, nav4, sum4 } = present(loaded.get(id), `the series of scheme ${id}`);
      cache.delete(id);
      cache.set(id, { version, series: { dates, nav4 }, sum4 });
    }
  }
  const out = new Map<number, NavSeries>();
  for (const id of ids) out.set(id, present(cache.get(id), `the kept series of scheme ${id}`).series);
  for (const id of cache.keys()) {
    if (cache.size <= MAX_ENTRIES) break;
    cache.delete(id);
  }
  return out;
}
