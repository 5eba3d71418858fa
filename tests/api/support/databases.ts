import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { openPglite, openPostgres, runMigrations, type Database } from '../../../src/server/db/client.ts';
import { loadMasters } from '../../../src/server/db/seed/masters.ts';

/**
 * Each test file gets a database of its own, already migrated and with the masters loaded:
 * PGlite from an in-memory snapshot made once per worker, PostgreSQL from a template database
 * that tests/api/run.ts creates once per run.
 */
export type TestDbKind = 'pglite' | 'postgres';

export function testDbKind(): TestDbKind {
  return process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

let snapshot: Promise<Blob> | null = null;

async function pgliteSnapshot(): Promise<Blob> {
  snapshot ??= (async () => {
    const db = await openPglite(null);
    await runMigrations(db);
    await loadMasters(db.db);
    const blob = await db.pglite!.dumpDataDir('none');
    await db.close();
    return blob;
  })();
  return snapshot;
}

export async function openTestDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  if (testDbKind() === 'pglite') {
    const database = await openPglite(null, { loadDataDir: await pgliteSnapshot() });
    return { database, drop: () => database.close() };
  }
  const adminUrl = process.env.PG_TEST_URL;
  const template = process.env.PG_TEMPLATE_DB;
  if (!adminUrl || !template) throw new Error('TEST_DB=postgres needs PG_TEST_URL and PG_TEMPLATE_DB (run the suite with npm run test:api)');
  const name = `nivesh_t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${template}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), { poolSize: 5, log: () => {} });
  return {
    database,
    drop: async () => {
      await database.close();
      const a = new pg.Client({ connectionString: adminUrl });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}

/** Used by run.ts: a migrated template with masters, and a way to remove it. */
export async function createPgTemplate(adminUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = await openPostgres(url.toString(), { poolSize: 2, log: () => {} });
  await runMigrations(db);
  await loadMasters(db.db);
  await db.close();
}

export async function dropPgDatabase(adminUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}

export { PGlite };
