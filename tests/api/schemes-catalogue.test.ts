/**
 * The catalogue calls under /api/schemes (spec 2 §7, spec 3 §7.5) on the demo catalogue, as
 * `npm start` loads it: ten years of NAVs up to the test clock's day.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { sql } from 'drizzle-orm';
import { getSchemeDetails, getSchemeList, getSubAssetClasses, searchScheme, SCHEME_MESSAGES, SEARCH_LIMIT } from '../../src/shared/contract/schemes.ts';
import { seedCatalogue } from '../../src/server/demo/catalogue.ts';
import { queryRows } from '../../src/server/services/schemes/store-navs.ts';
import { createTestApp, type TestApp } from './support/harness.ts';

let t: TestApp;
/** a scheme of each kind the tests look at, by name */
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp(); // 20 Nov 2026, 11:00 IST
  await seedCatalogue(t.deps);
  const pick = async (key: string, where: ReturnType<typeof sql>) => {
    const [row] = await queryRows<{ id: number }>(t.deps.db, sql`select id from schemes where ${where} order by id limit 1`);
    ids[key] = Number(row!.id);
  };
  await pick('largeCap', sql`sub_asset_class_id = 1 and plan = 'Direct' and option = 'Growth' and launch_date < '2012-01-01'`);
  await pick('liquid', sql`sub_asset_class_id = 21 and option = 'Growth'`);
  await pick('shortHistory', sql`option = 'Growth' and launch_date > '2024-01-01' and sub_asset_class_id between 1 and 14`);
  await pick('debt', sql`sub_asset_class_id = 51 and option = 'Growth'`);
});
afterAll(() => t.close());

describe('GET /schemes/get_asset_classes', () => {
  it('lists the four asset classes with the spec’s ids', async () => {
    const res = await t.call('GET', '/api/schemes/get_asset_classes');
    expect(res.status).toBe(200);
    expect(Object.fromEntries(res.body.asset_classes.map((a: { ID: number; AssetClassName: string }) => [a.AssetClassName, a.ID]))).toEqual({
      Equity: 1,
      Liquid: 2,
      Hybrid: 3,
      Debt: 4,
    });
  });
});

describe('GET /schemes/get_sub_asset_classes/{assetClass}', () => {
  it('lists the SEBI categories of an asset class with counts, by id or by name', async () => {
    const res = await t.call('GET', '/api/schemes/get_sub_asset_classes/1');
    expect(res.status).toBe(200);
    const body = v.parse(getSubAssetClasses.answer, res.body);
    expect(body.sub_asset_classes.map((s) => s.Sub_AssetclassName)).toContain('ELSS (Tax Saver) Fund');
    expect(body.sub_asset_classes.every((s) => s.AssetClassName === 'Equity' && s.Descripti.length > 20 && s.ImageURL.startsWith('/images/'))).toBe(true);
    expect(body.sub_asset_classes.every((s) => s.SchemeCount > 0)).toBe(true);
    const byName = await t.call('GET', '/api/schemes/get_sub_asset_classes/liquid');
    expect(byName.body.sub_asset_classes.map((s: { Sub_AssetclassName: string }) => s.Sub_AssetclassName)).toEqual(['Overnight Fund', 'Liquid Fund']);
  });

  it('answers an unknown asset class with the error and no list', async () => {
    for (const bad of ['9', 'gold', '0']) {
      const res = await t.call('GET', `/api/schemes/get_sub_asset_classes/${bad}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ sub_asset_classes: [], error: SCHEME_MESSAGES.assetClassNotFound });
    }
  });
});

describe('GET /schemes/get_scheme_list/{subAssetId}', () => {
  it('lists the category’s schemes, biggest first, with every return period and amounts as strings', async () => {
    const res = await t.call('GET', '/api/schemes/get_scheme_list/1');
    expect(res.status).toBe(200);
    const list = v.parse(getSchemeList.answer, res.body).sub_asset_classes;
    expect(list.length).toBeGreaterThanOrEqual(10);
    expect(list.every((s) => s.Sub_AssetclassName === 'Large Cap Fund' && s.AssetClassID === 1)).toBe(true);
    const aums = list.map((s) => Number(s.Aum));
    expect(aums).toEqual([...aums].sort((a, b) => b - a));
    const first = list[0]!;
    expect(first.Aum).toMatch(/^\d+\.\d{2}$/);
    expect(first.MinimumPurchaseAmount).toMatch(/^\d+\.\d{2}$/);
    expect(first.SN_NAV).toMatch(/^\d+\.\d{4}$/);
    expect(first.Nav_Date).toBe('2026-11-20');
    expect(first.Sch_Return1Yr).toMatch(/^-?\d+\.\d{2}$/);
    expect(new Set(list.map((s) => s.PlanName))).toEqual(new Set(['Direct', 'Regular']));
  });

  it('gives NA (null) for periods longer than a young scheme’s history', async () => {
    const [row] = await queryRows<{ sub: number }>(t.deps.db, sql`select sub_asset_class_id as sub from schemes where id = ${ids.shortHistory!}`);
    const res = await t.call('GET', `/api/schemes/get_scheme_list/${row!.sub}`);
    const young = res.body.sub_asset_classes.find((s: { SchemeID: number }) => s.SchemeID === ids.shortHistory)!;
    expect(young.Sch_Return1Yr).not.toBeNull();
    expect(young.Sch_Return10Yr).toBeNull();
  });

  it('answers an unknown or malformed id with the error', async () => {
    for (const bad of ['999', 'abc', '-1']) {
      const res = await t.call('GET', `/api/schemes/get_scheme_list/${bad}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ sub_asset_classes: [], error: SCHEME_MESSAGES.subAssetNotFound });
    }
  });
});

describe('GET /schemes/get_scheme_details/{id}', () => {
  it('gives the header, exit load, fund managers and holdings (equity view for an equity fund)', async () => {
    const res = await t.call('GET', `/api/schemes/get_scheme_details/${ids.largeCap}`);
    expect(res.status).toBe(200);
    const d = v.parse(getSchemeDetails.answer, res.body).scheme_details;
    expect(d).toMatchObject({
      SchemeID: ids.largeCap,
      ProductId: ids.largeCap,
      AssetClassName: 'Equity',
      PlanName: 'Direct',
      Growthoption: 'Y',
      SIPFLAG: 'Y',
      FundType: 'other',
    });
    expect(d.ExpenseRatio).toMatch(/^\d\.\d{2}$/);
    expect(d.ExitLoad).toContain('1%');
    expect(d.exit_load_rules).toEqual([{ withinDays: 365, percent: '1.00' }]);
    expect(d.exit_load[0]!.ExitLoad).toBe(d.ExitLoad);
    expect(d.fund_management.length).toBeGreaterThanOrEqual(1);
    expect(d.Riskometer).toBe('Very High');
    expect(Number(d.top_holdings.equity_per)).toBeGreaterThan(90);
    expect(d.top_holdings.company_wise).toHaveLength(10);
    expect(d.top_holdings.sector_wise.length).toBeGreaterThan(3);
  });

  it('gives a debt fund’s debt holdings and credit ratings, and no equity share', async () => {
    const res = await t.call('GET', `/api/schemes/get_scheme_details/${ids.debt}`);
    const h = res.body.scheme_details.top_holdings;
    expect(h.equity_per).toBeNull();
    expect(h.debt_holders.length).toBeGreaterThan(3);
    expect(h.credit_ratings.map((r: { NAME: string }) => r.NAME)).toContain('SOV');
  });

  it('refuses an unknown or malformed id with 404', async () => {
    for (const bad of ['99999999', 'x1', '0']) {
      const res = await t.call('GET', `/api/schemes/get_scheme_details/${bad}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ errors: [SCHEME_MESSAGES.schemeNotFound] });
    }
  });
});

describe('GET /schemes/get_scheme_nav/{id}', () => {
  it('gives the series for a period, oldest first, starting on or before the period’s first day', async () => {
    const res = await t.call('GET', `/api/schemes/get_scheme_nav/${ids.largeCap}?period=1Y`);
    expect(res.status).toBe(200);
    const series: Array<{ SN_NAV: string; SN_NAVDt: string }> = res.body.scheme_nav;
    expect(series[0]!.SN_NAVDt <= '2025-11-20').toBe(true);
    expect(series[1]!.SN_NAVDt > '2025-11-20').toBe(true);
    expect(series.at(-1)).toMatchObject({ SN_NAVDt: '2026-11-20' });
    expect(series.every((p) => /^\d+\.\d{4}$/.test(p.SN_NAV))).toBe(true);
    // business days only for an equity fund: about 250 a year
    expect(series.length).toBeGreaterThan(240);
    expect(series.length).toBeLessThan(262);
  });

  it('has a NAV for every calendar day for a liquid fund, and the whole history without a period', async () => {
    const month = await t.call('GET', `/api/schemes/get_scheme_nav/${ids.liquid}?period=1M`);
    expect(month.body.scheme_nav.map((p: { SN_NAVDt: string }) => p.SN_NAVDt)).toContain('2026-11-15'); // a Sunday
    const all = await t.call('GET', `/api/schemes/get_scheme_nav/${ids.largeCap}`);
    expect(all.body.scheme_nav.length).toBeGreaterThan(2_400);
  });

  it('refuses an unknown scheme and a bad period', async () => {
    expect((await t.call('GET', '/api/schemes/get_scheme_nav/99999999')).status).toBe(404);
    const bad = await t.call('GET', `/api/schemes/get_scheme_nav/${ids.largeCap}?period=2W`);
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ errors: ['Invalid period'] });
  });
});

describe('GET /schemes/get_scheme_returns/{id}', () => {
  it('gives the scheme’s returns beside its category’s averages', async () => {
    const res = await t.call('GET', `/api/schemes/get_scheme_returns/${ids.largeCap}`);
    expect(res.status).toBe(200);
    const d = res.body.scheme_data;
    expect(d.AsOnDate).toBe('2026-11-20');
    for (const key of ['Sch_Return1Mth', 'Sch_Return1Yr', 'Sch_Return10Yr', 'Cat_Return1Mth', 'Cat_Return5Yr']) expect(d[key], key).toMatch(/^-?\d+\.\d{2}$/);
    const [avg] = await queryRows<{ r: string }>(
      t.deps.db,
      sql`select round(avg(r.r_1y), 2)::text as r from scheme_returns r join schemes s on s.id = r.scheme_id where s.sub_asset_class_id = 1 and s.option = 'Growth' and s.is_active`,
    );
    expect(d.Cat_Return1Yr).toBe(avg!.r);
  });

  it('refuses an unknown id', async () => {
    expect((await t.call('GET', '/api/schemes/get_scheme_returns/abc')).status).toBe(404);
  });
});

describe('GET /schemes/get_scheme_info/{id}', () => {
  it('gives one scheme card, and 404 for an unknown id', async () => {
    const res = await t.call('GET', `/api/schemes/get_scheme_info/${ids.liquid}`);
    expect(res.body.scheme_info).toMatchObject({ SchemeID: ids.liquid, AssetClassName: 'Liquid', Sub_AssetclassName: 'Liquid Fund' });
    expect((await t.call('GET', '/api/schemes/get_scheme_info/0')).status).toBe(404);
  });
});

describe('POST /schemes/search-scheme', () => {
  const search = async (body: Record<string, unknown>) => {
    const res = await t.call('POST', '/api/schemes/search-scheme', body);
    return { status: res.status, body: res.body, list: res.status === 200 ? v.parse(searchScheme.answer, res.body).schemes : [] };
  };

  it('finds schemes by every word of the name, case-insensitively', async () => {
    const [row] = await queryRows<{ product: string }>(t.deps.db, sql`select product_name as product from schemes where id = ${ids.liquid!}`);
    const house = row!.product.split(' ')[0]!; // e.g. "Kotak Liquid Fund" → "Kotak"
    const { list } = await search({ name: `${house.toLowerCase()} LIQUID` });
    expect(list.map((s) => s.SchemeID)).toContain(ids.liquid);
    // a word may match the scheme's name, its fund house's ("Mahindra" is in "Kotak Mahindra Mutual Fund") or its category
    const where = (s: (typeof list)[number]) => `${s.SchemeName} ${s.AMC} ${s.Sub_AssetclassName} ${s.AssetClassName}`;
    expect(list.every((s) => where(s).toLowerCase().includes(house.toLowerCase()) && /liquid/i.test(where(s)))).toBe(true);
  });

  it('finds funds by their category and its everyday words: ELSS, tax saver, index, liquid', async () => {
    const elss = (await search({ name: 'ELSS' })).list;
    const [{ n }] = (await queryRows<{ n: number }>(t.deps.db, sql`select count(*)::int as n from schemes where sub_asset_class_id = 12`)) as [{ n: number }];
    expect(elss.length).toBe(Math.min(n, SEARCH_LIMIT));
    expect(elss.length).toBeGreaterThan(1);
    expect(elss.every((s) => s.SubAssetClassID === 12)).toBe(true);
    expect((await search({ name: 'tax saver' })).list.map((s) => s.SchemeID)).toEqual(elss.map((s) => s.SchemeID));
    const index = (await search({ name: 'index' })).list;
    expect(index.length).toBeGreaterThan(0);
    expect(index.every((s) => s.SubAssetClassID === 13 || /index/i.test(`${s.SchemeName} ${s.AMC}`))).toBe(true);
    const liquid = (await search({ name: 'liquid' })).list;
    expect(
      liquid.some((s) => s.SubAssetClassID === 20 && !/liquid/i.test(s.SchemeName)),
      'an overnight fund is a liquid-class fund',
    ).toBe(true);
  });

  it('filters by asset classes (comma-joined) and by the minimum-investment ranges of spec 3 §9', async () => {
    const debtAndLiquid = await search({ asset_class_id: '2,4' });
    expect(debtAndLiquid.list.length).toBeGreaterThan(0);
    expect(new Set(debtAndLiquid.list.map((s) => s.AssetClassID))).toEqual(new Set([2, 4]));
    const upTo500 = await search({ amount: 0, max_amount: 500 });
    expect(upTo500.list.length).toBeGreaterThan(0);
    expect(upTo500.list.every((s) => Number(s.MinimumPurchaseAmount) <= 500)).toBe(true);
    const mid = await search({ amount: '500', max_amount: '2000' });
    expect(mid.list.every((s) => Number(s.MinimumPurchaseAmount) > 500 && Number(s.MinimumPurchaseAmount) <= 2000)).toBe(true);
    expect(mid.list.length).toBeGreaterThan(0);
    const equityAbove2000 = await search({ asset_class_id: '1', amount: 2000, max_amount: 999999999 });
    expect(equityAbove2000.list.every((s) => s.AssetClassID === 1 && Number(s.MinimumPurchaseAmount) > 2000)).toBe(true);
  });

  it('answers no match with an empty list', async () => {
    const { status, list } = await search({ name: 'zzqx nothing' });
    expect(status).toBe(200);
    expect(list).toEqual([]);
  });

  it('treats % and _ as letters', async () => {
    expect((await search({ name: '%%' })).list).toEqual([]);
  });

  it('refuses a search without any filter, and a 1-character name', async () => {
    const none = await search({ name: '  ', asset_class_id: '' });
    expect(none.status).toBe(400);
    expect(none.body).toEqual({ errors: [SCHEME_MESSAGES.selectFilter] });
    const short = await search({ name: 'a' });
    expect(short.status).toBe(400);
    expect(short.body).toEqual({ errors: [SCHEME_MESSAGES.nameTooShort] });
    const badClass = await search({ asset_class_id: '1,7' });
    expect(badClass.status).toBe(400);
  });
});

describe('an empty catalogue', () => {
  it('lists categories with no schemes and an empty scheme list, not an error', async () => {
    const empty = await createTestApp();
    try {
      const { loadTaxonomy } = await import('../../src/server/services/schemes/taxonomy.ts');
      await loadTaxonomy(empty.deps.db);
      const subs = await empty.call('GET', '/api/schemes/get_sub_asset_classes/4');
      expect(subs.body.sub_asset_classes.every((s: { SchemeCount: number }) => s.SchemeCount === 0)).toBe(true);
      expect((await empty.call('GET', '/api/schemes/get_scheme_list/40')).body).toEqual({ sub_asset_classes: [] });
      expect((await empty.call('POST', '/api/schemes/search-scheme', { asset_class_id: '1' })).body).toEqual({ schemes: [] });
    } finally {
      await empty.close();
    }
  });
});
