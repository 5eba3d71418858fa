import type { NiveshDb } from './db.ts';

/** Dexie is loaded on first use, so pages that never read offline data (sign-in) do not pay for it. */
const deviceDb = async (): Promise<NiveshDb> => (await import('./db.ts')).offlineDb;

export interface Cached<T> {
  data: T;
  fetchedAt: number;
  /** true when the copy came from the device because the network failed */
  stale: boolean;
}

export const FOUR_HOURS_MS = 4 * 3_600_000;

/**
 * Reads a view through the device cache. With `maxAgeMs` (the dashboard's 4-hour rule) a stored
 * copy younger than that is used without asking the server; otherwise the server is asked and
 * the answer stored. When the server cannot be reached, the stored copy (if any) is returned.
 */
export async function readThrough<T>(
  key: string,
  owner: string,
  fetcher: () => Promise<T>,
  opts: { maxAgeMs?: number; now?: () => number; db?: NiveshDb } = {},
): Promise<Cached<T>> {
  // The device database opens alongside, not before, the request (issue 16): only the 4-hour
  // rule needs the stored copy before deciding to ask the server.
  const dbReady = opts.db ? Promise.resolve(opts.db) : deviceDb();
  // a failure to open is reported where the database is used; a server error may come first
  dbReady.catch(() => undefined);
  const now = opts.now ?? Date.now;
  // One row per owner and view: a family member's copy never replaces the parent's.
  const rowKey = `${owner}|${key}`;
  const storedCopy = async () => {
    const stored = await (await dbReady).views.get(rowKey);
    return stored && stored.owner === owner ? stored : undefined;
  };
  if (opts.maxAgeMs !== undefined) {
    const mine = await storedCopy();
    if (mine && now() - mine.fetchedAt < opts.maxAgeMs) return { data: mine.data as T, fetchedAt: mine.fetchedAt, stale: false };
  }
  let data: T;
  try {
    data = await fetcher();
  } catch (err) {
    const mine = isOfflineError(err) ? await storedCopy() : undefined;
    if (mine) return { data: mine.data as T, fetchedAt: mine.fetchedAt, stale: true };
    throw err;
  }
  const fetchedAt = now();
  await (await dbReady).views.put({ key: rowKey, owner, data, fetchedAt });
  return { data, fetchedAt, stale: false };
}

function isOfflineError(err: unknown): boolean {
  return (err as { kind?: string })?.kind === 'network';
}

/**
 * Masters (relations, states, banks' account types...) are the same for everyone and change
 * rarely: they live in their own table, kept across sign-outs of different investors, and are
 * asked for again once a day or when the copy is missing. Offline, the stored copy is used.
 */
export const MASTERS_MAX_AGE_MS = 24 * 3_600_000;

export async function readMasters<T>(kind: string, fetcher: () => Promise<T>, opts: { now?: () => number; db?: NiveshDb } = {}): Promise<T> {
  const db = opts.db ?? (await deviceDb());
  const now = opts.now ?? Date.now;
  const stored = await db.masters.get(kind);
  if (stored && now() - stored.fetchedAt < MASTERS_MAX_AGE_MS) return stored.data as T;
  try {
    const data = await fetcher();
    await db.masters.put({ kind, data, fetchedAt: now() });
    return data;
  } catch (err) {
    if (stored && isOfflineError(err)) return stored.data as T;
    throw err;
  }
}
