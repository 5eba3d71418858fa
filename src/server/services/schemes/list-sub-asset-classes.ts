import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { assetClasses, schemes, subAssetClasses } from '../../db/schema.ts';
import { ASSET_CLASS_NAMES, SCHEME_MESSAGES, type SubAssetClass } from '../../../shared/contract/schemes.ts';
import { listed } from './scheme-card.ts';

/** "1".."4" or the asset class name ("equity", "Debt"); anything else is null. */
export function assetClassIdOf(text: string): number | null {
  const raw = text.trim().toLowerCase();
  if (/^[1-4]$/.test(raw)) return Number(raw);
  const found = Object.entries(ASSET_CLASS_NAMES).find(([, name]) => name.toLowerCase() === raw);
  return found ? Number(found[0]) : null;
}

/** GET /schemes/get_sub_asset_classes/{assetClass}: the SEBI categories under one asset class, with how many schemes each lists. */
export async function listSubAssetClasses(db: Db, assetClass: string): Promise<{ sub_asset_classes: SubAssetClass[]; error?: string }> {
  const id = assetClassIdOf(assetClass);
  if (id === null) return { sub_asset_classes: [], error: SCHEME_MESSAGES.assetClassNotFound };
  const counts = db
    .select({ sub: schemes.subAssetClassId, n: count().as('n') })
    .from(schemes)
    .where(and(listed(), eq(schemes.assetClassId, id)))
    .groupBy(schemes.subAssetClassId)
    .as('counts');
  const rows = await db
    .select({ sub: subAssetClasses, assetName: assetClasses.name, n: counts.n })
    .from(subAssetClasses)
    .innerJoin(assetClasses, eq(assetClasses.id, subAssetClasses.assetClassId))
    .leftJoin(counts, eq(counts.sub, subAssetClasses.id))
    .where(eq(subAssetClasses.assetClassId, id))
    .orderBy(asc(subAssetClasses.sortOrder));
  return {
    sub_asset_classes: rows.map((r) => ({
      ID: r.sub.id,
      Sub_AssetclassName: r.sub.name,
      AssetClassName: r.assetName,
      AssetClassID: r.sub.assetClassId,
      Descripti: r.sub.description,
      ImageURL: r.sub.imageUrl,
      SchemeCount: Number(r.n ?? 0),
    })),
  };
}
