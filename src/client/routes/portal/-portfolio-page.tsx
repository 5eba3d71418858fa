import { Link } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { messageOf } from '../../api/errors.ts';
import { OnboardingPrompt } from '../../components/layout/onboarding-prompt.tsx';
import { Page } from '../../components/layout/page.tsx';
import { Button } from '../../components/ui/button.tsx';
import { PortfolioView } from '../../features/portfolio/components/portfolio-view.tsx';
import { useOwner } from '../../features/portfolio/queries.ts';
import type { PortfolioSearch } from './-portfolio-load.ts';
import { showsFamily } from './-family-portfolio-load.ts';
import { FolioTransactionHistory } from '../../features/transactions/components/transaction-history-view.tsx';
import { GoalTrackingCard } from '../../features/goals/components/goal-tracking-card.tsx';
import { CorporateDepositsTab, useHasDeposits } from '../../features/other-products/components/corporate-deposits-tab.tsx';
import { useAuth } from '../../session/store.ts';

/*
 * The portfolio page, shared by /portal/portfolio (spec 3 §2.8) and /portal/individual-portfolio
 * (spec 2 §2.9): the search keeps the valuation date, the product tab and the open holding, so a
 * reload or Back from the transaction forms shows the same thing.
 */
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
      source={search.held ?? 'all'}
      onSource={(s) => setSearch({ ...search, held: s === 'all' ? undefined : s, holding: undefined }, true)}
      tab={search.tab ?? 'mf'}
      onTab={(tab) => setSearch({ ...search, tab: tab === 'mf' ? undefined : tab, holding: undefined }, true)}
      open={search.holding}
      // opening a holding is a step Back can undo; closing it replaces
      onOpen={(holding) => setSearch({ ...search, holding }, holding === undefined)}
      folioTransactions={FolioTransactions}
      goals={
        <>
          {/* a family head's own view leads to the family's: 'Show Family' says where it goes */}
          {showsFamily(auth) && (
            <Button variant="outline" className="self-start" asChild>
              <Link to="/portal/family-portfolio">Show Family</Link>
            </Button>
          )}
          <GoalTrackingCard owner={owner} />
        </>
      }
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
