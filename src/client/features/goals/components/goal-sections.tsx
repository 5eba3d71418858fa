import type { Goal } from '@shared/contract/goals.ts';
import { GoalCard } from './goal-card.tsx';

/**
 * The Mutual Funds home's goal sections (spec 2 §2.3): Portfolio manager (the Retirement Planning
 * goal plus the objectives, type O) and Goals (type G other than Retirement Planning).
 */
export function GoalSections({ goals }: { goals: readonly Goal[] }) {
  const isRetirement = (g: Goal) => g.Kind === 'retirement';
  const manager = goals.filter((g) => isRetirement(g) || g.GOType === 'O');
  const plans = goals.filter((g) => g.GOType === 'G' && !isRetirement(g));
  return (
    <>
      <GoalSection id="manager" title="Portfolio manager" goals={manager} />
      <GoalSection id="goals" title="Goals" goals={plans} />
    </>
  );
}

function GoalSection({ id, title, goals }: { id: string; title: string; goals: readonly Goal[] }) {
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {title}
      </h2>
      {goals.length === 0 ? (
        <p className="text-muted-foreground">No Data Found</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {goals.map((g) => (
            <li key={g.GoalId}>
              <GoalCard goal={g} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
