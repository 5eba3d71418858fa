import type { QueryClient } from '@tanstack/react-query';
import { logout } from '@shared/contract/auth.ts';
import { api } from '../api/client.ts';
import { ApiError } from '../api/errors.ts';
import { currentDataKey, endSession, openableLock, startSessionKey } from '../offline/vault.ts';
import { AUTH_KEY, getAuth, type AuthState } from './store.ts';
import { enableBackgroundRefresh } from '../pwa/background-refresh.ts';

/**
 * The device side of a session: the data key of the device copy lives as long as the session;
 * after it, the copy opens read-only with the device unlock (the token below stands in for the
 * session then: offline nothing is sent, online the server refuses it and a full sign-in follows).
 */
export const DEVICE_COPY_TOKEN = 'device-copy';

export const isDeviceCopySession = (auth: AuthState | null): boolean => auth?.token === DEVICE_COPY_TOKEN;

const PENDING_SIGN_OUTS = 'nivesh.pending-sign-outs';

/** Signed in (a real session): make sure the session's data key is there before any copy is read. */
export async function syncDeviceKey(qc: QueryClient): Promise<void> {
  const auth = getAuth(qc);
  if (!auth?.token || isDeviceCopySession(auth)) return;
  // acting as a family member, the lock still opens as the investor who signed in
  if (auth.parent_token) return;
  const owner = auth.user_details?.ID;
  if (!owner || currentDataKey()) return;
  await startSessionKey({ owner, user_details: auth.user_details });
  // installed apps: the worker may refresh this session's views in the background
  const key = currentDataKey();
  if (key) void enableBackgroundRefresh({ token: auth.token, owner, key }).catch(() => false);
}

/** Keeps the data key in step with the auth state: made at sign-in, before the portal reads anything. */
export function watchDeviceKey(qc: QueryClient): () => void {
  return qc.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.query.queryKey[0] === AUTH_KEY[0]) void syncDeviceKey(qc);
  });
}

/** At start without a session: the session's key goes; the copy stays only behind an unlock. */
export async function endDeviceSession(): Promise<void> {
  await endSession();
}

/** Offline with a copy the unlock can open: the app offers the unlock instead of sign-in. */
export function canOpenDeviceCopy(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false && openableLock() !== null;
}

/** A sign-out made offline: its token is revoked on the server as soon as the connection returns. */
export function rememberSignOut(token: string): void {
  const list = pendingSignOuts();
  if (!list.includes(token)) localStorage.setItem(PENDING_SIGN_OUTS, JSON.stringify([...list, token]));
}

function pendingSignOuts(): string[] {
  try {
    const list = JSON.parse(localStorage.getItem(PENDING_SIGN_OUTS) ?? '[]') as unknown;
    return Array.isArray(list) ? list.filter((t): t is string => typeof t === 'string') : [];
  } catch {
    return [];
  }
}

/** Sends the sign-outs made offline; each is forgotten once the server has it (or says it is gone already). */
export async function sendPendingSignOuts(): Promise<void> {
  for (const token of pendingSignOuts()) {
    try {
      await api(logout, {}, { headers: { token }, quiet: true });
    } catch (err) {
      // still offline: try again at the next reconnect; anything else (401: already ended) is done
      if (err instanceof ApiError && err.kind === 'network') return;
    }
    localStorage.setItem(PENDING_SIGN_OUTS, JSON.stringify(pendingSignOuts().filter((t) => t !== token)));
  }
}

/** Sends pending sign-outs now and on every reconnect. */
export function watchPendingSignOuts(): void {
  void sendPendingSignOuts();
  window.addEventListener('online', () => void sendPendingSignOuts());
}
