import type { NiveshDb } from './db.ts';

/**
 * Catalogue copies (scheme lists, a scheme's details and NAV history: about 117 KB each) are the
 * same for everyone and grow with every scheme opened. They are kept within a size bound, the
 * least recently used going first; the investor's own views are never pruned.
 */
export const CATALOGUE_PREFIX = 'catalogue:';
/** About 3 MB: some 25 schemes' details with their charts, far more than a session opens. */
export const CATALOGUE_BUDGET_BYTES = 3 * 1024 * 1024;

export const isCatalogueRow = (owner: string, key: string): boolean => owner === '' && key.startsWith(CATALOGUE_PREFIX);

/** Deletes the least recently used catalogue rows until the rest fit the budget; returns how many went. */
export async function pruneCatalogue(db: NiveshDb, budgetBytes: number = CATALOGUE_BUDGET_BYTES): Promise<number> {
  const rows = (await db.views.where('owner').equals('').toArray()).filter((r) => r.key.startsWith(`|${CATALOGUE_PREFIX}`));
  let total = rows.reduce((sum, r) => sum + (r.bytes ?? 0), 0);
  if (total <= budgetBytes) return 0;
  const oldest = rows.sort((a, b) => (a.usedAt ?? a.fetchedAt) - (b.usedAt ?? b.fetchedAt));
  const gone: string[] = [];
  for (const r of oldest) {
    if (total <= budgetBytes) break;
    gone.push(r.key);
    total -= r.bytes ?? 0;
  }
  await db.views.bulkDelete(gone);
  return gone.length;
}
