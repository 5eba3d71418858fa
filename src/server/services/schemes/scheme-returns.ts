import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categoryReturns, schemeReturns, schemes } from '../../db/schema.ts';
import { refuse } from '../../lib/refusal.ts';
import { SCHEME_MESSAGES, type SchemeReturns } from '../../../shared/contract/schemes.ts';
import { parseId } from './scheme-card.ts';

/** GET /schemes/get_scheme_returns/{id}: the stored scheme returns beside its category's averages; null is NA. */
export async function schemeReturnsOf(db: Db, idText: string): Promise<SchemeReturns> {
  const id = parseId(idText);
  const [row] =
    id === null
      ? []
      : await db
          .select({ id: schemes.id, sch: schemeReturns, cat: categoryReturns })
          .from(schemes)
          .leftJoin(schemeReturns, eq(schemeReturns.schemeId, schemes.id))
          .leftJoin(categoryReturns, eq(categoryReturns.subAssetClassId, schemes.subAssetClassId))
          .where(eq(schemes.id, id))
          .limit(1);
  if (!row) throw refuse('not-found', SCHEME_MESSAGES.schemeNotFound);
  const s = row.sch;
  const c = row.cat;
  return {
    SchemeID: row.id,
    AsOnDate: s?.asOf ?? null,
    Sch_Return1Mth: s?.r1m ?? null,
    Sch_Return3Mth: s?.r3m ?? null,
    Sch_Return6Mth: s?.r6m ?? null,
    Sch_Return1Yr: s?.r1y ?? null,
    Sch_Return3Yr: s?.r3y ?? null,
    Sch_Return5Yr: s?.r5y ?? null,
    Sch_Return7Yr: s?.r7y ?? null,
    Sch_Return10Yr: s?.r10y ?? null,
    Cat_Return1Mth: c?.r1m ?? null,
    Cat_Return3Mth: c?.r3m ?? null,
    Cat_Return6Mth: c?.r6m ?? null,
    Cat_Return1Yr: c?.r1y ?? null,
    Cat_Return3Yr: c?.r3y ?? null,
    Cat_Return5Yr: c?.r5y ?? null,
    Cat_Return7Yr: c?.r7y ?? null,
    Cat_Return10Yr: c?.r10y ?? null,
  };
}
