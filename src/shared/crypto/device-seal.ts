/**
 * (Shared by the app and its service worker, which seals copies it refreshes in the background.)
 *
 * The device copy's cryptography, on WebCrypto only (no library):
 * - a data key (AES-GCM, 256 bits) encrypts each stored view (a fresh 96-bit IV per write);
 * - the data key is wrapped (AES-GCM) under a key-encryption key that only the investor's device
 *   unlock releases: PBKDF2-SHA-256 over the app PIN with a per-device random salt and at least
 *   600,000 iterations (OWASP's figure for PBKDF2-HMAC-SHA256, Password Storage Cheat Sheet, 2023),
 *   or HKDF-SHA-256 over a passkey's PRF output.
 */
export const PBKDF2_ITERATIONS = 600_000;
export const SALT_BYTES = 16;
const IV_BYTES = 12;

export interface Sealed {
  /** format version */
  v: 1;
  iv: string;
  ct: string;
}

const enc = new TextEncoder();
const dec = new TextDecoder();

export function toB64(bytes: ArrayBuffer | Uint8Array): string {
  const u8 = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let s = '';
  for (let i = 0; i < u8.length; i += 0x8000) s += String.fromCharCode(...u8.subarray(i, i + 0x8000));
  return btoa(s);
}

export function fromB64(text: string): Uint8Array<ArrayBuffer> {
  const s = atob(text);
  const out = new Uint8Array(new ArrayBuffer(s.length));
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
  return out;
}

export const randomBytes = (n: number): Uint8Array<ArrayBuffer> => crypto.getRandomValues(new Uint8Array(new ArrayBuffer(n)));

export const isSealed = (x: unknown): x is Sealed =>
  typeof x === 'object' && x !== null && (x as Sealed).v === 1 && typeof (x as Sealed).iv === 'string' && typeof (x as Sealed).ct === 'string';

/** A new data key; extractable only so that it can be wrapped and kept for the session. */
export function generateDataKey(): Promise<CryptoKey> {
  return crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt', 'decrypt']);
}

export async function exportDataKey(key: CryptoKey): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await crypto.subtle.exportKey('raw', key));
}

export function importDataKey(raw: Uint8Array<ArrayBuffer>): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', raw, { name: 'AES-GCM' }, true, ['encrypt', 'decrypt']);
}

/** The key-encryption key from an app PIN (PBKDF2-SHA-256, per-device salt). */
export async function keyFromPin(pin: string, salt: Uint8Array<ArrayBuffer>, iterations: number = PBKDF2_ITERATIONS): Promise<CryptoKey> {
  if (iterations < PBKDF2_ITERATIONS) throw new Error(`PBKDF2 needs at least ${PBKDF2_ITERATIONS} iterations`);
  const base = await crypto.subtle.importKey('raw', enc.encode(pin), 'PBKDF2', false, ['deriveKey']);
  return crypto.subtle.deriveKey({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, base, { name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
}

/** The key-encryption key from a passkey's PRF output (HKDF-SHA-256; the salt and info bind it to this use). */
export async function keyFromPrf(prfOutput: Uint8Array<ArrayBuffer>, salt: Uint8Array<ArrayBuffer>): Promise<CryptoKey> {
  const base = await crypto.subtle.importKey('raw', prfOutput, 'HKDF', false, ['deriveKey']);
  return crypto.subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt, info: enc.encode('nivesh device copy key') },
    base,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
}

async function encryptBytes(key: CryptoKey, bytes: Uint8Array<ArrayBuffer>): Promise<Sealed> {
  const iv = randomBytes(IV_BYTES);
  const ct = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, bytes);
  return { v: 1, iv: toB64(iv), ct: toB64(ct) };
}

async function decryptBytes(key: CryptoKey, sealed: Sealed): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await crypto.subtle.decrypt({ name: 'AES-GCM', iv: fromB64(sealed.iv) }, key, fromB64(sealed.ct)));
}

/** The data key wrapped under a key-encryption key (AES-GCM: a wrong PIN fails to open it). */
export async function wrapDataKey(dataKey: CryptoKey, kek: CryptoKey): Promise<Sealed> {
  return encryptBytes(kek, await exportDataKey(dataKey));
}

/** Opens a wrapped data key; throws when the key-encryption key is not the one (a wrong PIN). */
export async function unwrapDataKey(wrapped: Sealed, kek: CryptoKey): Promise<CryptoKey> {
  return importDataKey(await decryptBytes(kek, wrapped));
}

/** A value as ciphertext (JSON inside). */
export async function seal(key: CryptoKey, value: unknown): Promise<Sealed> {
  return encryptBytes(key, enc.encode(JSON.stringify(value)) as Uint8Array<ArrayBuffer>);
}

export async function open<T = unknown>(key: CryptoKey, sealed: Sealed): Promise<T> {
  return JSON.parse(dec.decode(await decryptBytes(key, sealed))) as T;
}
