import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { assetClasses } from '../../db/schema.ts';
import type { AssetClass } from '../../../shared/contract/schemes.ts';

/** GET /schemes/get_asset_classes: the four asset classes in the order the tabs show them. */
export async function listAssetClasses(db: Db): Promise<AssetClass[]> {
  const rows = await db.select().from(assetClasses).orderBy(asc(assetClasses.sortOrder));
  return rows.map((a) => ({ ID: a.id, AssetClassName: a.name, Description: a.description }));
}
