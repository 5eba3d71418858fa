import { describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import * as v from 'valibot';
import { API_VERSION, AUTH_CODES, MESSAGES, defineCall } from '@shared/contract/common.ts';
import type { AppEnv } from '../lib/context.ts';
import { onError } from '../middleware/errors.ts';
import { callRouter, handle } from './handle.ts';

// Calls of a small contract of its own, so the checks hold whatever the product's calls become.
const openPing = defineCall({ method: 'GET', path: '/things/ping', access: 'open', body: undefined, answer: v.object({ pong: v.literal(true) }) });
const publicEcho = defineCall({
  method: 'POST',
  path: '/things/echo/:name',
  access: 'public',
  body: v.object({ n: v.number('n must be a number') }),
  answer: v.object({ name: v.string(), n: v.number(), signedIn: v.boolean() }),
});
const upload = defineCall({
  method: 'POST',
  path: '/things/upload',
  access: 'open',
  body: v.unknown(),
  multipart: true,
  answer: v.object({ size: v.number() }),
});
const mine = defineCall({ method: 'GET', path: '/things/mine', body: undefined, answer: v.object({ userId: v.number() }) });

function appOf(...mounts: ReturnType<typeof handle>[]) {
  const app = new Hono<AppEnv>();
  app.onError(onError);
  app.route('/things', callRouter('/things', mounts));
  return app;
}

describe('handle: a call mounted from its contract entry', () => {
  it('answers an open call with no headers at all, as JSON', async () => {
    const res = await appOf(handle(openPing, () => ({ pong: true as const }))).request('/things/ping');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toEqual({ pong: true });
  });

  it('asks a public call for the Version header, and gives it the parsed body and the path parameters', async () => {
    const app = appOf(handle(publicEcho, ({ body, params, session }) => ({ name: params.name, n: body.n, signedIn: session !== null })));
    const old = await app.request('/things/echo/asha', { method: 'POST', body: '{"n":1}', headers: { 'content-type': 'application/json' } });
    expect(old.status).toBe(400);
    expect(await old.json()).toEqual({ errors: [MESSAGES.updateApp], code: 'UPDATE_REQUIRED' });
    const bad = await app.request('/things/echo/asha', {
      method: 'POST',
      body: '{"n":"1"}',
      headers: { 'content-type': 'application/json', Version: API_VERSION },
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ errors: ['n must be a number'] });
    const ok = await app.request('/things/echo/asha', {
      method: 'POST',
      body: '{"n":7}',
      headers: { 'content-type': 'application/json', Version: API_VERSION },
    });
    expect(await ok.json()).toEqual({ name: 'asha', n: 7, signedIn: false });
  });

  it('refuses a signed-in call without a session before its function runs', async () => {
    let ran = false;
    const app = appOf(
      handle(mine, ({ session }) => {
        ran = true;
        return { userId: session.userId };
      }),
    );
    const res = await app.request('/things/mine', { headers: { Version: API_VERSION } });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ errors: [MESSAGES.sessionExpired], code: AUTH_CODES.missing });
    expect(ran).toBe(false);
  });

  it("leaves an upload's multipart body to the call, unread as JSON", async () => {
    const app = appOf(handle(upload, async ({ c }) => ({ size: ((await c.req.parseBody()).file as File).size })));
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(5)]), 'a.png');
    const res = await app.request('/things/upload', { method: 'POST', body: form });
    expect(await res.json()).toEqual({ size: 5 });
  });

  it('passes a Response through as it is (a status, headers, a page)', async () => {
    const res = await appOf(handle(openPing, ({ c }) => c.body(null, 204))).request('/things/ping');
    expect(res.status).toBe(204);
  });

  it('refuses, at start-up, a call outside its router prefix or mounted twice', () => {
    expect(() => callRouter('/other', [handle(openPing, () => ({ pong: true as const }))])).toThrow('GET /things/ping is not under /other');
    const ping = handle(openPing, () => ({ pong: true as const }));
    expect(() => callRouter('/things', [ping], [ping])).toThrow('GET /things/ping is mounted twice');
  });

  it('types what it mounts by the contract (checked by npm run typecheck)', () => {
    const notInContract = { method: 'GET' as const, path: '/things/ping', body: undefined, answer: v.object({ pong: v.literal(true) }) };
    // @ts-expect-error a call that defineCall did not make cannot be mounted
    handle(notInContract, () => ({ pong: true as const }));
    // @ts-expect-error the answer is the contract's: a renamed field does not typecheck
    handle(openPing, () => ({ pang: true as const }));
    // @ts-expect-error the path has no such parameter
    handle(publicEcho, ({ params, body }) => ({ name: params.nom, n: body.n, signedIn: false }));
    // @ts-expect-error a public call's session may be missing
    handle(publicEcho, ({ params, body, session }) => ({ name: params.name, n: session.userId + body.n, signedIn: true }));
    expect(true).toBe(true);
  });
});
