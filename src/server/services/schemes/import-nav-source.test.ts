/**
 * The importer against a real (embedded) database, on the small AMFI fixtures in
 * adapters/nav-source/fixtures: both NAVAll layouts, CRLF and bare-CR line endings, section and
 * fund-house lines, blank lines, `-` ISINs, N.A. NAVs, the NAV-history report, an mfapi history.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openPglite, runMigrations, type Database } from '../../db/client.ts';
import { importNavSource } from './import-nav-source.ts';
import { queryRows } from './store-navs.ts';
import { NavSourceError } from '../../adapters/nav-source/read-source.ts';
import { readCatalogueVersion } from '../../lib/catalogue-memory.ts';

const fixture = (name: string) => fileURLToPath(new URL(`../../adapters/nav-source/fixtures/${name}`, import.meta.url));
const clock = { now: () => new Date('2026-08-22T04:00:00Z') };

let database: Database;
// a new embedded database with every migration: seconds on a busy machine
beforeAll(async () => {
  database = await openPglite(null);
  await runMigrations(database);
});
afterAll(() => database.close());

const run = (source: string, opts: { fetchImpl?: typeof fetch } = {}) => importNavSource({ db: database.db, clock }, source, opts);

async function scheme(code: number) {
  const [row] = await queryRows<Record<string, unknown>>(
    database.db,
    sql`select s.name, s.product_name, s.plan, s.option, s.isin_growth_or_payout as isin1, s.isin_reinvestment as isin2, s.latest_nav::text as nav,
          s.latest_nav_date::text as nav_date, f.name as house, s.sub_asset_class_id as sub, s.asset_class_id as asset
        from schemes s left join fund_houses f on f.id = s.fund_house_id where s.amfi_code = ${code}`,
  );
  return row;
}
const navsOf = (code: number) =>
  queryRows<{ d: string; nav: string }>(
    database.db,
    sql`select nav_date::text as d, nav::text as nav from nav_history h join schemes s on s.id = h.scheme_id where s.amfi_code = ${code} order by nav_date`,
  );

/** Everything an import writes, as one comparable value. */
const fingerprint = () =>
  queryRows(
    database.db,
    sql`select (select md5(string_agg(concat_ws('|', amfi_code, name, product_name, fund_house_id, plan, option, isin_growth_or_payout, isin_reinvestment, latest_nav, latest_nav_date, updated_at), ',' order by amfi_code)) from schemes) as s,
               (select md5(string_agg(concat_ws('|', scheme_id, nav_date, nav), ',' order by scheme_id, nav_date)) from nav_history) as n,
               (select md5(string_agg(concat_ws('|', scheme_id, as_of, r_1m, r_1y, computed_at), ',' order by scheme_id)) from scheme_returns) as r,
               (select count(*) from fund_houses) as h`,
  );

describe('importing the 6-field NAVAll layout', () => {
  it('loads the good rows, counts the bad ones and reads every quirk', async () => {
    const stats = await run(fixture('amfi-daily-6field.txt'));
    expect(stats).toMatchObject({ kind: 'navall', layout: '6-field', rows: 9, errors: 7 });
    expect(stats.errorSamples.map((e) => e.line)).toEqual([24, 25, 26, 27, 28, 29, 30]);
    expect(await scheme(900101)).toMatchObject({
      name: 'Kaveri Bluechip Fund - Direct Plan - Growth', // double spaces collapsed
      product_name: 'Kaveri Bluechip Fund',
      plan: 'Direct',
      option: 'Growth',
      isin1: 'INF0KV001011',
      isin2: null, // "-"
      nav: '123.4567',
      nav_date: '2026-08-21',
      house: 'Kaveri Mutual Fund',
      sub: 1, // Large Cap Fund
      asset: 1,
    });
    expect(await scheme(900102)).toMatchObject({ plan: 'Regular', option: 'IDCW Payout', nav: '45.6000', isin2: 'INF0KV001037' });
    // N.A. NAV and date: the scheme is known, but has no NAV
    expect(await scheme(900103)).toMatchObject({ nav: null, nav_date: null });
    expect(await navsOf(900103)).toEqual([]);
    expect(await scheme(900104)).toMatchObject({ option: 'IDCW Reinvestment', nav: null });
    // an "(IDF)" fund-house line is a fund house, not a section; 8 decimals round half up
    expect(await scheme(900201)).toMatchObject({ house: 'Narmada Mutual Fund (IDF)', nav: '10.0000' });
    expect(await scheme(900202)).toMatchObject({ option: 'IDCW Payout', isin2: null, nav: '13.0405' });
    // close-ended schemes are kept but not listed for browsing
    expect(await scheme(900301)).toMatchObject({ sub: null, asset: null, house: 'Narmada Mutual Fund', nav: null });
  });

  it('changes nothing when the same file is imported again', async () => {
    const before = await fingerprint();
    const stats = await run(fixture('amfi-daily-6field.txt'));
    expect(stats).toMatchObject({ schemesInserted: 0, schemesUpdated: 0, navsWritten: 0 });
    expect(await fingerprint()).toEqual(before);
  });

  it('skips whole the schemes whose rows hash as at their last import: the second import writes nothing', async () => {
    const first = await run(fixture('amfi-daily-6field.txt'));
    // every catalogue write moves the version (triggers), so an unmoved version means no write at all
    const version = await readCatalogueVersion(database.db);
    const hashes = await queryRows(database.db, sql`select scheme_code, hash from nav_source_hashes order by scheme_code`);
    const again = await run(fixture('amfi-daily-6field.txt'));
    expect(again).toMatchObject({
      schemes: first.schemes,
      schemesUnchanged: first.schemes,
      schemesInserted: 0,
      schemesUpdated: 0,
      navsWritten: 0,
      returns: null,
    });
    expect(await readCatalogueVersion(database.db)).toBe(version);
    expect(await queryRows(database.db, sql`select scheme_code, hash from nav_source_hashes order by scheme_code`)).toEqual(hashes);

    // one scheme's NAV corrected: that scheme alone is read and written, the rest stay skipped
    const dir = mkdtempSync(join(tmpdir(), 'nivesh-amfi-'));
    const corrected = join(dir, 'corrected.txt');
    writeFileSync(corrected, readFileSync(fixture('amfi-daily-6field.txt'), 'utf8').replace(';123.4567;21-Aug-2026', ';123.9999;21-Aug-2026'));
    const fixed = await run(corrected);
    expect(fixed).toMatchObject({ schemesUnchanged: first.schemes - 1, navsWritten: 1 });
    expect((await navsOf(900101)).at(-1)).toEqual({ d: '2026-08-21', nav: '123.9999' });
    expect(await readCatalogueVersion(database.db)).not.toBe(version);
  });
});

describe('importing the 8-field layout', () => {
  it('reads plan and option columns, CRLF line endings and a semicolon in a name', async () => {
    const stats = await run(fixture('amfi-daily-8field-crlf.txt'));
    // 900502 lost its option column: one bad row, the rest load
    expect(stats).toMatchObject({ layout: '8-field', rows: 6, errors: 1 });
    expect(stats.errorSamples[0]).toMatchObject({ line: 17, message: 'Expected 8 fields, found 7' });
    expect(await scheme(900401)).toMatchObject({
      name: 'Godavari Liquid Fund - Direct Plan - IDCW-Re-investment',
      product_name: 'Godavari Liquid Fund',
      plan: 'Direct',
      option: 'IDCW Reinvestment',
      nav: '1001.2346',
      sub: 21,
      asset: 2,
    });
    expect(await scheme(900402)).toMatchObject({ plan: 'Regular', option: 'IDCW Payout' });
    expect(await scheme(900404)).toMatchObject({ isin1: null, nav: '2890.5440' }); // "Redeemed" is not an ISIN
    expect(await scheme(900501)).toMatchObject({ isin1: 'INF0TP001014', option: 'Growth' }); // lower-case ISIN
    expect(await scheme(900503)).toMatchObject({ product_name: 'Tapi; Top 200 Fund', nav_date: '2017-06-14' });
  });

  it('reads bare-CR files, and keeps the first layout when a second file repeats schemes', async () => {
    const stats = await run(fixture('amfi-daily-bare-cr.txt'));
    expect(stats.errors).toBe(0);
    expect(await scheme(900601)).toMatchObject({ option: 'IDCW Payout', nav: '11.0790', sub: null });
    expect(await scheme(900701)).toMatchObject({ nav: '0.0000' });
    expect(await scheme(900702)).toMatchObject({ nav: null });
  });
});

describe('importing history', () => {
  it('loads every date of the AMFI NAV-history report', async () => {
    const stats = await run(fixture('nav-history.txt'));
    expect(stats).toMatchObject({ kind: 'history', errors: 3 });
    expect(await navsOf(900101)).toEqual([
      { d: '2026-08-19', nav: '120.5000' },
      { d: '2026-08-20', nav: '121.2500' },
      { d: '2026-08-21', nav: '123.4567' },
    ]);
    expect(await scheme(900102)).toMatchObject({ nav: '45.6001' });
  });

  it('loads an mfapi JSON history; points already stored are left alone', async () => {
    const stats = await run(fixture('mfapi-history.json'));
    expect(stats.kind).toBe('mfapi');
    // 4 distinct dated points; 20 and 21 Aug are already stored with the same NAV
    expect(stats.navsWritten).toBe(2);
    expect((await navsOf(900101)).map((p) => p.d)).toEqual(['2024-12-31', '2026-08-18', '2026-08-19', '2026-08-20', '2026-08-21']);
    expect(await scheme(900101)).toMatchObject({ nav: '123.4567', nav_date: '2026-08-21' });
  });

  it('does not let an older file rename a scheme a newer file described', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'nav-import-'));
    const old = join(dir, 'old.txt');
    writeFileSync(
      old,
      'Open Ended Schemes(Equity Scheme - Large Cap Fund)\n\nKaveri Mutual Fund\n\n900101;INF0KV001011;-;Kaveri Old Name - Growth;99.5;10-Jan-2025\n',
    );
    const stats = await run(old);
    expect(stats).toMatchObject({ schemesUpdated: 0, navsWritten: 1 });
    expect(await scheme(900101)).toMatchObject({ name: 'Kaveri Bluechip Fund - Direct Plan - Growth', nav_date: '2026-08-21' });
  });
});

describe('sources', () => {
  it('downloads a URL through fetch', async () => {
    const body =
      'Scheme Code;ISIN Div Payout/ ISIN Growth;ISIN Div Reinvestment;Scheme Name;Plan;Option;Net Asset Value;Date\r\n\r\nOpen Ended Schemes(Debt Scheme - Gilt Fund)\r\n\r\nYamuna Mutual Fund\r\n\r\n900801;INF0YM001011;-;Yamuna Gilt Fund;Direct Plan;Growth;42.1;21-Aug-2026\r\n';
    let asked = '';
    const fetchImpl = (async (url: string) => {
      asked = url;
      return new Response(body);
    }) as unknown as typeof fetch;
    const stats = await run('https://example.test/NAVAll.txt', { fetchImpl });
    expect(asked).toBe('https://example.test/NAVAll.txt');
    expect(stats).toMatchObject({ layout: '8-field', rows: 1 });
    expect(await scheme(900801)).toMatchObject({ house: 'Yamuna Mutual Fund', nav: '42.1000', sub: 51 });
  });

  it('refuses a failed download and a missing file with a clear message', async () => {
    const fetchImpl = (async () => new Response('gone', { status: 404 })) as unknown as typeof fetch;
    await expect(run('https://example.test/missing.txt', { fetchImpl })).rejects.toThrow(
      new NavSourceError('Download of https://example.test/missing.txt failed: HTTP 404'),
    );
    await expect(run('/no/such/NAVAll.txt')).rejects.toThrow(/Cannot read \/no\/such\/NAVAll.txt/);
  });
});
