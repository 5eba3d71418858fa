import { and, eq, inArray, sql } from 'drizzle-orm';
import { parseDecimal } from '@shared/money/decimal.ts';
import type { Db, Tx } from '../../db/client.ts';
import {
  assetClasses,
  exchangeSchemeCodes,
  fundHouses,
  marketHolidays,
  navHistory,
  schemeReturns,
  schemeSipFrequencies,
  schemeSystematicFrequencies,
  schemeTaxProfiles,
  schemes,
  subAssetClasses,
} from '../../db/schema.ts';
import { profileOfAssetClass, profileOfCategory, type TaxProfileEntry } from '@shared/rules/tax/fund-tax-class.ts';
import type { AllowedType, SchemeFacts } from './scheme-port.ts';
import { arrayParam, queryRows } from '../schemes/store-navs.ts';
import { catalogueGeneration, catalogueMemoryPoll, keepIn, peekKept } from '../../lib/catalogue-memory.ts';
import { parseSipDates } from '@shared/rules/registrations/sip-calendar.ts';

const paiseOf = (rupees: string | null): bigint | null => (rupees === null ? null : parseDecimal(rupees, 2));
const nav4Of = (nav: string | null): bigint | null => (nav === null ? null : parseDecimal(nav, 4));

const ALLOWED: AllowedType[] = ['SIP', 'SWP', 'STP', 'SWT', 'ADD', 'RED', 'NEW'];

/**
 * Reads the catalogue's tables into what the order services need. One reader per request or
 * job run: facts are cached for its life (a scheme does not change under one order). A caller
 * that will ask about many schemes preloads them, so a list costs a fixed number of statements
 * (no query per scheme).
 */
export function catalogueFacts(db: Db | Tx) {
  const poll = catalogueMemoryPoll(db);
  const cache = new Map<number, Promise<SchemeFacts | null>>();

  /**
   * Reads the facts of every id not yet read, in four statements whatever their number (the
   * scheme rows with their labels, SIP frequencies, SWP/STP frequencies, exchange codes).
   */
  function loadMany(ids: readonly number[]): void {
    const wanted = [...new Set(ids)].filter((id) => !cache.has(id));
    if (wanted.length === 0) return;
    const valid = wanted.filter((id) => Number.isInteger(id) && id > 0 && id <= 2_147_483_647);
    const all = valid.length === 0 ? Promise.resolve(new Map<number, SchemeFacts>()) : poll === null ? readMany(valid) : fromMemory(valid, poll);
    for (const id of wanted) {
      const one = all.then((m) => m.get(id) ?? null);
      // preloaded but never asked for: its failure must not be an unhandled rejection
      one.catch(() => undefined);
      cache.set(id, one);
    }
    // a failed read is not kept (the next call tries again)
    all.catch(() => {
      for (const id of wanted) cache.delete(id);
    });
  }

  /**
   * The app's database (not a transaction): facts are kept in the catalogue memory per catalogue
   * version, shared by every request; the ones not there yet are read together.
   */
  async function fromMemory(ids: number[], pollMs: number): Promise<Map<number, SchemeFacts>> {
    const gen = await catalogueGeneration(db as Db, pollMs);
    const out = new Map<number, SchemeFacts>();
    const missing: number[] = [];
    const waits: Array<Promise<void>> = [];
    for (const id of ids) {
      const hit = peekKept<SchemeFacts | null>(gen, `facts|${id}`);
      if (hit) waits.push(hit.then((f) => void (f && out.set(id, f))));
      else missing.push(id);
    }
    if (missing.length > 0) {
      const read = readMany(missing);
      for (const id of missing)
        keepIn(
          gen,
          `facts|${id}`,
          read.then((m) => m.get(id) ?? null),
          () => 2_048,
        ).catch(() => undefined);
      const m = await read;
      for (const [id, f] of m) out.set(id, f);
    }
    await Promise.all(waits);
    return out;
  }

  async function readMany(ids: number[]): Promise<Map<number, SchemeFacts>> {
    const [rows, freqs, systematic, codes, taxRows] = await Promise.all([
      db
        .select({ s: schemes, amcName: fundHouses.name, assetClassName: assetClasses.name, sub: subAssetClasses, r1y: schemeReturns.r1y })
        .from(schemes)
        .leftJoin(fundHouses, eq(fundHouses.id, schemes.fundHouseId))
        .leftJoin(assetClasses, eq(assetClasses.id, schemes.assetClassId))
        .leftJoin(subAssetClasses, eq(subAssetClasses.id, schemes.subAssetClassId))
        .leftJoin(schemeReturns, eq(schemeReturns.schemeId, schemes.id))
        .where(inArray(schemes.id, ids)),
      db.select().from(schemeSipFrequencies).where(inArray(schemeSipFrequencies.schemeId, ids)),
      db.select().from(schemeSystematicFrequencies).where(inArray(schemeSystematicFrequencies.schemeId, ids)),
      db.select().from(exchangeSchemeCodes).where(inArray(exchangeSchemeCodes.schemeId, ids)),
      db.select().from(schemeTaxProfiles).where(inArray(schemeTaxProfiles.schemeId, ids)).orderBy(schemeTaxProfiles.effectiveFrom),
    ]);
    const out = new Map<number, SchemeFacts>();
    for (const row of rows) {
      if (!row.s.isActive || row.s.fundHouseId === null || row.s.assetClassId === null) continue;
      const id = row.s.id;
      const allowed = Object.fromEntries(ALLOWED.map((t) => [t, (row.s.allowedTransactions as string[]).includes(t)])) as Record<AllowedType, boolean>;
      out.set(id, {
        id,
        name: row.s.name,
        amcId: row.s.fundHouseId,
        amcName: row.amcName ?? '',
        assetClassId: row.s.assetClassId,
        assetClassName: row.assetClassName ?? '',
        subAssetClassName: row.sub?.name ?? '',
        option: row.s.option,
        rtaCode: row.s.rtaProductCode ?? '',
        codes: codes
          .filter((c) => c.schemeId === id)
          .map((c) => ({ kind: c.txKind, minPaise: paiseOf(c.minAmount)!, maxPaise: paiseOf(c.maxAmount), code: c.bseCode })),
        minPurchasePaise: paiseOf(row.s.minPurchase) ?? 0n,
        minAdditionalPaise: paiseOf(row.s.additionalPurchase) ?? paiseOf(row.s.minPurchase) ?? 0n,
        maxPurchasePaise: paiseOf(row.s.maxPurchase),
        sipFrequencies: freqs
          .filter((f) => f.schemeId === id)
          .map((f) => ({
            value: f.frequency,
            name: String(f.frequency),
            minAmountPaise: paiseOf(f.minAmount)!,
            maxAmountPaise: paiseOf(f.maxAmount)!,
            minInstallments: f.minInstallments,
            maxInstallments: f.maxInstallments,
            dates: parseSipDates(f.sipDates),
          })),
        systematicFrequencies: systematic
          .filter((f) => f.schemeId === id)
          .map((f) => ({
            kind: f.kind as 'SWP' | 'STP',
            value: f.frequency,
            minAmountPaise: paiseOf(f.minAmount)!,
            minInstallments: f.minInstallments,
            maxInstallments: f.maxInstallments,
            dates: parseSipDates(f.dates),
          })),
        allowed,
        exitLoad: row.s.exitLoadRules,
        lockInYears: row.s.lockInYears ?? null,
        fundType: row.sub?.fundType ?? 'other',
        return1Yr: row.r1y,
        recommended: row.s.recommended,
        taxProfiles: taxProfilesOf(
          taxRows.filter((t) => t.schemeId === id),
          row.sub?.key ?? null,
          row.s.amfiCategory,
          row.s.assetClassId,
        ),
        isin: row.s.isinGrowthOrPayout ?? row.s.isinReinvestment ?? null,
      });
    }
    return out;
  }

  /** Latest NAVs on or before a day (or the latest of all), per scheme: one statement for any number of schemes. */
  const navCache = new Map<string, Promise<{ date: string; nav4: bigint } | null>>();
  const navKey = (id: number, onOrBefore: string | undefined) => `${id}|${onOrBefore ?? ''}`;
  function latestNavsMany(ids: readonly number[], onOrBefore?: string): void {
    const wanted = [...new Set(ids)].filter((id) => Number.isInteger(id) && id > 0 && !navCache.has(navKey(id, onOrBefore)));
    if (wanted.length === 0) return;
    const all = queryRows<{ id: number; date: string; nav: string }>(
      db,
      sql`select s.id::int as id, n.nav_date::text as date, n.nav::text as nav
          from unnest(${arrayParam(wanted)}::int[]) as s(id)
          cross join lateral (
            select h.nav_date, h.nav from nav_history h
            where h.scheme_id = s.id ${onOrBefore ? sql`and h.nav_date <= ${onOrBefore}::date` : sql``}
            order by h.nav_date desc limit 1
          ) n`,
    ).then((rows) => new Map(rows.map((r) => [r.id, { date: r.date, nav4: nav4Of(r.nav)! }])));
    for (const id of wanted) {
      const one = all.then((m) => m.get(id) ?? null);
      one.catch(() => undefined);
      navCache.set(navKey(id, onOrBefore), one);
    }
    all.catch(() => {
      for (const id of wanted) navCache.delete(navKey(id, onOrBefore));
    });
  }

  return {
    scheme(id: number): Promise<SchemeFacts | null> {
      loadMany([id]);
      return cache.get(id)!;
    },
    /** Reads the facts of all these schemes at once (later `scheme(id)` calls are answered from memory). */
    preload(ids: readonly number[]): void {
      loadMany(ids);
    },
    /** Reads the latest NAVs of all these schemes at once (later `latestNav(id, onOrBefore)` calls are answered from memory). */
    preloadLatestNavs(ids: readonly number[], onOrBefore?: string): void {
      latestNavsMany(ids, onOrBefore);
    },
    /** The scheme's latest NAV on or before `onOrBefore` (default: the latest there is). */
    async latestNav(id: number, onOrBefore?: string): Promise<{ date: string; nav4: bigint } | null> {
      latestNavsMany([id], onOrBefore);
      return (await navCache.get(navKey(id, onOrBefore))) ?? null;
    },
    /** The NAV published for exactly `date`, or null (not yet published, or no NAV that day). */
    async navOn(id: number, date: string): Promise<bigint | null> {
      const [row] = await db
        .select({ nav: navHistory.nav })
        .from(navHistory)
        .where(and(eq(navHistory.schemeId, id), eq(navHistory.navDate, date)))
        .limit(1);
      return row ? nav4Of(row.nav) : null;
    },
    async holidays(): Promise<string[]> {
      return (await db.select({ day: marketHolidays.day }).from(marketHolidays)).map((h) => h.day);
    },
  };
}

/** The scheme's dated classification: its rows, or (none yet) one from its SEBI category since always. */
export function taxProfilesOf(
  rows: ReadonlyArray<{ effectiveFrom: string; profile: TaxProfileEntry['profile'] }>,
  subAssetKey: string | null,
  amfiCategory: string | null,
  assetClassId: number | null,
): TaxProfileEntry[] {
  if (rows.length > 0) return rows.map((r) => ({ from: r.effectiveFrom, profile: r.profile }));
  return [{ from: '1900-01-01', profile: profileOfCategory(subAssetKey, amfiCategory) ?? profileOfAssetClass(assetClassId) }];
}
