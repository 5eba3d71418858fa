import { and, eq, isNotNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { assetClasses, fundHouses, schemeReturns, schemes, subAssetClasses } from '../../db/schema.ts';
import { riskLabel, type SchemeCard } from '../../../shared/contract/schemes.ts';

/**
 * A scheme as lists, search and cards show it (spec 2 §3 scheme card and listed scheme), read
 * with one joined query: the scheme row carries its latest NAV and the returns are stored, so a
 * list of hundreds costs one index scan.
 */
export const cardColumns = {
  s: schemes,
  amc: fundHouses.name,
  assetClassName: assetClasses.name,
  subName: subAssetClasses.name,
  image: subAssetClasses.imageUrl,
  fundType: subAssetClasses.fundType,
  r: schemeReturns,
};

export type CardRow = {
  s: typeof schemes.$inferSelect;
  amc: string | null;
  assetClassName: string | null;
  subName: string | null;
  image: string | null;
  fundType: 'liquid' | 'overnight' | 'other' | null;
  r: typeof schemeReturns.$inferSelect | null;
};

export const DEFAULT_IMAGE = '/images/categories/fund.svg';

/** Schemes an investor may browse: active and in a category we list. */
export const listed = (): SQL => and(eq(schemes.isActive, true), isNotNull(schemes.subAssetClassId))!;

export function selectCards(db: Db) {
  return db
    .select(cardColumns)
    .from(schemes)
    .leftJoin(fundHouses, eq(fundHouses.id, schemes.fundHouseId))
    .leftJoin(assetClasses, eq(assetClasses.id, schemes.assetClassId))
    .leftJoin(subAssetClasses, eq(subAssetClasses.id, schemes.subAssetClassId))
    .leftJoin(schemeReturns, eq(schemeReturns.schemeId, schemes.id));
}

const yn = (flag: boolean): 'Y' | 'N' => (flag ? 'Y' : 'N');

export function toCard(row: CardRow): SchemeCard {
  const { s, r } = row;
  return {
    SchemeID: s.id,
    SchemeName: s.name,
    ProductName: s.productName,
    AMC: row.amc ?? '',
    AmcID: s.fundHouseId,
    img: row.image ?? DEFAULT_IMAGE,
    AssetClassID: s.assetClassId,
    AssetClassName: row.assetClassName,
    SubAssetClassID: s.subAssetClassId,
    Sub_AssetclassName: row.subName,
    PlanName: s.plan,
    Growthoption: yn(s.option === 'Growth'),
    Dividendreinvestment: yn(s.option === 'IDCW Reinvestment'),
    DividendPayout: yn(s.option === 'IDCW Payout'),
    Dividendfrequency: s.idcwFrequency,
    MinimumPurchaseAmount: s.minPurchase,
    Aum: s.aum,
    SN_NAV: s.latestNav,
    Nav_Date: s.latestNavDate,
    RiskLevel: s.riskLevel,
    Riskometer: riskLabel(s.riskLevel),
    Productcode_RTA: s.rtaProductCode,
    TailWindRec: yn(s.recommended),
    Sch_Return1Mth: r?.r1m ?? null,
    Sch_Return3Mth: r?.r3m ?? null,
    Sch_Return6Mth: r?.r6m ?? null,
    Sch_Return1Yr: r?.r1y ?? null,
    Sch_Return3Yr: r?.r3y ?? null,
    Sch_Return5Yr: r?.r5y ?? null,
    Sch_Return7Yr: r?.r7y ?? null,
    Sch_Return10Yr: r?.r10y ?? null,
  };
}

/** A path id: digits only, else null (an unknown or malformed id reads as "not found"). */
export function parseId(text: string | number | undefined): number | null {
  const raw = String(text ?? '').trim();
  if (!/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

/** One scheme's card row by id, or null. */
export async function findCard(db: Db, id: number): Promise<CardRow | null> {
  const [row] = await selectCards(db).where(eq(schemes.id, id)).limit(1);
  return row ?? null;
}
