import { createFileRoute, notFound } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { GOAL_MESSAGES } from '@shared/rules/goals/goal-answers.ts';
import { Page } from '../../../../../../components/layout/page.tsx';
import { BackLink } from '../../../../../../components/ui/back-link.tsx';
import { GoalResultView } from '../../../../../../features/goals/components/goal-result.tsx';
import { LoadError } from '../../../../../../components/layout/load-error.tsx';
import { RiskPrompt } from '../../../../../../features/goals/components/risk-prompt.tsx';
import { goalResultQuery, goalsQuery } from '../../../../../../features/goals/queries.ts';
import { answersSearch, type AnswersSearch } from '../../../../../../features/goals/search.ts';

function ResultPage() {
  const { goalId } = Route.useParams();
  const { a } = Route.useSearch();
  const goal = useSuspenseQuery(goalsQuery()).data.data.find((g) => g.GoalId === Number(goalId));
  const result = useSuspenseQuery(goalResultQuery(Number(goalId), a)).data;
  if (!goal) throw notFound();
  return (
    <Page title={goal.GoalName}>
      <BackLink to="/portal/investment/mutual-funds/goals/$goalId/questions" params={{ goalId }}>
        Questions
      </BackLink>
      {result.ErrorMessage === GOAL_MESSAGES.riskPrompt ? (
        <RiskPrompt />
      ) : result.ErrorMessage ? (
        <p role="alert" className="font-medium text-destructive">
          {result.ErrorMessage}
        </p>
      ) : (
        <GoalResultView goal={goal} result={result} />
      )}
    </Page>
  );
}

/** /portal/investment/mutual-funds/goals/{id}/result?a=answers: 'Your Result' (spec 2 §2.11). */
export const Route = createFileRoute('/portal/investment/mutual-funds_/goals/$goalId/result')({
  params: {
    parse: (p) => {
      if (!/^\d{1,9}$/.test(p.goalId)) throw notFound();
      return { goalId: p.goalId };
    },
  },
  validateSearch: (s: Record<string, unknown>): AnswersSearch => answersSearch(s),
  loaderDeps: ({ search }) => ({ a: search.a }),
  loader: ({ context, params, deps }) =>
    Promise.all([context.queryClient.ensureQueryData(goalsQuery()), context.queryClient.ensureQueryData(goalResultQuery(Number(params.goalId), deps.a))]),
  errorComponent: LoadError,
  component: ResultPage,
});
