/// <reference lib="webworker" />
import { BACKGROUND_SYNC_TAG, clearBackgroundSession, readBackgroundSession } from '@shared/background-session';
import { seal } from '@shared/crypto/device-seal';
import { API_BASE, API_VERSION } from '@shared/contract/common';
import { istDate } from '@shared/time/ist';

declare const self: ServiceWorkerGlobalScope;

/** The app's device copy (Dexie's database "nivesh", store "views"): one row per owner and view. */
function putView(row: { key: string; owner: string; data: unknown; fetchedAt: number }): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open('nivesh');
    req.addEventListener('error', () => reject(req.error));
    req.addEventListener('success', () => {
      const db = req.result;
      if (!db.objectStoreNames.contains('views')) return (db.close(), resolve());
      const tx = db.transaction('views', 'readwrite');
      tx.objectStore('views').put(row);
      tx.addEventListener('complete', () => (db.close(), resolve()));
      tx.addEventListener('error', () => (db.close(), reject(tx.error)));
    });
  });
}

/** Today in India as the dashboard's and portfolio's `date` takes it (MM/DD/YYYY). */
const todayMdy = () => {
  const [y, m, d] = istDate(new Date()).split('-');
  return `${m}/${d}/${y}`;
};

/**
 * Refreshes the dashboard and portfolio of the session the app left for it: fetched with its
 * token, sealed with its data key, stored where the app reads them. A refused session (401)
 * stops it for good; anything else waits for the next sync.
 */
async function refreshViews(): Promise<void> {
  const s = await readBackgroundSession();
  if (!s) return;
  for (const [view, path] of [
    ['dashboard', '/dashboard'],
    ['portfolio', '/portfolio'],
  ] as const) {
    const res = await fetch(`${API_BASE}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', Version: API_VERSION, token: s.token },
      body: JSON.stringify({ date: todayMdy() }),
    });
    if (res.status === 401) return void (await clearBackgroundSession());
    if (!res.ok) return;
    await putView({ key: `${s.owner}|${view}`, owner: s.owner, data: await seal(s.key, await res.json()), fetchedAt: Date.now() });
  }
}

export function listenForBackgroundRefresh(): void {
  self.addEventListener('periodicsync', ((event: ExtendableEvent & { tag: string }) => {
    if (event.tag === BACKGROUND_SYNC_TAG) event.waitUntil(refreshViews().catch(() => undefined));
  }) as EventListener);
}
