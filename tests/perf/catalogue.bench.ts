/**
 * Catalogue benchmarks:
 * - import: AMFI's NAVAll of 21 Aug 2026 (14,282 schemes) into an empty catalogue, on PGlite and
 *   on PostgreSQL (PG_BENCH_URL or PG_TEST_URL; said plainly when neither is set), then again
 *   (the idempotent re-import);
 * - returns: the demo catalogue's cold seed (ten years of NAVs), and a full recompute of the
 *   stored returns for the demo catalogue and for the 14,282 AMFI schemes;
 * - latency: get_scheme_list and search-scheme on the real server, requests sent at a fixed rate
 *   whatever the answers' speed (open loop), p50 and p99;
 * - search: the in-memory search index over all the schemes of AMFI's NAVAll (14,282),
 *   its build time and the time of a query (< 1 ms).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { API_VERSION } from '../../src/shared/contract/common.ts';
import { openPglite, openPostgres, runMigrations, type Database } from '../../src/server/db/client.ts';
import { importNavSource } from '../../src/server/services/schemes/import-nav-source.ts';
import { refreshReturns } from '../../src/server/services/schemes/refresh-returns.ts';
import { seedCatalogue } from '../../src/server/demo/catalogue.ts';
import { searchInIndex, searchIndex } from '../../src/server/services/schemes/cache/search-index.ts';
import { queryRows } from '../../src/server/services/schemes/store-navs.ts';
import { silentLogger } from '../../src/server/lib/logger.ts';
import { ROOT, startServer, type BenchResult } from './support.ts';
import { requireSharedData } from '../support/shared-data.ts';

const navAllFile = () => resolve(requireSharedData('amfi'), 'NAVAll_2026-08-21.txt');
const clock = { now: () => new Date() };

function requireData(): void {
  if (!existsSync(navAllFile())) throw new Error(`${navAllFile()} is missing: the import benchmark needs the shared data folder`);
}

async function withPostgres<T>(fn: (database: Database) => Promise<T>): Promise<T | null> {
  const admin = process.env.PG_BENCH_URL ?? process.env.PG_TEST_URL;
  if (!admin) return null;
  const name = `nivesh_bench_${process.pid}`;
  const run = async (q: string) => {
    const c = new pg.Client({ connectionString: admin });
    await c.connect();
    try {
      await c.query(q);
    } finally {
      await c.end();
    }
  };
  await run(`drop database if exists ${name} with (force)`);
  await run(`create database ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), { log: () => {} });
  try {
    await runMigrations(database);
    return await fn(database);
  } finally {
    await database.close();
    await run(`drop database if exists ${name} with (force)`);
  }
}

async function timeImport(database: Database, label: string): Promise<BenchResult[]> {
  const first = await importNavSource({ db: database.db, clock }, navAllFile(), { refresh: false });
  const again = await importNavSource({ db: database.db, clock }, navAllFile(), { refresh: false });
  if (first.schemesInserted !== 14_282 || again.navsWritten !== 0) throw new Error(`${label}: unexpected import result`);
  return [
    { name: `import NAVAll 14,282 schemes, ${label}`, value: first.ms, unit: 'ms', budget: 2_000 },
    {
      name: `re-import same file (no change), ${label}`,
      value: again.ms,
      unit: 'ms',
      budget: 2_000,
      note: `(${again.schemesUnchanged} schemes skipped by their hash)`,
    },
    // the second import of the same file writes nothing and costs at most 30 % of the first
    { name: `re-import as a share of the first, ${label}`, value: (again.ms / first.ms) * 100, unit: '%', budget: 30 },
  ];
}

export async function importBench(): Promise<BenchResult[]> {
  requireData();
  const lite = await openPglite(null);
  await runMigrations(lite);
  const results = await timeImport(lite, 'PGlite');
  await lite.close();
  results.push(wholeCommand());
  const onPg = await withPostgres((database) => timeImport(database, 'PostgreSQL'));
  if (onPg) results.push(...onPg);
  else console.log('⚠ PostgreSQL import NOT RUN: set PG_BENCH_URL (or PG_TEST_URL) to a server where databases may be created.');
  return results;
}

/**
 * What the operator waits for: `npm run nav:import -- NAVAll.txt` on a new embedded database, from
 * the command to its exit (Node and the loader starting, the database opened and migrated, the
 * import, and the returns refreshed once), beside the import step above.
 */
function wholeCommand(): BenchResult {
  const dir = mkdtempSync(join(tmpdir(), 'nivesh-bench-import-'));
  try {
    const t0 = performance.now();
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/cli/nav-import.ts', navAllFile()], {
      cwd: ROOT,
      env: { ...process.env, PGLITE_DIR: dir, DATABASE_URL: '' },
      encoding: 'utf8',
    });
    const ms = performance.now() - t0;
    if (run.status !== 0) throw new Error(`npm run nav:import failed: ${run.stderr.slice(-500)}`);
    const steps = run.stdout
      .split('\n')
      .filter((l) => /start-up|imported|returns|refresh/i.test(l))
      .map((l) => l.trim())
      .join('; ');
    return { name: 'npm run nav:import NAVAll, the whole command (new embedded database)', value: ms, unit: 'ms', note: `(${steps.slice(0, 300)})` };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function timeFullRecompute(database: Database): Promise<number> {
  // Empty the stored figures so every row is computed and written, as after a first import.
  await database.db.execute(sql`delete from scheme_returns`);
  await database.db.execute(sql`delete from category_returns`);
  return (await refreshReturns(database.db, clock.now())).ms;
}

export async function returnsBench(): Promise<BenchResult[]> {
  requireData();
  // On disk, as npm start keeps it (PGlite in memory is slower at bulk loads).
  const dir = mkdtempSync(join(tmpdir(), 'nivesh-bench-demo-'));
  const demo = await openPglite(dir);
  await runMigrations(demo);
  const seed = await seedCatalogue({ db: demo.db, database: demo, clock, log: silentLogger });
  const [count] = await queryRows<{ n: number }>(demo.db, sql`select count(*)::int as n from nav_history`);
  const demoMs = await timeFullRecompute(demo);
  await demo.close();
  rmSync(dir, { recursive: true, force: true });

  const amfi = await openPglite(null);
  await runMigrations(amfi);
  await importNavSource({ db: amfi.db, clock }, navAllFile(), { refresh: false });
  const amfiMs = await timeFullRecompute(amfi);
  await amfi.close();
  return [
    { name: 'demo catalogue cold seed, PGlite on disk', value: seed.ms, unit: 'ms', budget: 6_000, note: `(${seed.schemes} schemes, ${count!.n} NAVs)` },
    { name: 'recompute returns, demo catalogue', value: demoMs, unit: 'ms', budget: 2_000, note: `(${seed.schemes} schemes, 8 periods + category averages)` },
    { name: 'recompute returns, 14,282 AMFI schemes', value: amfiMs, unit: 'ms', budget: 3_000 },
  ];
}

export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** Sends `rate` requests a second for `seconds`, each at its scheduled time, and measures each one's latency. */
export async function openLoop(rate: number, seconds: number, request: (i: number) => Promise<Response>): Promise<number[]> {
  const total = rate * seconds;
  const start = performance.now();
  const latencies: Array<Promise<number>> = [];
  for (let i = 0; i < total; i += 1) {
    const due = start + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    latencies.push(
      (async () => {
        const t0 = performance.now();
        const res = await request(i);
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        await res.arrayBuffer();
        return performance.now() - t0;
      })(),
    );
  }
  return (await Promise.all(latencies)).sort((a, b) => a - b);
}

const RATE = 40;
const SECONDS = 10;
const SEARCHES = [
  { name: 'liquid' },
  { name: 'hdfc' },
  { asset_class_id: '1,3' },
  { name: 'small cap', amount: 0, max_amount: 500 },
  { asset_class_id: '4', amount: 2000, max_amount: 999999999 },
  { name: 'tax saver' },
];

export async function latencyBench(): Promise<BenchResult[]> {
  const server = await startServer({ port: 8293 });
  try {
    const base = 'http://127.0.0.1:8293/api';
    const headers = { Version: API_VERSION, 'Content-Type': 'application/json' };
    const subs = [1, 2, 3, 4, 6, 12, 13, 21, 31, 43, 48, 51];
    // steady state: every request shape once before measuring (first calls compile code and plans)
    for (const id of subs) await (await fetch(`${base}/schemes/get_scheme_list/${id}`, { headers })).arrayBuffer();
    for (const body of SEARCHES) await (await fetch(`${base}/schemes/search-scheme`, { method: 'POST', headers, body: JSON.stringify(body) })).arrayBuffer();
    const list = await openLoop(RATE, SECONDS, (i) => fetch(`${base}/schemes/get_scheme_list/${subs[i % subs.length]}`, { headers }));
    const search = await openLoop(RATE, SECONDS, (i) =>
      fetch(`${base}/schemes/search-scheme`, { method: 'POST', headers, body: JSON.stringify(SEARCHES[i % SEARCHES.length]) }),
    );
    const note = `(${RATE} req/s for ${SECONDS} s, PGlite, demo catalogue)`;
    return [
      { name: 'get_scheme_list p50', value: percentile(list, 50), unit: 'ms', budget: 50, note },
      { name: 'get_scheme_list p99', value: percentile(list, 99), unit: 'ms', budget: 200 },
      { name: 'search-scheme p50', value: percentile(search, 50), unit: 'ms', budget: 50, note },
      { name: 'search-scheme p99', value: percentile(search, 99), unit: 'ms', budget: 200 },
    ];
  } finally {
    await server.stop();
  }
}

const QUERIES = [
  { words: ['hdfc'], classes: [], above: null, upTo: null },
  { words: ['small', 'cap', 'direct'], classes: [], above: null, upTo: null },
  { words: ['liquid'], classes: [2], above: null, upTo: null },
  { words: ['nifty', 'index'], classes: [], above: null, upTo: null },
  { words: ['zzzz'], classes: [], above: null, upTo: null },
  { words: [], classes: [1, 3], above: 0n, upTo: 50_000n },
];

export async function searchBench(): Promise<BenchResult[]> {
  requireData();
  const amfi = await openPglite(null);
  await runMigrations(amfi);
  await importNavSource({ db: amfi.db, clock }, navAllFile());
  const t0 = performance.now();
  const index = await searchIndex(amfi.db, 60_000);
  const buildMs = performance.now() - t0;
  for (const q of QUERIES) searchInIndex(index, q);
  const times: number[] = [];
  for (let i = 0; i < 3_000; i += 1) {
    const q0 = performance.now();
    searchInIndex(index, QUERIES[i % QUERIES.length]!);
    times.push(performance.now() - q0);
  }
  times.sort((a, b) => a - b);
  await amfi.close();
  return [
    { name: 'search index build, AMFI NAVAll', value: buildMs, unit: 'ms', note: `(${index.length} listed schemes, once per catalogue version)` },
    { name: 'search query p50 (in-memory index)', value: percentile(times, 50), unit: 'ms', budget: 1 },
    {
      name: 'search query p99 (in-memory index)',
      value: percentile(times, 99),
      unit: 'ms',
      budget: 1,
      note: '(a word that matches nothing scans every scheme)',
    },
  ];
}
