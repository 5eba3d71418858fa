import { asc } from 'drizzle-orm';
import { MASTER_KINDS, type Masters } from '@shared/contract/masters.ts';
import type { Db } from '../db/client.ts';
import { masters } from '../db/schema.ts';

/** All master lists, in their shipped order. */
export async function readMasters(db: Db): Promise<Masters> {
  const rows = await db.select().from(masters).orderBy(asc(masters.kind), asc(masters.sortOrder));
  const out = Object.fromEntries(MASTER_KINDS.map((k) => [k, [] as Masters[typeof k]])) as Masters;
  for (const r of rows) {
    const list = out[r.kind as keyof Masters];
    if (list) list.push({ id: r.id, name: r.name, extra: r.extra ?? null });
  }
  return out;
}
