import { createECDH, createHmac, createDecipheriv, createPublicKey, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { webPushSender } from './web-push.ts';

/**
 * The real push path: `web-push` encrypts the payload for the browser's keys (RFC 8291,
 * aes128gcm) and signs the VAPID token (RFC 8292); our adapter carries it with fetch. A local
 * HTTP endpoint plays the push service; the test decrypts the body as a browser would, with
 * node:crypto only, and checks the token's signature with our public key.
 */
interface Received {
  headers: IncomingHttpHeaders;
  body: Buffer;
  path: string;
}
let server: Server;
let base: string;
const received: Received[] = [];
let status = 201;

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks), path: req.url ?? '' });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** RFC 8291 decryption by the user agent (one record). */
function decrypt(body: Buffer, ua: ReturnType<typeof createECDH>, authSecret: Buffer): string {
  const salt = body.subarray(0, 16);
  const idlen = body[20]!;
  const asPublic = body.subarray(21, 21 + idlen);
  const ciphertext = body.subarray(21 + idlen);
  const ecdhSecret = ua.computeSecret(asPublic);
  const prkKey = hmac(authSecret, ecdhSecret);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ua.getPublicKey(), asPublic, Buffer.from([1])]);
  const ikm = hmac(prkKey, keyInfo);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const plain = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  let end = plain.length;
  while (end > 0 && plain[end - 1] === 0) end--;
  expect(plain[end - 1]).toBe(2); // the last record's delimiter
  return plain.subarray(0, end - 1).toString('utf8');
}

function browser() {
  const ua = createECDH('prime256v1');
  ua.generateKeys();
  const auth = randomBytes(16);
  return { ua, auth, target: (endpoint: string) => ({ endpoint, p256dh: ua.getPublicKey().toString('base64url'), auth: auth.toString('base64url') }) };
}

const vapid = { ...webpush.generateVAPIDKeys(), subject: 'mailto:support@nivesh.local' };

describe('web push adapter (real encryption and signing, local endpoint)', () => {
  it('sends an aes128gcm payload only the browser can read, with a VAPID token signed by our key', async () => {
    const b = browser();
    const sender = webPushSender(() => vapid);
    expect(sender.publicKey()).toBe(vapid.publicKey);
    const payload = JSON.stringify({ id: 7, title: 'Units allotted', body: '12.345 units of X', link: '/portal/portfolio' });
    const r = await sender.send(b.target(`${base}/push/abc`), payload, { ttlSeconds: 3600, urgency: 'high', topic: 'n7' });
    expect(r).toEqual({ ok: true, status: 201 });
    const got = received.at(-1)!;
    expect(got.path).toBe('/push/abc');
    expect(got.headers['content-encoding']).toBe('aes128gcm');
    expect(got.headers.ttl).toBe('3600');
    expect(got.headers.urgency).toBe('high');
    expect(got.headers.topic).toBe('n7');
    expect(got.body.includes(Buffer.from('Units allotted'))).toBe(false);
    expect(JSON.parse(decrypt(got.body, b.ua, b.auth))).toEqual(JSON.parse(payload));

    // Authorization: vapid t=<JWT ES256>, k=<our public key>
    const m = /^vapid t=([^,]+), k=(.+)$/.exec(String(got.headers.authorization))!;
    expect(m[2]).toBe(vapid.publicKey);
    const [h, p, s] = m[1]!.split('.') as [string, string, string];
    expect(JSON.parse(Buffer.from(h, 'base64url').toString())).toMatchObject({ alg: 'ES256', typ: 'JWT' });
    const claims = JSON.parse(Buffer.from(p, 'base64url').toString()) as { aud: string; exp: number; sub: string };
    expect(claims.aud).toBe(base);
    expect(claims.sub).toBe('mailto:support@nivesh.local');
    expect(claims.exp * 1000).toBeGreaterThan(Date.now());
    expect(claims.exp * 1000).toBeLessThanOrEqual(Date.now() + 24 * 3600_000 + 1000);
    const pub = Buffer.from(vapid.publicKey, 'base64url');
    const key = createPublicKey({
      key: { kty: 'EC', crv: 'P-256', x: pub.subarray(1, 33).toString('base64url'), y: pub.subarray(33).toString('base64url') },
      format: 'jwk',
    });
    expect(verify('sha256', Buffer.from(`${h}.${p}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(s, 'base64url'))).toBe(true);
    // another browser's keys cannot read it
    const other = browser();
    expect(() => decrypt(got.body, other.ua, other.auth)).toThrow(/unable to authenticate data|Unsupported state/);
  });

  it('reports 410 and 404 as gone, other refusals and network errors as failures', async () => {
    const b = browser();
    const sender = webPushSender(() => vapid);
    for (const [code, gone] of [
      [410, true],
      [404, true],
      [429, false],
      [500, false],
    ] as const) {
      status = code;
      expect(await sender.send(b.target(`${base}/s`), '{}')).toEqual({ ok: false, gone, status: code, message: `push service answered ${code}` });
    }
    status = 201;
    const down = await sender.send(b.target('http://127.0.0.1:1/s'), '{}');
    expect(down).toMatchObject({ ok: false, gone: false, status: null });
    // keys that are not a P-256 point can never work
    expect(await sender.send({ endpoint: `${base}/s`, p256dh: Buffer.alloc(65, 1).toString('base64url'), auth: b.target('').auth }, '{}')).toMatchObject({
      ok: false,
      gone: true,
    });
  });

  it('without keys push is off and nothing is sent', async () => {
    const before = received.length;
    const sender = webPushSender(() => null);
    expect(sender.publicKey()).toBeNull();
    expect(await sender.send(browser().target(`${base}/s`), '{}')).toMatchObject({
      ok: false,
      gone: false,
      message: 'web push is not configured (no VAPID keys)',
    });
    expect(received.length).toBe(before);
  });
});
