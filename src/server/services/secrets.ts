import { createHmac, hkdfSync, randomBytes } from 'node:crypto';
import type { Config } from '../config.ts';

/**
 * Keys for keyed hashes, each derived (HKDF-SHA256) from the server's master secret with its own
 * name, so one purpose's key never verifies another's. The master secret comes from
 * configuration (config.secret, resolved at start by lib/secret-key.ts), never from the database.
 */
const derived = new WeakMap<Buffer, Map<string, Buffer>>();
// Tests and tools that build a demo config without a secret get one per process: nothing they
// sign outlives the process. Production never gets here (it refuses to start without a secret).
let processKey: Buffer | null = null;

function master(config: Pick<Config, 'mode' | 'secret'>): Buffer {
  if (config.secret.key) return config.secret.key;
  if (config.mode === 'production') throw new Error('the server secret is not configured (NIVESH_SECRET)');
  processKey ??= randomBytes(32);
  return processKey;
}

export function secretFor(config: Pick<Config, 'mode' | 'secret'>, name: string): Buffer {
  const key = master(config);
  let perKey = derived.get(key);
  if (!perKey) derived.set(key, (perKey = new Map()));
  let k = perKey.get(name);
  if (!k) perKey.set(name, (k = Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), `nivesh:${name}`, 32))));
  return k;
}

export function hmac(config: Pick<Config, 'mode' | 'secret'>, name: string, text: string): Buffer {
  return createHmac('sha256', secretFor(config, name)).update(text).digest();
}
