import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { SESSION_MESSAGES, type ActiveSession } from '@shared/contract/sessions.ts';
import { sessions } from '../../db/schema.ts';
import type { AppDeps, SessionUser } from '../../lib/context.ts';
import { refuse } from '../../lib/refusal.ts';
import { isLive, revokeOtherSessions, revokeSession } from '../sessions.ts';
import { deviceName } from './device-name.ts';

/**
 * The investor's own live sign-ins (not the family-member sessions a parent opens): device, IP,
 * when it signed in and was last used. The current one first, then by last use.
 */
export async function listActiveSessions(deps: AppDeps, me: SessionUser): Promise<ActiveSession[]> {
  const now = deps.clock.now();
  const rows = await deps.db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, me.userId), isNull(sessions.parentSessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.lastSeenAt))
    .limit(100);
  return rows
    .filter((r) => isLive(r, now, deps.config.session))
    .map((r) => ({
      session_id: r.id,
      device: deviceName(r.userAgent),
      ip: r.ip,
      signed_in_at: r.createdAt.toISOString(),
      last_used_at: r.lastSeenAt.toISOString(),
      current: r.id === me.sessionId,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}

/** A parent acting as a family member manages the member's sign-ins from nowhere but the member's own session. */
function ownProfileOnly(me: SessionUser): void {
  if (me.parentUserId !== null) throw refuse('forbidden', SESSION_MESSAGES.familyProfile);
}

export async function endOneSession(deps: AppDeps, me: SessionUser, sessionId: number): Promise<void> {
  ownProfileOnly(me);
  if (sessionId === me.sessionId) throw refuse('invalid', SESSION_MESSAGES.current);
  const [row] = await deps.db
    .select()
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, me.userId), isNull(sessions.parentSessionId)))
    .limit(1);
  // someone else's session and an ended one answer alike: nothing tells whether an id exists
  if (!row || !isLive(row, deps.clock.now(), deps.config.session)) throw refuse('not-found', SESSION_MESSAGES.notFound);
  await revokeSession(deps.db, row.id, deps.clock.now());
}

export async function endOtherSessions(deps: AppDeps, me: SessionUser): Promise<number> {
  ownProfileOnly(me);
  return revokeOtherSessions(deps.db, me.userId, me.sessionId, deps.clock.now());
}
