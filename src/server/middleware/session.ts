import type { MiddlewareHandler } from 'hono';
import { API_BASE, AUTH_CODES, MESSAGES } from '@shared/contract/common.ts';
import { memberRefusal } from '@shared/rules/family/member-access.ts';
import { refuse } from '../lib/refusal.ts';
import type { AppEnv } from '../lib/context.ts';
import { lookupSession } from '../services/sessions.ts';

/**
 * Reads the `token` header (and `parent_token` when a parent acts as a family member) and puts
 * the session on the context. It refuses a dead token, and a call a parent acting as a member may
 * not make (the member-access table); a missing session is refused by `requireSession`.
 */
export const loadSession: MiddlewareHandler<AppEnv> = async (c, next) => {
  // looked up once per request, whichever guard asks first
  if (c.get('session') !== undefined) return next();
  c.set('session', null);
  const token = c.req.header('token');
  if (token) {
    const { db, clock, config } = c.get('deps');
    const found = await lookupSession(db, token, clock.now(), config.session);
    if (!found.ok) {
      throw refuse('not-signed-in', MESSAGES.sessionExpired, { code: found.reason === 'expired' ? AUTH_CODES.expired : AUTH_CODES.invalid });
    }
    let parentUserId: number | null = null;
    if (found.parentSessionId !== null) {
      const parentToken = c.req.header('parent_token');
      const parent = parentToken ? await lookupSession(db, parentToken, clock.now(), config.session) : null;
      if (!parent?.ok || parent.sessionId !== found.parentSessionId) {
        throw refuse('not-signed-in', MESSAGES.sessionExpired, { code: AUTH_CODES.invalid });
      }
      parentUserId = parent.userId;
      // a head switched into a member reads and invests for them, never changes who they are
      const refusal = memberRefusal(c.req.method, c.req.path.slice(API_BASE.length));
      if (refusal) throw refuse('forbidden', refusal, { code: 'MEMBER_OWNER_ONLY' });
    }
    c.set('session', { sessionId: found.sessionId, userId: found.userId, parentUserId, parentSessionId: found.parentSessionId });
  }
  await next();
};

export const requireSession: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.get('session')) throw refuse('not-signed-in', MESSAGES.sessionExpired, { code: AUTH_CODES.missing });
  await next();
};
