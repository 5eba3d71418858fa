/**
 * Uploads over a real Node HTTP server, as `npm start` serves them (the rest of the API suite calls
 * `app.request`, which has no Node request). An upload's body is written to a temporary file as it
 * arrives and checked from there by the checker's child, never gathered in the server's memory; the
 * file is gone once the upload is answered. Only so many uploads are taken at once: the next one is
 * refused unread, busy, with a time to try again, and the slot is free again once an upload ends,
 * even one whose sender went away.
 */
import { request as httpRequest, type ClientRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readdir } from 'node:fs/promises';
import { serve, type ServerType } from '@hono/node-server';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_VERSION, MESSAGES } from '../../src/shared/contract/common.ts';
import { uploadImg } from '../../src/shared/contract/banks.ts';
import { uploadTempFolder } from '../../src/server/lib/upload-temp.ts';
import { createProfileApp, onboarded, type Onboarded } from './support/profile.ts';
import { fixture } from './support/onboarding.ts';
import type { TestApp } from './support/harness.ts';

interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  body: any;
}

function multipart(bytes: Uint8Array, name: string, type: string): { body: Buffer; contentType: string } {
  const boundary = '----nivesh-test-boundary';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`, 'latin1');
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`, 'latin1');
  return { body: Buffer.concat([head, bytes, tail]), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Starts an upload to /api/profile/upload-img; `sendAll: false` sends the headers and half the body, then waits. */
function startUpload(
  port: number,
  token: string,
  upload: { body: Buffer; contentType: string },
  sendAll = true,
): { req: ClientRequest; reply: Promise<Reply> } {
  let req!: ClientRequest;
  const reply = new Promise<Reply>((resolve, reject) => {
    req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path: '/api/profile/upload-img',
        method: 'POST',
        agent: false,
        headers: {
          Version: API_VERSION,
          token,
          'X-Forwarded-For': '198.51.100.9',
          'Content-Type': upload.contentType,
          'Content-Length': String(upload.body.length),
        },
      },
      (res) => {
        const parts: Buffer[] = [];
        res.on('data', (b: Buffer) => parts.push(b));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: JSON.parse(Buffer.concat(parts).toString('utf8')) }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
  });
  if (sendAll) req.end(upload.body);
  else {
    req.flushHeaders();
    req.write(upload.body.subarray(0, upload.body.length >> 1));
  }
  return { req, reply };
}

/** serve() swaps the global Response (see node-server-bodies.test.ts): the files after this one get it back. */
const GlobalResponse = globalThis.Response;
afterAll(() => {
  globalThis.Response = GlobalResponse;
});

describe('uploads over a real Node server', () => {
  let t: TestApp;
  let server: ServerType;
  let port: number;
  let a: Onboarded;
  beforeAll(async () => {
    t = await createProfileApp();
    a = await onboarded(t);
    server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((r) => server.once('listening', r));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((r) => server.close(r));
    await t.close();
  });

  it('an upload is received into a temporary file, checked and stored re-encoded, and the temporary files are gone after', async () => {
    const { reply } = startUpload(port, a.token, multipart(fixture('cheque.jpg'), 'cheque.jpg', 'image/jpeg'));
    const r = await reply;
    expect(r.status).toBe(200);
    const answer = v.parse(uploadImg.answer, r.body);
    // the stored file is our re-encoding of the photo, served back through its signed URL
    const url = new URL(answer.image_url, 'http://localhost');
    const stored = await t.app.request(url.pathname + url.search, { headers: { Version: API_VERSION, token: a.token } });
    expect(stored.status).toBe(200);
    const bytes = new Uint8Array(await stored.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(await readdir(await uploadTempFolder())).toEqual([]);
  });

  it('beyond the uploads taken at once the next is refused unread, busy, and the slot is free again once an upload ends', async () => {
    const atOnce = t.deps.config.uploads.maxAtOnce;
    t.deps.config.uploads.maxAtOnce = 1;
    try {
      const upload = multipart(fixture('cheque.jpg'), 'cheque.jpg', 'image/jpeg');
      // the first is still arriving (half its body sent) and holds the one slot
      const first = startUpload(port, a.token, upload, false);
      const firstReply = first.reply.catch(() => null);
      // the server has started reading it once its temporary file exists
      while ((await readdir(await uploadTempFolder())).length === 0) await new Promise((r) => setImmediate(r));

      const busy = await startUpload(port, a.token, upload).reply;
      expect(busy.status).toBe(503);
      expect(busy.body).toMatchObject({ errors: [MESSAGES.serviceUnavailable], code: 'UPLOADS_BUSY' });
      expect(Number(busy.headers['retry-after'])).toBeGreaterThan(0);

      // the sender of the first goes away: its slot and its temporary file are released
      first.req.destroy();
      await firstReply;
      // the slot is given back as the server notices the closed connection: tried until then (a few tries)
      let next = await startUpload(port, a.token, upload).reply;
      for (let tries = 1; next.status === 503 && tries < 50; tries++) next = await startUpload(port, a.token, upload).reply;
      expect(next.status).toBe(200);
      expect(v.parse(uploadImg.answer, next.body).image_url).toContain('/api/files/');
      expect(await readdir(await uploadTempFolder())).toEqual([]);
    } finally {
      t.deps.config.uploads.maxAtOnce = atOnce;
    }
  });
});
