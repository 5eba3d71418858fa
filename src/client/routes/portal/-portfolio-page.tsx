import type { QueryClient } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { messageOf } from '../../api/errors.ts';
import { OnboardingPrompt } from '../../components/layout/onboarding-prompt.tsx';
import { Page } from '../../components/layout/page.tsx';
import { Button } from '../../components/ui/button.tsx';
import { PortfolioView, type ProductTab } from '../../features/portfolio/components/portfolio-view.tsx';
import { ownerOf, portfolioQuery, productSummaryQuery, todayYmd, useOwner } from '../../features/portfolio/queries.ts';
import { FolioTransactionHistory } from '../../features/transactions/components/transaction-history-view.tsx';
import { GoalTrackingCard } from '../../features/invest/components/goal-tracking-card.tsx';
import { CorporateDepositsTab, useHasDeposits } from '../../features/other-products/components/corporate-deposits-tab.tsx';
import { depositHoldingsQuery } from '../../features/other-products/queries.ts';
import { getAuth, useAuth } from '../../session/store.ts';

/**
 * The portfolio page, shared by /portal/portfolio (spec 3 §2.8) and /portal/individual-portfolio
 * (spec 2 §2.9): the search keeps the valuation date, the product tab and the open holding, so a
 * reload or Back from the transaction forms shows the same thing.
 */
export type PortfolioSearch = { date?: string; tab?: ProductTab; holding?: string };

export function validatePortfolioSearch(s: Record<string, unknown>): PortfolioSearch {
  const out: PortfolioSearch = {};
  if (typeof s.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(s.date) && s.date < todayYmd()) out.date = s.date;
  if (s.tab === 'fd' || s.tab === 'aif' || s.tab === 'pms') out.tab = s.tab;
  if (typeof s.holding === 'string' && /^\d+-[\w/-]{1,40}$/.test(s.holding)) out.holding = s.holding;
  return out;
}

export async function loadPortfolio(qc: QueryClient, date: string | undefined): Promise<void> {
  if (!getAuth(qc)?.is_user_onboarded) return;
  const owner = ownerOf(qc);
  await Promise.all([
    qc.ensureQueryData(portfolioQuery(owner, date)),
    qc.ensureQueryData(productSummaryQuery(owner, date)),
    // whether the Corporate deposits tab shows, and its content: a failure only hides the tab
    qc.prefetchQuery(depositHoldingsQuery(owner)),
  ]);
}

/** A holding's transactions: the transaction history's tables for one folio. */
function FolioTransactions({ schemeId, folio }: { schemeId: number; folio: string }) {
  return <FolioTransactionHistory only={{ schemeId, folio }} />;
}

export function PortfolioPage({ search, setSearch }: { search: PortfolioSearch; setSearch(next: PortfolioSearch, replace?: boolean): void }) {
  const auth = useAuth(useQueryClient());
  const owner = useOwner();
  const hasDeposits = useHasDeposits(owner);
  if (!auth?.is_user_onboarded) {
    return (
      <Page title="Portfolio">
        <OnboardingPrompt />
      </Page>
    );
  }
  return (
    <PortfolioView
      owner={owner}
      date={search.date}
      onDate={(date) => setSearch({ ...search, date, holding: undefined }, true)}
      tab={search.tab ?? 'mf'}
      onTab={(tab) => setSearch({ ...search, tab: tab === 'mf' ? undefined : tab, holding: undefined }, true)}
      open={search.holding}
      // opening a holding is a step Back can undo; closing it replaces
      onOpen={(holding) => setSearch({ ...search, holding }, holding === undefined)}
      folioTransactions={FolioTransactions}
      goals={<GoalTrackingCard owner={owner} />}
      deposits={hasDeposits ? <CorporateDepositsTab owner={owner} /> : null}
    />
  );
}

export function PortfolioLoadError({ error, reset }: { error: unknown; reset(): void }) {
  return (
    <Page title="Portfolio">
      <p role="alert" className="text-muted-foreground">
        {messageOf(error)}
      </p>
      <Button className="mt-4" onClick={reset}>
        Try again
      </Button>
    </Page>
  );
}
