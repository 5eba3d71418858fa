import { createFileRoute, notFound } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { GOAL_MESSAGES } from '@shared/rules/goals/goal-answers.ts';
import { Page } from '../../../../../../components/layout/page.tsx';
import { BackLink } from '../../../../../../components/ui/back-link.tsx';
import { GoalQuestions } from '../../../../../../features/goals/components/goal-questions.tsx';
import { LoadError } from '../../../../../../components/layout/load-error.tsx';
import { RiskPrompt } from '../../../../../../features/goals/components/risk-prompt.tsx';
import { questionnaireQuery } from '../../../../../../features/goals/queries.ts';

function QuestionsPage() {
  const { goalId } = Route.useParams();
  const q = useSuspenseQuery(questionnaireQuery(Number(goalId))).data;
  return (
    <Page title={q.goal.GoalName}>
      <BackLink to="/portal/investment/mutual-funds/goals/$goalId" params={{ goalId }}>
        {q.goal.GoalName}
      </BackLink>
      {q.error === GOAL_MESSAGES.riskPrompt ? (
        <RiskPrompt />
      ) : q.error ? (
        <p role="alert" className="text-lg font-semibold text-primary">
          {q.error}
        </p>
      ) : (
        <GoalQuestions goal={q.goal} questions={q.questions} />
      )}
    </Page>
  );
}

/** /portal/investment/mutual-funds/goals/{id}/questions: the questionnaire, one question at a time (spec 2 §4). */
export const Route = createFileRoute('/portal/investment/mutual-funds_/goals/$goalId/questions')({
  params: {
    parse: (p) => {
      if (!/^\d{1,9}$/.test(p.goalId)) throw notFound();
      return { goalId: p.goalId };
    },
  },
  loader: ({ context, params }) => context.queryClient.ensureQueryData(questionnaireQuery(Number(params.goalId))),
  errorComponent: LoadError,
  component: QuestionsPage,
});
