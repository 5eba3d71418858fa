import { queryOptions } from '@tanstack/react-query';
import * as fam from '@shared/contract/family.ts';
import type { HoldingSourceFilter } from '@shared/contract/holding-source.ts';
import { api } from '../../api/client.ts';
import { readThrough } from '../../offline/cache.ts';

/**
 * Family reads. Keys carry the active profile's Nivesh ID (the owner), and the family portfolio
 * goes through the device copy per owner so it reads offline after one visit.
 */
export const FAMILY_KEY = ['family'] as const;

/** YYYY-MM-DD → MM/DD/YYYY (the spec's family portfolio date). */
export const ymdToMdy = (ymd: string): string => `${ymd.slice(5, 7)}/${ymd.slice(8, 10)}/${ymd.slice(0, 4)}`;

export const familyQueries = {
  details: (owner: string) => queryOptions({ queryKey: [...FAMILY_KEY, 'details', owner], queryFn: () => api(fam.getFamilyDetails), staleTime: 0 }),
  switchList: (owner: string) =>
    queryOptions({ queryKey: [...FAMILY_KEY, 'switch-list', owner], queryFn: () => api(fam.getSwitchList, undefined, { quiet: true }), staleTime: 60_000 }),
  // source: which holdings count; a filtered view is stored on the device beside the whole one
  portfolio: (owner: string, date: string, source: HoldingSourceFilter = 'all') =>
    queryOptions({
      queryKey: [...FAMILY_KEY, 'portfolio', owner, date, source],
      queryFn: () =>
        readThrough(`family-portfolio${source === 'all' ? '' : `-${source}`}:${date}`, owner, () =>
          api(fam.getFamilyMemberPortfolio, { date: ymdToMdy(date), source }),
        ),
      staleTime: 60_000,
    }),
};

export const familyCalls = {
  sendOtp: (body: { carrier: string; type: 1 | 3 }) => api(fam.sendFamilyOtp, { ...body, is_encrypted: false }),
  verifyOtp: (body: { code: string; otp: string; child_user_id: number }) => api(fam.verifyFamilyOtp, { ...body, is_encrypted: false }),
  remove: (childId: number) => api(fam.removeFamilyMember, { child_id: childId, is_encrypted: false }),
  leave: () => api(fam.leaveFamily, {}),
  report: (fromDate: string, reportFlag: 0 | 1) => api(fam.getFamilyReportXlsx, { fromDate, reportFlag }),
};
