/**
 * The importer on the synthetic NAVAll files that carry the real files' quirks
 * (adapters/nav-source/fixtures/amfi-sections-*.txt), into a real embedded database:
 * what import-real-files.test.ts checks on the real files, for a clone without the shared data.
 */
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openPglite, runMigrations, type Database } from '../../db/client.ts';
import { importNavSource } from './import-nav-source.ts';
import { queryRows } from './store-navs.ts';

const fixture = (name: string) => fileURLToPath(new URL(`../../adapters/nav-source/fixtures/${name}`, import.meta.url));
const at = (iso: string) => ({ now: () => new Date(iso) });

let database: Database;
beforeAll(async () => {
  database = await openPglite(null);
  await runMigrations(database);
});
afterAll(() => database.close());

const run = (name: string, now: string) => importNavSource({ db: database.db, clock: at(now) }, fixture(name));
const nav = (code: number, date: string) =>
  queryRows<{ nav: string }>(
    database.db,
    sql`select h.nav::text as nav from nav_history h join schemes s on s.id = h.scheme_id where s.amfi_code = ${code} and h.nav_date = ${date}`,
  ).then((r) => r[0]?.nav ?? null);
const scheme = (code: number) =>
  queryRows<{ name: string; plan: string | null; option: string | null; house: string | null; sub: string | null }>(
    database.db,
    sql`select s.name, s.plan, s.option, f.name as house, c.key as sub
        from schemes s left join fund_houses f on f.id = s.fund_house_id left join sub_asset_classes c on c.id = s.sub_asset_class_id
        where s.amfi_code = ${code}`,
  ).then((r) => r[0]);

it('imports the 8-field file: every scheme, its NAVs, houses and categories', async () => {
  const s = await run('amfi-sections-8field.txt', '2026-08-22T00:00:00Z');
  expect(s).toMatchObject({ layout: '8-field', rows: 12, errors: 0, schemesInserted: 12, navsWritten: 12 });
  expect(await nav(901101, '2026-08-21')).toBe('106.8821');
  expect(await nav(901102, '2017-02-17')).toBe('14.2521'); // 14.25207048, a scheme that stopped in 2017
  expect(await nav(901107, '2017-06-14')).toBe('1532.8272');
  expect(await scheme(901101)).toMatchObject({ plan: 'Direct', option: 'IDCW Reinvestment', house: 'Sabarmati & Tapti Mutual Fund (IDF)', sub: 'banking-psu' });
  // a section without a fund-house line gives its schemes none, not the house before it
  expect(await scheme(901201)).toMatchObject({ house: null });
  expect(await scheme(901302)).toMatchObject({ house: null });
  expect(await scheme(901401)).toMatchObject({ house: 'Tungabhadra Mutual Fund' });
});

it('changes nothing when the same file is imported again', async () => {
  const again = await run('amfi-sections-8field.txt', '2026-08-23T00:00:00Z');
  expect(again).toMatchObject({ schemesInserted: 0, schemesUpdated: 0, navsWritten: 0 });
});

it('adds an older 6-field file as history, without duplicating or renaming schemes', async () => {
  const s = await run('amfi-sections-6field.txt', '2026-08-24T00:00:00Z');
  expect(s).toMatchObject({ layout: '6-field', rows: 5, errors: 0, schemesInserted: 1 });
  const [total] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from schemes`);
  expect(total!.n).toBe(13);
  expect(await nav(901101, '2026-06-19')).toBe('105.9219');
  expect(await nav(901101, '2026-08-21')).toBe('106.8821');
  expect(await nav(901102, '2026-06-19')).toBe('148.2960');
  expect(await scheme(901101)).toMatchObject({ name: 'Sabarmati Banking & PSU Debt Fund - Direct Plan - IDCW-Re-investment' });
});
