import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { UserDetails } from '@shared/contract/user.ts';

/** The auth state of spec 1 §3: token, parent_token, skipped, is_user_onboarded, user_details. */
export interface AuthState {
  token: string;
  parent_token: string | null;
  skipped: string | null;
  is_user_onboarded: boolean;
  user_details: UserDetails | null;
}

export const AUTH_KEY = ['auth'] as const;

export function getAuth(qc: QueryClient): AuthState | null {
  return qc.getQueryData<AuthState | null>(AUTH_KEY) ?? null;
}

export function setAuth(qc: QueryClient, state: AuthState | null): void {
  qc.setQueryData(AUTH_KEY, state);
}

export function updateAuth(qc: QueryClient, patch: Partial<AuthState>): void {
  const current = getAuth(qc);
  if (current) setAuth(qc, { ...current, ...patch });
}

/** Signed in with the server's answer. */
export function authFromSignIn(answer: { token: string; user_details: UserDetails }): AuthState {
  return {
    token: answer.token,
    parent_token: null,
    skipped: answer.user_details.skipped,
    is_user_onboarded: answer.user_details.is_user_onboarded,
    user_details: answer.user_details,
  };
}

export function useAuth(qc: QueryClient): AuthState | null {
  const { data } = useQuery({
    queryKey: AUTH_KEY,
    queryFn: () => getAuth(qc),
    initialData: () => getAuth(qc),
    staleTime: Infinity,
    gcTime: Infinity,
  });
  return data ?? null;
}

/** True when the investor's assets under management are zero (or unknown): lands on Invest. */
export function hasZeroAum(auth: AuthState | null): boolean {
  const aum = auth?.user_details?.aum;
  return !aum || Number(aum) === 0;
}
