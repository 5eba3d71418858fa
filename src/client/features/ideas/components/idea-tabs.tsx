import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { IDEA_CATEGORIES, type Idea } from '@shared/contract/ideas.ts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { IdeaCard } from './idea-card.tsx';

/** The Mutual Funds home's idea tabs (spec 2 §2.3): Equity, Fixed Income & Cash, Multi Asset, each listing idea cards. */
export function IdeaTabs({ ideas }: { ideas: readonly Idea[] }) {
  const [tab, setTab] = useState<string>(IDEA_CATEGORIES[0].key);
  return (
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
  );
}
