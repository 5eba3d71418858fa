import type { AppDeps } from '../../lib/context.ts';

/**
 * Computed dashboard and portfolio answers, kept for a few seconds per investor and day
 * (PORTFOLIO_CACHE_SECONDS, 0 turns it off). A dashboard is read far more often than it changes:
 * NAVs move once a day and units only when an order is allotted, and the app itself shows the
 * dashboard from the device for up to 4 hours (spec 2 §9). Repeated opens, refreshes and the
 * parallel calls of one screen are then answered without reading the database again, and
 * concurrent identical calls share one computation. Each instance keeps its own copy; a change
 * shows on every instance within the TTL. Time is the app's clock, so tests can move it.
 */
const MAX_ENTRIES = 10_000;

interface Entry {
  at: number;
  value: Promise<unknown>;
}

const caches = new WeakMap<object, Map<string, Entry>>();

export async function cachedAnswer<T>(deps: Pick<AppDeps, 'db' | 'clock' | 'config'>, key: string, compute: () => Promise<T>): Promise<T> {
  const ttlMs = deps.config.portfolioCacheSeconds * 1000;
  if (ttlMs <= 0) return compute();
  let cache = caches.get(deps.db);
  if (!cache) caches.set(deps.db, (cache = new Map()));
  const now = deps.clock.now().getTime();
  const hit = cache.get(key);
  if (hit && now - hit.at >= 0 && now - hit.at < ttlMs) return hit.value as Promise<T>;
  const value = compute();
  cache.delete(key);
  cache.set(key, { at: now, value });
  // a failed computation is not kept
  value.catch(() => cache.get(key)?.value === value && cache.delete(key));
  while (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  return value;
}
