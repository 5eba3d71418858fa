import { and, eq, inArray, isNotNull, isNull, lt, ne, or } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { pushSubscriptions, sessions } from '../db/schema.ts';
import { randomToken, sha256Hex } from '../lib/crypto.ts';
import { preparedQuery, runPrepared } from '../db/prepared.ts';

export interface SessionPolicy {
  idleMinutes: number;
  absoluteHours: number;
}

/** Don't write last_seen_at on every request: once a minute is precise enough for a 30-minute idle rule. */
const TOUCH_EVERY_MS = 60_000;

/** Issues a fresh opaque token (256 random bits); only its SHA-256 is stored. */
export async function createSession(
  db: Db,
  now: Date,
  policy: SessionPolicy,
  input: { userId: number; ip?: string | null; userAgent?: string | null; parentSessionId?: number | null },
): Promise<{ token: string; sessionId: number }> {
  const token = randomToken(32);
  const [row] = await db
    .insert(sessions)
    .values({
      tokenHash: sha256Hex(token),
      userId: input.userId,
      parentSessionId: input.parentSessionId ?? null,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + policy.absoluteHours * 3_600_000),
      ip: input.ip ?? null,
      userAgent: input.userAgent?.slice(0, 300) ?? null,
    })
    .returning({ id: sessions.id });
  return { token, sessionId: row!.id };
}

export type SessionLookup = { ok: true; sessionId: number; userId: number; parentSessionId: number | null } | { ok: false; reason: 'invalid' | 'expired' };

/** The session lookup: one indexed read (sessions_token_hash_uq), prepared (it runs on every signed-in call). */
const SESSION_BY_HASH = preparedQuery(
  'session_by_hash',
  `select id::text, user_id::text, parent_session_id::text, floor(extract(epoch from last_seen_at) * 1000)::bigint::text,
          floor(extract(epoch from expires_at) * 1000)::bigint::text, (revoked_at is not null)::text
     from sessions where token_hash = $1 limit 1`,
);

/** Finds a live session for a token: not revoked, not idle too long, not past its absolute lifetime. */
export async function lookupSession(db: Db, token: string, now: Date, policy: SessionPolicy): Promise<SessionLookup> {
  if (token.length < 20 || token.length > 200) return { ok: false, reason: 'invalid' };
  const [found] = await runPrepared(db, SESSION_BY_HASH, [sha256Hex(token)]);
  if (!found) return { ok: false, reason: 'invalid' };
  const [id, userId, parentSessionId, lastSeenMs, expiresMs, revoked] = found;
  const row = {
    id: Number(id),
    userId: Number(userId),
    parentSessionId: parentSessionId === null ? null : Number(parentSessionId),
    lastSeenAt: new Date(Number(lastSeenMs)),
    expiresAt: new Date(Number(expiresMs)),
    revokedAt: revoked === 'true' ? new Date(0) : null,
  };
  // a revoked token (logout, "end other sessions", a contact change) is the same to its holder as
  // one that never existed: nobody holding a stolen token learns that it was once good
  if (row.revokedAt) return { ok: false, reason: 'invalid' };
  if (!isLive(row, now, policy)) return { ok: false, reason: 'expired' };
  if (now.getTime() - row.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.id));
  }
  return { ok: true, sessionId: row.id, userId: row.userId, parentSessionId: row.parentSessionId };
}

/** Alive: within its absolute lifetime and its idle limit (expiry is computed, never written). */
export function isLive(row: Pick<typeof sessions.$inferSelect, 'expiresAt' | 'lastSeenAt' | 'revokedAt'>, now: Date, policy: SessionPolicy): boolean {
  if (row.revokedAt) return false;
  return now.getTime() < row.expiresAt.getTime() && now.getTime() < row.lastSeenAt.getTime() + policy.idleMinutes * 60_000;
}

/**
 * Ends every session of an investor except `keepSessionId` (and the family-member sessions
 * opened from them). For "sign out of other sessions", and for changes that must end them: a new
 * mobile or email, a changed sign-in method. Returns how many sign-ins it ended.
 */
export async function revokeOtherSessions(db: Db, userId: number, keepSessionId: number | null, now: Date): Promise<number> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keepSessionId === null ? undefined : ne(sessions.id, keepSessionId)))
    .returning({ id: sessions.id, parentSessionId: sessions.parentSessionId });
  const ids = ended.map((r) => r.id);
  if (ids.length > 0) {
    const children = await db
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(inArray(sessions.parentSessionId, ids), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    await forgetDevices(db, [...ids, ...children.map((r) => r.id)]);
  }
  return ended.filter((r) => r.parentSessionId === null).length;
}

/** The push subscriptions of ended sessions: a device signed out receives nothing more. */
export async function forgetDevices(db: Db, sessionIds: number[]): Promise<void> {
  if (sessionIds.length > 0) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.sessionId, sessionIds));
}

/** Logout: revokes the session and any family-member sessions opened from it, and forgets their push devices. */
export async function revokeSession(db: Db, sessionId: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  const children = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.parentSessionId, sessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  await forgetDevices(db, [sessionId, ...children.map((r) => r.id)]);
}

/**
 * Housekeeping: sessions that expired, or were revoked, more than 30 days ago are dropped (the
 * security page lists live sessions only). Returns how many went.
 */
export async function pruneSessions(db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - 30 * 86_400_000);
  const rows = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, before), and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, before))))
    .returning({ id: sessions.id });
  return rows.length;
}
