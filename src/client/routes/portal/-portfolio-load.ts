import type { QueryClient } from '@tanstack/react-query';
import type { ProductTab } from '../../features/portfolio/components/portfolio-view.tsx';
import { ownerOf, portfolioQuery, productSummaryQuery, todayYmd } from '../../features/portfolio/queries.ts';
import { depositHoldingsQuery } from '../../features/other-products/queries.ts';
import { getAuth } from '../../session/store.ts';

/**
 * What the portfolio routes need before their component: the search they accept and their loader.
 * Kept apart from the page (./-portfolio-page.tsx) so that the app's first download, which holds
 * every route's loader, does not carry the portfolio's components.
 */
export type PortfolioSearch = { date?: string; tab?: ProductTab; holding?: string; held?: 'nivesh' | 'elsewhere' };

export function validatePortfolioSearch(s: Record<string, unknown>): PortfolioSearch {
  const out: PortfolioSearch = {};
  if (typeof s.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(s.date) && s.date < todayYmd()) out.date = s.date;
  if (s.tab === 'fd' || s.tab === 'aif' || s.tab === 'pms') out.tab = s.tab;
  if (typeof s.holding === 'string' && /^\d+-[\w/-]{1,40}$/.test(s.holding)) out.holding = s.holding;
  // which holdings the figures count (imported from a statement, or through Nivesh); none: all
  if (s.held === 'nivesh' || s.held === 'elsewhere') out.held = s.held;
  return out;
}

export async function loadPortfolio(qc: QueryClient, date: string | undefined, held?: 'nivesh' | 'elsewhere'): Promise<void> {
  if (!getAuth(qc)?.is_user_onboarded) return;
  const owner = ownerOf(qc);
  await Promise.all([
    qc.ensureQueryData(portfolioQuery(owner, date, held ?? 'all')),
    qc.ensureQueryData(productSummaryQuery(owner, date, held ?? 'all')),
    // whether the Corporate deposits tab shows, and its content: a failure only hides the tab
    qc.prefetchQuery(depositHoldingsQuery(owner)),
  ]);
}
