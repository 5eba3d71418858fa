/**
 * Over a real Node server: the answers Node gives by itself to a request it cannot parse (400,
 * 431) carry the security headers and the error shape; a client that drops mid-upload is logged
 * as a closed connection, never as a database outage.
 */
import { connect } from 'node:net';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_VERSION } from '../../src/shared/contract/common.ts';
import { answerClientErrors } from '../../src/server/lib/client-error.ts';
import { createTestApp, type TestApp } from './support/harness.ts';
import { completeSteps, investor, type Investor } from './support/onboarding.ts';

const GlobalResponse = globalThis.Response;
let t: TestApp;
let inv: Investor;
let server: ServerType;
let port: number;
const logs: Array<[string, string, unknown]> = [];
beforeAll(async () => {
  t = await createTestApp();
  t.deps.log = {
    info: (m: string, f?: unknown) => void logs.push(['info', m, f]),
    warn: (m: string, f?: unknown) => void logs.push(['warn', m, f]),
    error: (m: string, f?: unknown) => void logs.push(['error', m, f]),
  } as typeof t.deps.log;
  inv = await investor(t);
  await completeSteps(t, inv, 'fatca');
  server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
  answerClientErrors(server);
  await new Promise((r) => server.once('listening', r));
  port = (server.address() as AddressInfo).port;
}, 120_000);
afterAll(async () => {
  await new Promise((r) => server.close(r));
  await t.close();
  // serve() swapped the global Response (see node-server-bodies.test.ts)
  globalThis.Response = GlobalResponse;
});

/** Raw bytes to the server; resolves with everything it answered. */
function raw(text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const s = connect(port, '127.0.0.1', () => s.write(text));
    const chunks: Buffer[] = [];
    s.on('data', (b) => chunks.push(b));
    s.on('end', () => resolve(Buffer.concat(chunks).toString('latin1')));
    s.on('error', reject);
  });
}

const headerOf = (answer: string, name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(answer)?.[1]?.trim();

describe("Node's own answers", () => {
  it('a malformed request gets 400 with the security headers and the error shape', async () => {
    const a = await raw('GET /api/health HTTP/1.1\r\nHost: x\r\nThis is not a header\r\n\r\n');
    expect(a).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(headerOf(a, 'X-Content-Type-Options')).toBe('nosniff');
    expect(headerOf(a, 'X-Frame-Options')).toBe('DENY');
    expect(headerOf(a, 'Content-Security-Policy')).toContain("default-src 'self'");
    expect(headerOf(a, 'Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(JSON.parse(a.slice(a.indexOf('\r\n\r\n') + 4))).toEqual({ errors: ['Something went wrong'] });
  });

  it('headers over Node’s limit get 431 with the security headers', async () => {
    const a = await raw(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(a).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/);
    expect(headerOf(a, 'X-Content-Type-Options')).toBe('nosniff');
    expect(headerOf(a, 'Content-Security-Policy')).toContain("frame-ancestors 'none'");
    expect(JSON.parse(a.slice(a.indexOf('\r\n\r\n') + 4))).toEqual({ errors: ['The request is too large'] });
  });
});

describe('a client that drops mid-upload', () => {
  it('is logged as a closed connection, not as the database being unavailable', async () => {
    logs.length = 0;
    await new Promise<void>((resolve) => {
      const boundary = 'XyZ';
      const req = httpRequest({
        host: '127.0.0.1',
        port,
        path: '/api/onboarding/upload-cheque',
        method: 'POST',
        headers: { Version: API_VERSION, token: inv.token, 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Content-Length': String(1_000_000) },
      });
      req.on('error', () => undefined);
      req.write(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`);
      req.write(Buffer.alloc(200_000, 1), () => {
        req.destroy();
        resolve();
      });
    });
    await expect.poll(() => logs.map((l) => l[1]), { timeout: 10_000 }).toContain('upload body not received: the client closed the connection');
    expect(logs.filter((l) => /database unavailable|unhandled error/.test(l[1]))).toEqual([]);
  });
});
