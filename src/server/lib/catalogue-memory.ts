import type { Db } from '../db/client.ts';
import { preparedQuery, runPrepared } from '../db/prepared.ts';

/**
 * The catalogue (schemes, NAVs, returns, categories) changes only when NAVs are imported or
 * refreshed, and every such write bumps one row, `catalogue_version` (database triggers on the
 * catalogue's tables do it, so no writer can forget, a hand-run SQL fix included). Catalogue reads
 * are therefore kept in memory per version: an instance checks the row at most once every
 * `pollMs` (one primary-key read, shared by the requests arriving meanwhile) and drops everything
 * it kept when the number moves. Another instance's import is thus seen within `pollMs`; this
 * instance's own imports call `catalogueChanged` and are seen at once.
 *
 * What is kept is bounded by bytes (least recently used first out), so the 14,000 schemes of
 * a full AMFI catalogue cannot grow the process past its memory budget.
 */
export interface Generation {
  version: string;
  entries: Map<string, Kept>;
  bytes: number;
}

interface Kept {
  value: Promise<unknown>;
  bytes: number;
}

interface Memory {
  current: Generation | null;
  checkedAt: number;
  checking: Promise<Generation> | null;
}

/** Kept bytes at most (prepared NAV series are the big ones: ~100 KB for ten years). */
export const CATALOGUE_MEMORY_BYTES = 48 * 1024 * 1024;

const memories = new WeakMap<object, Memory>();
const polls = new WeakMap<object, number>();

/**
 * Lets code that is handed only a database (the order services' catalogue facts) read through
 * this memory: createApp registers its database with the configured poll interval. A transaction
 * handle is never registered, so reads inside a transaction always go to the database.
 */
export function registerCatalogueMemory(db: Db, pollMs: number): void {
  polls.set(db, pollMs);
}

/** The poll interval registered for this handle, or null (not an app's database: no memory). */
export function catalogueMemoryPoll(db: object): number | null {
  return polls.get(db) ?? null;
}

function memoryOf(db: Db): Memory {
  let m = memories.get(db);
  if (!m) memories.set(db, (m = { current: null, checkedAt: -Infinity, checking: null }));
  return m;
}

/** The current catalogue data version as text (a bigint). */
const CATALOGUE_VERSION = preparedQuery('catalogue_version', 'select version::text from catalogue_version where id = 1');

export async function readCatalogueVersion(db: Db): Promise<string> {
  const [row] = await runPrepared(db, CATALOGUE_VERSION, []);
  return row?.[0] ?? '0';
}

/** The generation to read from: the one in memory while it is fresh, else the row is read again. */
export async function catalogueGeneration(db: Db, pollMs: number): Promise<Generation> {
  const m = memoryOf(db);
  if (m.current && performance.now() - m.checkedAt < pollMs) return m.current;
  if (m.checking) return m.checking;
  const started = performance.now();
  m.checking = readCatalogueVersion(db)
    .then((version) => {
      if (!m.current || m.current.version !== version) m.current = { version, entries: new Map(), bytes: 0 };
      m.checkedAt = started;
      return m.current;
    })
    .finally(() => {
      m.checking = null;
    });
  return m.checking;
}

/** This instance changed the catalogue: the next read checks the version row instead of waiting for the poll. */
export function catalogueChanged(db: Db): void {
  memoryOf(db).checkedAt = -Infinity;
}

/**
 * A value computed once per catalogue version under `key`. A failed computation is not kept.
 * `sizeOf` tells the kept value's size in bytes (a fixed small figure when not given).
 */
export async function keptInCatalogue<T>(
  db: Db,
  pollMs: number,
  key: string,
  compute: (version: string) => Promise<T>,
  sizeOf: (value: T) => number = () => 256,
): Promise<T> {
  const gen = await catalogueGeneration(db, pollMs);
  return peekKept<T>(gen, key) ?? keepIn(gen, key, compute(gen.version), sizeOf);
}

/** The value kept under `key` in this generation (and marks it recently used), or null. */
export function peekKept<T>(gen: Generation, key: string): Promise<T> | null {
  const hit = gen.entries.get(key);
  if (!hit) return null;
  // most recently used last
  gen.entries.delete(key);
  gen.entries.set(key, hit);
  return hit.value as Promise<T>;
}

/** Keeps a value being computed in this generation; returns it. */
export function keepIn<T>(gen: Generation, key: string, value: Promise<T>, sizeOf: (value: T) => number = () => 256): Promise<T> {
  // bytes are counted once the value is there (a pending entry counts 0)
  const kept: Kept = { value, bytes: 0 };
  gen.entries.set(key, kept);
  value.then(
    (v) => {
      if (gen.entries.get(key) !== kept) return;
      kept.bytes = sizeOf(v);
      gen.bytes += kept.bytes;
      for (const [k, e] of gen.entries) {
        if (gen.bytes <= CATALOGUE_MEMORY_BYTES) break;
        gen.entries.delete(k);
        gen.bytes -= e.bytes;
      }
    },
    () => {
      if (gen.entries.get(key) === kept) gen.entries.delete(key);
    },
  );
  return value;
}
