import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { counters } from '../../db/schema.ts';
import { istDate } from '@shared/time/ist.ts';

import { transNoFor } from './bse/trans-no.ts';

/**
 * The member code our transaction numbers carry (BSE assigns it to a distributor), from
 * configuration (BSE_MEMBER_CODE): createAdapters sets it at start-up, before any order is placed.
 */
let memberCode = '10231';
export function setMemberCode(code: string): void {
  memberCode = code;
}
export function currentMemberCode(): string {
  return memberCode;
}

/** The next value of a named counter; atomic across instances (one upsert). */
export async function nextCounter(db: Db | Tx, name: string): Promise<number> {
  const [row] = await db
    .insert(counters)
    .values({ name, value: 1 })
    .onConflictDoUpdate({ target: counters.name, set: { value: sql`${counters.value} + 1` } })
    .returning({ value: counters.value });
  return row!.value;
}

/** A 19-character transaction number: YYYYMMDD (IST) + member code + a daily sequence filling the rest. */
export async function nextTransNo(db: Db | Tx, now: Date): Promise<string> {
  const day = istDate(now).replaceAll('-', '');
  const seq = await nextCounter(db, `trans:${day}`);
  return transNoFor(memberCode, now, seq);
}
