import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { getMasters } from '@shared/contract/masters.ts';
import * as pr from '@shared/contract/profile.ts';
import * as rk from '@shared/contract/risk.ts';
import { getUserDetails } from '@shared/contract/user.ts';
import { api } from '../../api/client.ts';
import { readThrough } from '../../offline/cache.ts';
import { USER_DETAILS_KEY } from '../../session/user-details.ts';

/**
 * Server data of the profile pages. None of it is kept on the device (PAN, contact details and
 * bank data stay on the server): each page reads it live.
 */
export const PROFILE_KEY = ['profile'] as const;

export const profileQueries = {
  data: () => queryOptions({ queryKey: [...PROFILE_KEY, 'data'], queryFn: () => api(pr.getProfileData), staleTime: 0 }),
  user: () => queryOptions({ queryKey: [...PROFILE_KEY, 'user-details'], queryFn: async () => (await api(getUserDetails)).user_details, staleTime: 0 }),
  banks: () => queryOptions({ queryKey: [...PROFILE_KEY, 'banks'], queryFn: async () => (await api(pr.getBankAccounts)).bank_details, staleTime: 0 }),
  mandates: () => queryOptions({ queryKey: [...PROFILE_KEY, 'mandates'], queryFn: async () => (await api(pr.getBankMandate)).mandate_details, staleTime: 0 }),
  riskQuestions: () => queryOptions({ queryKey: [...PROFILE_KEY, 'risk-questions'], queryFn: async () => (await api(rk.getRiskQuestions)).questions, staleTime: 60 * 60_000 }),
  riskGuide: () => queryOptions({ queryKey: [...PROFILE_KEY, 'risk-guide'], queryFn: async () => (await api(rk.getRiskGuide)).risk_guide, staleTime: 60 * 60_000 }),
  /** the masters (Relation, Sex, BankAccountType): the same for everyone, readable offline once fetched */
  masters: () =>
    queryOptions({ queryKey: [...PROFILE_KEY, 'masters'], queryFn: async () => (await readThrough('masters', '', () => api(getMasters))).data.masters, staleTime: 60 * 60_000 }),
};

/** After a change: everything the profile shows is read again, and the header's copy of the user details. */
export async function refreshProfile(qc: QueryClient): Promise<void> {
  await Promise.all([qc.invalidateQueries({ queryKey: PROFILE_KEY }), qc.invalidateQueries({ queryKey: USER_DETAILS_KEY })]);
}
