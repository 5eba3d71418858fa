/**
 * Imports the two real AMFI files kept outside the repository in shared/data/amfi into a real
 * database. Without the folder it skips with one printed line (import-nav-source.test.ts runs
 * the importer on synthetic files with the same quirks); with REQUIRE_SHARED_DATA=1, as in CI,
 * it fails instead, so a green CI run means the importer has met the real thing.
 */
import { resolve } from 'node:path';
import { sharedDataOrSkip } from '../../../../tests/support/shared-data.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openPglite, runMigrations, type Database } from '../../db/client.ts';
import { importNavSource, type ImportStats } from './import-nav-source.ts';
import { queryRows } from './store-navs.ts';

const amfiDir = sharedDataOrSkip('amfi', 'import-real-files.test.ts (the NAV importer on two real NAVAll files)');

let database: Database;
const stats: Record<string, ImportStats> = {};

async function load(name: string): Promise<ImportStats> {
  stats[name] ??= await importNavSource({ db: database.db, clock: { now: () => new Date('2026-08-22T00:00:00Z') } }, resolve(amfiDir!, name));
  return stats[name];
}

describe.skipIf(!amfiDir)('the importer on the real NAVAll files', () => {
  beforeAll(async () => {
    database = await openPglite(null);
    await runMigrations(database);
  });
  afterAll(() => database.close());

  const nav = (code: number, date: string) =>
    queryRows<{ nav: string }>(
      database.db,
      sql`select h.nav::text as nav from nav_history h join schemes s on s.id = h.scheme_id where s.amfi_code = ${code} and h.nav_date = ${date}`,
    ).then((r) => r[0]?.nav ?? null);

  it('imports the 8-field NAVAll of 21 Aug 2026: every scheme, known NAVs, categories', async () => {
    const s = await load('NAVAll_2026-08-21.txt');
    expect(s).toMatchObject({ layout: '8-field', rows: 14_282, errors: 0, schemesInserted: 14_282, navsWritten: 14_282 });
    expect(await nav(119551, '2026-08-21')).toBe('106.8821');
    expect(await nav(108716, '2017-02-17')).toBe('14.2521'); // 14.25207048, a scheme that stopped in 2017
    expect(await nav(128952, '2017-06-14')).toBe('1532.8272');
    const [row] = await queryRows<{ plan: string; option: string; sub: number; product: string }>(
      database.db,
      sql`select plan, option, sub_asset_class_id as sub, product_name as product from schemes where amfi_code = 119551`,
    );
    expect(row).toEqual({ plan: 'Direct', option: 'IDCW Reinvestment', sub: 50, product: 'Aditya Birla Sun Life Banking & PSU Debt Fund' });
    const [counts] = await queryRows<{ listed: number; active: number; houses: number }>(
      database.db,
      sql`select count(*) filter (where sub_asset_class_id is not null)::int as listed, count(*) filter (where is_active)::int as active, (select count(*)::int from fund_houses) as houses from schemes`,
    );
    // most open-ended schemes map to a SEBI category; matured and merged schemes are not active
    expect(counts!.listed).toBeGreaterThan(8_000); // close-ended plans, ETFs and domestic FoFs are not listed
    expect(counts!.active).toBeLessThan(14_282);
    expect(counts!.houses).toBeGreaterThan(40);
  });

  it('changes nothing when a real file is imported again', async () => {
    await load('NAVAll_2026-08-21.txt');
    const again = await importNavSource(
      { db: database.db, clock: { now: () => new Date('2026-08-23T00:00:00Z') } },
      resolve(amfiDir!, 'NAVAll_2026-08-21.txt'),
    );
    expect(again).toMatchObject({ schemesInserted: 0, schemesUpdated: 0, navsWritten: 0 });
  });

  it('adds the 6-field NAVAll of 20 Jun 2026 as history, without duplicating schemes', async () => {
    await load('NAVAll_2026-08-21.txt');
    const s = await load('NAVAll_2026-06-20.txt');
    expect(s).toMatchObject({ layout: '6-field', rows: 14_219, errors: 0 });
    const [total] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from schemes`);
    expect(total!.n).toBe(14_282 + s.schemesInserted);
    expect(await nav(119551, '2026-06-19')).toBe('105.9219');
    expect(await nav(119551, '2026-08-21')).toBe('106.8821');
    expect(await nav(108272, '2026-06-19')).toBe('148.2960');
    // the older file does not rename what the newer one described
    const [name] = await queryRows<{ name: string }>(database.db, sql`select name from schemes where amfi_code = 119551`);
    expect(name!.name).toBe('Aditya Birla Sun Life Banking & PSU Debt Fund - Direct Plan - IDCW-Re-investment');
  });
});
