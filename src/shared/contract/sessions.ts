import * as v from 'valibot';
import { defineCall } from './common.ts';
import { MEMBER_ACCESS_MESSAGES } from '../rules/family/member-access.ts';

/**
 * Active sessions, shown on Personal Information. The spec shows no such calls;
 * the paths are ours, in the style of the profile calls (spec 3 §7).
 */
export const ActiveSession = v.object({
  session_id: v.number(),
  /** "Chrome on Android", from the browser's user agent at sign-in */
  device: v.string(),
  ip: v.nullable(v.string()),
  /** ISO instants */
  signed_in_at: v.string(),
  last_used_at: v.string(),
  /** the session making this request */
  current: v.boolean(),
});
export type ActiveSession = v.InferOutput<typeof ActiveSession>;

export const SESSION_MESSAGES = {
  notFound: 'This session has already ended',
  current: 'To end this session, log out',
  familyProfile: MEMBER_ACCESS_MESSAGES.sessions,
  ended: 'Session ended',
  endedOthers: 'Signed out of all other sessions',
} as const;

/** GET /profile/get_active_sessions (ours): the investor's live sign-ins, the current one first. */
export const getActiveSessions = defineCall({
  method: 'GET',
  path: '/profile/get_active_sessions',
  body: undefined,
  answer: v.object({ sessions: v.array(ActiveSession) }),
});

/** POST /profile/end_session (ours): ends one other session. */
export const endSession = defineCall({
  method: 'POST',
  path: '/profile/end_session',
  body: v.object({ session_id: v.pipe(v.number(SESSION_MESSAGES.notFound), v.integer(SESSION_MESSAGES.notFound), v.minValue(1, SESSION_MESSAGES.notFound)) }),
  answer: v.object({ ended: v.literal(true) }),
});

/** POST /profile/end_other_sessions (ours): ends every session but this one; answers how many. */
export const endOtherSessions = defineCall({
  method: 'POST',
  path: '/profile/end_other_sessions',
  body: v.object({}),
  answer: v.object({ ended: v.number() }),
});
