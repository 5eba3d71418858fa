import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { getMasters } from '@shared/contract/masters.ts';
import { getBankAccounts } from '@shared/contract/banks.ts';
import { getBankMandate } from '@shared/contract/mandates.ts';
import * as pr from '@shared/contract/profile.ts';
import * as rk from '@shared/contract/risk.ts';
import { getUserDetails } from '@shared/contract/user.ts';
import { api } from '../../api/client.ts';
import { readThrough } from '../../offline/cache.ts';
import { readData } from '../../offline/device-read.ts';
import { maskFields } from '../../offline/mask.ts';
import { USER_DETAILS_KEY } from '../../session/user-details.ts';

/**
 * Server data of the profile pages, read live and kept on the device for reading offline
 * (read-only: every change needs a connection). Full PANs are never kept: the device copy has
 * them masked to their last four characters; bank and mandate numbers come masked already.
 */
const PAN_FIELDS = ['PAN', 'Nominee_PAN', 'JH_PAN', 'CAccountNo'] as const;
export const PROFILE_KEY = ['profile'] as const;

export const profileQueries = {
  data: () =>
    queryOptions({
      queryKey: [...PROFILE_KEY, 'data'],
      queryFn: () => readData('profile', () => api(pr.getProfileData), { forDevice: (d) => maskFields(d, PAN_FIELDS) }),
      staleTime: 0,
    }),
  user: () =>
    queryOptions({
      queryKey: [...PROFILE_KEY, 'user-details'],
      queryFn: () => readData('profile-user', async () => (await api(getUserDetails)).user_details),
      staleTime: 0,
    }),
  banks: () =>
    queryOptions({
      queryKey: [...PROFILE_KEY, 'banks'],
      queryFn: () => readData('profile-banks', async () => (await api(getBankAccounts)).bank_details),
      staleTime: 0,
    }),
  mandates: () =>
    queryOptions({
      queryKey: [...PROFILE_KEY, 'mandates'],
      queryFn: () => readData('profile-mandates', async () => (await api(getBankMandate)).mandate_details),
      staleTime: 0,
    }),
  riskQuestions: () =>
    queryOptions({ queryKey: [...PROFILE_KEY, 'risk-questions'], queryFn: async () => (await api(rk.getRiskQuestions)).questions, staleTime: 60 * 60_000 }),
  riskGuide: () =>
    queryOptions({ queryKey: [...PROFILE_KEY, 'risk-guide'], queryFn: async () => (await api(rk.getRiskGuide)).risk_guide, staleTime: 60 * 60_000 }),
  /** the masters (Relation, Sex, BankAccountType): the same for everyone, readable offline once fetched */
  masters: () =>
    queryOptions({
      queryKey: [...PROFILE_KEY, 'masters'],
      queryFn: async () => (await readThrough('masters', '', () => api(getMasters))).data.masters,
      staleTime: 60 * 60_000,
    }),
};

/** After a change: everything the profile shows is read again, and the header's copy of the user details. */
export async function refreshProfile(qc: QueryClient): Promise<void> {
  await Promise.all([qc.invalidateQueries({ queryKey: PROFILE_KEY }), qc.invalidateQueries({ queryKey: USER_DETAILS_KEY })]);
}
