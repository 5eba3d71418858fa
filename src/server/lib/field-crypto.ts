import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { createCipheriv, createDecipheriv, createHash, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import type { Config } from '../config.ts';

/**
 * Encryption at rest for single sensitive fields (bank account numbers): AES-256-GCM with a
 * fresh 96-bit IV per value and the field's name as associated data, so a value copied into
 * another column does not decrypt. The key comes from configuration (FIELD_ENCRYPTION_KEY, or a
 * key file); demo mode creates the key file beside its embedded database with 0600 permissions.
 * The database never holds the key: a copy of the database alone reveals no account number.
 *
 * Stored form: `enc1:<key id>:<iv>:<ciphertext and tag>` (base64url). The key id (first bytes of
 * the key's hash) makes a wrong key a clear error instead of an authentication failure.
 * Equality (duplicate checks) uses `fingerprint`: an HMAC under a key derived from the same key.
 */
export interface FieldCrypto {
  readonly keyId: string;
  encrypt(plain: string, field: string): string;
  decrypt(stored: string, field: string): string;
  /** a stable, keyed digest for equality look-ups; reveals nothing without the key */
  fingerprint(plain: string, field: string): string;
  /** a whole file (a generated form that carries an account number), bound to `label` (its storage key) */
  encryptBytes(plain: Uint8Array, label: string): Uint8Array;
  decryptBytes(stored: Uint8Array, label: string): Uint8Array;
}

/** Stored form of an encrypted file: magic, key id (8 bytes), IV (12), ciphertext and tag (16). */
const FILE_MAGIC = Buffer.from('NVE1');

const PREFIX = 'enc1';
export const FIELD_KEY_BYTES = 32;

export const isEncrypted = (value: string): boolean => value.startsWith(`${PREFIX}:`);

export function fieldCryptoFromKey(key: Buffer): FieldCrypto {
  if (key.length !== FIELD_KEY_BYTES) throw new Error(`the field encryption key must be ${FIELD_KEY_BYTES} bytes, got ${key.length}`);
  const derive = (purpose: string) => Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), `nivesh field ${purpose}`, 32));
  const encKey = derive('encryption');
  const macKey = derive('fingerprint');
  const keyId = createHash('sha256').update(key).digest('base64url').slice(0, 8);
  return {
    keyId,
    encrypt(plain, field) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', encKey, iv);
      cipher.setAAD(Buffer.from(field));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
      return `${PREFIX}:${keyId}:${iv.toString('base64url')}:${body.toString('base64url')}`;
    },
    decrypt(stored, field) {
      const [prefix, kid, ivText, bodyText] = stored.split(':');
      if (prefix !== PREFIX || !ivText || !bodyText) throw new Error(`${field}: not an encrypted value`);
      if (kid !== keyId) throw new Error(`${field}: encrypted with another key (${kid}); this server's key is ${keyId}`);
      const body = Buffer.from(bodyText, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', encKey, Buffer.from(ivText, 'base64url'));
      decipher.setAAD(Buffer.from(field));
      decipher.setAuthTag(body.subarray(body.length - 16));
      return Buffer.concat([decipher.update(body.subarray(0, body.length - 16)), decipher.final()]).toString('utf8');
    },
    fingerprint(plain, field) {
      return createHmac('sha256', macKey).update(`${field}\u0000${plain}`).digest('base64url');
    },
    encryptBytes(plain, label) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', encKey, iv);
      cipher.setAAD(Buffer.from(`file\u0000${label}`));
      return Buffer.concat([FILE_MAGIC, Buffer.from(keyId), iv, cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
    },
    decryptBytes(stored, label) {
      const b = Buffer.from(stored.buffer, stored.byteOffset, stored.byteLength);
      if (b.length < 40 || !b.subarray(0, 4).equals(FILE_MAGIC)) throw new Error(`${label}: not an encrypted file`);
      const kid = b.subarray(4, 12).toString();
      if (kid !== keyId) throw new Error(`${label}: encrypted with another key (${kid}); this server's key is ${keyId}`);
      const decipher = createDecipheriv('aes-256-gcm', encKey, b.subarray(12, 24));
      decipher.setAAD(Buffer.from(`file\u0000${label}`));
      decipher.setAuthTag(b.subarray(b.length - 16));
      return Buffer.concat([decipher.update(b.subarray(24, b.length - 16)), decipher.final()]);
    },
  };
}

/** A key written as base64 (44 characters) or hex (64 characters). */
export function parseFieldKey(text: string, where: string): Buffer {
  const t = text.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(t) ? Buffer.from(t, 'hex') : Buffer.from(t, 'base64');
  if (key.length !== FIELD_KEY_BYTES) throw new Error(`${where}: the field encryption key must be ${FIELD_KEY_BYTES} bytes in base64 or hex`);
  return key;
}

/**
 * The configured key: FIELD_ENCRYPTION_KEY, else the key file. Only demo mode creates a missing
 * key file (0600, its folder 0700); production refuses to start without a key, because a key
 * made up on one instance would not decrypt what another instance wrote.
 */
export function loadFieldKey(config: Pick<Config, 'mode' | 'fieldKey'>): Buffer {
  const { key, file } = config.fieldKey;
  if (key) return parseFieldKey(key, 'FIELD_ENCRYPTION_KEY');
  if (!file) throw new Error('No field encryption key: set FIELD_ENCRYPTION_KEY (32 bytes, base64) or FIELD_ENCRYPTION_KEY_FILE');
  if (existsSync(file)) {
    if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600); // never readable by others
    return parseFieldKey(readFileSync(file, 'utf8'), file);
  }
  if (config.mode !== 'demo')
    throw new Error(`The field encryption key file ${file} does not exist; production never creates one (set FIELD_ENCRYPTION_KEY or provide the file)`);
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  // 'wx': two processes starting at once cannot both write a key; the loser reads the winner's
  try {
    writeFileSync(file, `${randomBytes(FIELD_KEY_BYTES).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  return parseFieldKey(readFileSync(file, 'utf8'), file);
}

const cache = new WeakMap<object, FieldCrypto>();

/** The server's field cipher, made once per configuration. */
export function fieldCrypto(config: Pick<Config, 'mode' | 'fieldKey'>): FieldCrypto {
  let fc = cache.get(config);
  if (!fc) cache.set(config, (fc = fieldCryptoFromKey(loadFieldKey(config))));
  return fc;
}
