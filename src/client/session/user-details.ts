import { useEffect } from 'react';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { getUserDetails } from '@shared/contract/user.ts';
import { api } from '../api/client.ts';
import { getAuth, updateAuth } from './store.ts';

export const USER_DETAILS_KEY = ['user-details'] as const;

/**
 * Keeps the signed-in investor's details (AUM, onboarding state, skipped screen) current: read
 * from the server when the portal opens and every few minutes, and copied into the auth state
 * so guards and the landing rule see the same values.
 */
export function useFreshUserDetails(qc: QueryClient): void {
  const token = getAuth(qc)?.token ?? null;
  const { data } = useQuery({
    queryKey: [...USER_DETAILS_KEY, token],
    queryFn: () => api(getUserDetails, undefined, { quiet: true }),
    enabled: token !== null,
    staleTime: 5 * 60_000,
    refetchInterval: 5 * 60_000,
  });
  useEffect(() => {
    if (!data) return;
    const u = data.user_details;
    updateAuth(qc, { user_details: u, is_user_onboarded: u.is_user_onboarded, skipped: u.skipped });
  }, [data, qc]);
}
