import { queryOptions } from '@tanstack/react-query';
import {
  getSchemeDetails,
  getSchemeList,
  getSchemeNav,
  getSchemeReturns,
  getSubAssetClasses,
  searchScheme,
  type PeriodLabel,
} from '@shared/contract/schemes.ts';
import { categoryAverage, getSchemeRiskRating } from '@shared/contract/scheme-info.ts';
import { foliosBasedOnScheme } from '@shared/contract/transactions.ts';
import { api } from '../../api/client.ts';
import { ApiError } from '../../api/errors.ts';
import { readThrough } from '../../offline/cache.ts';

/**
 * The catalogue's reads. Lists and the details of a scheme once opened are read through the
 * device cache (owner '': the catalogue is the same for every investor), so they stay readable
 * offline, marked with when they were fetched (spec: Offline).
 */
const CATALOGUE = '';

/** A domain error the server put in the body (spec 2 §8: shown as the server's text). */
function orThrow<T extends { error?: string }>(answer: T): T {
  if (answer.error) throw new ApiError(answer.error, 'client', 200);
  return answer;
}

export const schemeKeys = {
  all: ['catalogue'] as const,
  subAssets: (assetClass: number) => ['catalogue', 'sub-assets', assetClass] as const,
  list: (subAssetId: number) => ['catalogue', 'list', subAssetId] as const,
  details: (id: number) => ['catalogue', 'details', id] as const,
  returns: (id: number) => ['catalogue', 'returns', id] as const,
  nav: (id: number, period: PeriodLabel) => ['catalogue', 'nav', id, period] as const,
  category: (id: number, period: PeriodLabel, base: string) => ['catalogue', 'category', id, period, base] as const,
  search: (body: object) => ['catalogue', 'search', body] as const,
};

// Catalogue data changes once a day; within a visit it need not be refetched.
const FIVE_MINUTES = 5 * 60_000;

export const subAssetClassesQuery = (assetClass: number) =>
  queryOptions({
    queryKey: schemeKeys.subAssets(assetClass),
    staleTime: FIVE_MINUTES,
    queryFn: () =>
      readThrough(
        `catalogue:sub-assets:${assetClass}`,
        CATALOGUE,
        async () => orThrow(await api(getSubAssetClasses, undefined, { params: { assetClass } })).sub_asset_classes,
      ),
  });

export const schemeListQuery = (subAssetId: number) =>
  queryOptions({
    queryKey: schemeKeys.list(subAssetId),
    staleTime: FIVE_MINUTES,
    queryFn: () =>
      readThrough(
        `catalogue:list:${subAssetId}`,
        CATALOGUE,
        async () => orThrow(await api(getSchemeList, undefined, { params: { subAssetId } })).sub_asset_classes,
      ),
  });

export const schemeDetailsQuery = (id: number) =>
  queryOptions({
    queryKey: schemeKeys.details(id),
    staleTime: FIVE_MINUTES,
    queryFn: () => readThrough(`catalogue:scheme:${id}`, CATALOGUE, async () => (await api(getSchemeDetails, undefined, { params: { id } })).scheme_details),
  });

export const schemeReturnsQuery = (id: number) =>
  queryOptions({
    queryKey: schemeKeys.returns(id),
    staleTime: FIVE_MINUTES,
    queryFn: () => readThrough(`catalogue:returns:${id}`, CATALOGUE, async () => (await api(getSchemeReturns, undefined, { params: { id } })).scheme_data),
  });

export const schemeNavQuery = (id: number, period: PeriodLabel) =>
  queryOptions({
    queryKey: schemeKeys.nav(id, period),
    staleTime: FIVE_MINUTES,
    queryFn: () =>
      readThrough(
        `catalogue:nav:${id}:${period}`,
        CATALOGUE,
        async () => (await api(getSchemeNav, undefined, { params: { id }, query: { period }, quiet: true })).scheme_nav,
      ),
  });

/** The category's average over the period, scaled to start at the scheme's first NAV of the period. */
export const categoryAverageQuery = (id: number, period: PeriodLabel, base: string | null) =>
  queryOptions({
    queryKey: schemeKeys.category(id, period, base ?? ''),
    staleTime: FIVE_MINUTES,
    enabled: base !== null,
    queryFn: () =>
      readThrough(
        `catalogue:category:${id}:${period}`,
        CATALOGUE,
        async () => (await api(categoryAverage, { schemaId: id, marketValue: base ?? '0', period }, { quiet: true })).category_averages,
      ),
  });

export interface SearchParams {
  name: string;
  asset_class_id: string;
  amount?: number;
  max_amount?: number;
}

export const searchQuery = (body: SearchParams | null) =>
  queryOptions({
    queryKey: schemeKeys.search(body ?? {}),
    enabled: body !== null,
    staleTime: FIVE_MINUTES,
    queryFn: async () => (await api(searchScheme, body ?? { name: '', asset_class_id: '' })).schemes,
  });

/** The risk check before INVEST NOW (spec 2 §8): its error stops the investor with the server's words. */
export async function checkSchemeRisk(schemeNo: string): Promise<string | null> {
  const answer = await api(getSchemeRiskRating, { schemeNo });
  return answer.error ?? null;
}

/** The investor's folios in a scheme (schemeNo: its RTA code): a holder sees ADDITIONAL PURCHASE and MORE OPTIONS instead of INVEST NOW (spec 2 §2.5). */
export const heldFoliosQuery = (schemeNo: string, enabled: boolean) =>
  queryOptions({
    queryKey: ['catalogue', 'held-folios', schemeNo] as const,
    enabled,
    staleTime: 60_000,
    queryFn: async () => (await api(foliosBasedOnScheme, { schemeNo }, { quiet: true })).folios,
  });
