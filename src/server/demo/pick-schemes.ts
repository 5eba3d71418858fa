import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { exchangeSchemeCodes, schemeSipFrequencies, schemes, subAssetClasses } from '../db/schema.ts';

/**
 * Demo baskets (ideas, goal buckets) are built from the demo catalogue: Direct Growth schemes of a
 * SEBI category that can be bought new (and, when asked, by monthly SIP) and have exchange codes.
 * Deterministic: the same schemes on every start.
 */
export async function pickSchemes(db: Db, categoryKey: string, count: number, opts: { offset?: number; sip?: boolean } = {}): Promise<number[]> {
  const need = opts.sip === false ? sql`array['NEW']::text[]` : sql`array['NEW','SIP']::text[]`;
  const rows = await db
    .select({ id: schemes.id })
    .from(schemes)
    .innerJoin(subAssetClasses, eq(subAssetClasses.id, schemes.subAssetClassId))
    .where(
      and(
        eq(subAssetClasses.key, categoryKey),
        eq(schemes.plan, 'Direct'),
        eq(schemes.option, 'Growth'),
        eq(schemes.isActive, true),
        eq(schemes.source, 'demo'),
        sql`${schemes.allowedTransactions} @> ${need}`,
        inArray(schemes.id, db.select({ id: exchangeSchemeCodes.schemeId }).from(exchangeSchemeCodes)),
        opts.sip === false
          ? undefined
          : inArray(schemes.id, db.select({ id: schemeSipFrequencies.schemeId }).from(schemeSipFrequencies).where(eq(schemeSipFrequencies.frequency, 3))),
      ),
    )
    .orderBy(asc(schemes.id))
    .offset(opts.offset ?? 0)
    .limit(count);
  return rows.map((r) => r.id);
}

/** Members as [category, weight] picks; null when the catalogue lacks one (the basket is then not seeded). */
export async function pickBasket(
  db: Db,
  picks: ReadonlyArray<{ key: string; weight: string; offset?: number; sip?: boolean }>,
): Promise<Array<{ schemeId: number; weight: string }> | null> {
  const out: Array<{ schemeId: number; weight: string }> = [];
  const used = new Map<string, number>();
  for (const p of picks) {
    const offset = p.offset ?? used.get(p.key) ?? 0;
    const [id] = await pickSchemes(db, p.key, 1, { offset, sip: p.sip ?? true });
    if (id === undefined) return null;
    used.set(p.key, offset + 1);
    out.push({ schemeId: id, weight: p.weight });
  }
  return out;
}
