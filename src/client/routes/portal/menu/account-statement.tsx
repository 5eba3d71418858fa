import { createFileRoute } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Page } from '../../../components/layout/page.tsx';
import { StatementsView } from '../../../features/reports/components/statements-view.tsx';
import { statementUserQuery } from '../../../features/reports/queries.ts';
import { HarvestView } from '../../../features/harvest/components/harvest-view.tsx';

/** Gains harvesting beside the statements, for an onboarded investor with holdings; the head also sees the family's table. */
function Harvest() {
  const { data: user } = useSuspenseQuery(statementUserQuery());
  if (!user.is_user_onboarded || Number(user.aum) <= 0) return null;
  return <HarvestView familyHead={user.family_status === 1} />;
}

/** /portal/menu/account-statement (spec 3 §2.7, §4.4): request statements and download them. */
export const Route = createFileRoute('/portal/menu/account-statement')({
  // the queries (and their contract schemas) load with the page, not with the app's first screen
  loader: async ({ context }) => {
    const q = await import('../../../features/reports/queries.ts');
    await Promise.all([context.queryClient.ensureQueryData(q.statementUserQuery()), context.queryClient.ensureQueryData(q.reportsListQuery())]);
  },
  component: () => (
    <Page title="Account Statements">
      <div className="flex flex-col gap-6">
        <StatementsView />
        <Harvest />
      </div>
    </Page>
  ),
});
