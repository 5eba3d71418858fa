import {
  PBKDF2_ITERATIONS,
  SALT_BYTES,
  exportDataKey,
  fromB64,
  generateDataKey,
  importDataKey,
  keyFromPin,
  keyFromPrf,
  open,
  randomBytes,
  seal,
  toB64,
  unwrapDataKey,
  wrapDataKey,
  type Sealed,
} from './vault-crypto.ts';

/**
 * The key to the device copy. While a session is alive the data key is kept for it (so the app
 * opens offline in a new tab without asking); when the session ends, only the device unlock (app
 * PIN or passkey) can release it again, for 7 days. Without an unlock, nothing on the device can
 * be read once the session ends, and the copy is wiped.
 */
export const OPEN_DAYS_AFTER_SESSION = 7;
export const SESSION_HOURS = 12;
export const MAX_PIN_ATTEMPTS = 5;
/** Where the session's data key is kept (read also by the offline first paint, offline/early-dashboard.ts). */
export const SESSION_KEY = 'nivesh.device-key';
const LOCK = 'nivesh.lock';

/** What the app needs to show the copy read-only after the session ended (kept sealed). */
export interface LockedProfile {
  owner: string;
  user_details: unknown;
}

export interface LockRecord {
  kind: 'pin' | 'passkey';
  /** PIN: the PBKDF2 salt; passkey: the HKDF salt (base64) */
  salt: string;
  iterations: number;
  /** the data key wrapped under the unlock's key */
  wrapped: Sealed;
  /** the profile to open as, sealed under the data key */
  profile: Sealed;
  failures: number;
  /** the copy may be opened with the unlock until then (ms) */
  openUntil: number;
  /** passkey: its credential id (base64url) and the PRF input (base64) */
  credentialId?: string;
  prfSalt?: string;
  /** a new session key was made since: the unlock must be confirmed again to wrap it */
  needsRewrap?: boolean;
}

let dataKey: CryptoKey | null = null;
/** The session's background refresh goes with its key. */
const stopBackground = () => import('../pwa/background-refresh.ts').then((m) => m.disableBackgroundRefresh()).catch(() => undefined);
/** Until when the unlock may open the copy: this session's end (at most 12 h on) and 7 days after it. */
const openUntilFrom = (now: number) => now + SESSION_HOURS * 3_600_000 + OPEN_DAYS_AFTER_SESSION * 86_400_000;

const keyListeners = new Set<() => void>();
function setDataKey(key: CryptoKey | null): void {
  dataKey = key;
  keyListeners.forEach((l) => l());
}

export const currentDataKey = (): CryptoKey | null => dataKey;
/** For tests: use this data key. */
export const installDataKey = (key: CryptoKey | null): void => setDataKey(key);
/** The key came or went (sign-in, unlock, session end). */
export function onDataKeyChange(listener: () => void): () => void {
  keyListeners.add(listener);
  return () => keyListeners.delete(listener);
}

export function readLock(): LockRecord | null {
  try {
    return JSON.parse(localStorage.getItem(LOCK) ?? 'null') as LockRecord | null;
  } catch {
    return null;
  }
}

const writeLock = (lock: LockRecord | null) => (lock ? localStorage.setItem(LOCK, JSON.stringify(lock)) : localStorage.removeItem(LOCK));

/** A lock that may still open the copy now. */
export function openableLock(now: number = Date.now()): LockRecord | null {
  const lock = readLock();
  return lock && !lock.needsRewrap && lock.openUntil > now ? lock : null;
}

/**
 * Signed in: the session's data key, loaded or made. A new key (after a session ended) cannot
 * read the old copy, which is dropped; an unlock set up before must wrap the new key again.
 */
export async function startSessionKey(profile: LockedProfile, now: number = Date.now()): Promise<{ fresh: boolean }> {
  const kept = localStorage.getItem(SESSION_KEY);
  if (kept) {
    const key = await importDataKey(fromB64(kept));
    setDataKey(key);
    const lock = readLock();
    // the copy stays openable for 7 days after this session's end
    if (lock && !lock.needsRewrap) writeLock({ ...lock, openUntil: openUntilFrom(now), profile: await seal(key, profile) });
    return { fresh: false };
  }
  const fresh = await generateDataKey();
  // the old copy (another key's) goes before anything is written under the new key
  await (await import('./db.ts')).clearViews();
  localStorage.setItem(SESSION_KEY, toB64(await exportDataKey(fresh)));
  setDataKey(fresh);
  const lock = readLock();
  if (lock) writeLock({ ...lock, needsRewrap: true });
  return { fresh: true };
}

/** The lock no longer opens this session's key: it has to be set up (confirmed) again. */
export function lockNeedsRewrap(): boolean {
  return Boolean(readLock()?.needsRewrap);
}

/** The session ended (expired or revoked): its key goes; the copy stays for the unlock only. */
export async function endSession(): Promise<void> {
  // nothing was kept on this device by a session (a first visit, the sign-in page): nothing to do,
  // and the offline store is not even opened
  const had = localStorage.getItem(SESSION_KEY) !== null || readLock() !== null;
  if (had) await stopBackground();
  localStorage.removeItem(SESSION_KEY);
  setDataKey(null);
  if (had && !openableLock()) await wipeDevice();
}

/** Sign-out, five wrong PINs: nothing of the investor stays on this device. */
export async function wipeDevice(): Promise<void> {
  await stopBackground();
  localStorage.removeItem(SESSION_KEY);
  writeLock(null);
  setDataKey(null);
  await import('./db.ts').then((m) => m.clearOfflineData()).catch(() => undefined);
}

/** Sets up (or confirms again) an app PIN of 4 to 6 digits for this session's key. */
export async function setUpPin(pin: string, profile: LockedProfile, now: number = Date.now()): Promise<void> {
  if (!/^\d{4,6}$/.test(pin)) throw new Error('The app PIN is 4 to 6 digits');
  if (!dataKey) throw new Error('Not signed in');
  const salt = randomBytes(SALT_BYTES);
  const wrapped = await wrapDataKey(dataKey, await keyFromPin(pin, salt));
  writeLock({
    kind: 'pin',
    salt: toB64(salt),
    iterations: PBKDF2_ITERATIONS,
    wrapped,
    profile: await seal(dataKey, profile),
    failures: 0,
    openUntil: openUntilFrom(now),
  });
}

/** Sets up a passkey's PRF output as the unlock for this session's key. */
export async function setUpPrf(
  prfOutput: Uint8Array<ArrayBuffer>,
  credentialId: string,
  prfSalt: Uint8Array<ArrayBuffer>,
  profile: LockedProfile,
  now: number = Date.now(),
): Promise<void> {
  if (!dataKey) throw new Error('Not signed in');
  const salt = randomBytes(SALT_BYTES);
  const wrapped = await wrapDataKey(dataKey, await keyFromPrf(prfOutput, salt));
  writeLock({
    kind: 'passkey',
    salt: toB64(salt),
    iterations: 0,
    wrapped,
    profile: await seal(dataKey, profile),
    failures: 0,
    openUntil: openUntilFrom(now),
    credentialId,
    prfSalt: toB64(prfSalt),
  });
}

export type UnlockResult = { ok: true; profile: LockedProfile } | { ok: false; attemptsLeft: number; wiped: boolean };

/** Opens the copy with the app PIN; the fifth wrong PIN wipes it. */
export async function unlockWithPin(pin: string): Promise<UnlockResult> {
  const lock = openableLock();
  if (!lock || lock.kind !== 'pin') return { ok: false, attemptsLeft: 0, wiped: true };
  try {
    const key = await unwrapDataKey(lock.wrapped, await keyFromPin(pin, fromB64(lock.salt), lock.iterations));
    setDataKey(key);
    writeLock({ ...lock, failures: 0 });
    return { ok: true, profile: await open<LockedProfile>(key, lock.profile) };
  } catch {
    const failures = lock.failures + 1;
    if (failures >= MAX_PIN_ATTEMPTS) {
      await wipeDevice();
      return { ok: false, attemptsLeft: 0, wiped: true };
    }
    writeLock({ ...lock, failures });
    return { ok: false, attemptsLeft: MAX_PIN_ATTEMPTS - failures, wiped: false };
  }
}

/** Opens the copy with a passkey's PRF output. */
export async function unlockWithPrf(prfOutput: Uint8Array<ArrayBuffer>): Promise<UnlockResult> {
  const lock = openableLock();
  if (!lock || lock.kind !== 'passkey') return { ok: false, attemptsLeft: 0, wiped: true };
  try {
    const key = await unwrapDataKey(lock.wrapped, await keyFromPrf(prfOutput, fromB64(lock.salt)));
    setDataKey(key);
    return { ok: true, profile: await open<LockedProfile>(key, lock.profile) };
  } catch {
    return { ok: false, attemptsLeft: 1, wiped: false };
  }
}
