import { infiniteQueryOptions, queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { getSwitchSchemes } from '@shared/contract/scheme-info.ts';
import { foliosBasedOnScheme, getCartBanks, getCartDetails, getClientMandates, orderOutcome } from '@shared/contract/transactions.ts';
import { getFundDetails } from '@shared/contract/scheme-info.ts';
import { toTransactInfo } from './fund-facts.ts';
import { getProcessingHistory, getTransactionHistory, type HistoryFilterTab, type HistoryPage } from '@shared/contract/history.ts';
import { api } from '../../api/client.ts';
import { readThrough } from '../../offline/cache.ts';
import { FIRST_PAGE, readPageThrough, type PageParam } from '../../offline/paged.ts';
import { getAuth, useAuth } from '../../session/store.ts';
import type { SwitchTarget } from './types.ts';

/** Query keys of this feature; mutations invalidate by their first part. */
export const TX_KEYS = {
  cart: ['cart'] as const,
  history: ['transaction-history'] as const,
  processing: ['processing-history'] as const,
  folios: ['folios'] as const,
};

/** Whose copy the device cache holds: the active profile's Nivesh ID. */
/** The signed-in investor's id, for a route's loader (the same as useOwner in a component). */
export const ownerOf = (qc: QueryClient): string => getAuth(qc)?.user_details?.ID ?? '';

/** The transaction history route's data: the first page of all transactions and those in processing, at once. */
export async function loadHistory(qc: QueryClient): Promise<void> {
  const owner = ownerOf(qc);
  if (owner === '') return;
  await Promise.all([qc.ensureInfiniteQueryData(historyListQuery(owner, {})), qc.ensureQueryData(processingQuery(owner))]);
}

export function useOwner(): string {
  return useAuth(useQueryClient())?.user_details?.ID ?? '';
}

/** The scheme's facts for the forms (spec 2 §7 get_fund_details). */
export const transactInfoQuery = (schemeId: number) =>
  queryOptions({
    queryKey: ['fund-details', schemeId],
    queryFn: async () => toTransactInfo((await api(getFundDetails, undefined, { params: { id: schemeId } })).fund_details),
  });

/** The investor's folios in the scheme (schemeNo is its RTA product code). */
export const foliosQuery = (rtaCode: string) =>
  queryOptions({
    queryKey: [...TX_KEYS.folios, rtaCode],
    // a scheme without an RTA code has no folios to look up
    queryFn: async () => (rtaCode === '' ? [] : (await api(foliosBasedOnScheme, { schemeNo: rtaCode })).folios),
    staleTime: 0,
  });

export const mandatesQuery = () => queryOptions({ queryKey: ['client-mandates'], queryFn: async () => (await api(getClientMandates)).mandates });

/**
 * What the transaction hub needs, for its route's loader: the scheme's facts and the mandates at
 * once, then the folios (their lookup needs the scheme's RTA code).
 */
export async function loadTransactionHub(qc: QueryClient, schemeId: number): Promise<void> {
  const [info] = await Promise.all([qc.ensureQueryData(transactInfoQuery(schemeId)), qc.ensureQueryData(mandatesQuery())]);
  await qc.ensureQueryData(foliosQuery(info.scheme.Productcode_RTA ?? ''));
}

/** Schemes of the same fund house and asset class to switch or transfer into, without the source scheme (spec 2 §4). */
export const switchTargetsQuery = (assetClassId: number, amcId: number, sourceId: number) =>
  queryOptions({
    queryKey: ['switch-schemes', assetClassId, amcId],
    queryFn: async (): Promise<SwitchTarget[]> => (await api(getSwitchSchemes, { AstId: String(assetClassId), AmcId: amcId })).switch_schemes,
    select: (list: SwitchTarget[]) => list.filter((s) => s.SchemeID !== sourceId),
    enabled: assetClassId >= 1 && assetClassId <= 4,
  });

/** The cart, read through the device cache so that offline it shows as last seen (with its time). */
export const cartQuery = (owner: string) =>
  queryOptions({
    queryKey: [...TX_KEYS.cart, owner],
    queryFn: () => readThrough('cart', owner, async () => (await api(getCartDetails, undefined, { quiet: true })).cart_details),
    enabled: owner !== '',
  });

export const cartBanksQuery = () => queryOptions({ queryKey: ['cart-banks'], queryFn: async () => (await api(getCartBanks, {})).bank_details });

/** Which transactions a history list shows: a tab's completed orders of one direction, one holding's orders, or all. */
export interface HistoryListFilter {
  tab?: HistoryFilterTab;
  scheme_id?: number;
  folio?: string;
}

/** The list's name in query keys and on the device. */
export const historyListName = (f: HistoryListFilter) =>
  ['transaction-history', f.tab ?? 'All', ...(f.scheme_id !== undefined || f.folio !== undefined ? [String(f.scheme_id ?? ''), f.folio ?? ''] : [])].join(':');

/** The device row of the whole history as one answer, before it came in pages: dropped when the first page is kept. */
const LEGACY_HISTORY_KEYS = ['transaction-history'] as const;

/**
 * A history list, a page at a time (newest first): the first page, then each next one by the
 * server's cursor as the investor scrolls. Each page is read through the device cache, so offline
 * the pages last loaded show again, with their age.
 */
export const historyListQuery = (owner: string, filter: HistoryListFilter) =>
  infiniteQueryOptions({
    queryKey: [...TX_KEYS.history, owner, historyListName(filter)],
    queryFn: ({ pageParam }) => {
      const query: Record<string, string> = {};
      if (filter.tab) query.tab = filter.tab;
      if (filter.scheme_id !== undefined) query.scheme_id = String(filter.scheme_id);
      if (filter.folio !== undefined) query.folio = filter.folio;
      if (pageParam.cursor !== null) query.cursor = pageParam.cursor;
      return readPageThrough<HistoryPage>(historyListName(filter), owner, pageParam, () => api(getTransactionHistory, undefined, { query }), {
        legacyKeys: LEGACY_HISTORY_KEYS,
      });
    },
    initialPageParam: FIRST_PAGE as PageParam,
    getNextPageParam: (last, pages): PageParam | undefined =>
      last.data.page.next_cursor ? { index: pages.length, cursor: last.data.page.next_cursor } : undefined,
    enabled: owner !== '',
    staleTime: 0,
  });

export const processingQuery = (owner: string) =>
  queryOptions({
    queryKey: [...TX_KEYS.processing, owner],
    queryFn: () => readThrough('processing-history', owner, async () => (await api(getProcessingHistory)).processing_history),
    enabled: owner !== '',
    staleTime: 0,
  });

/** The header's cart count (spec 3 §2.2): the cart's length, as last seen when offline. */
export function useCartCount(enabled: boolean): number {
  const owner = useOwner();
  const { data } = useQuery({ ...cartQuery(owner), enabled: enabled && owner !== '' });
  return data?.data.cartLength ?? 0;
}

/**
 * One payment's confirmation screen. While the money is on its way (gateway not finished, NEFT
 * not received, units not allotted) it asks again every few seconds, so the screen turns by itself.
 */
export const orderOutcomeQuery = (paymentId: number) =>
  queryOptions({
    queryKey: ['order-outcome', paymentId],
    queryFn: () => api(orderOutcome, { payment_id: paymentId }),
    refetchInterval: (q) => {
      const d = q.state.data;
      return d && 'outcome' in d && (d.outcome.state === 'allotted' || d.outcome.state === 'failed') ? false : 5_000;
    },
  });
