import { useRef } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';

/** What a curated portfolio card shows (spec 2 §3 Investment idea). */
export interface IdeaCard {
  Id: number;
  Inv_IdeaName: string;
  Description: string;
  IconImage: string | null;
  Min_Amt: string | null;
}

/** Spec 2 §9: the arrows scroll in 25 ms steps of 50 px, 150 px in all. */
const STEP_PX = 50;
const STEPS = 3;
const STEP_MS = 25;

/**
 * 'Investments you may like' (spec 2 §2.2): the curated portfolios, scrolled by arrows. The list
 * comes from the ideas call (GET /ideas, issue 13); the dashboard renders this only when it has
 * ideas to show. `onOpen` opens an idea's detail.
 */
export function InvestmentsYouMayLike({ ideas, onOpen }: { ideas: readonly IdeaCard[]; onOpen(id: number): void }) {
  const strip = useRef<HTMLUListElement>(null);
  const scroll = (direction: 1 | -1) => {
    const el = strip.current;
    if (!el) return;
    for (let i = 0; i < STEPS; i += 1) setTimeout(() => el.scrollBy({ left: direction * STEP_PX }), i * STEP_MS);
  };
  if (ideas.length === 0) return null;
  return (
    <section aria-labelledby="ideas-heading" className="flex flex-col gap-3">
      <div className="flex items-center justify-between">
        <h2 id="ideas-heading" className="text-lg font-semibold">
          Investments you may like
        </h2>
        <div className="flex gap-2">
          <Button variant="outline" size="icon" aria-label="Scroll ideas left" onClick={() => scroll(-1)}>
            <ChevronLeftIcon aria-hidden="true" />
          </Button>
          <Button variant="outline" size="icon" aria-label="Scroll ideas right" onClick={() => scroll(1)}>
            <ChevronRightIcon aria-hidden="true" />
          </Button>
        </div>
      </div>
      <ul ref={strip} className="flex snap-x gap-3 overflow-x-auto pb-2">
        {ideas.map((idea) => (
          <li key={idea.Id} className="w-64 shrink-0 snap-start">
            <Card className="h-full p-4">
              <button type="button" onClick={() => onOpen(idea.Id)} className="flex h-full flex-col gap-2 text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
                <span className="font-semibold">{idea.Inv_IdeaName}</span>
                <span className="line-clamp-3 text-sm text-muted-foreground">{idea.Description}</span>
                {idea.Min_Amt && <span className="mt-auto text-sm">Min. ₹{idea.Min_Amt}</span>}
              </button>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
