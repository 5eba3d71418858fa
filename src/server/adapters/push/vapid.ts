import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { createECDH } from 'node:crypto';
import type { MessagesConfig } from '../../config.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

const B64URL = /^[A-Za-z0-9_-]+$/;

function valid(k: { publicKey?: unknown; privateKey?: unknown }): k is { publicKey: string; privateKey: string } {
  return (
    typeof k.publicKey === 'string' &&
    typeof k.privateKey === 'string' &&
    B64URL.test(k.publicKey) &&
    B64URL.test(k.privateKey) &&
    Buffer.from(k.publicKey, 'base64url').length === 65 &&
    Buffer.from(k.privateKey, 'base64url').length === 32
  );
}

/**
 * A new VAPID key pair: a P-256 key, the public point uncompressed (65 bytes) and the private
 * scalar (32 bytes, zero-padded in front), both base64url, as RFC 8292 and the web-push library
 * use them. Made with node:crypto directly, so that start-up need not load that library.
 */
export function generateVapidKeys(): { publicKey: string; privateKey: string } {
  const curve = createECDH('prime256v1');
  curve.generateKeys();
  const pad = (b: Buffer, n: number) => (b.length < n ? Buffer.concat([Buffer.alloc(n - b.length), b]) : b);
  return { publicKey: pad(curve.getPublicKey(), 65).toString('base64url'), privateKey: pad(curve.getPrivateKey(), 32).toString('base64url') };
}

/**
 * The server's VAPID key pair: from configuration (VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY), or,
 * with a key file configured (demo mode), read from it, creating it on first use readable by the
 * owner only. Null when neither: push is then off and the app hides the opt-in.
 * Changing the keys invalidates every browser subscription, so a generated pair is kept.
 */
export function resolveVapidKeys(cfg: MessagesConfig['push']): VapidKeys | null {
  if (cfg.vapidPublicKey && cfg.vapidPrivateKey) {
    const keys = { publicKey: cfg.vapidPublicKey, privateKey: cfg.vapidPrivateKey };
    if (!valid(keys))
      throw new Error('VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY are not a P-256 key pair in base64url (npx web-push generate-vapid-keys makes one)');
    return { ...keys, subject: cfg.vapidSubject };
  }
  if (!cfg.keyFile) return null;
  const read = (): VapidKeys | null => {
    try {
      const k = JSON.parse(readFileSync(cfg.keyFile, 'utf8')) as { publicKey?: unknown; privateKey?: unknown };
      return valid(k) ? { publicKey: k.publicKey, privateKey: k.privateKey, subject: cfg.vapidSubject } : null;
    } catch {
      return null;
    }
  };
  const existing = read();
  if (existing) return existing;
  const fresh = generateVapidKeys();
  mkdirSync(dirname(cfg.keyFile), { recursive: true });
  try {
    // 'wx': a second process starting at the same moment keeps the first one's keys
    writeFileSync(cfg.keyFile, `${JSON.stringify({ publicKey: fresh.publicKey, privateKey: fresh.privateKey }, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
    chmodSync(cfg.keyFile, 0o600);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    const theirs = read();
    if (theirs) return theirs;
    throw new Error(`${cfg.keyFile} exists but does not hold a VAPID key pair; remove it to generate a new one`, { cause: err });
  }
  return { publicKey: fresh.publicKey, privateKey: fresh.privateKey, subject: cfg.vapidSubject };
}
