import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fieldCryptoFromKey, isEncrypted, loadFieldKey, parseFieldKey } from './field-crypto.ts';

const key = Buffer.alloc(32, 1);
const fc = fieldCryptoFromKey(key);
const FIELD = 'bank_accounts.account_number';

describe('field encryption', () => {
  it('round-trips, with a fresh IV every time, and never shows the plain text', () => {
    const a = fc.encrypt('50100123456789', FIELD);
    const b = fc.encrypt('50100123456789', FIELD);
    expect(a).not.toBe(b);
    expect(a).not.toContain('50100123456789');
    expect(isEncrypted(a)).toBe(true);
    expect(fc.decrypt(a, FIELD)).toBe('50100123456789');
    expect(fc.decrypt(b, FIELD)).toBe('50100123456789');
  });

  it('refuses a value moved to another field, a tampered value, and a value of another key', () => {
    const stored = fc.encrypt('50100123456789', FIELD);
    expect(() => fc.decrypt(stored, 'users.pan')).toThrow(/unable to authenticate/);
    const parts = stored.split(':');
    const body = Buffer.from(parts[3]!, 'base64url');
    body[0] = body[0]! ^ 1;
    expect(() => fc.decrypt([...parts.slice(0, 3), body.toString('base64url')].join(':'), FIELD)).toThrow(/unable to authenticate/);
    const other = fieldCryptoFromKey(Buffer.alloc(32, 2));
    expect(() => other.decrypt(stored, FIELD)).toThrow(/another key/);
    expect(() => fc.decrypt('50100123456789', FIELD)).toThrow(/not an encrypted value/);
  });

  it('fingerprints equal values equally, per field and per key', () => {
    expect(fc.fingerprint('HDFC0000001:123456', FIELD)).toBe(fc.fingerprint('HDFC0000001:123456', FIELD));
    expect(fc.fingerprint('HDFC0000001:123456', FIELD)).not.toBe(fc.fingerprint('HDFC0000001:123457', FIELD));
    expect(fc.fingerprint('HDFC0000001:123456', FIELD)).not.toBe(fieldCryptoFromKey(Buffer.alloc(32, 2)).fingerprint('HDFC0000001:123456', FIELD));
  });

  it('reads keys in base64 or hex and refuses a key of the wrong size', () => {
    expect(parseFieldKey(key.toString('base64'), 'k')).toEqual(key);
    expect(parseFieldKey(key.toString('hex'), 'k')).toEqual(key);
    expect(() => parseFieldKey(Buffer.alloc(16).toString('base64'), 'k')).toThrow(/32 bytes/);
    expect(() => fieldCryptoFromKey(Buffer.alloc(16))).toThrow(/32 bytes/);
  });
});

describe('the key file', () => {
  const dir = mkdtempSync(join(tmpdir(), 'nivesh-key-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('demo mode creates it once with 0600 permissions and reads the same key afterwards', () => {
    const file = join(dir, 'data', 'pglite-field.key');
    const first = loadFieldKey({ mode: 'demo', fieldKey: { key: null, file } });
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadFieldKey({ mode: 'demo', fieldKey: { key: null, file } })).toEqual(first);
    expect(parseFieldKey(readFileSync(file, 'utf8'), file)).toEqual(first);
  });

  it('production never creates one, and a key in the configuration wins over the file', () => {
    expect(() => loadFieldKey({ mode: 'production', fieldKey: { key: null, file: join(dir, 'missing.key') } })).toThrow(/does not exist/);
    expect(() => loadFieldKey({ mode: 'production', fieldKey: { key: null, file: null } })).toThrow(/FIELD_ENCRYPTION_KEY/);
    const file = join(dir, 'given.key');
    writeFileSync(file, Buffer.alloc(32, 9).toString('base64'), { mode: 0o644 });
    expect(loadFieldKey({ mode: 'production', fieldKey: { key: null, file } })).toEqual(Buffer.alloc(32, 9));
    // a readable-by-others key file is tightened
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadFieldKey({ mode: 'production', fieldKey: { key: key.toString('base64'), file } })).toEqual(key);
  });
});
