import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../../components/layout/page.tsx';
import { InsightsView } from '../../../features/insights/components/insights-view.tsx';
import { blogsQuery } from '../../../features/insights/queries.ts';

/** /portal/menu/insights (spec 3 §2.7). */
export const Route = createFileRoute('/portal/menu/insights')({
  loader: ({ context }) => context.queryClient.ensureQueryData(blogsQuery()),
  component: () => (
    <Page title="Insights">
      <InsightsView />
    </Page>
  ),
});
