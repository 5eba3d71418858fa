import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../../components/layout/page.tsx';
import { StatementsView } from '../../../features/reports/components/statements-view.tsx';

/** /portal/menu/account-statement (spec 3 §2.7, §4.4): request statements and download them. */
export const Route = createFileRoute('/portal/menu/account-statement')({
  // the queries (and their contract schemas) load with the page, not with the app's first screen
  loader: async ({ context }) => {
    const q = await import('../../../features/reports/queries.ts');
    await Promise.all([context.queryClient.ensureQueryData(q.statementUserQuery()), context.queryClient.ensureQueryData(q.reportsListQuery())]);
  },
  component: () => (
    <Page title="Account Statements">
      <StatementsView />
    </Page>
  ),
});
