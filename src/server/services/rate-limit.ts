import { lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';

export interface Limit {
  /** e.g. "otp-send:ip:1.2.3.4" */
  key: string;
  max: number;
  windowMs: number;
}

/**
 * Fixed-window counter in the database, so every instance shares it. Counts this hit and says
 * whether it is within the limit. One round trip (upsert … returning).
 */
export async function hit(db: Db, limit: Limit, now: Date): Promise<boolean> {
  return (await take(db, limit, now)).ok;
}

/** Like `hit`, and says how long until the window ends (the wait a refusal tells the caller). */
export async function take(db: Db | Tx, limit: Limit, now: Date): Promise<{ ok: boolean; retryAfterMs: number }> {
  const windowStart = new Date(Math.floor(now.getTime() / limit.windowMs) * limit.windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key: limit.key, windowStart, count: 1 })
    .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.windowStart], set: { count: sql`${rateLimits.count} + 1` } })
    .returning({ count: rateLimits.count });
  return { ok: (row?.count ?? 1) <= limit.max, retryAfterMs: windowStart.getTime() + limit.windowMs - now.getTime() };
}

/** Drops windows older than a day; run by the housekeeping job. */
export async function pruneRateLimits(db: Db, now: Date): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(now.getTime() - 86_400_000)));
}
