import { Workbox } from 'workbox-window';

/** What the update prompt listens to: a new version is installed and waiting for the investor's word. */
type Listener = (waiting: boolean) => void;
let workbox: Workbox | null = null;
let waiting = false;
const listeners = new Set<Listener>();

export function onUpdateAvailable(listener: Listener): () => void {
  listeners.add(listener);
  listener(waiting);
  return () => listeners.delete(listener);
}

function setWaiting(value: boolean) {
  waiting = value;
  listeners.forEach((l) => l(value));
}

/** Legacy workers from earlier builds (any script other than ours) are unregistered (spec 3 §9). */
export async function unregisterOldWorkers(): Promise<void> {
  const registrations = await navigator.serviceWorker.getRegistrations();
  await Promise.all(
    registrations
      .filter((r) => {
        const url = r.active?.scriptURL ?? r.waiting?.scriptURL ?? r.installing?.scriptURL ?? '';
        return url !== '' && new URL(url).pathname !== '/sw.js';
      })
      .map((r) => r.unregister()),
  );
}

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  void unregisterOldWorkers();
  workbox = new Workbox('/sw.js', { scope: '/' });
  // A new version installed while this page runs: ask, don't switch under the investor's hands.
  workbox.addEventListener('waiting', () => setWaiting(true));
  // The first install finished precaching: from now on every page opens offline. Say so once.
  workbox.addEventListener('installed', (event) => {
    if (!event.isUpdate) announceOfflineReady();
  });
  // Once the new worker controls the page, reload so the new shell and assets are used together.
  workbox.addEventListener('controlling', (event) => {
    if (event.isUpdate) window.location.reload();
  });
  void workbox.register();
  // Look for a new version when the app comes back to the foreground, and hourly.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void workbox?.update();
  });
  setInterval(() => void workbox?.update(), 3_600_000);
}

/** Ours, shown once when the first precache has finished. */
export const OFFLINE_READY_MESSAGE = 'Nivesh now works offline on this device';

let offlineReadyShown = false;
/** A quiet toast (polite, not a dialog): the app is ready to be used offline on this device. */
export function announceOfflineReady(): void {
  if (offlineReadyShown) return;
  offlineReadyShown = true;
  void import('../components/ui/toast.tsx').then(({ toast }) => toast(OFFLINE_READY_MESSAGE, { duration: 6_000 }));
}

/**
 * After sign-in, the browser is asked to keep this origin's storage (the device copy, the
 * precache) under storage pressure instead of evicting it first. Chromium grants it to installed
 * or often-used apps without a prompt; elsewhere it may be refused, which changes nothing else.
 */
export async function requestPersistentStorage(): Promise<boolean> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  if (!storage?.persist) return false;
  if (await storage.persisted?.()) return true;
  return storage.persist().catch(() => false);
}

/** The investor accepted: the waiting worker takes over, then 'controlling' reloads the page. */
export function acceptUpdate(): void {
  workbox?.messageSkipWaiting();
}
