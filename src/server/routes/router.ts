import { Hono } from 'hono';
import type { AppEnv } from '../lib/context.ts';
import { requireVersion } from '../middleware/version.ts';
import { loadSession, requireSession } from '../middleware/session.ts';

/** A domain router: every call checks the Version header and reads the session. */
export function publicRouter(): Hono<AppEnv> {
  return new Hono<AppEnv>().use('*', requireVersion, loadSession);
}

/** A domain router whose calls all need a signed-in investor. */
export function privateRouter(): Hono<AppEnv> {
  return publicRouter().use('*', requireSession);
}
