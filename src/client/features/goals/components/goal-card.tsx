import { Link } from '@tanstack/react-router';
import type { Goal } from '@shared/contract/goals.ts';

/** A goal or objective card: image, name, description; opens the goal's detail. */
export function GoalCard({ goal }: { goal: Goal }) {
  return (
    <Link
      to="/portal/investment/mutual-funds/goals/$goalId"
      params={{ goalId: String(goal.GoalId) }}
      className="flex h-full gap-3 rounded-xl border border-border bg-card p-4 shadow-sm hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <img src={goal.Imagepath} alt="" width={48} height={48} className="size-12 shrink-0" />
      <span className="flex min-w-0 flex-col gap-1">
        <span className="font-semibold">{goal.GoalName}</span>
        <span className="text-sm text-muted-foreground">{goal.GoalDescription}</span>
        {goal.ComingSoon === 'Y' && <span className="text-sm font-semibold text-primary">Coming Soon!!</span>}
      </span>
    </Link>
  );
}
