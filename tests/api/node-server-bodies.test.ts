/**
 * Bodies over a real Node HTTP server, as `npm start` serves them (the rest of the API suite calls
 * `app.request`, which has no Node request). A JSON call's body is read straight from Node's request
 * with the body limit applied as it arrives, and answers carry their length, gzipped only when it
 * is worth it (the web Request, its streams and a CompressionStream on a 30-byte answer
 * cost more than a small write itself).
 */
import { Agent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_VERSION } from '../../src/shared/contract/common.ts';
import { faqs } from '../../src/shared/contract/faqs.ts';
import { seedDemoFaqs } from '../../src/server/demo/faqs.ts';
import { GZIP_FROM_BYTES } from '../../src/server/lib/answer.ts';
import type { AppEnv } from '../../src/server/lib/context.ts';
import { JSON_BODY_LIMIT, limitBodies } from '../../src/server/middleware/body-limit.ts';
import { createTestApp, type TestApp } from './support/harness.ts';

interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  bytes: Buffer;
  /** body bytes the client had written when the answer arrived */
  sent: number;
}

/** One request over HTTP/1.1; `chunks` are written one by one (chunked unless a Content-Length is given), stopping once the answer has arrived. */
function send(port: number, path: string, opts: { headers?: Record<string, string>; chunks?: Buffer[]; agent?: Agent } = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        agent: opts.agent,
        headers: { Version: API_VERSION, 'X-Forwarded-For': '198.51.100.7', ...opts.headers },
      },
      (res) => {
        answered = true;
        const parts: Buffer[] = [];
        res.on('data', (b: Buffer) => parts.push(b));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, bytes: Buffer.concat(parts), sent }));
        res.on('error', reject);
      },
    );
    // the server may answer (and stop reading) before the whole body is written
    req.on('error', (err) => (answered ? undefined : reject(err)));
    const chunks = opts.chunks ?? [];
    const writeNext = (i: number) => {
      if (answered || i === chunks.length) return void req.end();
      sent += chunks[i]!.length;
      req.write(chunks[i]!, () => setImmediate(() => writeNext(i + 1)));
    };
    req.flushHeaders();
    writeNext(0);
  });
}

/*
 * serve() swaps the process's global Response for @hono/node-server's lightweight one, whose
 * header changes are lost once its body is read through app.request(). The API project shares a
 * worker between files (isolate: false), so the files after this one get the global back.
 */
const GlobalResponse = globalThis.Response;
afterAll(() => {
  globalThis.Response = GlobalResponse;
});

const json = (r: Reply) => JSON.parse((r.headers['content-encoding'] === 'gzip' ? gunzipSync(r.bytes) : r.bytes).toString('utf8'));

describe('bodies over a real Node server', () => {
  let t: TestApp;
  let server: ServerType;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoFaqs(t.deps);
    server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((r) => server.once('listening', r));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((r) => server.close(r));
    await t.close();
  });

  const faqBody = (flag: string) => Buffer.from(JSON.stringify({ flag }));

  it('a JSON body is read and validated; a large answer is gzipped with its length, a small one sent as it is', async () => {
    const body = faqBody('A');
    const gz = await send(port, '/api/faqs', {
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(body.length), 'Accept-Encoding': 'gzip' },
      chunks: [body],
    });
    expect(gz.status).toBe(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(Number(gz.headers['content-length'])).toBe(gz.bytes.length);
    const answer = v.parse(faqs.answer, json(gz));
    expect(answer.faqs_details[1].length).toBeGreaterThanOrEqual(38);
    expect(gunzipSync(gz.bytes).length).toBeGreaterThanOrEqual(GZIP_FROM_BYTES);

    // the same answer to a client that does not take gzip: plain, with its length
    const plain = await send(port, '/api/faqs', { headers: { 'Content-Type': 'application/json', 'Content-Length': String(body.length) }, chunks: [body] });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Number(plain.headers['content-length'])).toBe(plain.bytes.length);
    expect(json(plain)).toEqual(json(gz));

    // a refusal is small: never gzipped, length stated
    const bad = Buffer.from(JSON.stringify({ flag: 'Z' }));
    const refused = await send(port, '/api/faqs', {
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(bad.length), 'Accept-Encoding': 'gzip' },
      chunks: [bad],
    });
    expect(refused.status).toBe(400);
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(Number(refused.headers['content-length'])).toBe(refused.bytes.length);
    expect(json(refused).errors).toHaveLength(1);

    // over the real server, the security headers survive on the gzipped, plain and refused answers
    // alike (the lightweight Response keeps header changes only until its body is read)
    for (const r of [gz, plain, refused]) {
      expect(r.headers['content-security-policy']).toContain("default-src 'self'");
      expect(r.headers['x-content-type-options']).toBe('nosniff');
      expect(r.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('a body sent in pieces without a length is read whole', async () => {
    const body = faqBody('A');
    const pieces = [body.subarray(0, 3), body.subarray(3, 7), body.subarray(7)];
    const r = await send(port, '/api/faqs', { headers: { 'Content-Type': 'application/json' }, chunks: pieces });
    expect(r.status).toBe(200);
    expect(json(r).faqs_details[0].length).toBeGreaterThan(0);
  });

  it('a body that is not JSON gets the clear refusal', async () => {
    const r = await send(port, '/api/faqs', { headers: { 'Content-Type': 'application/json' }, chunks: [Buffer.from('{"flag": ')] });
    expect(r.status).toBe(400);
    expect(json(r)).toEqual({ errors: ['The request body must be JSON'] });
  });

  it('a declared length over the limit is refused before the body is sent, and the connection closed (not drained)', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const r = await send(port, '/api/faqs', { agent, headers: { 'Content-Type': 'application/json', 'Content-Length': String(JSON_BODY_LIMIT + 1) } });
      expect(r.status).toBe(413);
      expect(json(r)).toMatchObject({ code: 'TOO_LARGE' });
      expect(r.sent).toBe(0);
      expect(r.headers.connection).toBe('close');
      // the next request on the same agent gets a fresh connection, not one still swallowing a body
      const next = await send(port, '/api/faqs', { agent, headers: { 'Content-Type': 'application/json' }, chunks: [faqBody('A')] });
      expect(next.status).toBe(200);
    } finally {
      agent.destroy();
    }
  });

  it('a body without a length is cut off at the limit, and the server goes on answering', async () => {
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    const r = await send(port, '/api/faqs', { headers: { 'Content-Type': 'application/json' }, chunks: Array.from({ length: 64 }, () => chunk) });
    expect(r.status).toBe(413);
    expect(json(r)).toMatchObject({ code: 'TOO_LARGE' });
    // refused near the limit, not after the 4 MB the client had to send
    expect(r.sent).toBeLessThan(JSON_BODY_LIMIT + 8 * chunk.length);
    const after = await send(port, '/api/faqs', { headers: { 'Content-Type': 'application/json' }, chunks: [faqBody('A')] });
    expect(after.status).toBe(200);
  });
});

describe('a form body after the limit has read it', () => {
  it('is still there for parseBody (the simulated payment page posts a form)', async () => {
    const app = new Hono<AppEnv>();
    app.use('*', limitBodies);
    app.post('/form', async (c) => c.json(await c.req.parseBody()));
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    try {
      await new Promise((r) => server.once('listening', r));
      const r = await send((server.address() as AddressInfo).port, '/form', {
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        chunks: [Buffer.from('action=pay&mode=UPI&vpa=name%40bank')],
      });
      expect(r.status).toBe(200);
      expect(json(r)).toEqual({ action: 'pay', mode: 'UPI', vpa: 'name@bank' });
    } finally {
      await new Promise((r) => server.close(r));
    }
  });
});
