import type { QueryClient } from '@tanstack/react-query';
import { logout } from '@shared/contract/auth.ts';
import { api } from '../api/client.ts';
import { loaderCounter } from '../api/loader-counter.ts';
import { authPersister } from '../query-client.ts';
import { clearToasts } from '../components/ui/toast.tsx';
import { getAuth, setAuth } from './store.ts';
import { disablePush } from '../pwa/push.ts';

/**
 * Resets every piece of client state (spec 1 §1): the query cache, the persisted auth, the
 * device cache, toasts and the loader. Used by sign-out and when the server says the session is gone.
 */
export async function resetClientState(qc: QueryClient): Promise<void> {
  qc.clear();
  await authPersister.removeClient();
  // Dexie is loaded on demand: the sign-in screen should not pay for the offline store.
  await import('../offline/db.ts').then((m) => m.clearOfflineData()).catch(() => undefined);
  sessionStorage.clear();
  clearToasts();
  loaderCounter.reset();
}

/** Sign out: revoke the session on the server (best effort when offline), then reset locally. */
export async function signOut(qc: QueryClient): Promise<void> {
  // acting as a family member: sign out the parent's session (it ends the member's with it)
  const auth = getAuth(qc);
  if (auth?.parent_token) setAuth(qc, { ...auth, token: auth.parent_token, parent_token: null });
  // pushes stop on this device: the server forgets it (logout does too) and the browser drops it
  if (getAuth(qc)?.token) await disablePush().catch(() => undefined);
  if (getAuth(qc)?.token) await api(logout, {}).catch(() => undefined);
  await resetClientState(qc);
}
