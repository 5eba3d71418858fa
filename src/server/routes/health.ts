import { health } from '@shared/contract/health.ts';
import { answer } from '../lib/answer.ts';
import { Hono } from 'hono';
import type { AppEnv } from '../lib/context.ts';
import pkg from '../../../package.json' with { type: 'json' };

const VERSION = pkg.version;

/** GET /api/health: is the process up and can it reach its database. No Version header needed. */
export const healthRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const { database } = c.get('deps');
  const up = await database.ping(2_000);
  return answer(
    c,
    health,
    { status: up ? 'ok' : 'degraded', database: { state: up ? 'up' : 'down', kind: database.kind }, version: VERSION },
    up ? 200 : 503,
  );
});
