import { and, eq, gt, sql } from 'drizzle-orm';
import { formatDecimal } from '@shared/money/decimal.ts';
import type { Db } from '../../db/client.ts';
import { lots } from '../../db/schema.ts';
import { catalogueFacts } from './catalogue-facts.ts';
import { valuePaise } from '@shared/money/lots/scales.ts';

/** Assets under management: every unit still held, at its scheme's latest NAV, in paise. */
export async function aumPaise(db: Db, userId: number): Promise<bigint> {
  const held = await db
    .select({ schemeId: lots.schemeId, units4: sql<string>`sum(${lots.remaining4})` })
    .from(lots)
    .where(and(eq(lots.userId, userId), gt(lots.remaining4, 0n)))
    .groupBy(lots.schemeId);
  const facts = catalogueFacts(db);
  facts.preloadLatestNavs(held.map((h) => h.schemeId));
  let total = 0n;
  for (const h of held) {
    const nav = await facts.latestNav(h.schemeId);
    if (nav) total += valuePaise(BigInt(h.units4), nav.nav4);
  }
  return total;
}

export const aumText = async (db: Db, userId: number): Promise<string> => formatDecimal(await aumPaise(db, userId), 2);
