import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { counters } from '../../db/schema.ts';
import { istDate } from '@shared/time/ist.ts';

/** The member code our transaction numbers carry (BSE assigns it to a distributor). */
export const MEMBER_CODE = '10231';

/** The next value of a named counter; atomic across instances (one upsert). */
export async function nextCounter(db: Db | Tx, name: string): Promise<number> {
  const [row] = await db
    .insert(counters)
    .values({ name, value: 1 })
    .onConflictDoUpdate({ target: counters.name, set: { value: sql`${counters.value} + 1` } })
    .returning({ value: counters.value });
  return row!.value;
}

/** A 19-character transaction number: YYYYMMDD (IST) + member code (5) + a 6-digit daily sequence. */
export async function nextTransNo(db: Db | Tx, now: Date): Promise<string> {
  const day = istDate(now).replaceAll('-', '');
  const seq = await nextCounter(db, `trans:${day}`);
  if (seq > 999_999) throw new Error('transaction numbers for today are exhausted');
  return `${day}${MEMBER_CODE}${String(seq).padStart(6, '0')}`;
}
