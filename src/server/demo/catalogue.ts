import { readMark, writeMark } from '../db/startup-marks.ts';
import { inArray, sql } from 'drizzle-orm';
import type { AppDeps } from '../lib/context.ts';
import type { Db } from '../db/client.ts';
import { addDays } from '@shared/money/returns.ts';
import { istDate } from '@shared/time/ist.ts';
import { present } from '@shared/present.ts';
import { exchangeSchemeCodes, fundHouses, marketHolidays, schemePortfolios, schemeSipFrequencies, schemeSystematicFrequencies, schemes } from '../db/schema.ts';
import { DEMO_FUND_HOUSES } from '../adapters/nav-source/demo-data.ts';
import { demoCatalogue } from '../adapters/nav-source/demo-catalogue.ts';
import { demoDisclosure } from '../adapters/nav-source/demo-holdings.ts';
import { SUB_ASSET_BY_KEY, loadTaxonomy } from '../services/schemes/taxonomy.ts';
import { appendDemoNavs, demoHolidays } from '../services/schemes/append-demo-navs.ts';
import { refreshReturns } from '../services/schemes/refresh-returns.ts';
import { queryRows } from '../services/schemes/store-navs.ts';
import { silentProgress, type StartupProgress } from '../lib/startup-progress.ts';

/**
 * The demo catalogue (demo mode): fund houses, 322 schemes with their rules, SIP frequencies,
 * exchange codes and disclosures, the demo holiday list, and NAVs up to today. Rows that exist
 * are left as they are; only missing NAV days are added, so a warm start is quick.
 */
export interface CatalogueSeedStats {
  schemes: number;
  navsWritten: number;
  ms: number;
}

/** The month-end a factsheet published today would be as of. */
const lastMonthEnd = (today: string): string => addDays(`${today.slice(0, 8)}01`, -1);

export async function seedCatalogue(
  deps: Pick<AppDeps, 'db' | 'database' | 'clock' | 'log'>,
  progress: StartupProgress = silentProgress,
): Promise<CatalogueSeedStats> {
  const { db, clock } = deps;
  const t0 = performance.now();
  const now = clock.now();
  const today = istDate(now);
  // a start earlier today left the catalogue complete up to today: a restart (a deploy, a crash)
  // goes straight on, without generating the demo catalogue only to find nothing missing
  const completed = await readMark(db, DEMO_CATALOGUE_MARK);
  if (completed?.startsWith(`${today}|`)) return { schemes: Number(completed.slice(today.length + 1)), navsWritten: 0, ms: Math.round(performance.now() - t0) };
  const { schemes: demo } = demoCatalogue();
  const asOf = lastMonthEnd(today);
  // A warm start finds everything in place and only looks for missing NAV days.
  const [state] = await queryRows<{ schemes: number; stale: number; holidays: number }>(
    db,
    sql`select (select count(*)::int from schemes where source = 'demo') as schemes,
               (select count(*)::int from scheme_portfolios p join schemes s on s.id = p.scheme_id where s.source = 'demo' and p.as_of < ${asOf}) as stale,
               (select count(*)::int from market_holidays where day >= ${`${Number(today.slice(0, 4)) + 1}-01-01`}) as holidays`,
  );
  const { schemes: demoSchemes, stale, holidays } = present(state, 'the demo catalogue counts');
  if (demoSchemes < demo.length || stale > 0 || holidays === 0) {
    progress.phase(`Seeding the demo catalogue: ${demo.length} schemes`);
    await writeCatalogue(db, today, asOf);
  }
  const appended = await appendDemoNavs(deps.database, now, (done, total) => progress.count('Seeding the demo catalogue: NAVs of schemes', done, total));
  const [stored] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from scheme_returns`);
  if (appended.navsWritten > 0 || Number(stored?.n ?? 0) === 0) {
    progress.phase(`Computing the demo catalogue's returns (${appended.navsWritten.toLocaleString('en-IN')} new NAVs)`);
    await refreshReturns(db, now);
  }
  await writeMark(db, DEMO_CATALOGUE_MARK, `${today}|${demo.length}`, now);
  return { schemes: demo.length, navsWritten: appended.navsWritten, ms: Math.round(performance.now() - t0) };
}

/** The IST day the demo catalogue was last completed up to, and its scheme count. */
const DEMO_CATALOGUE_MARK = 'demo-catalogue-through';

/** The catalogue rows (not the NAVs): inserted when missing, disclosures renewed each month. */
async function writeCatalogue(db: Db, today: string, asOf: string): Promise<void> {
  await loadTaxonomy(db);
  await db
    .insert(marketHolidays)
    .values(demoHolidays(2013, Number(today.slice(0, 4)) + 1))
    .onConflictDoNothing();

  await db
    .insert(fundHouses)
    .values(DEMO_FUND_HOUSES.map((h) => ({ name: h.name, shortName: h.short, code: h.code })))
    .onConflictDoUpdate({
      target: fundHouses.name,
      set: { shortName: sql`excluded.short_name`, code: sql`excluded.code` },
      setWhere: sql`${fundHouses.code} is distinct from excluded.code`,
    });
  const houses = await db
    .select({ id: fundHouses.id, name: fundHouses.name })
    .from(fundHouses)
    .where(
      inArray(
        fundHouses.name,
        DEMO_FUND_HOUSES.map((h) => h.name),
      ),
    );
  const houseId = new Map(houses.map((h) => [h.name, h.id]));

  const { schemes: demo } = demoCatalogue();
  await db
    .insert(schemes)
    .values(
      demo.map((s) => {
        const p = s.product;
        const sub = present(SUB_ASSET_BY_KEY.get(p.params.key), `sub-asset class ${p.params.key}`);
        return {
          amfiCode: s.amfiCode,
          name: s.name,
          productName: p.productName,
          fundHouseId: present(houseId.get(p.house.name), `fund house ${p.house.name}`),
          assetClassId: sub.assetClassId,
          subAssetClassId: sub.id,
          plan: s.plan,
          option: s.option,
          idcwFrequency: s.option === 'Growth' ? null : p.params.idcwFrequency,
          isinGrowthOrPayout: s.isinGrowthOrPayout,
          isinReinvestment: s.isinReinvestment,
          rtaProductCode: s.rtaProductCode,
          rta: p.house.rta,
          minPurchase: p.minPurchase,
          additionalPurchase: p.additionalPurchase,
          maxPurchase: p.maxPurchase,
          allowedTransactions: p.allowed,
          exitLoadText: p.params.exitLoad.text,
          exitLoadRules: p.params.exitLoad.rules,
          expenseRatio: s.plan === 'Direct' ? p.terDirect : p.terRegular,
          riskLevel: p.params.risk,
          fundManagers: p.managers,
          benchmark: p.params.benchmark,
          launchDate: p.launchDate,
          lockInYears: p.params.lockInYears ?? null,
          aum: `${p.aumHundredthCr}00000.00`,
          recommended: p.recommended && s.plan === 'Direct',
          source: 'demo' as const,
        };
      }),
    )
    .onConflictDoNothing();
  const rows = await db
    .select({ id: schemes.id, amfiCode: schemes.amfiCode })
    .from(schemes)
    .where(
      inArray(
        schemes.amfiCode,
        demo.map((s) => s.amfiCode),
      ),
    );
  const ids = new Map(rows.map((r) => [r.amfiCode, r.id]));
  const idOf = (amfiCode: number) => present(ids.get(amfiCode), `the id of demo scheme ${amfiCode}`);

  const sip = demo.flatMap((s) => s.product.sip.map((f) => ({ schemeId: idOf(s.amfiCode), ...f })));
  if (sip.length) await db.insert(schemeSipFrequencies).values(sip).onConflictDoNothing();
  const systematic = demo.flatMap((s) => s.product.systematic.map((f) => ({ schemeId: idOf(s.amfiCode), ...f })));
  if (systematic.length) await db.insert(schemeSystematicFrequencies).values(systematic).onConflictDoNothing();

  const codes = demo.flatMap((s) => {
    if (!s.exchangeBase) return [];
    const schemeId = idOf(s.amfiCode);
    const base = s.exchangeBase;
    // Purchases of Rs 2 lakh and above carry the exchange's separate "-L1" code.
    return [
      { schemeId, txKind: 'purchase' as const, minAmount: '0.00', maxAmount: '199999.99', bseCode: base },
      { schemeId, txKind: 'purchase' as const, minAmount: '200000.00', maxAmount: null, bseCode: `${base}-L1` },
      ...(['sip', 'redemption', 'switch', 'stp', 'swp'] as const).map((txKind) => ({ schemeId, txKind, minAmount: '0.00', maxAmount: null, bseCode: base })),
    ];
  });
  if (codes.length) await db.insert(exchangeSchemeCodes).values(codes).onConflictDoNothing();

  await db
    .insert(schemePortfolios)
    .values(demo.map((s) => ({ schemeId: idOf(s.amfiCode), asOf, ...demoDisclosure(s.product, asOf) })))
    .onConflictDoUpdate({
      target: schemePortfolios.schemeId,
      set: {
        asOf: sql`excluded.as_of`,
        equityPercent: sql`excluded.equity_percent`,
        debtPercent: sql`excluded.debt_percent`,
        otherPercent: sql`excluded.other_percent`,
        sectors: sql`excluded.sectors`,
        companies: sql`excluded.companies`,
        debtHolders: sql`excluded.debt_holders`,
        creditRatings: sql`excluded.credit_ratings`,
        aggregates: sql`excluded.aggregates`,
      },
      setWhere: sql`${schemePortfolios.asOf} < excluded.as_of`,
    });
}
