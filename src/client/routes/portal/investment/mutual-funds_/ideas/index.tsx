import { createFileRoute } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Page } from '../../../../../components/layout/page.tsx';
import { CuratedPortfolios } from '../../../../../features/ideas/components/curated-portfolios.tsx';
import { FetchedNote, LoadError } from '../../../../../components/layout/load-error.tsx';
import { ideasQuery } from '../../../../../features/ideas/queries.ts';

function Ideas() {
  const ideas = useSuspenseQuery(ideasQuery()).data;
  return (
    <Page title="Curated Portfolios">
      <FetchedNote {...ideas} />
      <CuratedPortfolios ideas={ideas.data} />
    </Page>
  );
}

/** /portal/investment/mutual-funds/ideas: every investment idea, grouped by category (spec 2 §2.10). */
export const Route = createFileRoute('/portal/investment/mutual-funds_/ideas/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(ideasQuery()),
  errorComponent: LoadError,
  component: Ideas,
});
