import { and, eq, inArray } from 'drizzle-orm';
import type { MasterKind } from '@shared/contract/masters.ts';
import type { Db, Tx } from '../../db/client.ts';
import { masters } from '../../db/schema.ts';

export type MasterRow = typeof masters.$inferSelect;

/** The master rows of one kind with the given ids (ids the client sends are checked against them). */
export async function masterRows(db: Db | Tx, kind: MasterKind, ids: number[]): Promise<Map<number, MasterRow>> {
  const wanted = [...new Set(ids.filter((i) => Number.isInteger(i)))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select()
    .from(masters)
    .where(and(eq(masters.kind, kind), inArray(masters.id, wanted)));
  return new Map(rows.map((r) => [r.id, r]));
}

/** True when every id is a row of its master kind. */
export async function allKnown(db: Db | Tx, checks: Array<[MasterKind, number]>): Promise<boolean> {
  for (const [kind, id] of checks) {
    if (!(await masterRows(db, kind, [id])).has(id)) return false;
  }
  return true;
}
