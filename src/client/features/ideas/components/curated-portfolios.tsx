import { IDEA_CATEGORIES, type Idea } from '@shared/contract/ideas.ts';
import { IdeaCard } from './idea-card.tsx';

/** The Curated Portfolios page (spec 2 §2.10): ideas grouped by category. */
export function CuratedPortfolios({ ideas }: { ideas: readonly Idea[] }) {
  if (ideas.length === 0) return <p className="py-12 text-center text-muted-foreground">No Data Found</p>;
  return (
    <div className="flex flex-col gap-8">
      {IDEA_CATEGORIES.map((c) => {
        const list = ideas.filter((i) => i.Category === c.key);
        if (list.length === 0) return null;
        return (
          <section key={c.key} aria-labelledby={`cat-${c.key}`} className="flex flex-col gap-3">
            <h2 id={`cat-${c.key}`} className="text-lg font-semibold">
              {c.label} <span className="text-sm font-normal text-muted-foreground">· {c.hint}</span>
            </h2>
            <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {list.map((i) => (
                <li key={i.Id}>
                  <IdeaCard idea={i} />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
