import { gunzipSync, gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import type * as v from 'valibot';
import type { AnyCall } from '@shared/contract/registry.ts';
import type { Db } from '../db/client.ts';
import type { AppEnv } from './context.ts';
import { catalogueGeneration } from './catalogue-memory.ts';
import { preparedQuery, runPrepared } from '../db/prepared.ts';
import { acceptsGzip, bytesView } from './answer.ts';

/**
 * Answers built from an investor's orders, payments, lots and registrations (transaction history,
 * processing history, folios, the dashboard) are kept in memory, gzipped, under a key that names everything they depend
 * on: the investor's order data version (`investor_versions`, moved by triggers on every write of
 * those tables, by any instance), the catalogue version, and the caller's own key (the day, the
 * body). A repeated read then costs one primary-key read and no computing; any change makes a
 * new key, so nothing stale is ever served. Per-user data: never cached by browsers (no-store).
 */
interface Kept {
  value: Promise<unknown>;
  bytes: number;
}

/** Kept bytes at most (gzipped: a 7,200-order history is ~0.5 MB). */
const INVESTOR_MEMORY_BYTES = 32 * 1024 * 1024;

const stores = new WeakMap<object, { entries: Map<string, Kept>; bytes: number }>();

function storeOf(db: Db) {
  let s = stores.get(db);
  if (!s) stores.set(db, (s = { entries: new Map(), bytes: 0 }));
  return s;
}

const INVESTOR_VERSION = preparedQuery('investor_version', 'select version::text from investor_versions where user_id = $1');

export async function readInvestorVersion(db: Db, userId: number): Promise<string> {
  const [row] = await runPrepared(db, INVESTOR_VERSION, [String(userId)]);
  return row?.[0] ?? '0';
}

/**
 * A value computed once per (investor data version, catalogue version, key) and kept in memory;
 * `sizeOf` is its size in bytes. A failed computation is not kept.
 */
export async function keptForInvestor<T>(
  db: Db,
  pollMs: number,
  userId: number,
  key: string,
  compute: () => Promise<T>,
  sizeOf: (value: T) => number,
): Promise<T> {
  const [investor, catalogue] = await Promise.all([readInvestorVersion(db, userId), catalogueGeneration(db, pollMs)]);
  const store = storeOf(db);
  const full = `${userId}|${key}|${investor}|${catalogue.version}`;
  const hit = store.entries.get(full);
  if (hit) {
    store.entries.delete(full);
    store.entries.set(full, hit);
    return hit.value as Promise<T>;
  }
  const entry: Kept = { value: compute(), bytes: 0 };
  store.entries.set(full, entry);
  entry.value.then(
    (v) => {
      if (store.entries.get(full) !== entry) return;
      entry.bytes = sizeOf(v as T);
      store.bytes += entry.bytes;
      for (const [k, e] of store.entries) {
        if (store.bytes <= INVESTOR_MEMORY_BYTES) break;
        store.entries.delete(k);
        store.bytes -= e.bytes;
      }
    },
    () => {
      if (store.entries.get(full) === entry) store.entries.delete(full);
    },
  );
  return entry.value as Promise<T>;
}

export async function investorAnswer<C extends AnyCall>(
  c: Context<AppEnv>,
  call: C,
  userId: number,
  key: string,
  compute: () => Promise<v.InferInput<C['answer']>>,
): Promise<Response> {
  const { db, config } = c.get('deps');
  const gz = await keptForInvestor(
    db,
    config.cataloguePollMs,
    userId,
    `${call.path}|${key}`,
    async () => gzipSync(JSON.stringify(await compute()), { level: 6 }),
    (b) => b.length,
  );
  const gzip = acceptsGzip(c.req.header('Accept-Encoding'));
  const bytes = gzip ? gz : gunzipSync(gz);
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'Content-Length': String(bytes.length),
    Vary: 'Accept-Encoding',
    'Cache-Control': 'no-store',
  };
  if (gzip) headers['Content-Encoding'] = 'gzip';
  return c.body(bytesView(bytes), 200, headers);
}
