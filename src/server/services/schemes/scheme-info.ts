import type { Db } from '../../db/client.ts';
import { refuse } from '../../lib/refusal.ts';
import { SCHEME_MESSAGES, type SchemeCard } from '../../../shared/contract/schemes.ts';
import { findCard, parseId, toCard } from './scheme-card.ts';

/** GET /schemes/get_scheme_info/{id} (ours): one scheme's card, for search results and links. */
export async function schemeInfo(db: Db, idText: string): Promise<SchemeCard> {
  const id = parseId(idText);
  const row = id === null ? null : await findCard(db, id);
  if (!row) throw refuse('not-found', SCHEME_MESSAGES.schemeNotFound);
  return toCard(row);
}
