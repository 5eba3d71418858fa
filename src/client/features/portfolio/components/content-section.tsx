import { useState, useTransition } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { ExternalLinkIcon } from 'lucide-react';
import type { ContentPost } from '@shared/contract/content.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { SectionBoundary } from '../../../components/ui/section-boundary.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { blogDate } from '../format.ts';
import { contentQuery } from '../queries.ts';

function Posts({ kind }: { kind: 'blog' | 'video' }) {
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<ContentPost | null>(null);
  // the next page loads while this one stays on screen (a transition, not the skeleton)
  const [paging, startPaging] = useTransition();
  const answer = useSuspenseQuery(contentQuery(kind, page)).data.data;
  if (answer.posts.length === 0) return <NoData />;
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col gap-3" aria-busy={paging}>
        {answer.posts.map((p) => (
          <li key={p.id} className="flex gap-3 rounded-lg border p-3">
            {p.image && <img src={p.image} alt="" width={96} height={72} loading="lazy" className="h-18 w-24 shrink-0 rounded object-cover" />}
            <div className="flex min-w-0 flex-col gap-1">
              <h3 className="font-semibold leading-snug">{p.title}</h3>
              <p className="text-xs text-muted-foreground">{blogDate(p.date)}</p>
              <p className="line-clamp-2 text-sm text-muted-foreground">{p.summary}</p>
              {p.link ? (
                <a
                  href={p.link}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex min-h-11 min-w-11 items-center gap-1 self-start text-sm font-semibold text-primary underline-offset-4 hover:underline"
                >
                  {kind === 'video' ? 'Watch' : 'Read'}
                  <span className="sr-only"> {p.title} (opens in a new tab)</span>
                  <ExternalLinkIcon aria-hidden="true" className="size-3.5" />
                </a>
              ) : (
                <button
                  type="button"
                  onClick={() => setOpen(p)}
                  className="inline-flex min-h-11 min-w-11 items-center self-start text-sm font-semibold text-primary underline-offset-4 hover:underline"
                >
                  Read<span className="sr-only"> {p.title}</span>
                </button>
              )}
            </div>
          </li>
        ))}
      </ul>
      {answer.pages > 1 && (
        <nav aria-label={`${kind === 'blog' ? 'Blog' : 'Video'} pages`} className="flex items-center justify-between gap-2">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => startPaging(() => setPage((n) => n - 1))}>
            Previous
          </Button>
          <span className="text-sm text-muted-foreground" aria-live="polite">
            Page {answer.page} of {answer.pages}
          </span>
          <Button variant="outline" size="sm" disabled={page >= answer.pages} onClick={() => startPaging(() => setPage((n) => n + 1))}>
            Next
          </Button>
        </nav>
      )}
      <Dialog open={open !== null} onOpenChange={(o) => !o && setOpen(null)}>
        <DialogContent className="max-h-[85dvh] overflow-y-auto">
          {open && (
            <>
              <DialogHeader>
                <DialogTitle>{open.title}</DialogTitle>
                <DialogDescription>{blogDate(open.date)}</DialogDescription>
              </DialogHeader>
              <div className="flex flex-col gap-3 text-sm leading-relaxed">
                {open.body.map((para, i) => (
                  <p key={i}>{para}</p>
                ))}
              </div>
            </>
          )}
        </DialogContent>
      </Dialog>
    </div>
  );
}

// the feed's failure is only logged (spec 2 §7): no alert, just nothing to read
const NoData = () => <p className="py-6 text-center text-sm text-muted-foreground">No Data</p>;

/** Where a page of posts will be, at about its size: the dashboard does not jump when it lands. */
function PostsSkeleton() {
  return (
    <ul className="flex flex-col gap-3" aria-busy="true" aria-label="Loading posts">
      {[0, 1, 2].map((i) => (
        <li key={i} className="flex h-[98px] gap-3 rounded-lg border p-3">
          <div className="h-18 w-24 shrink-0 animate-pulse rounded bg-muted" />
          <div className="flex flex-1 flex-col gap-2">
            <div className="h-4 w-3/4 animate-pulse rounded bg-muted" />
            <div className="h-3 w-1/4 animate-pulse rounded bg-muted" />
            <div className="h-3 w-full animate-pulse rounded bg-muted" />
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * Blogs and videos, 5 a page (spec 2 §2.2, §9), from the content feed. The dashboard's loader asks
 * for the first page of blogs without waiting for it (an outside feed never holds the dashboard);
 * this section shows a skeleton until it lands.
 */
export function ContentSection() {
  return (
    <Card className="p-5" aria-labelledby="reading-heading">
      <h2 id="reading-heading" className="text-lg font-semibold">
        Learn
      </h2>
      <Tabs defaultValue="blog">
        <TabsList aria-label="Blogs and videos">
          <TabsTrigger value="blog">Blogs</TabsTrigger>
          <TabsTrigger value="video">Videos</TabsTrigger>
        </TabsList>
        <TabsContent value="blog">
          <SectionBoundary loading={<PostsSkeleton />} failed={<NoData />}>
            <Posts kind="blog" />
          </SectionBoundary>
        </TabsContent>
        <TabsContent value="video">
          <SectionBoundary loading={<PostsSkeleton />} failed={<NoData />}>
            <Posts kind="video" />
          </SectionBoundary>
        </TabsContent>
      </Tabs>
    </Card>
  );
}
