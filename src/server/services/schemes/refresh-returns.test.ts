import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { openPglite, runMigrations, type Database } from '../../db/client.ts';
import { computeReturns, PERIODS, type NavPoint } from '../../../shared/money/returns.ts';
import { loadTaxonomy } from './taxonomy.ts';
import { refreshReturns } from './refresh-returns.ts';
import { queryRows, refreshLatestNav, writeNavs } from './store-navs.ts';

let database: Database;
let nextCode = 1;

beforeAll(async () => {
  database = await openPglite(null);
  await runMigrations(database);
  await loadTaxonomy(database.db);
});
afterAll(() => database.close());

async function addScheme(points: Array<[string, string]>, opts: { sub?: number; option?: string } = {}): Promise<number> {
  const code = nextCode++;
  const [row] = await queryRows<{ id: number }>(
    database.db,
    sql`insert into schemes (amfi_code, name, product_name, plan, option, asset_class_id, sub_asset_class_id, source)
        values (${code}, ${`Fund ${code}`}, ${`Fund ${code}`}, 'Direct', ${opts.option ?? 'Growth'}, 1, ${opts.sub ?? 1}, 'amfi') returning id`,
  );
  const id = Number(row!.id);
  await writeNavs(
    database.db,
    points.map(([date, nav]) => ({ schemeId: id, date, nav })),
  );
  await refreshLatestNav(database.db, [id]);
  return id;
}

const returnsOf = (id: number) =>
  queryRows<Record<string, string | null>>(
    database.db,
    sql`select as_of::text, r_1m, r_3m, r_6m, r_1y, r_3y, r_5y, r_7y, r_10y, computed_at::text from scheme_returns where scheme_id = ${id}`,
  ).then((r) => r[0]);
const categoryOf = (sub: number) =>
  queryRows<Record<string, string | number | null>>(
    database.db,
    sql`select as_of::text, r_1m, r_1y, r_3y, r_5y, scheme_count from category_returns where sub_asset_class_id = ${sub}`,
  ).then((r) => r[0]);

describe('stored returns', () => {
  it('are the hand-computed point-to-point figures, NA where the history does not reach', async () => {
    const a = await addScheme([
      ['2021-08-10', '90'], // 11 days before the 5Y start: too far, so 5Y is NA
      ['2023-08-21', '100'],
      ['2025-08-21', '120'],
      ['2026-02-20', '125'], // the 6M start (21 Feb is a Saturday) is the Friday before
      ['2026-05-21', '140'],
      ['2026-07-21', '145'],
      ['2026-08-21', '150'],
    ]);
    const b = await addScheme([
      ['2025-08-21', '50'],
      ['2026-07-21', '54'],
      ['2026-08-21', '55'],
    ]);
    // an IDCW option and a scheme that stopped publishing stay out of the category average
    const idcw = await addScheme(
      [
        ['2025-08-21', '10'],
        ['2026-08-21', '30'],
      ],
      { option: 'IDCW Payout' },
    );
    const dead = await addScheme([
      ['2025-05-30', '10'],
      ['2026-06-01', '40'],
    ]);
    await refreshReturns(database.db, new Date('2026-08-22T00:00:00Z'));

    expect(await returnsOf(a)).toMatchObject({
      as_of: '2026-08-21',
      r_1m: '3.45', // 150/145 - 1 = 3.448%
      r_3m: '7.14', // 150/140 - 1 = 7.143%
      r_6m: '20.00', // 150/125 - 1
      r_1y: '25.00', // 150/120 - 1, a year: no annualising effect
      r_3y: '14.47', // 1.5^(1/3) - 1 = 14.471%
      r_5y: null,
      r_7y: null,
      r_10y: null,
    });
    expect(await returnsOf(b)).toMatchObject({ r_1m: '1.85', r_1y: '10.00', r_3y: null });
    expect(await returnsOf(idcw)).toMatchObject({ r_1y: '200.00' });
    expect(await returnsOf(dead)).toMatchObject({ as_of: '2026-06-01', r_1y: '300.00' });
    const [flags] = await queryRows<{ dead: boolean; a: boolean }>(
      database.db,
      sql`select (select is_active from schemes where id = ${dead}) as dead, (select is_active from schemes where id = ${a}) as a`,
    );
    expect(flags).toEqual({ dead: false, a: true });

    expect(await categoryOf(1)).toEqual({ as_of: '2026-08-21', r_1m: '2.65', r_1y: '17.50', r_3y: '14.47', r_5y: null, scheme_count: 2 });
  });

  it('are not rewritten when nothing changed', async () => {
    const id = await addScheme(
      [
        ['2025-08-21', '10'],
        ['2026-08-21', '11'],
      ],
      { sub: 3 },
    );
    await refreshReturns(database.db, new Date('2026-08-22T00:00:00Z'));
    const first = await returnsOf(id);
    await refreshReturns(database.db, new Date('2026-08-23T00:00:00Z'));
    expect(await returnsOf(id)).toEqual(first);
  });

  it('equal computeReturns over the whole stored history', async () => {
    const dates: string[] = [];
    for (let d = new Date('2015-01-01T00:00:00Z'); d <= new Date('2026-08-21T00:00:00Z'); d = new Date(d.getTime() + 86_400_000))
      dates.push(d.toISOString().slice(0, 10));
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 2 ** 31 - 1 }), fc.integer({ min: 3, max: 60 }), async (seed, gapEvery) => {
        // a random walk with random holes (some longer than the 7-day allowance)
        let nav = 1_000_000 + (seed % 500_000);
        let x = seed;
        const series: NavPoint[] = [];
        for (const date of dates) {
          x = (Math.imul(x, 1_103_515_245) + 12_345) >>> 0;
          if (x % gapEvery === 0) continue;
          nav = Math.max(1, nav + ((x >> 8) % 20_001) - 9_800);
          series.push({ date, nav: (nav / 10_000).toFixed(4) });
        }
        const id = await addScheme(
          series.map((p) => [p.date, p.nav]),
          { sub: 4 },
        );
        await refreshReturns(database.db, new Date('2026-08-22T00:00:00Z'));
        const stored = (await returnsOf(id))!;
        const expected = computeReturns(series, series.at(-1)!.date);
        const cols = ['r_1m', 'r_3m', 'r_6m', 'r_1y', 'r_3y', 'r_5y', 'r_7y', 'r_10y'];
        PERIODS.forEach((p, i) => expect(stored[cols[i]!], p.label).toBe(expected[p.key] === null ? null : expected[p.key]!.toFixed(2)));
      }),
      { numRuns: 8 },
    );
  });
});
