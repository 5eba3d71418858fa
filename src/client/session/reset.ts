import type { QueryClient } from '@tanstack/react-query';
import { logout } from '@shared/contract/auth.ts';
import { api } from '../api/client.ts';
import { loaderCounter } from '../api/loader-counter.ts';
import { authPersister } from '../query-client.ts';
import { clearToasts } from '../components/ui/toast.tsx';
import { getAuth, setAuth } from './store.ts';
import { disablePush } from '../pwa/push.ts';
import { ApiError } from '../api/errors.ts';
import { forgetAllPending } from '../api/order-recovery.ts';
import { endSession, wipeDevice } from '../offline/vault.ts';
import { DEVICE_COPY_TOKEN, rememberSignOut } from './device-session.ts';

/**
 * Resets every piece of client state (spec 1 §1): the query cache, the persisted auth, toasts
 * and the loader. Signing out wipes the device copy and the device unlock with it; a session the
 * server ended (expired, revoked) only takes the session's key: the copy stays readable with the
 * device unlock for 7 days, or is wiped when there is none.
 */
export async function resetClientState(qc: QueryClient, opts: { wipe: boolean } = { wipe: true }): Promise<void> {
  qc.clear();
  await authPersister.removeClient();
  // the offline store is loaded on demand: the sign-in screen should not pay for it
  if (opts.wipe) {
    await wipeDevice().catch(() => undefined);
    forgetAllPending();
  } else await endSession().catch(() => undefined);
  sessionStorage.clear();
  clearToasts();
  loaderCounter.reset();
}

/**
 * Sign out: revoke the session on the server, then wipe everything on the device. Offline, the
 * token is kept aside and the sign-out is sent when the connection returns.
 */
export async function signOut(qc: QueryClient): Promise<void> {
  // acting as a family member: sign out the parent's session (it ends the member's with it)
  const auth = getAuth(qc);
  if (auth?.parent_token) setAuth(qc, { ...auth, token: auth.parent_token, parent_token: null });
  const token = getAuth(qc)?.token;
  if (token && token !== DEVICE_COPY_TOKEN) {
    // pushes stop on this device: the server forgets it (logout does too) and the browser drops it
    await disablePush().catch(() => undefined);
    await api(logout, {}).catch((err: unknown) => {
      if (err instanceof ApiError && err.kind === 'network') rememberSignOut(token);
    });
  }
  await resetClientState(qc, { wipe: true });
}
