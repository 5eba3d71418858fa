import { health } from '@shared/contract/health.ts';
import { answer } from '../lib/answer.ts';
import { handle } from './handle.ts';
import pkg from '../../../package.json' with { type: 'json' };

const VERSION = pkg.version;

/** GET /api/health: is the process up and can it reach its database. No Version header needed. */
export const healthCalls = [
  handle(health, async ({ deps, c }) => {
    const up = await deps.database.ping(2_000);
    return answer(
      c,
      health,
      { status: up ? 'ok' : 'degraded', database: { state: up ? 'up' : 'down', kind: deps.database.kind }, version: VERSION },
      up ? 200 : 503,
    );
  }),
];
