/**
 * The demo catalogue as `npm start` loads it: ten years of NAVs on a new database, only the
 * missing days on a warm start, and the same NAVs whichever day the database was created on.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openPglite, runMigrations, type Database } from '../db/client.ts';
import { ManualClock } from '../lib/clock.ts';
import { silentLogger } from '../lib/logger.ts';
import { queryRows } from '../services/schemes/store-navs.ts';
import { seedCatalogue } from './catalogue.ts';

async function freshDatabase(): Promise<Database> {
  const database = await openPglite(null);
  await runMigrations(database);
  return database;
}

const seed = (database: Database, clock: ManualClock) => seedCatalogue({ db: database.db, database, clock, log: silentLogger });

const navsOn = (database: Database, day: string) =>
  queryRows<{ code: number; nav: string }>(
    database.db,
    sql`select s.amfi_code as code, h.nav::text as nav from nav_history h join schemes s on s.id = h.scheme_id where h.nav_date = ${day} order by s.amfi_code`,
  );

const fingerprint = (database: Database, from: string, to: string) =>
  queryRows<{ n: number; md5: string }>(
    database.db,
    sql`select count(*)::int as n, md5(string_agg(concat_ws('|', s.amfi_code, h.nav_date, h.nav), ',' order by s.amfi_code, h.nav_date)) as md5
        from nav_history h join schemes s on s.id = h.scheme_id where h.nav_date between ${from} and ${to}`,
  ).then((r) => r[0]!);

let first: Database;
// Friday 20 November 2026, 16:00 IST
const clock = new ManualClock('2026-11-20T10:30:00Z');

beforeAll(async () => {
  first = await freshDatabase();
});
afterAll(() => first.close());

describe('the demo catalogue seed', () => {
  it('creates the catalogue with ten years of NAVs up to today', async () => {
    const stats = await seed(first, clock);
    expect(stats.schemes).toBeGreaterThanOrEqual(300);
    const [range] = await queryRows<{ schemes: number; oldest: string; newest: string }>(
      first.db,
      sql`select count(distinct scheme_id)::int as schemes, min(nav_date)::text as oldest, max(nav_date)::text as newest from nav_history`,
    );
    expect(range!.schemes).toBe(stats.schemes);
    expect(range!.newest).toBe('2026-11-20');
    expect(range!.oldest <= '2016-10-20').toBe(true);
    const [kinds] = await queryRows<{ liquid_sunday: number; equity_sunday: number; equity_holiday: number; returns_10y: number; holidays: number }>(
      first.db,
      sql`select
        (select count(*)::int from nav_history h join schemes s on s.id = h.scheme_id where s.sub_asset_class_id in (20, 21) and h.nav_date = '2026-11-15') as liquid_sunday,
        (select count(*)::int from nav_history h join schemes s on s.id = h.scheme_id where s.sub_asset_class_id = 1 and h.nav_date = '2026-11-15') as equity_sunday,
        (select count(*)::int from nav_history h join schemes s on s.id = h.scheme_id where s.sub_asset_class_id = 1 and h.nav_date = '2026-01-26') as equity_holiday,
        (select count(*)::int from scheme_returns where r_10y is not null) as returns_10y,
        (select count(*)::int from market_holidays) as holidays`,
    );
    expect(kinds!.liquid_sunday).toBeGreaterThan(0);
    expect(kinds!.equity_sunday).toBe(0);
    expect(kinds!.equity_holiday).toBe(0);
    expect(kinds!.returns_10y).toBeGreaterThan(100);
    expect(kinds!.holidays).toBeGreaterThan(50);
  });

  it('adds nothing on a warm start the same day, and only the missing days later', async () => {
    const before = await fingerprint(first, '2000-01-01', '2026-11-20');
    // the same day the start goes straight on: even a NAV removed by hand is not looked for until the next day
    const [removed] = await queryRows<{ n: number }>(
      first.db,
      sql`with d as (delete from nav_history where nav_date = '2026-11-20' and scheme_id = (select min(id) from schemes where source = 'demo') returning 1) select count(*)::int as n from d`,
    );
    expect(removed!.n).toBe(1);
    const again = await seed(first, clock);
    expect(again.navsWritten).toBe(0);
    expect(again.schemes).toBeGreaterThan(300);
    expect((await fingerprint(first, '2000-01-01', '2026-11-20')).n).toBe(before.n - 1);
    clock.set('2026-11-24T12:00:00Z'); // Tuesday
    const later = await seed(first, clock);
    const [added] = await queryRows<{ n: number }>(first.db, sql`select count(*)::int as n from nav_history where nav_date > '2026-11-20'`);
    // the next day's start fills the removed day too
    expect(later.navsWritten).toBe(added!.n + 1);
    // business-day funds: Monday and Tuesday; liquid and overnight: all four days
    const [liquid] = await queryRows<{ n: number }>(first.db, sql`select count(*)::int as n from schemes where sub_asset_class_id in (20, 21)`);
    expect(added!.n).toBe((later.schemes - liquid!.n) * 2 + liquid!.n * 4);
    expect(await fingerprint(first, '2000-01-01', '2026-11-20')).toEqual(before);
  });

  it('gives the same NAVs to a database created on a later day', async () => {
    const second = await freshDatabase();
    try {
      await seed(second, new ManualClock('2026-11-24T12:00:00Z'));
      expect(await navsOn(second, '2026-11-24')).toEqual(await navsOn(first, '2026-11-24'));
      expect(await fingerprint(second, '2016-11-01', '2026-11-24')).toEqual(await fingerprint(first, '2016-11-01', '2026-11-24'));
    } finally {
      await second.close();
    }
  });
});
