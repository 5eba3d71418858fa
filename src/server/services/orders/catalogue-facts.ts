import { and, desc, eq, lte } from 'drizzle-orm';
import { parseDecimal } from '@shared/money/decimal.ts';
import type { Db, Tx } from '../../db/client.ts';
import { assetClasses, exchangeSchemeCodes, fundHouses, marketHolidays, navHistory, schemeReturns, schemeSipFrequencies, schemeSystematicFrequencies, schemes, subAssetClasses } from '../../db/schema.ts';
import type { AllowedType, SchemeFacts } from './scheme-port.ts';
import { parseSipDates } from '@shared/rules/sip-calendar.ts';

const paiseOf = (rupees: string | null): bigint | null => (rupees === null ? null : parseDecimal(rupees, 2));
const nav4Of = (nav: string | null): bigint | null => (nav === null ? null : parseDecimal(nav, 4));

const ALLOWED: AllowedType[] = ['SIP', 'SWP', 'STP', 'SWT', 'ADD', 'RED', 'NEW'];

/**
 * Reads the catalogue's tables into what the order services need. One reader per request or
 * job run: facts are cached for its life (a scheme does not change under one order).
 */
export function catalogueFacts(db: Db | Tx) {
  const cache = new Map<number, Promise<SchemeFacts | null>>();

  async function load(id: number): Promise<SchemeFacts | null> {
    if (!Number.isInteger(id) || id <= 0) return null;
    const [row] = await db
      .select({ s: schemes, amcName: fundHouses.name, assetClassName: assetClasses.name, sub: subAssetClasses, r1y: schemeReturns.r1y })
      .from(schemes)
      .leftJoin(fundHouses, eq(fundHouses.id, schemes.fundHouseId))
      .leftJoin(assetClasses, eq(assetClasses.id, schemes.assetClassId))
      .leftJoin(subAssetClasses, eq(subAssetClasses.id, schemes.subAssetClassId))
      .leftJoin(schemeReturns, eq(schemeReturns.schemeId, schemes.id))
      .where(eq(schemes.id, id))
      .limit(1);
    if (!row || !row.s.isActive || row.s.fundHouseId === null || row.s.assetClassId === null) return null;
    const [freqs, systematic, codes] = await Promise.all([
      db.select().from(schemeSipFrequencies).where(eq(schemeSipFrequencies.schemeId, id)),
      db.select().from(schemeSystematicFrequencies).where(eq(schemeSystematicFrequencies.schemeId, id)),
      db.select().from(exchangeSchemeCodes).where(eq(exchangeSchemeCodes.schemeId, id)),
    ]);
    const allowed = Object.fromEntries(ALLOWED.map((t) => [t, (row.s.allowedTransactions as string[]).includes(t)])) as Record<AllowedType, boolean>;
    return {
      id: row.s.id,
      name: row.s.name,
      amcId: row.s.fundHouseId,
      amcName: row.amcName ?? '',
      assetClassId: row.s.assetClassId,
      assetClassName: row.assetClassName ?? '',
      subAssetClassName: row.sub?.name ?? '',
      option: row.s.option,
      rtaCode: row.s.rtaProductCode ?? '',
      codes: codes.map((c) => ({ kind: c.txKind, minPaise: paiseOf(c.minAmount)!, maxPaise: paiseOf(c.maxAmount), code: c.bseCode })),
      minPurchasePaise: paiseOf(row.s.minPurchase) ?? 0n,
      minAdditionalPaise: paiseOf(row.s.additionalPurchase) ?? paiseOf(row.s.minPurchase) ?? 0n,
      maxPurchasePaise: paiseOf(row.s.maxPurchase),
      sipFrequencies: freqs.map((f) => ({
        value: f.frequency,
        name: String(f.frequency),
        minAmountPaise: paiseOf(f.minAmount)!,
        maxAmountPaise: paiseOf(f.maxAmount)!,
        minInstallments: f.minInstallments,
        maxInstallments: f.maxInstallments,
        dates: parseSipDates(f.sipDates),
      })),
      systematicFrequencies: systematic.map((f) => ({
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
    };
  }

  return {
    scheme(id: number): Promise<SchemeFacts | null> {
      let hit = cache.get(id);
      if (!hit) cache.set(id, (hit = load(id)));
      return hit;
    },
    /** The scheme's latest NAV on or before `onOrBefore` (default: the latest there is). */
    async latestNav(id: number, onOrBefore?: string): Promise<{ date: string; nav4: bigint } | null> {
      const [row] = await db
        .select({ date: navHistory.navDate, nav: navHistory.nav })
        .from(navHistory)
        .where(and(eq(navHistory.schemeId, id), onOrBefore ? lte(navHistory.navDate, onOrBefore) : undefined))
        .orderBy(desc(navHistory.navDate))
        .limit(1);
      return row ? { date: row.date, nav4: nav4Of(row.nav)! } : null;
    },
    /** The NAV published for exactly `date`, or null (not yet published, or no NAV that day). */
    async navOn(id: number, date: string): Promise<bigint | null> {
      const [row] = await db.select({ nav: navHistory.nav }).from(navHistory).where(and(eq(navHistory.schemeId, id), eq(navHistory.navDate, date))).limit(1);
      return row ? nav4Of(row.nav) : null;
    },
    async holidays(): Promise<string[]> {
      return (await db.select({ day: marketHolidays.day }).from(marketHolidays)).map((h) => h.day);
    },
  };
}
