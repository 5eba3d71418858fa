import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { inferOption, inferPlan } from '../../adapters/nav-source/amfi-classify.ts';
import { idcwFrequencyOf, productNameOf, subAssetKeyFor } from '../../adapters/nav-source/amfi-category.ts';
import { SUB_ASSET_BY_KEY } from './taxonomy.ts';
import { arrayParam, queryRows } from './store-navs.ts';

/**
 * Writes what an AMFI file says about schemes: name, fund house, category, plan, option and
 * ISINs. Only those columns: amounts, SIP rules and exchange codes come from the exchange's
 * scheme master (or the demo generator), and an import never overwrites them. A row whose
 * fields are unchanged is not touched.
 */
export interface AmfiSchemeFacts {
  schemeCode: number;
  /** the date the row's NAV is for: a row older than the scheme's newest NAV does not rename it */
  navDate: string | null;
  schemeName: string;
  plan: string | null;
  option: string | null;
  fundHouse: string | null;
  schemeType: string | null;
  category: string | null;
  isinGrowthOrPayout: string | null;
  isinReinvestment: string | null;
}

type Runner = Db | Tx;

const shortNameOf = (fundHouse: string): string => fundHouse.replace(/\s+Mutual Fund\b.*$/i, '').trim() || fundHouse;

/** Fund-house name → id, creating the houses not yet known. */
export async function upsertFundHouses(db: Runner, names: readonly string[], known: Map<string, number>): Promise<void> {
  const missing = [...new Set(names)].filter((n) => !known.has(n));
  if (missing.length === 0) return;
  await db.execute(sql`
    insert into fund_houses (name, short_name)
    select * from unnest(${arrayParam(missing)}::text[], ${arrayParam(missing.map(shortNameOf))}::text[])
    on conflict (name) do nothing`);
  const rows = await queryRows<{ id: number; name: string }>(db, sql`select id, name from fund_houses where name = any(${arrayParam(missing)}::text[])`);
  for (const r of rows) known.set(r.name, Number(r.id));
}

export interface UpsertResult {
  inserted: number;
  updated: number;
  /** AMFI code → scheme id for every code given */
  ids: Map<number, number>;
}

export async function upsertAmfiSchemes(db: Runner, facts: readonly AmfiSchemeFacts[], fundHouseIds: Map<string, number>): Promise<UpsertResult> {
  // One row per code, the newest (a history report repeats a scheme for every date).
  const byCode = new Map<number, AmfiSchemeFacts>();
  for (const f of facts) {
    const seen = byCode.get(f.schemeCode);
    if (!seen || !seen.navDate || (f.navDate !== null && f.navDate >= seen.navDate)) byCode.set(f.schemeCode, f);
  }
  if (byCode.size === 0) return { inserted: 0, updated: 0, ids: new Map() };
  const allCodes = [...byCode.keys()];
  const existing = await queryRows<{ amfi_code: number; latest: string | null }>(
    db,
    sql`select amfi_code, latest_nav_date::text as latest from schemes where amfi_code = any(${arrayParam(allCodes)}::int[])`,
  );
  const latestOf = new Map(existing.map((r) => [Number(r.amfi_code), r.latest]));
  // An older file (or an older row of a history report) must not undo what a newer one said.
  const rows = [...byCode.values()].filter((r) => {
    const latest = latestOf.get(r.schemeCode);
    return !latest || !r.navDate || r.navDate >= latest;
  });
  await upsertFundHouses(
    db,
    rows.flatMap((r) => (r.fundHouse ? [r.fundHouse] : [])),
    fundHouseIds,
  );

  const cols = {
    code: [] as number[],
    name: [] as string[],
    product: [] as string[],
    house: [] as Array<number | null>,
    asset: [] as Array<number | null>,
    sub: [] as Array<number | null>,
    category: [] as Array<string | null>,
    plan: [] as string[],
    option: [] as string[],
    idcw: [] as Array<string | null>,
    isin1: [] as Array<string | null>,
    isin2: [] as Array<string | null>,
  };
  for (const r of rows) {
    const described = [r.schemeName, r.plan, r.option].filter(Boolean).join(' ');
    const option = inferOption(described);
    const sub = SUB_ASSET_BY_KEY.get(subAssetKeyFor(r.schemeType, r.category) ?? '');
    cols.code.push(r.schemeCode);
    cols.name.push([r.schemeName, r.plan, r.option].filter(Boolean).join(' - '));
    cols.product.push(productNameOf(r.schemeName));
    cols.house.push(r.fundHouse ? (fundHouseIds.get(r.fundHouse) ?? null) : null);
    cols.asset.push(sub?.assetClassId ?? null);
    cols.sub.push(sub?.id ?? null);
    cols.category.push(r.schemeType && r.category ? `${r.schemeType}(${r.category})` : (r.schemeType ?? r.category));
    cols.plan.push(inferPlan(described));
    cols.option.push(option);
    cols.idcw.push(option === 'Growth' ? null : idcwFrequencyOf(described));
    cols.isin1.push(r.isinGrowthOrPayout);
    cols.isin2.push(r.isinReinvestment);
  }
  const result =
    rows.length === 0
      ? []
      : await queryRows<{ inserted: boolean | string }>(
          db,
          sql`
    insert into schemes (amfi_code, name, product_name, fund_house_id, asset_class_id, sub_asset_class_id, amfi_category,
                         plan, option, idcw_frequency, isin_growth_or_payout, isin_reinvestment, source)
    select *, 'amfi' from unnest(${arrayParam(cols.code)}::int[], ${arrayParam(cols.name)}::text[], ${arrayParam(cols.product)}::text[],
      ${arrayParam(cols.house)}::int[], ${arrayParam(cols.asset)}::int2[], ${arrayParam(cols.sub)}::int2[], ${arrayParam(cols.category)}::text[],
      ${arrayParam(cols.plan)}::text[], ${arrayParam(cols.option)}::text[], ${arrayParam(cols.idcw)}::text[],
      ${arrayParam(cols.isin1)}::text[], ${arrayParam(cols.isin2)}::text[])
    on conflict (amfi_code) do update set
      name = excluded.name, product_name = excluded.product_name, fund_house_id = excluded.fund_house_id,
      asset_class_id = excluded.asset_class_id, sub_asset_class_id = excluded.sub_asset_class_id, amfi_category = excluded.amfi_category,
      plan = excluded.plan, option = excluded.option, idcw_frequency = excluded.idcw_frequency,
      isin_growth_or_payout = excluded.isin_growth_or_payout, isin_reinvestment = excluded.isin_reinvestment, updated_at = now()
    where schemes.source = 'amfi' and (schemes.name, schemes.product_name, schemes.fund_house_id, schemes.asset_class_id, schemes.sub_asset_class_id,
      schemes.amfi_category, schemes.plan, schemes.option, schemes.idcw_frequency, schemes.isin_growth_or_payout, schemes.isin_reinvestment)
      is distinct from (excluded.name, excluded.product_name, excluded.fund_house_id, excluded.asset_class_id, excluded.sub_asset_class_id,
      excluded.amfi_category, excluded.plan, excluded.option, excluded.idcw_frequency, excluded.isin_growth_or_payout, excluded.isin_reinvestment)
    returning (xmax = 0) as inserted`,
        );
  const inserted = result.filter((r) => r.inserted === true || r.inserted === 't').length;
  const ids = new Map<number, number>();
  const found = await queryRows<{ id: number; amfi_code: number }>(
    db,
    sql`select id, amfi_code from schemes where amfi_code = any(${arrayParam(allCodes)}::int[])`,
  );
  for (const r of found) ids.set(Number(r.amfi_code), Number(r.id));
  return { inserted, updated: result.length - inserted, ids };
}
