import { FAMILY_MESSAGES as M, maySwitch } from '@shared/rules/family/family.ts';
import type { AppDeps, SessionUser } from '../../lib/context.ts';
import { refuse } from '../../lib/refusal.ts';
import { audit } from '../audit.ts';
import { createSession, revokeSession } from '../sessions.ts';
import { actorOf, familyOf, familyStatusOf, isActingAsMember } from './membership.ts';

/**
 * POST /profile/get_access_to_child (spec 3 §4.9, spec 1 §6): a child token for a member of the
 * actor's family. The child session names the parent's session, so it is refused without the
 * parent token, ends when the parent's session ends (logout, expiry, revocation), and reaches
 * only that member's data. A parent already acting as one member may switch to another. Every
 * switch is written to the audit log.
 */
export async function accessToChild(
  deps: AppDeps,
  session: SessionUser,
  body: { child_id: number },
  tokens: { token: string; parentToken: string | null },
  meta: { ip: string; userAgent: string | null },
) {
  const actor = actorOf(session);
  const acting = isActingAsMember(session);
  const parentSessionId = acting ? session.parentSessionId : session.sessionId;
  const parentToken = acting ? tokens.parentToken : tokens.token;
  if (!parentSessionId || !parentToken) throw refuse('forbidden', M.notSwitchable);
  if (!maySwitch(await familyStatusOf(deps.db, actor), acting)) throw refuse('forbidden', M.notSwitchable);
  const family = await familyOf(deps.db, actor);
  // only the head's own family: a member (status 2) reaches nobody through the family
  if (family.headUserId !== actor || body.child_id === actor || !family.userIds.includes(body.child_id)) {
    await audit(deps.db, deps.clock.now(), { event: 'family_switch', outcome: 'refused', ip: meta.ip, userId: actor, detail: `to ${body.child_id}` });
    throw refuse('forbidden', M.notSwitchable);
  }
  const now = deps.clock.now();
  const { token } = await createSession(deps.db, now, deps.config.session, { userId: body.child_id, ip: meta.ip, userAgent: meta.userAgent, parentSessionId });
  // one member at a time: the member session switched away from ends
  if (acting) await revokeSession(deps.db, session.sessionId, now);
  await audit(deps.db, now, { event: 'family_switch', outcome: 'switched', ip: meta.ip, userId: actor, detail: `to ${body.child_id}` });
  return { child_token: token, parent_token: parentToken };
}
