import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { copyEmptyCluster, isFreshPgliteDir } from './pglite-template.ts';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** The one database type services take: PGlite and node-postgres share it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** true when a trivial query answers within the timeout */
  ping(timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
  /** the embedded engine, when kind is pglite (tests snapshot it) */
  pglite?: PGlite;
  /** the pool, when kind is postgres */
  pool?: pg.Pool;
}

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

type Log = (msg: string, err?: unknown) => void;

/** Embedded PostgreSQL in a folder (or in memory when dir is null). */
/** PGlite's own start parameters with our buffer cache size added (passing any replaces all of them). */
const pgliteStartParams = (sharedBuffers: string) => [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffers}`];

export async function openPglite(
  dir: string | null,
  opts: { loadDataDir?: Blob; sharedBuffers?: string; wasmModule?: WebAssembly.Module; fromTemplate?: boolean; log?: (message: string) => void } = {},
): Promise<Database> {
  if (dir) mkdirSync(dir, { recursive: true });
  // a new database on disk starts as a copy of an empty cluster rather than initdb (db/pglite-template.ts)
  if (dir && opts.fromTemplate && !opts.loadDataDir && isFreshPgliteDir(dir)) await copyEmptyCluster(dir, { log: opts.log });
  const loadDataDir = opts.loadDataDir;
  // the server passes its configured size (32MB by default); tools and tests on an in-memory engine keep PostgreSQL's
  const options = {
    ...(opts.sharedBuffers ? { startParams: pgliteStartParams(opts.sharedBuffers) } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
    // compiled ahead by the server's start-up (db/pglite-wasm.ts); without it PGlite compiles its own
    ...(opts.wasmModule ? { pgliteWasmModule: opts.wasmModule } : {}),
  };
  const client = dir ? new PGlite(dir, options) : new PGlite(options);
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      try {
        await client.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    close: () => client.close(),
    pglite: client,
  };
}

/**
 * PostgreSQL through a pool that survives the database going away: idle-client errors and
 * per-client errors are logged instead of crashing the process, connecting times out, and
 * the pool makes new connections when the database is back.
 */
export async function openPostgres(url: string, opts: { poolSize?: number; log?: Log } = {}): Promise<Database> {
  const log: Log = opts.log ?? ((m, e) => console.error(m, e instanceof Error ? e.message : (e ?? '')));
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.poolSize ?? 10,
    // a dead database must fail a request quickly with 503, not hang it
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    // bounds a single statement so a stuck query cannot pin a connection forever
    statement_timeout: 30_000,
    query_timeout: 35_000,
    keepAlive: true,
  });
  // An idle client losing its connection emits on the pool; unhandled, that would kill the process.
  pool.on('error', (err) => log('postgres pool: idle client error', err));
  // A checked-out client can also emit 'error' (e.g. the server terminates the backend).
  pool.on('connect', (client) => {
    client.on('error', (err) => log('postgres client error', err));
  });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    pool,
    kind: 'postgres',
    ping: async (timeoutMs = 2_000) => {
      try {
        await Promise.race([pool.query('select 1'), new Promise((_, reject) => setTimeout(() => reject(new Error('ping timeout')), timeoutMs).unref())]);
        return true;
      } catch {
        return false;
      }
    },
    close: () => pool.end(),
  };
}

/** Applies generated migrations. On PostgreSQL an advisory lock keeps concurrent instances from racing. */
export async function runMigrations(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    const client = database.pglite!;
    await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_DIR });
    return;
  }
  const pool = database.pool!;
  const conn = await pool.connect();
  try {
    await conn.query('select pg_advisory_lock(727272)');
    await migratePg(drizzlePg(conn), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await conn.query('select pg_advisory_unlock(727272)').catch(() => undefined);
    conn.release();
  }
}

export async function openDatabase(
  config: { databaseUrl: string | null; pgliteDir: string; pgliteSharedBuffers?: string; pgPoolSize: number },
  opts: { wasmModule?: WebAssembly.Module; log?: (message: string) => void } = {},
): Promise<Database> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, { poolSize: config.pgPoolSize })
    : openPglite(config.pgliteDir, { sharedBuffers: config.pgliteSharedBuffers, wasmModule: opts.wasmModule, fromTemplate: true, log: opts.log });
}

/** Connection-level failures: the database is down or restarting, not a bug in the query. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08001',
  '08003',
  '08006',
]);
const UNAVAILABLE_TEXT =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|connection is closed|terminating connection|the database system is (starting up|shutting down)|Cannot use a pool after calling end|PGlite is closed/i;

export function isDatabaseUnavailable(err: unknown): boolean {
  let e: unknown = err;
  for (let depth = 0; e && depth < 5; depth++) {
    const x = e as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof x.code === 'string' && UNAVAILABLE_CODES.has(x.code)) return true;
    if (typeof x.message === 'string' && UNAVAILABLE_TEXT.test(x.message)) return true;
    e = x.cause;
  }
  return false;
}

export { sql };
