import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { HoldingSourceFilter } from '@shared/contract/holding-source.ts';
import { getFamilyHarvest, getHarvest } from '@shared/contract/portfolio-harvest.ts';
import { createTransaction } from '@shared/contract/transactions.ts';
import { api } from '../../api/client.ts';

/** the plan over the holdings of `source` (all, held through Nivesh, or elsewhere); the previous plan stays on screen while another loads */
export const harvestQuery = (source: HoldingSourceFilter = 'all') =>
  queryOptions({
    queryKey: ['harvest', source],
    queryFn: async () => (await api(getHarvest, undefined, source === 'all' ? {} : { query: { source } })).harvest,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
export const familyHarvestQuery = () =>
  queryOptions({ queryKey: ['family-harvest'], queryFn: async () => (await api(getFamilyHarvest)).family_harvest, staleTime: 60_000 });

/**
 * The redemption and the repurchase of one suggestion, added to the cart together: the investor
 * then checks out as for any order (OTP, then placing). Each with its own idempotency key, so a
 * retried tap does not add them twice.
 */
export async function addHarvestPair(s: { AmcID: number; SchemeID: number; FolioNo: string; Units: string; Repurchase: string }, key: string) {
  const red = await api(
    createTransaction,
    { TrType: 'RED', AmcId: s.AmcID, AccNo: s.FolioNo, Sch: s.SchemeID, FUnsAmt: 'u', FParFul: 'p', Units: s.Units },
    { headers: { 'Idempotency-Key': `${key}-red` } },
  );
  // the proceeds in whole rupees (the paise stay in the bank account)
  const buy = await api(
    createTransaction,
    { TrType: 'ADD', AmcId: s.AmcID, AccNo: s.FolioNo, Sch: s.SchemeID, Amount: s.Repurchase.split('.')[0]! },
    { headers: { 'Idempotency-Key': `${key}-add` } },
  );
  return { red, buy };
}
