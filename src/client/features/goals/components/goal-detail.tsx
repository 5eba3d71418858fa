import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { Goal } from '@shared/contract/goals.ts';
import { GOAL_MESSAGES } from '@shared/rules/goals/goal-answers.ts';
import { messageOf } from '../../../api/errors.ts';
import { Button } from '../../../components/ui/button.tsx';
import { questionnaireQuery } from '../queries.ts';
import { RiskPrompt } from './risk-prompt.tsx';
import { useAlert } from '../../../components/ui/use-alert.tsx';

/** A goal's detail (spec 2 §2.11): highlights and PROCEED, or 'Coming Soon!!' for the Regular Income Plan. */
export function GoalDetail({ goal }: { goal: Goal }) {
  const qc = useQueryClient();
  const navigate = useNavigate();
  const [needsRisk, setNeedsRisk] = useState(false);
  const [busy, setBusy] = useState(false);
  const [alertEl, alert] = useAlert();
  const proceed = async () => {
    setBusy(true);
    try {
      const q = await qc.fetchQuery(questionnaireQuery(goal.GoalId));
      if (q.error === GOAL_MESSAGES.riskPrompt) setNeedsRisk(true);
      else if (q.error) alert({ body: q.error });
      else await navigate({ to: '/portal/investment/mutual-funds/goals/$goalId/questions', params: { goalId: String(goal.GoalId) } });
    } catch (err) {
      alert({ body: messageOf(err) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-start gap-4">
        <img src={goal.HeaderImagePath} alt="" width={64} height={64} className="size-16" />
        <p className="min-w-0 flex-1 text-muted-foreground">{goal.GoalDescription}</p>
      </div>
      <ul className="grid gap-3 sm:grid-cols-3">
        {goal.HighLights.map((h) => (
          <li key={h.title} className="flex gap-3 rounded-xl border bg-card p-4">
            <img src={h.img} alt="" width={40} height={40} className="size-11 shrink-0" />
            <span className="flex flex-col gap-1">
              <span className="font-semibold">{h.title}</span>
              <span className="text-sm text-muted-foreground">{h.desc}</span>
            </span>
          </li>
        ))}
      </ul>
      {needsRisk && <RiskPrompt />}
      <div>
        {goal.ComingSoon === 'Y' ? (
          <p className="text-lg font-semibold text-primary">{GOAL_MESSAGES.comingSoon}</p>
        ) : (
          <Button onClick={() => void proceed()} disabled={busy} aria-busy={busy}>
            PROCEED
          </Button>
        )}
      </div>
      {alertEl}
    </div>
  );
}
