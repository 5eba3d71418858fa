import type { MiddlewareHandler } from 'hono';
import { AUTH_CODES, MESSAGES } from '@shared/contract/common.ts';
import { HttpError } from '../lib/http-error.ts';
import type { AppEnv } from '../lib/context.ts';
import { lookupSession } from '../services/sessions.ts';

/**
 * Reads the `token` header (and `parent_token` when a parent acts as a family member) and puts
 * the session on the context. It never refuses by itself; `requireSession` does.
 */
export const loadSession: MiddlewareHandler<AppEnv> = async (c, next) => {
  // Several domain routers can share a prefix (/transaction, /profile): look the session up once.
  if (c.get('session') !== undefined) return next();
  c.set('session', null);
  const token = c.req.header('token');
  if (token) {
    const { db, clock, config } = c.get('deps');
    const found = await lookupSession(db, token, clock.now(), config.session);
    if (!found.ok) {
      throw new HttpError(401, MESSAGES.sessionExpired, found.reason === 'expired' ? AUTH_CODES.expired : AUTH_CODES.invalid);
    }
    let parentUserId: number | null = null;
    if (found.parentSessionId !== null) {
      const parentToken = c.req.header('parent_token');
      const parent = parentToken ? await lookupSession(db, parentToken, clock.now(), config.session) : null;
      if (!parent?.ok || parent.sessionId !== found.parentSessionId) {
        throw new HttpError(401, MESSAGES.sessionExpired, AUTH_CODES.invalid);
      }
      parentUserId = parent.userId;
    }
    c.set('session', { sessionId: found.sessionId, userId: found.userId, parentUserId, parentSessionId: found.parentSessionId });
  }
  await next();
};

export const requireSession: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.get('session')) throw new HttpError(401, MESSAGES.sessionExpired, AUTH_CODES.missing);
  await next();
};
