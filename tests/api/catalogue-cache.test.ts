/**
 * Catalogue reads from memory: answers kept per catalogue version, sent gzipped with a
 * strong ETag and revalidated with a 304; a NAV import moves the version, on this instance at
 * once and on another instance of the same database within its poll interval.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { afterEach, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { API_VERSION } from '../../src/shared/contract/common.ts';
import { getSchemeNav } from '../../src/shared/contract/schemes.ts';
import { createApp } from '../../src/server/app.ts';
import { openPostgres, type Database, type Db } from '../../src/server/db/client.ts';
import * as schema from '../../src/server/db/schema.ts';
import { importNavSource } from '../../src/server/services/schemes/import-nav-source.ts';
import { queryRows } from '../../src/server/services/schemes/store-navs.ts';
import { readCatalogueVersion } from '../../src/server/lib/catalogue-memory.ts';
import { testDbKind } from './support/databases.ts';
import { createTestApp, type TestApp } from './support/harness.ts';

const fixture = fileURLToPath(new URL('../../src/server/adapters/nav-source/fixtures/amfi-daily-6field.txt', import.meta.url));
const CODE = 900101;

/** The fixture moved to another day: the same schemes with a NAV for `date` (DD-Mon-YYYY). */
function fixtureOn(date: string, nav: string): string {
  const text = readFileSync(fixture, 'utf8')
    .replaceAll('21-Aug-2026', date)
    .replace(/^900101;([^;]*);([^;]*);([^;]*);[^;]*;/m, `900101;$1;$2;$3;${nav};`);
  const path = join(mkdtempSync(join(tmpdir(), 'nivesh-navs-')), `NAVAll-${date}.txt`);
  writeFileSync(path, text);
  return path;
}

async function schemeId(db: Db): Promise<number> {
  const [row] = await queryRows<{ id: number }>(db, sql`select id from schemes where amfi_code = ${CODE}`);
  return Number(row!.id);
}

const get = (app: { request: (path: string, init: RequestInit) => Response | Promise<Response> }, path: string, headers: Record<string, string> = {}) =>
  app.request(path, { headers: { Version: API_VERSION, ...headers } });

let opened: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of opened.reverse()) await close();
  opened = [];
});

describe(`catalogue reads from memory (${testDbKind()})`, () => {
  it('a NAV series is sent gzipped with a strong ETag, revalidated with a 304, and a new one after an import', async () => {
    const t = await createTestApp({ config: { cataloguePollMs: 60_000 } });
    opened.push(() => t.close());
    await importNavSource(t.deps, fixture, { refresh: false });
    const id = await schemeId(t.deps.db);
    const path = `/api/schemes/get_scheme_nav/${id}`;

    const first = await get(t.app, path, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(first.status).toBe(200);
    expect(first.headers.get('content-encoding')).toBe('gzip');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"c\d+-[\w-]+-gz"$/);
    const body = v.parse(getSchemeNav.answer, JSON.parse(gunzipSync(Buffer.from(await first.arrayBuffer())).toString()));
    expect(body.scheme_nav).toEqual([{ SN_NAV: '123.4567', SN_NAVDt: '2026-08-21' }]);

    const again = await get(t.app, path, { 'Accept-Encoding': 'gzip', 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    // the plain copy has a validator of its own (a strong ETag names one representation)
    const plain = await get(t.app, path);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('etag')).toBe(etag.replace(/-gz"$/, '"'));
    // only the gzipped bytes are kept: the plain body is unzipped for this client, the same answer
    expect(v.parse(getSchemeNav.answer, await plain.json())).toEqual(body);
    expect((await get(t.app, path, { 'If-None-Match': plain.headers.get('etag')! })).status).toBe(304);

    // the next day's file: this instance sees it at once, though its poll interval is a minute
    const before = await readCatalogueVersion(t.deps.db);
    await importNavSource(t.deps, fixtureOn('22-Aug-2026', '124.0000'), { refresh: false });
    expect(BigInt(await readCatalogueVersion(t.deps.db))).toBeGreaterThan(BigInt(before));
    const changed = await get(t.app, path, { 'Accept-Encoding': 'gzip', 'If-None-Match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(JSON.parse(gunzipSync(Buffer.from(await changed.arrayBuffer())).toString()).scheme_nav).toEqual([
      { SN_NAV: '123.4567', SN_NAVDt: '2026-08-21' },
      { SN_NAV: '124.0000', SN_NAVDt: '2026-08-22' },
    ]);
  });

  it('two instances on one database: a NAV import on one is answered by the other within 5 s', async () => {
    const a = await createTestApp({ config: { cataloguePollMs: 60_000 } });
    opened.push(() => a.close());
    // the second instance: its own connection(s) to the same database, its own memory, a 250 ms poll
    let second: Database;
    if (testDbKind() === 'postgres') {
      second = await openPostgres(String((a.deps.database.pool as unknown as { options: { connectionString: string } }).options.connectionString), {
        poolSize: 2,
        log: () => {},
      });
      opened.push(() => second.close());
    } else {
      // PGlite is one process's database: the second instance shares the engine, not the memory
      second = { ...a.deps.database, db: drizzlePglite(a.deps.database.pglite!, { schema }) as unknown as Db };
    }
    const b: Pick<TestApp, 'app'> = { app: createApp({ ...a.deps, database: second, db: second.db, config: { ...a.deps.config, cataloguePollMs: 250 } }) };

    await importNavSource(a.deps, fixture, { refresh: false });
    const id = await schemeId(a.deps.db);
    const path = `/api/schemes/get_scheme_nav/${id}?period=1M`;
    const latestOn = async (app: Pick<TestApp, 'app'>) => (await (await get(app.app, path)).json()).scheme_nav.at(-1);
    expect(await latestOn(a)).toEqual({ SN_NAV: '123.4567', SN_NAVDt: '2026-08-21' });
    expect(await latestOn(b)).toEqual({ SN_NAV: '123.4567', SN_NAVDt: '2026-08-21' });

    await importNavSource(a.deps, fixtureOn('22-Aug-2026', '125.5000'), { refresh: false });
    const t0 = performance.now();
    expect(await latestOn(a)).toEqual({ SN_NAV: '125.5000', SN_NAVDt: '2026-08-22' });
    // polling for the condition, no fixed sleep: B answers from memory until its next version check
    let seen = await latestOn(b);
    while (seen.SN_NAVDt !== '2026-08-22' && performance.now() - t0 < 5_000) {
      await new Promise((r) => setTimeout(r, 50));
      seen = await latestOn(b);
    }
    expect(seen).toEqual({ SN_NAV: '125.5000', SN_NAVDt: '2026-08-22' });
    expect(performance.now() - t0).toBeLessThan(5_000);
  });

  it('a hand-made change to a catalogue table moves the version too (triggers, not the importer)', async () => {
    const t = await createTestApp();
    opened.push(() => t.close());
    await importNavSource(t.deps, fixture, { refresh: false });
    const before = BigInt(await readCatalogueVersion(t.deps.db));
    await t.deps.db.execute(sql`update schemes set min_purchase = 500 where amfi_code = ${CODE}`);
    expect(BigInt(await readCatalogueVersion(t.deps.db))).toBe(before + 1n);
    // a statement that writes nothing elsewhere (sessions) leaves it alone
    await t.deps.db.execute(sql`update sessions set last_seen_at = last_seen_at where id = -1`);
    expect(BigInt(await readCatalogueVersion(t.deps.db))).toBe(before + 1n);
  });
});
