/**
 * Security (ASVS 5.0 V4.1.x / V5.2.1): every body is limited before it is read, multipart
 * included, and before any sign-in is checked; multipart is refused on calls that take JSON.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_VERSION } from '../../src/shared/contract/common.ts';
import { JSON_BODY_LIMIT, UPLOAD_BODY_LIMIT } from '../../src/server/middleware/body-limit.ts';
import type { TestApp } from './support/harness.ts';
import { createOnboardingApp, fixture, investor, upload } from './support/onboarding.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createOnboardingApp();
});
afterAll(() => t.close());

/** The stream machinery reads a few chunks ahead of the consumer. */
const SLACK = 4 * 64 * 1024;

/** A body that counts what the server pulls from it: `total` bytes in 64 KB chunks, no Content-Length. */
function countingBody(total: number) {
  const pulled = { bytes: 0 };
  const chunk = new Uint8Array(64 * 1024).fill(0x41);
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled.bytes >= total) return controller.close();
      pulled.bytes += chunk.length;
      controller.enqueue(chunk);
    },
  });
  return { stream, pulled };
}

async function send(path: string, contentType: string, body: { stream: ReadableStream<Uint8Array> } | string, headers: Record<string, string> = {}) {
  const res = await t.app.request(path, {
    method: 'POST',
    headers: { Version: API_VERSION, 'Content-Type': contentType, 'X-Forwarded-For': '198.20.0.1', ...headers },
    body: typeof body === 'string' ? body : body.stream,
    // a streamed request body
    ...(typeof body === 'string' ? {} : { duplex: 'half' }),
  } as RequestInit);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('body limits', () => {
  it('a multipart body to a JSON call is refused unread, without sign-in (it used to be buffered whole)', async () => {
    const body = countingBody(50 * 1024 * 1024);
    const res = await send('/api/signup', 'multipart/form-data; boundary=x', body);
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ errors: ['This call takes JSON, not a file upload'], code: 'NOT_JSON' });
    expect(body.pulled.bytes).toBeLessThanOrEqual(128 * 1024);
  });

  it('an upload body without a length is cut off at the upload limit, before the session is looked at', async () => {
    const body = countingBody(50 * 1024 * 1024);
    const res = await send('/api/onboarding/upload-cheque', 'multipart/form-data; boundary=x', body);
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ errors: ['Upload Failed: the file is larger than 2 MB'], code: 'TOO_LARGE' });
    expect(body.pulled.bytes).toBeLessThanOrEqual(UPLOAD_BODY_LIMIT + SLACK);
  });

  it('a declared Content-Length above the limit is refused at once, nothing pulled', async () => {
    const body = countingBody(200 * 1024 * 1024);
    const res = await send('/api/onboarding/upload-sign', 'multipart/form-data; boundary=x', body, { 'Content-Length': String(200 * 1024 * 1024) });
    expect(res.status).toBe(413);
    expect(body.pulled.bytes).toBeLessThanOrEqual(64 * 1024);
  });

  it('a JSON body without a length is cut off at 256 KB', async () => {
    const body = countingBody(10 * 1024 * 1024);
    const res = await send('/api/login/get-details', 'application/json', body);
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ errors: ['The request is too large'], code: 'TOO_LARGE' });
    expect(body.pulled.bytes).toBeLessThanOrEqual(JSON_BODY_LIMIT + SLACK);
  });

  it("a joint-holder signature over the limit answers in the call's own error shape", async () => {
    const inv = await investor(t);
    const big = new Uint8Array(3 * 1024 * 1024);
    big.set(fixture('signature.png'));
    const res = await upload(t, inv.token, '/upload_jh_sign/JH_sign1', big, 'sign.png', 'image/png');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ error: 'Upload Failed: the file is larger than 2 MB' });
  });

  it('an upload within the limit still works', async () => {
    const inv = await investor(t);
    const res = await upload(t, inv.token, '/upload-sign', fixture('signature.png'), 'sign.png', 'image/png');
    expect(res.status, JSON.stringify(res.body)).not.toBe(413);
    expect(res.status).not.toBe(415);
  });
});
