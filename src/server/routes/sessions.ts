import * as s from '@shared/contract/sessions.ts';
import { answer } from '../lib/answer.ts';
import { readBody } from '../lib/validate.ts';
import { privateRouter } from './router.ts';
import { endOneSession, endOtherSessions, listActiveSessions } from '../services/security/active-sessions.ts';

/** Active sessions of the signed-in investor, under /profile. */
export const sessionRoutes = privateRouter()
  .get('/get_active_sessions', async (c) => answer(c, s.getActiveSessions, { sessions: await listActiveSessions(c.get('deps'), c.get('session')!) }))
  .post('/end_session', async (c) => {
    const body = await readBody(c, s.endSession);
    await endOneSession(c.get('deps'), c.get('session')!, body.session_id);
    return answer(c, s.endSession, { ended: true as const });
  })
  .post('/end_other_sessions', async (c) => {
    await readBody(c, s.endOtherSessions);
    return answer(c, s.endOtherSessions, { ended: await endOtherSessions(c.get('deps'), c.get('session')!) });
  });
