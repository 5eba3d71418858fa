import { queryOptions } from '@tanstack/react-query';
import {
  cancelSip,
  cancelStp,
  cancelSwp,
  getSipCancelReasons,
  getSipDetails,
  getSwpStp,
  modifySip,
  modifySipOtp,
  pauseSip,
  resumeSip,
} from '@shared/contract/registrations.ts';
import type { BodyOf } from '@shared/contract/common.ts';
import { api } from '../../api/client.ts';
import { readData } from '../../offline/device-read.ts';

export const REG_KEYS: { sips: readonly string[]; swpStp: readonly string[] } = { sips: ['sip-details'], swpStp: ['swp-stp'] };

/** The investor's SIPs with their instalments (live: a plan just placed shows at once; offline, the device copy). */
export const sipListQuery = () =>
  queryOptions({ queryKey: REG_KEYS.sips, queryFn: () => readData('sip-details', async () => (await api(getSipDetails)).sip_details), staleTime: 0 });
export const swpStpQuery = () =>
  queryOptions({ queryKey: REG_KEYS.swpStp, queryFn: () => readData('swp-stp', async () => (await api(getSwpStp)).swp_stp_details), staleTime: 0 });
export const cancelReasonsQuery = () =>
  queryOptions({ queryKey: ['sip-cancel-reasons'], queryFn: async () => (await api(getSipCancelReasons)).reasons, staleTime: Infinity });

/** Cancel, pause and modify: writes, refused offline by the API client before anything is sent. */
export const regCalls = {
  cancelSip: (sipRegNo: string, bseCode: number, remarks: string) => api(cancelSip, { sipRegNo, bseCode, remarks }),
  cancelSwp: (swpRegNo: string) => api(cancelSwp, { swpRegNo }),
  cancelStp: (stpRegNo: string) => api(cancelStp, { stpRegNo }),
  pauseSip: (sipRegNo: string, instalments: number) => api(pauseSip, { sipRegNo, instalments }),
  resumeSip: (sipRegNo: string) => api(resumeSip, { sipRegNo }),
  modifySipOtp: (terms: BodyOf<typeof modifySipOtp>) => api(modifySipOtp, terms),
  modifySip: (body: BodyOf<typeof modifySip>) => api(modifySip, body),
};
