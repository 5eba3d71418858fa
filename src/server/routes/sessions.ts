import * as s from '@shared/contract/sessions.ts';
import { handle } from './handle.ts';
import { endOneSession, endOtherSessions, listActiveSessions } from '../services/security/active-sessions.ts';

/** Active sessions of the signed-in investor, under /profile. */
export const sessionCalls = [
  handle(s.getActiveSessions, async ({ deps, session }) => ({ sessions: await listActiveSessions(deps, session) })),
  handle(s.endSession, async ({ deps, session, body }) => {
    await endOneSession(deps, session, body.session_id);
    return { ended: true as const };
  }),
  handle(s.endOtherSessions, async ({ deps, session }) => ({ ended: await endOtherSessions(deps, session) })),
];
