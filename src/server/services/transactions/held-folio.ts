import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { folios, lots } from '../../db/schema.ts';

/**
 * The folio an investor already holds a scheme in (the one with the oldest units still held), if
 * it is a folio of ours with that fund house: a purchase or SIP of a scheme already held goes
 * there rather than opening a second folio, unless the investor chose New Folio. Units imported
 * from a statement sit in folios we did not open and are never bought into this way.
 */
export async function heldFolio(db: Db | Tx, userId: number, schemeId: number, amcId: number): Promise<string | null> {
  const [row] = await db
    .select({ folioNo: lots.folioNo })
    .from(lots)
    .innerJoin(folios, and(eq(folios.userId, lots.userId), eq(folios.folioNo, lots.folioNo), eq(folios.amcId, amcId)))
    .where(and(eq(lots.userId, userId), eq(lots.schemeId, schemeId), gt(lots.remaining4, 0n)))
    .orderBy(asc(lots.lotDate), asc(lots.id))
    .limit(1);
  return row?.folioNo ?? null;
}
