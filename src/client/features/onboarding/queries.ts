import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { getMasters } from '@shared/contract/masters.ts';
import { declarationList, getOnboarding, type OnboardingDetails } from '@shared/contract/onboarding.ts';
import { api } from '../../api/client.ts';
import { readMasters } from '../../offline/cache.ts';

/** Server data of the wizard: what is saved so far, the masters (kept on the device), the declaration lists. */
export const onboardingQueries = {
  details: () =>
    queryOptions({
      queryKey: ['onboarding', 'details'] as const,
      queryFn: async () => (await api(getOnboarding)).onboarding_details,
      // saves answer the new details, which are put here: no background refetch while typing
      staleTime: Infinity,
    }),
  masters: () =>
    queryOptions({
      queryKey: ['onboarding', 'masters'] as const,
      // the same for everyone: kept in the device's masters table, readable offline once fetched
      queryFn: async () => (await readMasters('onboarding', () => api(getMasters))).masters,
      staleTime: 60 * 60_000,
    }),
  declarations: (key: 'email' | 'mobile' | 'Nominee_Add') =>
    queryOptions({
      queryKey: ['onboarding', 'declarations', key] as const,
      queryFn: async () => (await api(declarationList, { key })).declaration_list,
      staleTime: Infinity,
    }),
};

/** Every save answers the updated details; the wizard shows them at once. */
export function storeDetails(qc: QueryClient, details: OnboardingDetails): void {
  qc.setQueryData(onboardingQueries.details().queryKey, details);
}
