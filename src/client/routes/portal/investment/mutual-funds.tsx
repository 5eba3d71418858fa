import { createFileRoute } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Page } from '../../../components/layout/page.tsx';
import { FundCategoriesEntry } from '../../../features/schemes/components/fund-categories-entry.tsx';
import { MutualFundsHome } from '../../../features/schemes/components/mf-home.tsx';
import { FetchedNote, LoadError } from '../../../components/layout/load-error.tsx';
import { GoalSections } from '../../../features/goals/components/goal-sections.tsx';
import { goalsQuery } from '../../../features/goals/queries.ts';
import { IdeaTabs } from '../../../features/ideas/components/idea-tabs.tsx';
import { ideasQuery } from '../../../features/ideas/queries.ts';

function MutualFunds() {
  const ideas = useSuspenseQuery(ideasQuery()).data;
  const goals = useSuspenseQuery(goalsQuery()).data;
  return (
    <Page title="Mutual Funds">
      <div className="flex flex-col gap-8">
        <FetchedNote
          {...(ideas.stale || !goals.stale ? ideas : goals)}
          fetchedAt={Math.min(ideas.fetchedAt, goals.fetchedAt)}
          stale={ideas.stale || goals.stale}
        />
        <MutualFundsHome ideas={<IdeaTabs ideas={ideas.data} />} goals={<GoalSections goals={goals.data} />} />
        <FundCategoriesEntry />
      </div>
    </Page>
  );
}

/** /portal/investment/mutual-funds (spec 2 §2.3): curated portfolios, portfolio manager, goals, build your own. */
export const Route = createFileRoute('/portal/investment/mutual-funds')({
  loader: ({ context }) => Promise.all([context.queryClient.ensureQueryData(ideasQuery()), context.queryClient.ensureQueryData(goalsQuery())]),
  errorComponent: LoadError,
  component: MutualFunds,
});
