import { queryOptions } from '@tanstack/react-query';
import { getFamilyHarvest, getHarvest } from '@shared/contract/portfolio-harvest.ts';
import { createTransaction } from '@shared/contract/transactions.ts';
import { api } from '../../api/client.ts';

export const harvestQuery = () => queryOptions({ queryKey: ['harvest'], queryFn: async () => (await api(getHarvest)).harvest, staleTime: 60_000 });
export const familyHarvestQuery = () => queryOptions({ queryKey: ['family-harvest'], queryFn: async () => (await api(getFamilyHarvest)).family_harvest, staleTime: 60_000 });

/**
 * The redemption and the repurchase of one suggestion, added to the cart together: the investor
 * then checks out as for any order (OTP, then placing). Each with its own idempotency key, so a
 * retried tap does not add them twice.
 */
export async function addHarvestPair(s: { AmcID: number; SchemeID: number; FolioNo: string; Units: string; Repurchase: string }, key: string) {
  const red = await api(createTransaction, { TrType: 'RED', AmcId: s.AmcID, AccNo: s.FolioNo, Sch: s.SchemeID, FUnsAmt: 'u', FParFul: 'p', Units: s.Units }, { headers: { 'Idempotency-Key': `${key}-red` } });
  // the proceeds in whole rupees (the paise stay in the bank account)
  const buy = await api(createTransaction, { TrType: 'ADD', AmcId: s.AmcID, AccNo: s.FolioNo, Sch: s.SchemeID, Amount: s.Repurchase.split('.')[0]! }, { headers: { 'Idempotency-Key': `${key}-add` } });
  return { red, buy };
}
