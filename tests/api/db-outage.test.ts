import { describe, expect, it } from 'vitest';
import pg from 'pg';
import { createApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { openPostgres } from '../../src/server/db/client.ts';
import { createAdapters } from '../../src/server/adapters/index.ts';
import { devOutboxDelivery } from '../../src/server/adapters/otp-delivery/dev-outbox.ts';
import { ManualClock } from '../../src/server/lib/clock.ts';
import { silentLogger } from '../../src/server/lib/logger.ts';
import { testDbKind } from './support/databases.ts';
import { createTestApp, signUp } from './support/harness.ts';

const UNAVAILABLE = { errors: ['Service is temporarily unavailable, please try again in a moment'], code: 'DB_UNAVAILABLE' };

describe('database outage', () => {
  it('a database that cannot be reached answers 503 with a clear message, and health says down', async () => {
    // Nothing listens on port 1: every connection is refused.
    const database = await openPostgres('postgres://nobody@127.0.0.1:1/none', { log: () => {} });
    const clock = new ManualClock();
    const app = createApp({
      config: loadConfig({ NIVESH_MODE: 'demo' }),
      database,
      db: database.db,
      clock,
      adapters: { ...createAdapters(loadConfig({ NIVESH_MODE: 'demo' }), database.db, clock), otpDelivery: devOutboxDelivery(database.db, clock, () => {}) },
      log: silentLogger,
    });
    const res = await app.request('/api/signup', {
      method: 'POST',
      headers: { Version: '3.2', 'Content-Type': 'application/json' },
      body: JSON.stringify({ phone_number: '9000011111' }),
    });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual(UNAVAILABLE);
    const health = await app.request('/api/health');
    expect(health.status).toBe(503);
    expect((await health.json()).database.state).toBe('down');
    await database.close();
  });

  it(`${testDbKind()}: losing the database under a running server gives 503 at worst, never a crash or a stack trace`, async () => {
    const t = await createTestApp();
    const { token } = await signUp(t, '9000022222');
    const call = () => t.call('GET', '/api/profile/get_user_details', undefined, { token });
    const before = await call();
    if (testDbKind() === 'pglite') {
      // The embedded engine cannot restart under us; closing it is the outage.
      await t.deps.database.close();
    } else {
      // What a PostgreSQL restart does to the pool: every backend of this database is terminated.
      const admin = new pg.Client({ connectionString: process.env.PG_TEST_URL });
      await admin.connect();
      const dbName = (await t.deps.database.pool!.query('select current_database() as d')).rows[0].d as string;
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [dbName]);
      await admin.end();
    }
    const after = [];
    for (let i = 0; i < 5; i++) after.push(await call());
    if (testDbKind() === 'postgres') await t.close();
    expect(before.status).toBe(200);
    expect(after.every((r) => r.status === 200 || r.status === 503)).toBe(true);
    expect(after.filter((r) => r.status === 503).every((r) => JSON.stringify(r.body) === JSON.stringify(UNAVAILABLE))).toBe(true);
    // PostgreSQL: the pool replaced the dead connections by itself; PGlite stays closed
    expect(after.at(-1)!.status).toBe(testDbKind() === 'postgres' ? 200 : 503);
  });
});
