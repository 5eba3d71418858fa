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

/** The investor accepted: the waiting worker takes over, then 'controlling' reloads the page. */
export function acceptUpdate(): void {
  workbox?.messageSkipWaiting();
}
