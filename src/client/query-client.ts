import { QueryClient, focusManager, onlineManager, type InfiniteData } from '@tanstack/react-query';
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import { AUTH_BUSTER, AUTH_MAX_AGE_MS, PERSIST_KEY } from './session/persisted-auth.ts';
import { persistQueryClientRestore, persistQueryClientSubscribe, removeOldestQuery } from '@tanstack/react-query-persist-client';
import { ApiError } from './api/errors.ts';
import { AUTH_KEY } from './session/store.ts';
import { onLateAnswer } from './offline/late-answers.ts';
import { copyOf } from './offline/device-read.ts';

export function createQueryClient(): QueryClient {
  const qc = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        // Reads run even when the browser says it is offline: the read itself answers from the
        // copy on this device at once (offline/cache.ts). The library's default ('online') would
        // pause them instead, leaving a spinner over figures the device already has.
        networkMode: 'offlineFirst',
        // never retry what the server refused, nor a read refused offline before it was sent
        // (a paused retry is a spinner); retry a flaky network once
        retry: (failures, err) => !(err instanceof ApiError && (err.kind !== 'network' || err.code === 'OFFLINE')) && failures < 1,
        // back on the app after a while away (the query's own stale time), the view on screen is asked for again
        refetchOnWindowFocus: true,
      },
      // Writes are never paused to fire later by themselves: offline, the API client refuses
      // them at once with a message, and the investor decides what to do.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
  // a read that showed the device copy after the bound: its live answer replaces it on screen
  onLateAnswer((served, fresh) => {
    for (const q of qc.getQueryCache().getAll()) {
      const data = q.state.data;
      if (data === served) qc.setQueryData(q.queryKey, fresh);
      // a read that hands the answer over as it is (offline/device-read.ts)
      else if (data === served.data) qc.setQueryData(q.queryKey, fresh.data);
      // a list read in pages: the one page that was the device copy
      else if (isPaged(data) && data.pages.includes(served)) qc.setQueryData(q.queryKey, { ...data, pages: data.pages.map((p) => (p === served ? fresh : p)) });
    }
  });
  // Back online, or back on the app, every view on screen that shows a copy from the device is
  // asked for at once, whatever its stale time (the copy may be hours old); others follow the
  // library's own rules (refetch on reconnect and focus once stale).
  const refreshDeviceCopies = () => {
    if (!onlineManager.isOnline()) return;
    void qc.invalidateQueries({ predicate: (q) => isDeviceCopy(q.state.data), refetchType: 'active' });
  };
  onlineManager.subscribe((online) => online && refreshDeviceCopies());
  focusManager.subscribe((focused) => focused && refreshDeviceCopies());
  return qc;
}

/** A read answered from the device instead of the server (offline/cache.ts's Cached with stale set). */
export function isDeviceCopy(data: unknown): boolean {
  if (copyOf(data)?.stale) return true;
  // a list read in pages is a device copy when any page on screen is
  if (isPaged(data)) return data.pages.some(isDeviceCopy);
  return typeof data === 'object' && data !== null && (data as { stale?: unknown }).stale === true && 'fetchedAt' in data;
}

/** An infinite query's data (a list read in pages). */
function isPaged(data: unknown): data is InfiniteData<unknown, unknown> {
  return (
    typeof data === 'object' &&
    data !== null &&
    Array.isArray((data as { pages?: unknown }).pages) &&
    Array.isArray((data as { pageParams?: unknown }).pageParams)
  );
}

/**
 * Only the authentication state survives a reload (spec 1 §1): the persister writes the auth
 * query to localStorage and nothing else. Offline data lives in Dexie, not here.
 */
export const authPersister = createSyncStoragePersister({
  storage: typeof window === 'undefined' ? undefined : window.localStorage,
  key: PERSIST_KEY,
  retry: removeOldestQuery,
  throttleTime: 0,
});

const persistOptions = (queryClient: QueryClient) => ({
  queryClient,
  persister: authPersister,
  maxAge: AUTH_MAX_AGE_MS,
  buster: AUTH_BUSTER,
  // the read-only opening of the device copy is never kept: a reload asks for the unlock again
  dehydrateOptions: {
    shouldDehydrateQuery: (q: { queryKey: readonly unknown[]; state: { data: unknown } }) =>
      q.queryKey[0] === AUTH_KEY[0] && (q.state.data as { token?: string } | null)?.token !== 'device-copy',
  },
});

export async function restoreAuth(queryClient: QueryClient): Promise<() => void> {
  await persistQueryClientRestore(persistOptions(queryClient));
  return persistQueryClientSubscribe(persistOptions(queryClient));
}
