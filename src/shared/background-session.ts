/**
 * What the service worker needs to refresh an installed app's dashboard and portfolio in the
 * background (Periodic Background Sync) while a session is alive: the session token, whose copy
 * it is, and the session's data key (a CryptoKey, stored as such) to seal what it fetches. It is
 * written at sign-in and deleted when the session ends or the investor signs out, like the
 * session's own key. A small IndexedDB database of its own, read by the page and the worker.
 */
export const BACKGROUND_DB = 'nivesh-background';
export const BACKGROUND_SYNC_TAG = 'nivesh-refresh';

export interface BackgroundSession {
  token: string;
  owner: string;
  key: CryptoKey;
}

function openDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(BACKGROUND_DB, 1);
    req.addEventListener('upgradeneeded', () => req.result.createObjectStore('session'));
    req.addEventListener('success', () => resolve(req.result));
    req.addEventListener('error', () => reject(req.error));
  });
}

async function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await openDb();
  try {
    return await new Promise<T>((resolve, reject) => {
      const req = work(db.transaction('session', mode).objectStore('session'));
      req.addEventListener('success', () => resolve(req.result));
      req.addEventListener('error', () => reject(req.error));
    });
  } finally {
    db.close();
  }
}

export const saveBackgroundSession = (s: BackgroundSession): Promise<IDBValidKey> => run('readwrite', (st) => st.put(s, 'current'));
export const readBackgroundSession = (): Promise<BackgroundSession | undefined> =>
  run('readonly', (st) => st.get('current') as IDBRequest<BackgroundSession | undefined>);
export const clearBackgroundSession = (): Promise<undefined> => run('readwrite', (st) => st.delete('current'));
