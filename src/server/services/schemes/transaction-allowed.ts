import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { schemes } from '../../db/schema.ts';
import { refuse } from '../../lib/refusal.ts';
import { SCHEME_MESSAGES } from '../../../shared/contract/schemes.ts';
import { TR_TYPES, type TrType } from '../../../shared/contract/scheme-info.ts';
import { parseId } from './scheme-card.ts';

export const allowedRows = (allowed: readonly string[]): Array<{ trtype: TrType; allowed: 'Y' | 'N' }> =>
  TR_TYPES.map((trtype) => ({ trtype, allowed: allowed.includes(trtype) ? 'Y' : 'N' }));

/** POST /transaction/transaction_allowed_check: Y or N for each trtype (spec 2 §4). */
export async function transactionAllowed(db: Db, schemaId: number | string): Promise<Array<{ trtype: TrType; allowed: 'Y' | 'N' }>> {
  const id = parseId(schemaId);
  const [row] = id === null ? [] : await db.select({ allowed: schemes.allowedTransactions }).from(schemes).where(eq(schemes.id, id)).limit(1);
  if (!row) throw refuse('not-found', SCHEME_MESSAGES.schemeNotFound);
  return allowedRows(row.allowed);
}
