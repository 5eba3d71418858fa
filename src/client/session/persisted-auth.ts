import type { AuthState } from './store.ts';

/** Where the auth state is kept between visits (the query persister's localStorage item). */
export const PERSIST_KEY = 'nivesh.auth';
/** Changing it drops every kept auth state (a new shape). */
export const AUTH_BUSTER = 'auth-v1';
/** The server's absolute session lifetime is 12 h; an older kept state is useless. */
export const AUTH_MAX_AGE_MS = 12 * 3_600_000;

/**
 * The kept auth state read straight from localStorage, as the persister would restore it (same
 * buster, same age limit), for code that runs before the query library is loaded: the offline
 * first paint. Null when none, too old, of another shape, or unreadable.
 */
export function readPersistedAuth(now: number = Date.now(), storage: Pick<Storage, 'getItem'> = localStorage): AuthState | null {
  try {
    const kept = JSON.parse(storage.getItem(PERSIST_KEY) ?? 'null') as {
      buster?: string;
      timestamp?: number;
      clientState?: { queries?: Array<{ queryKey?: unknown[]; state?: { data?: AuthState | null } }> };
    } | null;
    if (!kept || kept.buster !== AUTH_BUSTER || typeof kept.timestamp !== 'number' || now - kept.timestamp > AUTH_MAX_AGE_MS) return null;
    const query = kept.clientState?.queries?.find((q) => Array.isArray(q.queryKey) && q.queryKey[0] === 'auth');
    return query?.state?.data ?? null;
  } catch {
    return null;
  }
}
