import { BACKGROUND_SYNC_TAG, clearBackgroundSession, saveBackgroundSession, type BackgroundSession } from '@shared/background-session.ts';

/**
 * Installed apps refresh the dashboard and portfolio in the background with Periodic Background
 * Sync where the browser offers it (Chromium does for installed apps it sees used), so a morning
 * open shows the last close at once; elsewhere the views refresh on focus and on reconnect.
 */
const TWELVE_HOURS_MS = 12 * 3_600_000;

type PeriodicSync = { register(tag: string, opts: { minInterval: number }): Promise<void>; unregister(tag: string): Promise<void> };

async function periodicSync(): Promise<PeriodicSync | null> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return null;
  const reg = (await navigator.serviceWorker.getRegistration()) as (ServiceWorkerRegistration & { periodicSync?: PeriodicSync }) | undefined;
  if (!reg?.periodicSync) return null;
  const state = await navigator.permissions?.query({ name: 'periodic-background-sync' as PermissionName }).catch(() => null);
  return state?.state === 'granted' ? reg.periodicSync : null;
}

/** Signed in: the worker may refresh this session's views in the background. */
export async function enableBackgroundRefresh(session: BackgroundSession): Promise<boolean> {
  const sync = await periodicSync().catch(() => null);
  if (!sync) return false;
  await saveBackgroundSession(session);
  await sync.register(BACKGROUND_SYNC_TAG, { minInterval: TWELVE_HOURS_MS });
  return true;
}

/** The session ended or the investor signed out: nothing is fetched in the background any more. */
export async function disableBackgroundRefresh(): Promise<void> {
  await clearBackgroundSession().catch(() => undefined);
  const sync = await periodicSync().catch(() => null);
  await sync?.unregister(BACKGROUND_SYNC_TAG).catch(() => undefined);
}
