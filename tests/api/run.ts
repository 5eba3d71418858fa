/**
 * The API suite: always on PGlite, and on PostgreSQL when PG_TEST_URL is set (.ci/run sets it).
 * An unreachable PG_TEST_URL fails the run with a clear message instead of silently passing.
 * The order, registration and mandate files run a second time with EXCHANGE=bse, against the
 * BSE StAR MF stand-in over HTTP: the same tests, the same results.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import pg from 'pg';
import { createPgTemplate, dropPgDatabase } from './support/databases.ts';

const extra = process.argv.slice(2);
const vitest = (env: Record<string, string>) =>
  spawnSync(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', '--project', 'api', ...extra], { stdio: 'inherit', env: { ...process.env, ...env } });

console.log('\n▶ API suite on PGlite (embedded)\n');
const lite = vitest({ TEST_DB: 'pglite' });
if (lite.status !== 0) process.exit(lite.status ?? 1);

/** The files that place orders, register SIPs and mandates: run again through the exchange's protocol. */
const BSE_PASS = readdirSync('tests/api')
  .filter((f) => /^(orders-.*|registrations.*|profile-mandates)\.test\.ts$/.test(f))
  .map((f) => `tests/api/${f}`);
// a run narrowed to some files passes the BSE pass only the ones among them
const filters = extra.filter((x) => !x.startsWith('-')).map((x) => x.replace(/^\.\//, ''));
const bseFiles = filters.length === 0 ? BSE_PASS : BSE_PASS.filter((f) => filters.some((x) => f.includes(x)));
if (bseFiles.length > 0) {
  console.log(`\n▶ API order suite again with EXCHANGE=bse, through the BSE StAR MF stand-in (${bseFiles.length} files)\n`);
  const options = extra.filter((x) => x.startsWith('-'));
  const bse = spawnSync(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', '--project', 'api', ...options, ...bseFiles], {
    stdio: 'inherit',
    env: { ...process.env, TEST_DB: 'pglite', TEST_EXCHANGE: 'bse' },
  });
  if (bse.status !== 0) process.exit(bse.status ?? 1);
}

const url = process.env.PG_TEST_URL;
if (!url) {
  console.log('\n⚠ PostgreSQL pass NOT RUN: PG_TEST_URL is not set. Set PG_TEST_URL=postgres://user@host:5432/db to run the API suite on PostgreSQL too.\n');
  process.exit(0);
}

try {
  const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await c.connect();
  await c.query('select 1');
  await c.end();
} catch (err) {
  console.error(`\n✖ PG_TEST_URL=${url} is not reachable (${(err as Error).message}). Start PostgreSQL or unset PG_TEST_URL.\n`);
  process.exit(1);
}

const template = `nivesh_tpl_${process.pid}`;
console.log(`\n▶ API suite on PostgreSQL (${new URL(url).host})\n`);
await createPgTemplate(url, template);
const pgRun = vitest({ TEST_DB: 'postgres', PG_TEMPLATE_DB: template });
await dropPgDatabase(url, template);
process.exit(pgRun.status ?? 1);
