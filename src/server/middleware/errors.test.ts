import { describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { withWait } from '@shared/contract/common.ts';
import type { AppEnv } from '../lib/context.ts';
import { REFUSAL_KINDS, refuse, tooSoon, type Refusal, type RefusalKind } from '../lib/refusal.ts';
import { onError, REFUSAL_STATUS } from './errors.ts';

/** An app whose one route throws the refusal given, answered by the real error middleware. */
function answerOf(refusal: Refusal): Promise<Response> {
  const app = new Hono<AppEnv>();
  app.onError(onError);
  app.get('/x', () => {
    throw refusal;
  });
  return Promise.resolve(app.request('/x'));
}

const EXPECTED: Record<RefusalKind, number> = {
  invalid: 400,
  'not-signed-in': 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'too-large': 413,
  'unsupported-type': 415,
  unprocessable: 422,
  'too-soon': 429,
  unavailable: 503,
};

describe('refusals become HTTP answers in one place', () => {
  it('maps every kind, and only those kinds', () => {
    expect(Object.keys(REFUSAL_STATUS).sort()).toEqual([...REFUSAL_KINDS].sort());
    expect(REFUSAL_STATUS).toEqual(EXPECTED);
  });

  it.each(REFUSAL_KINDS.map((kind) => [kind, EXPECTED[kind]] as const))('%s → %d with the message and no wait', async (kind, status) => {
    const res = await answerOf(refuse(kind, `Refused as ${kind}`));
    expect(res.status).toBe(status);
    expect(res.headers.get('Retry-After')).toBeNull();
    expect(await res.json()).toEqual({ errors: [`Refused as ${kind}`] });
  });

  it('sends the code when there is one', async () => {
    const res = await answerOf(refuse('forbidden', 'Only the owner can do this', { code: 'MEMBER_OWNER_ONLY' }));
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ errors: ['Only the owner can do this'], code: 'MEMBER_OWNER_ONLY' });
  });

  it('turns a too-soon wait into the message, Retry-After and retry_after (rounded up, at least 1 s)', async () => {
    const res = await answerOf(tooSoon('Too many requests', 'RATE_LIMIT', 61_001));
    expect(res.status).toBe(429);
    expect(res.headers.get('Retry-After')).toBe('62');
    expect(await res.json()).toEqual({ errors: [withWait('Too many requests', 62)], code: 'RATE_LIMIT', retry_after: 62 });

    const soon = await answerOf(tooSoon('Too many requests', 'RATE_LIMIT', 0));
    expect(soon.headers.get('Retry-After')).toBe('1');
    expect(await soon.json()).toEqual({ errors: ['Too many requests. Please try again in 1 second.'], code: 'RATE_LIMIT', retry_after: 1 });
  });

  it('sends an unavailable wait as Retry-After and retry_after, the message unchanged', async () => {
    const res = await answerOf(refuse('unavailable', 'Service unavailable', { code: 'UPLOADS_BUSY', retryAfterSeconds: 5 }));
    expect(res.status).toBe(503);
    expect(res.headers.get('Retry-After')).toBe('5');
    expect(await res.json()).toEqual({ errors: ['Service unavailable'], code: 'UPLOADS_BUSY', retry_after: 5 });
  });
});
