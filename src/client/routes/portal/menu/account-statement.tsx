import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../../components/layout/page.tsx';
import { StatementsView } from '../../../features/reports/components/statements-view.tsx';
import { statementUserQuery } from '../../../features/reports/queries.ts';

/** /portal/menu/account-statement (spec 3 §2.7, §4.4): request statements and download them. */
export const Route = createFileRoute('/portal/menu/account-statement')({
  loader: ({ context }) => context.queryClient.ensureQueryData(statementUserQuery()),
  component: () => (
    <Page title="Account Statements">
      <StatementsView />
    </Page>
  ),
});
