import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { localStorage } from './local.ts';
import { s3Storage } from './s3.ts';
import { embeddedKyc } from '../kyc/embedded.ts';

const dir = mkdtempSync(join(tmpdir(), 'nivesh-storage-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const bytes = new Uint8Array([1, 2, 3, 250]);

describe('local storage', () => {
  it('puts, gets and deletes; a missing object is null and deleting it again is fine', async () => {
    const s = localStorage(dir);
    await s.put('onboarding/1/cheque-abc.jpg', bytes, 'image/jpeg');
    expect(await s.get('onboarding/1/cheque-abc.jpg')).toEqual(bytes);
    await s.delete('onboarding/1/cheque-abc.jpg');
    expect(await s.get('onboarding/1/cheque-abc.jpg')).toBeNull();
    await s.delete('onboarding/1/cheque-abc.jpg');
  });

  it('stores a file from disk as a copy only its owner reads, the source left as it was', async () => {
    const s = localStorage(dir);
    const source = join(dir, 'checked.jpg');
    writeFileSync(source, bytes, { mode: 0o644 });
    await s.putFile('onboarding/2/cheque-def.jpg', source, 'image/jpeg');
    expect(await s.get('onboarding/2/cheque-def.jpg')).toEqual(bytes);
    expect(statSync(join(dir, 'onboarding/2/cheque-def.jpg')).mode & 0o777).toBe(0o600);
    expect(readFileSync(source)).toEqual(Buffer.from(bytes));
  });

  it('refuses keys that could leave the folder', async () => {
    const s = localStorage(dir);
    for (const key of ['../x', 'a/../../x', '/etc/passwd', 'a//b', '']) await expect(s.put(key, bytes, 'image/png')).rejects.toThrow(/unsafe storage key/);
  });
});

describe('S3-compatible storage', () => {
  it('sends SigV4-signed path-style requests and maps 404 to null', async () => {
    const seen: Request[] = [];
    const store = new Map<string, Uint8Array>();
    const fake = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const req = input instanceof Request ? input : new Request(input, init);
      seen.push(req.clone());
      const key = new URL(req.url).pathname;
      if (req.method === 'PUT') store.set(key, new Uint8Array(await req.arrayBuffer()));
      if (req.method === 'DELETE') store.delete(key);
      if (req.method === 'GET') return store.has(key) ? new Response(store.get(key) as Uint8Array<ArrayBuffer>) : new Response('NoSuchKey', { status: 404 });
      return new Response(null, { status: 200 });
    }) as typeof fetch;
    const s = s3Storage(
      { endpoint: 'https://s3.example.test/', bucket: 'docs', region: 'ap-south-1', accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret' },
      fake,
    );
    await s.put('onboarding/7/sign-x.png', bytes, 'image/png');
    expect(seen[0]!.url).toBe('https://s3.example.test/docs/onboarding/7/sign-x.png');
    expect(seen[0]!.headers.get('authorization')).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/ap-south-1\/s3\/aws4_request/);
    expect(seen[0]!.headers.get('content-type')).toBe('image/png');
    expect(await s.get('onboarding/7/sign-x.png')).toEqual(bytes);
    await s.delete('onboarding/7/sign-x.png');
    expect(await s.get('onboarding/7/sign-x.png')).toBeNull();
    const source = join(dir, 'checked.png');
    writeFileSync(source, bytes);
    await s.putFile('onboarding/7/sign-y.png', source, 'image/png');
    expect(seen.at(-1)!.headers.get('content-type')).toBe('image/png');
    expect(await s.get('onboarding/7/sign-y.png')).toEqual(bytes);
  });

  it('raises on a failed write, so the upload answers Upload Failed', async () => {
    const s = s3Storage(
      { endpoint: 'https://s3.example.test', bucket: 'b', region: 'r', accessKeyId: 'a', secretAccessKey: 's' },
      (async () => new Response('denied', { status: 403 })) as typeof fetch,
    );
    await expect(s.put('k.png', bytes, 'image/png')).rejects.toThrow(/403/);
  });
});

describe('embedded KYC registry', () => {
  it('PANs with the digits 9999 are not KYC-verified; all others are', async () => {
    const kyc = embeddedKyc();
    expect((await kyc.checkPan('ABCPE9999F')).status).toBe('not_verified');
    expect((await kyc.checkPan('abcpe9998f')).status).toBe('verified');
    expect((await kyc.checkPan('ABCPK1234F')).status).toBe('verified');
  });
});
