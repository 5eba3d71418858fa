import { endOtherSessions, endSession } from '@shared/contract/sessions.ts';
import { api } from '../../api/client.ts';

/** Ending sessions is a write: offline the API client refuses it before anything is sent. */
export const sessionCalls = {
  endOne: (sessionId: number) => api(endSession, { session_id: sessionId }),
  endOthers: () => api(endOtherSessions, {}),
};
