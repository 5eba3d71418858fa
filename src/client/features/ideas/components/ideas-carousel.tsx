import { useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { messageOf } from '../../../api/errors.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ideaDetailsQuery, ideaSchemesQuery, ideasQuery } from '../queries.ts';
import { IdeaCard } from './idea-card.tsx';
import { useAlert } from '../../../components/ui/use-alert.tsx';

/** Spec 2 §9: an arrow scrolls 150 px in steps of 50 px every 25 ms. */
export const CAROUSEL_STEP_PX = 50;
export const CAROUSEL_STEP_MS = 25;
export const CAROUSEL_TOTAL_PX = 150;

/**
 * 'Investments you may like' (spec 2 §2.2): the ideas in a row that scrolls by arrows. A tap on an
 * idea fetches its details and schemes; if both fail the error is alerted, otherwise the investor
 * goes to the idea. The dashboard renders it; it loads the ideas itself (read through the device
 * cache, so it shows offline).
 */
export function IdeasCarousel({ title = 'Investments you may like', onOpenIdea }: { title?: string; onOpenIdea?: (ideaId: number) => void }) {
  const ideas = useQuery(ideasQuery());
  const qc = useQueryClient();
  const navigate = useNavigate();
  const list = useRef<HTMLUListElement>(null);
  const [alertEl, alert] = useAlert();
  const [opening, setOpening] = useState<number | null>(null);

  const scroll = (direction: 1 | -1) => {
    let moved = 0;
    const timer = setInterval(() => {
      list.current?.scrollBy({ left: direction * CAROUSEL_STEP_PX });
      moved += CAROUSEL_STEP_PX;
      if (moved >= CAROUSEL_TOTAL_PX) clearInterval(timer);
    }, CAROUSEL_STEP_MS);
  };

  const open = async (id: number) => {
    if (onOpenIdea) return onOpenIdea(id);
    setOpening(id);
    const [details, schemes] = await Promise.allSettled([qc.fetchQuery(ideaDetailsQuery(id)), qc.fetchQuery(ideaSchemesQuery(id))]);
    setOpening(null);
    if (details.status === 'rejected' && schemes.status === 'rejected') return alert({ body: messageOf(details.reason) });
    await navigate({ to: '/portal/investment/mutual-funds/ideas/$ideaId', params: { ideaId: String(id) } });
  };

  return (
    <section aria-labelledby="ideas-carousel-title" className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id="ideas-carousel-title" className="text-lg font-semibold">
          {title}
        </h2>
        <div className="flex gap-1">
          <Button variant="outline" size="icon" aria-label="Scroll ideas left" onClick={() => scroll(-1)}>
            <ChevronLeftIcon aria-hidden="true" />
          </Button>
          <Button variant="outline" size="icon" aria-label="Scroll ideas right" onClick={() => scroll(1)}>
            <ChevronRightIcon aria-hidden="true" />
          </Button>
        </div>
      </div>
      {ideas.isPending ? (
        <Spinner label="Loading ideas" />
      ) : ideas.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {messageOf(ideas.error)}
        </p>
      ) : ideas.data.data.length === 0 ? (
        <p className="text-muted-foreground">No Data</p>
      ) : (
        <ul ref={list} className="flex snap-x gap-3 overflow-x-auto pb-2" aria-busy={opening !== null}>
          {ideas.data.data.map((i) => (
            <li key={i.Id} className="w-72 shrink-0 snap-start">
              <IdeaCard idea={i} onOpen={(id) => void open(id)} />
            </li>
          ))}
        </ul>
      )}
      {alertEl}
    </section>
  );
}
