import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { masters } from '../schema.ts';
import { MASTERS } from './masters-data.ts';

/**
 * Loads the masters idempotently: every start upserts the shipped lists, so a new release's
 * corrections reach an existing database, and nothing an operator added under other ids is lost.
 */
export async function loadMasters(db: Db): Promise<number> {
  const rows = Object.entries(MASTERS).flatMap(([kind, list]) => list.map((r, i) => ({ kind, id: r.id, name: r.name, sortOrder: i, extra: r.extra ?? null })));
  await db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += 500) {
      await tx
        .insert(masters)
        .values(rows.slice(i, i + 500))
        .onConflictDoUpdate({
          target: [masters.kind, masters.id],
          set: { name: sql`excluded.name`, sortOrder: sql`excluded.sort_order`, extra: sql`excluded.extra` },
        });
    }
  });
  return rows.length;
}
