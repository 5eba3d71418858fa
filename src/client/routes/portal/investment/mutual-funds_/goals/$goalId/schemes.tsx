import { createFileRoute, notFound } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Page } from '../../../../../../components/layout/page.tsx';
import { BackLink } from '../../../../../../components/ui/back-link.tsx';
import { GoalSchemesView } from '../../../../../../features/goals/components/goal-schemes.tsx';
import { LoadError } from '../../../../../../components/layout/load-error.tsx';
import { goalSchemesQuery, goalsQuery, objectiveSchemesQuery } from '../../../../../../features/goals/queries.ts';
import { schemesSearch, type SchemesSearch } from '../../../../../../features/goals/search.ts';

function SchemesPage() {
  const { goalId } = Route.useParams();
  const search = Route.useSearch();
  const goal = useSuspenseQuery(goalsQuery()).data.data.find((g) => g.GoalId === Number(goalId));
  if (!goal) throw notFound();
  const answer = useSuspenseQuery(
    search.a
      ? objectiveSchemesQuery(goal.GoalId, search.a)
      : goalSchemesQuery({ LupSumAmt: search.lump ?? '0', SipSumAmt: search.sip ?? '0', Timeline: search.years ?? 1 }),
  ).data;
  const onlyType = search.a ? (search.a.InvestmentType === 'SIP' ? 'SIP' : 'LumpSum') : undefined;
  return (
    <Page title={`${goal.GoalName} Schemes`}>
      <BackLink to={search.a ? '/portal/investment/mutual-funds/goals/$goalId/questions' : '/portal/investment/mutual-funds/goals/$goalId'} params={{ goalId }}>
        {goal.GoalName}
      </BackLink>
      <GoalSchemesView goal={goal} schemes={answer.schemes} bucketName={answer.Bucket?.name ?? null} onlyType={onlyType} />
    </Page>
  );
}

/**
 * /portal/investment/mutual-funds/goals/{id}/schemes: a goal's schemes (?sip=&lump=&years=, from
 * 'Your Result') or an objective's (?a=answers), with ADD TO CART (spec 2 §2.11).
 */
export const Route = createFileRoute('/portal/investment/mutual-funds_/goals/$goalId/schemes')({
  params: {
    parse: (p) => {
      if (!/^\d{1,9}$/.test(p.goalId)) throw notFound();
      return { goalId: p.goalId };
    },
  },
  validateSearch: (s: Record<string, unknown>): SchemesSearch => schemesSearch(s),
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) =>
    Promise.all([
      context.queryClient.ensureQueryData(goalsQuery()),
      context.queryClient.ensureQueryData(
        deps.a
          ? objectiveSchemesQuery(Number(params.goalId), deps.a)
          : goalSchemesQuery({ LupSumAmt: deps.lump ?? '0', SipSumAmt: deps.sip ?? '0', Timeline: deps.years ?? 1 }),
      ),
    ]),
  errorComponent: LoadError,
  component: SchemesPage,
});
