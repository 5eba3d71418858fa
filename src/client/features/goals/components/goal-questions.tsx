import { useState, type FormEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import type { Goal, GoalQuestion } from '@shared/contract/goals.ts';
import { getSchemesObjectivesLimits } from '@shared/contract/goals.ts';
import { api } from '../../../api/client.ts';
import { messageOf } from '../../../api/errors.ts';
import { Button } from '../../../components/ui/button.tsx';
import { allProblems, askedQuestions, defaultAnswers, isObjective, limitsBody, objectiveAmountProblem, stepProblem, type Answers } from '../goal-flow.ts';
import { GoalQuestionInput } from './goal-question-input.tsx';
import { useAlert } from '../../../components/ui/use-alert.tsx';

/**
 * The goal questionnaire (spec 2 §4, §5): one question at a time from the spec's default answers,
 * PREVIOUS and NEXT, SHOW RESULT on the last. A goal goes on to 'Your Result'; an objective checks
 * its bucket's minimum (the limits call) and goes straight to its schemes.
 */
export function GoalQuestions({ goal, questions }: { goal: Goal; questions: GoalQuestion[] }) {
  const navigate = useNavigate();
  const asked = askedQuestions(questions);
  const [answers, setAnswers] = useState<Answers>(() => defaultAnswers(questions));
  const [index, setIndex] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [alertEl, alert] = useAlert();
  const q = asked[index];
  const last = index === asked.length - 1;
  const params = { goalId: String(goal.GoalId) };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!q) return;
    const problem = stepProblem(q, answers);
    if (problem) return setError(problem);
    if (!last) {
      setIndex(index + 1);
      return setError(null);
    }
    const overall = allProblems(questions, answers);
    if (overall) return alert({ body: overall });
    if (!isObjective(goal.Kind)) return void navigate({ to: '/portal/investment/mutual-funds/goals/$goalId/result', params, search: { a: answers } });
    const body = limitsBody(goal.Kind, answers);
    if (!body) return alert({ body: 'Invalid Input' });
    setBusy(true);
    try {
      const limits = await api(getSchemesObjectivesLimits, body, { params: { goalId: goal.GoalId } });
      if (limits.error) return alert({ body: limits.error });
      const low = objectiveAmountProblem(goal.Kind, answers, limits.schemes);
      if (low) return alert({ body: low });
      await navigate({ to: '/portal/investment/mutual-funds/goals/$goalId/schemes', params, search: { a: answers } });
    } catch (err) {
      alert({ body: messageOf(err) });
    } finally {
      setBusy(false);
    }
  };

  if (!q) return <p className="text-muted-foreground">No questions for this goal yet.</p>;
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex max-w-xl flex-col gap-6">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        Question {index + 1} of {asked.length}
      </p>
      <GoalQuestionInput
        key={q.GoalKey}
        q={q}
        value={answers[q.GoalKey] ?? ''}
        onChange={(v) => {
          setAnswers({ ...answers, [q.GoalKey]: v });
          setError(null);
        }}
        error={error}
      />
      <div className="flex gap-3">
        {index > 0 && (
          <Button variant="outline" onClick={() => (setIndex(index - 1), setError(null))} disabled={busy}>
            PREVIOUS
          </Button>
        )}
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {last ? 'SHOW RESULT' : 'NEXT'}
        </Button>
      </div>
      {alertEl}
    </form>
  );
}
