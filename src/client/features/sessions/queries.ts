import { queryOptions } from '@tanstack/react-query';
import { getActiveSessions } from '@shared/contract/sessions.ts';
import { api } from '../../api/client.ts';

/** The investor's active sign-ins; live data, never kept on the device. */
export const sessionQueries = {
  active: () =>
    queryOptions({
      queryKey: ['sessions', 'active'] as const,
      queryFn: async () => (await api(getActiveSessions)).sessions,
      staleTime: 30_000,
    }),
};
