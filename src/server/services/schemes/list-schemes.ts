import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { schemes, subAssetClasses } from '../../db/schema.ts';
import { SCHEME_MESSAGES, type SchemeCard } from '../../../shared/contract/schemes.ts';
import { listed, parseId, selectCards, toCard } from './scheme-card.ts';

/**
 * GET /schemes/get_scheme_list/{subAssetId}: the category's schemes, biggest first. The list
 * comes back under `sub_asset_classes`, as the spec names the answer; an unknown category is a
 * domain error in the body.
 */
export async function listSchemes(db: Db, subAssetId: string): Promise<{ sub_asset_classes: SchemeCard[]; error?: string }> {
  const id = parseId(subAssetId);
  const [sub] = id === null ? [] : await db.select({ id: subAssetClasses.id }).from(subAssetClasses).where(eq(subAssetClasses.id, id)).limit(1);
  if (!sub) return { sub_asset_classes: [], error: SCHEME_MESSAGES.subAssetNotFound };
  const rows = await selectCards(db)
    .where(and(listed(), eq(schemes.subAssetClassId, sub.id)))
    .orderBy(sql`${schemes.aum} desc nulls last`, desc(schemes.recommended), asc(schemes.name));
  return { sub_asset_classes: rows.map(toCard) };
}
