import { asc, inArray } from 'drizzle-orm';
import type { NavSeries } from '@shared/money/portfolio.ts';
import { parseDecimal } from '@shared/money/decimal.ts';
import type { Db } from '../../db/client.ts';
import { navHistory } from '../../db/schema.ts';

/**
 * Whole NAV histories of the schemes an investor holds, kept in this process for a minute.
 * Every dashboard and portfolio call needs them (the graph walks years of daily NAVs) and they
 * change once a day, so reading them again for each call would be most of the call's cost.
 * An entry is used only while the scheme's latest NAV date is the one it was read at, so a new
 * day's NAV is seen at once; a corrected old NAV within the minute. Nothing here is state another
 * instance needs: it is a copy of the database, one per database handle (tests open many).
 */
const TTL_MS = 60_000;
const MAX_ENTRIES = 2_000;

interface Entry {
  latest: string | null;
  loadedAt: number;
  series: NavSeries;
}

const caches = new WeakMap<object, Map<number, Entry>>();

function cacheFor(db: Db): Map<number, Entry> {
  let c = caches.get(db);
  if (!c) caches.set(db, (c = new Map()));
  return c;
}

/** The whole histories of these schemes in one statement (not one a scheme). */
async function loadMany(db: Db, schemeIds: number[]): Promise<Map<number, NavSeries>> {
  const out = new Map<number, { dates: string[]; nav4: bigint[] }>(schemeIds.map((id) => [id, { dates: [], nav4: [] }]));
  const rows = await db
    .select({ id: navHistory.schemeId, d: navHistory.navDate, n: navHistory.nav })
    .from(navHistory)
    .where(inArray(navHistory.schemeId, schemeIds))
    .orderBy(asc(navHistory.schemeId), asc(navHistory.navDate));
  for (const r of rows) {
    const series = out.get(r.id)!;
    series.dates.push(r.d);
    series.nav4.push(parseDecimal(r.n, 4) ?? 0n);
  }
  return out;
}

/** The NAV series of each scheme; `latest` is each scheme's latest NAV date as the schemes table has it. */
export async function navSeriesFor(db: Db, latest: ReadonlyMap<number, string | null>): Promise<Map<number, NavSeries>> {
  const cache = cacheFor(db);
  const now = performance.now();
  const out = new Map<number, NavSeries>();
  const missing: number[] = [];
  for (const [id, latestDate] of latest) {
    const hit = cache.get(id);
    if (hit && hit.latest === latestDate && now - hit.loadedAt < TTL_MS) {
      // refresh its place: the map's order is the eviction order
      cache.delete(id);
      cache.set(id, hit);
      out.set(id, hit.series);
      continue;
    }
    missing.push(id);
  }
  if (missing.length > 0) {
    const loaded = await loadMany(db, missing);
    for (const id of missing) {
      const series = loaded.get(id)!;
      cache.delete(id);
      cache.set(id, { latest: latest.get(id) ?? null, loadedAt: now, series });
      out.set(id, series);
    }
    while (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  }
  return out;
}
