import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { IDEA_CATEGORIES, type Idea } from '@shared/contract/ideas.ts';
import type { Goal } from '@shared/contract/goals.ts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { BillerHelp } from './biller-help.tsx';
import { EducationTable } from './education-table.tsx';
import { GoalCard } from './goal-card.tsx';
import { IdeaCard } from './idea-card.tsx';

/**
 * The Mutual Funds home (spec 2 §2.3): idea tabs, the Portfolio manager (Retirement Planning and
 * the objectives), the Goals, Build your own Portfolio, the biller help and the educational table.
 */
export function MutualFundsHome({ ideas, goals }: { ideas: readonly Idea[]; goals: readonly Goal[] }) {
  const [tab, setTab] = useState<string>(IDEA_CATEGORIES[0].key);
  const isRetirement = (g: Goal) => g.Kind === 'retirement';
  const manager = goals.filter((g) => isRetirement(g) || g.GOType === 'O');
  const plans = goals.filter((g) => g.GOType === 'G' && !isRetirement(g));
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="ideas-title" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="ideas-title" className="text-lg font-semibold">
            Explore Our Curated Portfolios
          </h2>
          <Link
            to="/portal/investment/mutual-funds/ideas"
            className="inline-flex min-h-11 items-center text-sm font-semibold text-primary underline-offset-4 hover:underline"
          >
            All curated portfolios
          </Link>
        </div>
        <Tabs value={tab} onValueChange={setTab}>
          <TabsList aria-label="Idea categories">
            {IDEA_CATEGORIES.map((c) => (
              <TabsTrigger key={c.key} value={c.key} className="flex-col gap-0 py-1">
                <span>{c.label}</span>
                <span className="text-xs font-normal">{c.hint}</span>
              </TabsTrigger>
            ))}
          </TabsList>
          {IDEA_CATEGORIES.map((c) => {
            const list = ideas.filter((i) => i.Category === c.key);
            return (
              <TabsContent key={c.key} value={c.key}>
                {list.length === 0 ? (
                  <p className="py-6 text-center text-muted-foreground">No Data Found</p>
                ) : (
                  <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
                    {list.map((i) => (
                      <li key={i.Id}>
                        <IdeaCard idea={i} />
                      </li>
                    ))}
                  </ul>
                )}
              </TabsContent>
            );
          })}
        </Tabs>
      </section>

      <GoalSection id="manager" title="Portfolio manager" goals={manager} />
      <GoalSection id="goals" title="Goals" goals={plans} />

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
