import { Link } from '@tanstack/react-router';
import { GOAL_MESSAGES } from '@shared/rules/goals/goal-answers.ts';

/** Goals need a risk status (spec 2 §2.11, §6): the prompt and the way to the questionnaire. */
export function RiskPrompt() {
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border border-primary/30 bg-accent p-5 text-accent-foreground">
      <p className="font-medium">{GOAL_MESSAGES.riskPrompt}</p>
      <Link
        to="/portal/profile/risk-appetite"
        className="inline-flex min-h-11 items-center rounded-[var(--radius)] bg-primary px-5 text-sm font-semibold text-primary-foreground hover:bg-primary/90"
      >
        Take me to Risk Assessment
      </Link>
    </div>
  );
}
