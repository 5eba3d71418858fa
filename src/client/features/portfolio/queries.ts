import { queryOptions, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { contentPosts } from '@shared/contract/content.ts';
import type { AnswerOf } from '@shared/contract/common.ts';
import { dashboard, portfolio, productWiseSummary } from '@shared/contract/portfolio.ts';
import type { HoldingSourceFilter } from '@shared/contract/cas.ts';
import { istDate } from '@shared/time/ist.ts';
import { api } from '../../api/client.ts';
import { FOUR_HOURS_MS, readThrough, type Cached } from '../../offline/cache.ts';
import { getAuth, useAuth } from '../../session/store.ts';
import { ymdToMdy } from './format.ts';

/**
 * The dashboard and portfolio reads, all through the device copy (Dexie, per owner) so they
 * render offline after one visit. The dashboard keeps the spec's 4-hour rule (spec 2 §4, §9):
 * a stored copy younger than 4 hours is used without asking the server; REFRESH always asks.
 * The portfolio is asked for on each visit and falls back to the copy offline. Today's view is
 * stored under one key whatever the day, so an investor offline the next morning still sees
 * the last figures, labelled with their age; other days are stored per day.
 */
export const todayYmd = (): string => istDate(new Date());

export const ownerOf = (qc: QueryClient): string => getAuth(qc)?.user_details?.ID ?? '';

/** Whose copy the device holds: the active profile's Nivesh ID. */
export function useOwner(): string {
  return useAuth(useQueryClient())?.user_details?.ID ?? '';
}

/** The date asked for, or today when none (YYYY-MM-DD). */
const dayOf = (date: string | undefined) => date ?? todayYmd();
const viewKey = (view: string, date: string | undefined) => (date === undefined ? view : `${view}:${date}`);

export const portfolioKeys = {
  dashboard: (owner: string, date: string | undefined, source: HoldingSourceFilter = 'all') => ['dashboard', owner, date ?? 'today', source] as const,
  portfolio: (owner: string, date: string | undefined, source: HoldingSourceFilter = 'all') => ['portfolio', owner, date ?? 'today', source] as const,
  summary: (owner: string, date: string | undefined, source: HoldingSourceFilter = 'all') => ['product-summary', owner, date ?? 'today', source] as const,
  content: (kind: 'blog' | 'video', page: number) => ['content', kind, page] as const,
};

const fetchDashboard = (date: string | undefined, source: HoldingSourceFilter) => async () =>
  api(dashboard, { date: ymdToMdy(dayOf(date)), source }, { quiet: true });
/** all holdings keep the view's old device key; a filtered view is stored beside it */
const dashboardKey = (date: string | undefined, source: HoldingSourceFilter) => viewKey(source === 'all' ? 'dashboard' : `dashboard-${source}`, date);

export const dashboardQuery = (owner: string, date?: string, source: HoldingSourceFilter = 'all') =>
  queryOptions({
    queryKey: portfolioKeys.dashboard(owner, date, source),
    queryFn: () => readThrough(dashboardKey(date, source), owner, fetchDashboard(date, source), { maxAgeMs: FOUR_HOURS_MS }),
    staleTime: 60_000,
  });

/** REFRESH (or pull): asks the server whatever the copy's age, stores the answer, shows it. */
export async function refreshDashboard(qc: QueryClient, owner: string, date?: string, source: HoldingSourceFilter = 'all'): Promise<void> {
  const fresh = await readThrough(dashboardKey(date, source), owner, fetchDashboard(date, source));
  qc.setQueryData(portfolioKeys.dashboard(owner, date, source), fresh);
}

/** a view of all holdings keeps its device key; a filtered one is stored beside it */
const sourcedKey = (view: string, source: HoldingSourceFilter) => (source === 'all' ? view : `${view}-${source}`);

export const portfolioQuery = (owner: string, date?: string, source: HoldingSourceFilter = 'all') =>
  queryOptions({
    queryKey: portfolioKeys.portfolio(owner, date, source),
    queryFn: () => readThrough(viewKey(sourcedKey('portfolio', source), date), owner, async () => api(portfolio, { date: ymdToMdy(dayOf(date)), source })),
    staleTime: 60_000,
  });

export const productSummaryQuery = (owner: string, date?: string, source: HoldingSourceFilter = 'all') =>
  queryOptions({
    queryKey: portfolioKeys.summary(owner, date, source),
    queryFn: () =>
      readThrough(viewKey(sourcedKey('product-summary', source), date), owner, async () =>
        api(productWiseSummary, { date: ymdToMdy(dayOf(date)), source }, { quiet: true }),
      ),
    staleTime: 60_000,
  });

export type ContentPage = AnswerOf<typeof contentPosts>;
const fetchContent = (kind: 'blog' | 'video', page: number) => async () => api(contentPosts, undefined, { query: { kind, page: String(page) }, quiet: true });

/** Blogs and videos: the same for everyone (owner ''), readable offline once seen. */
export const contentQuery = (kind: 'blog' | 'video', page: number) =>
  queryOptions({
    queryKey: portfolioKeys.content(kind, page),
    queryFn: (): Promise<Cached<ContentPage>> => readThrough(`content:${kind}:${page}`, '', fetchContent(kind, page)),
    staleTime: 10 * 60_000,
  });
