import { createFileRoute, notFound } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Page } from '../../../../../../components/layout/page.tsx';
import { BackLink } from '../../../../../../components/ui/back-link.tsx';
import { GoalDetail } from '../../../../../../features/goals/components/goal-detail.tsx';
import { LoadError } from '../../../../../../components/layout/load-error.tsx';
import { goalsQuery } from '../../../../../../features/goals/queries.ts';

function GoalPage() {
  const { goalId } = Route.useParams();
  const goal = useSuspenseQuery(goalsQuery()).data.data.find((g) => g.GoalId === Number(goalId));
  if (!goal) throw notFound();
  return (
    <Page title={goal.GoalName}>
      <BackLink to="/portal/investment/mutual-funds">Mutual Funds</BackLink>
      <GoalDetail goal={goal} />
    </Page>
  );
}

/** /portal/investment/mutual-funds/goals/{id}: a goal's detail with PROCEED (spec 2 §2.11). */
export const Route = createFileRoute('/portal/investment/mutual-funds_/goals/$goalId/')({
  params: {
    parse: (p) => {
      if (!/^\d{1,9}$/.test(p.goalId)) throw notFound();
      return { goalId: p.goalId };
    },
  },
  loader: ({ context }) => context.queryClient.ensureQueryData(goalsQuery()),
  errorComponent: LoadError,
  component: GoalPage,
});
