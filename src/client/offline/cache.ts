import type { NiveshDb } from './db.ts';
import { loaderCounter } from '../api/loader-counter.ts';
import { lateAnswer } from './late-answers.ts';
import { readBoundMs } from './read-bound.ts';
import { isCatalogueRow, pruneCatalogue } from './prune.ts';
import { currentDataKey } from './vault.ts';
import { isSealed, open, seal } from './vault-crypto.ts';
import { freshEnough, fromTheFuture } from './saved-on.ts';

/** Dexie is loaded on first use, so pages that never read offline data (sign-in) do not pay for it. */
const deviceDb = async (): Promise<NiveshDb> => (await import('./db.ts')).offlineDb;

/** Why a device copy is on screen instead of the server's answer. */
export type CopyReason = 'offline' | 'unreachable' | 'slow';

export interface Cached<T> {
  data: T;
  fetchedAt: number;
  /** true when the copy came from the device because the network failed or did not answer in time */
  stale: boolean;
  /** set when stale: offline, the server could not be reached, or it had not answered within the bound */
  reason?: CopyReason;
  /** the copy says it was fetched later than now: the device clock or the copy is wrong */
  future?: boolean;
}

export { FOUR_HOURS_MS } from './saved-on.ts';

const isNetworkError = (err: unknown): boolean => (err as { kind?: string })?.kind === 'network';
const reasonOf = (err: unknown): CopyReason => ((err as { code?: string })?.code === 'OFFLINE' ? 'offline' : 'unreachable');

/**
 * Reads a view through the device cache. With `maxAgeMs` (the dashboard's 4-hour rule) a stored
 * copy younger than that is used without asking the server; otherwise the server is asked and
 * the answer stored. When the server cannot be reached, the stored copy (if any) is returned at
 * once; when it has not answered within the read bound, the stored copy is returned too, and the
 * live answer, when it comes, is stored and handed to `onLateAnswer` listeners. `matches` says
 * whether a stored copy answers this very read (a row reused for different questions).
 */
export async function readThrough<T>(
  key: string,
  owner: string,
  fetcher: () => Promise<T>,
  opts: { maxAgeMs?: number; now?: () => number; db?: NiveshDb; boundMs?: number; forDevice?: (data: T) => T; matches?: (stored: T) => boolean } = {},
): Promise<Cached<T>> {
  // The device database opens alongside, not before, the request: only the 4-hour
  // rule needs the stored copy before deciding to ask the server.
  const dbReady = opts.db ? Promise.resolve(opts.db) : deviceDb();
  // a failure to open is reported where the database is used; a server error may come first
  dbReady.catch(() => undefined);
  const now = opts.now ?? Date.now;
  // One row per owner and view: a family member's copy never replaces the parent's.
  const rowKey = `${owner}|${key}`;
  const copy = (async () => {
    const stored = await (await dbReady).views.get(rowKey);
    if (!stored || stored.owner !== owner) return undefined;
    // an investor's copy is ciphertext: without the key (session over, not unlocked) there is no copy
    if (!isSealed(stored.data)) return owner === '' && (!opts.matches || opts.matches(stored.data as T)) ? stored : undefined;
    const sessionKey = currentDataKey();
    if (!sessionKey) return undefined;
    // sealed under another session's key (or changed on the device): no copy
    const opened = await open(sessionKey, stored.data).then(
      (data) => ({ ...stored, data }),
      () => undefined,
    );
    // a copy kept for another question under the same row (a page that followed another page) is no copy
    return opened && opts.matches && !opts.matches(opened.data as T) ? undefined : opened;
  })();
  copy.catch(() => undefined);
  const catalogue = isCatalogueRow(owner, key);
  // a catalogue copy read from the device counts as used (the pruning keeps what is read)
  const touch = () => {
    if (catalogue) void dbReady.then((db) => db.views.update(rowKey, { usedAt: now() })).catch(() => undefined);
  };
  if (opts.maxAgeMs !== undefined) {
    const mine = await copy;
    // a copy from the future is not trusted as fresh: it is asked for again
    if (mine && freshEnough(mine.fetchedAt, opts.maxAgeMs, now())) {
      touch();
      return { data: mine.data as T, fetchedAt: mine.fetchedAt, stale: false };
    }
  }
  const store = async (data: T): Promise<Cached<T>> => {
    const fetchedAt = now();
    const db = await dbReady;
    // what the device keeps may be less than what is shown (full PAN never stored)
    const kept = opts.forDevice ? opts.forDevice(data) : data;
    // the same for everyone (catalogue, FAQs) is kept as it is; an investor's views only as
    // ciphertext under the session's data key, and not at all without one
    const sessionKey = currentDataKey();
    if (owner !== '' && !sessionKey) return { data, fetchedAt, stale: false };
    const stored = owner === '' ? kept : await seal(sessionKey!, kept);
    await db.views.put({ key: rowKey, owner, data: stored, fetchedAt, ...(catalogue ? { usedAt: fetchedAt, bytes: JSON.stringify(kept).length } : {}) });
    if (catalogue) void pruneCatalogue(db).catch(() => undefined);
    return { data, fetchedAt, stale: false };
  };
  const fromDevice = async (reason: CopyReason): Promise<Cached<T> | undefined> => {
    const mine = await copy.catch(() => undefined);
    if (!mine) return undefined;
    touch();
    const served: Cached<T> = { data: mine.data as T, fetchedAt: mine.fetchedAt, stale: true, reason };
    if (fromTheFuture(mine.fetchedAt, now())) served.future = true;
    return served;
  };

  // the request is counted by the loader until it ends, or until the device copy is shown instead
  const { result: live, release } = loaderCounter.detachable(() => {
    try {
      return fetcher();
    } catch (err) {
      return Promise.reject(err as Error);
    }
  });
  type Outcome = { kind: 'answer'; data: T } | { kind: 'error'; err: unknown } | { kind: 'slow' };
  const answered: Promise<Outcome> = live.then(
    (data) => ({ kind: 'answer', data }),
    (err: unknown) => ({ kind: 'error', err }),
  );
  const boundMs = opts.boundMs ?? readBoundMs();
  let timer: ReturnType<typeof setTimeout> | undefined;
  // the bound only matters when there is a copy to show: without one, the read waits for the server
  const slow = copy.then((mine) =>
    mine ? new Promise<Outcome>((resolve) => (timer = setTimeout(() => resolve({ kind: 'slow' }), boundMs))) : new Promise<Outcome>(() => {}),
  );
  const first = await Promise.race([answered, slow]);
  clearTimeout(timer);
  if (first.kind === 'answer') return store(first.data);
  if (first.kind === 'error') {
    const served = isNetworkError(first.err) ? await fromDevice(reasonOf(first.err)) : undefined;
    if (served) return served;
    throw first.err;
  }
  const served = (await fromDevice('slow'))!;
  release();
  void answered.then(async (late) => {
    if (late.kind !== 'answer') return;
    const fresh = await store(late.data).catch(() => undefined);
    if (fresh) lateAnswer(served as Cached<unknown>, fresh as Cached<unknown>);
  });
  return served;
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
  if (stored && freshEnough(stored.fetchedAt, MASTERS_MAX_AGE_MS, now())) return stored.data as T;
  try {
    const data = await fetcher();
    await db.masters.put({ kind, data, fetchedAt: now() });
    return data;
  } catch (err) {
    if (stored && isNetworkError(err)) return stored.data as T;
    throw err;
  }
}
