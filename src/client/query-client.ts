import { QueryClient } from '@tanstack/react-query';
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import { persistQueryClientRestore, persistQueryClientSubscribe, removeOldestQuery } from '@tanstack/react-query-persist-client';
import { ApiError } from './api/errors.ts';
import { AUTH_KEY } from './session/store.ts';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        // never retry what the server refused; retry a flaky network once
        retry: (failures, err) => !(err instanceof ApiError && err.kind !== 'network') && failures < 1,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

export const PERSIST_KEY = 'nivesh.auth';

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
  // the server's absolute session lifetime is 12 h; an older copy is useless
  maxAge: 12 * 3_600_000,
  buster: 'auth-v1',
  dehydrateOptions: { shouldDehydrateQuery: (q: { queryKey: readonly unknown[] }) => q.queryKey[0] === AUTH_KEY[0] },
});

export async function restoreAuth(queryClient: QueryClient): Promise<() => void> {
  await persistQueryClientRestore(persistOptions(queryClient));
  return persistQueryClientSubscribe(persistOptions(queryClient));
}
