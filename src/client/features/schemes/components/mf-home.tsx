import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { BillerHelp } from './biller-help.tsx';
import { EducationTable } from './education-table.tsx';

/**
 * The Mutual Funds home (spec 2 §2.3): the idea tabs and the goal sections (Portfolio manager,
 * Goals), which the route passes in from the ideas and goals features, then Build your own
 * Portfolio, the biller help and the educational table.
 */
export function MutualFundsHome({ ideas, goals }: { ideas: ReactNode; goals: ReactNode }) {
  return (
    <div className="flex flex-col gap-8">
      {ideas}
      {goals}

      <section aria-labelledby="byo-title" className="flex flex-wrap items-center justify-between gap-3 rounded-xl border bg-card p-4">
        <div>
          <h2 id="byo-title" className="text-lg font-semibold">
            Build your own Portfolio
          </h2>
          <p className="text-sm text-muted-foreground">Pick funds yourself from every category.</p>
        </div>
        <Link
          to="/portal/investment/mutual-funds/categories/$assetClass"
          params={{ assetClass: 'equity' }}
          className="inline-flex min-h-11 items-center rounded-[var(--radius)] bg-primary px-5 text-sm font-semibold text-primary-foreground hover:bg-primary/90"
        >
          Build Your Own Portfolio
        </Link>
      </section>

      <BillerHelp />
      <EducationTable />
    </div>
  );
}
