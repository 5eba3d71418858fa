import { createECDH } from 'node:crypto';
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { generateVapidKeys, resolveVapidKeys } from './vapid.ts';

const cfg = (over: Partial<Parameters<typeof resolveVapidKeys>[0]>) => ({
  vapidPublicKey: null,
  vapidPrivateKey: null,
  vapidSubject: 'mailto:s@example.com',
  keyFile: '',
  endpointHosts: [],
  ...over,
});

describe('VAPID keys', () => {
  it('come from configuration when set, and must be a P-256 pair', () => {
    const k = webpush.generateVAPIDKeys();
    expect(resolveVapidKeys(cfg({ vapidPublicKey: k.publicKey, vapidPrivateKey: k.privateKey }))).toEqual({ ...k, subject: 'mailto:s@example.com' });
    expect(() => resolveVapidKeys(cfg({ vapidPublicKey: 'abc', vapidPrivateKey: k.privateKey }))).toThrow(/not a P-256 key pair/);
  });

  it('generated pairs are what the web-push library makes and accepts: it signs a push with them', () => {
    for (let i = 0; i < 20; i++) {
      const k = generateVapidKeys();
      expect(Buffer.from(k.publicKey, 'base64url')).toHaveLength(65);
      expect(Buffer.from(k.privateKey, 'base64url')).toHaveLength(32);
      // the public key is the private key's point on P-256
      const curve = createECDH('prime256v1');
      curve.setPrivateKey(Buffer.from(k.privateKey, 'base64url'));
      expect(curve.getPublicKey().toString('base64url')).toBe(k.publicKey);
      const browser = webpush.generateVAPIDKeys();
      const details = webpush.generateRequestDetails(
        { endpoint: 'https://push.example.com/x', keys: { p256dh: browser.publicKey, auth: Buffer.alloc(16, 1).toString('base64url') } },
        'hello',
        { vapidDetails: { subject: 'mailto:s@example.com', publicKey: k.publicKey, privateKey: k.privateKey } },
      );
      expect(String(details.headers.Authorization)).toContain(`k=${k.publicKey}`);
    }
  });

  it('demo mode: generated once into the key file, readable by the owner only, and kept across starts', () => {
    const dir = mkdtempSync(join(tmpdir(), 'nivesh-vapid-'));
    const file = join(dir, 'sub', 'vapid-keys.json');
    const first = resolveVapidKeys(cfg({ keyFile: file }))!;
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ publicKey: first.publicKey, privateKey: first.privateKey });
    expect(resolveVapidKeys(cfg({ keyFile: file }))).toEqual(first);
  });

  it('a damaged key file is replaced only by hand: it is reported, not overwritten', () => {
    const dir = mkdtempSync(join(tmpdir(), 'nivesh-vapid-'));
    const file = join(dir, 'vapid-keys.json');
    writeFileSync(file, '{"publicKey": 1}');
    expect(() => resolveVapidKeys(cfg({ keyFile: file }))).toThrow(/does not hold a VAPID key pair/);
  });

  it('no keys and no key file: push is off', () => {
    expect(resolveVapidKeys(cfg({}))).toBeNull();
  });
});
