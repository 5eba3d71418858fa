import { memo, useEffect, useRef } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { HistoryItem } from '@shared/contract/history.ts';
import { messageOf } from '../../../api/errors.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { cn } from '../../../lib/cn.ts';
import type { Cached } from '../../../offline/cache.ts';
import { DeviceCopyNote } from '../../../offline/device-copy-note.tsx';
import { rupees } from '../format.ts';
import { statusOf, type HistoryTab } from '../history-tabs.ts';
import { historyListQuery, type HistoryListFilter } from '../queries.ts';

/** Ours: what the list says about its pages (read politely by screen readers). */
export const HISTORY_LIST_TEXTS = {
  loadMore: 'Load more transactions',
  gettingMore: 'Getting more transactions…',
  showing: (n: number) => `Showing ${n.toLocaleString('en-IN')} transaction${n === 1 ? '' : 's'}`,
  showingAll: (n: number) => `Showing all ${n.toLocaleString('en-IN')} transaction${n === 1 ? '' : 's'}`,
} as const;

/**
 * Start on the next page this far before the end of the list comes into view, so a steady scroll
 * rarely meets the end; the button below does the same for keyboards, screen readers and browsers
 * without IntersectionObserver.
 */
const AHEAD_PX = 800;

/**
 * One history list (a tab's, or a holding's): its first page, then the next as the investor
 * nears the end (an IntersectionObserver on a marker after the rows) or presses Load more. Each
 * page's rows render once, as they arrive: the pages already on screen are not drawn again.
 * Offline, the pages kept on the device show, with their age (the oldest page's, when some are older).
 */
export function HistoryList({ owner, filter, tab, onOpen }: { owner: string; filter: HistoryListFilter; tab: HistoryTab; onOpen(row: HistoryItem): void }) {
  const q = useInfiniteQuery(historyListQuery(owner, filter));
  const { data, error, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = q;
  const marker = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLUListElement>(null);
  // Load more pressed: the first row it brings gets the focus (the button may go with the last page)
  const focusRow = useRef<number | null>(null);
  const count = data?.pages.reduce((n, p) => n + p.data.page.transaction_history.length, 0) ?? 0;
  const more = () => {
    if (!hasNextPage || isFetchingNextPage) return;
    focusRow.current = count;
    void fetchNextPage({ cancelRefetch: false });
  };
  useEffect(() => {
    const at = focusRow.current;
    if (at === null || isFetchingNextPage || data === undefined) return;
    focusRow.current = null;
    list.current?.querySelectorAll<HTMLButtonElement>(':scope > li > button')[at]?.focus();
  }, [data, isFetchingNextPage, focusRow]);

  // a new observer once each page has come: it reports at once whether the end is (still) near,
  // so a short page or a tall screen loads on; after a failed page it waits for the button
  useEffect(() => {
    const el = marker.current;
    if (!el || !hasNextPage || isFetchingNextPage || isFetchNextPageError || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && void fetchNextPage({ cancelRefetch: false }), {
      rootMargin: `0px 0px ${AHEAD_PX}px 0px`,
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);

  if (data === undefined) {
    return error ? (
      <p role="alert" className="text-destructive">
        {messageOf(error)}
      </p>
    ) : (
      <Skeleton label="Loading transactions" className="h-48" />
    );
  }
  const status =
    isFetchNextPageError && error
      ? messageOf(error)
      : isFetchingNextPage
        ? HISTORY_LIST_TEXTS.gettingMore
        : hasNextPage
          ? HISTORY_LIST_TEXTS.showing(count)
          : HISTORY_LIST_TEXTS.showingAll(count);
  return (
    <>
      <DeviceCopyNote copy={oldestDeviceCopy(data.pages)} />
      {count === 0 && !hasNextPage ? (
        <p className="py-8 text-center text-muted-foreground">No Data Found</p>
      ) : (
        <ul ref={list} className="flex flex-col gap-2" aria-label={`${tab} transactions`}>
          {data.pages.map((p) => (
            <PageRows key={p.data.cursor ?? 'first'} rows={p.data.page.transaction_history} tab={tab} onOpen={onOpen} />
          ))}
        </ul>
      )}
      <div ref={marker} aria-hidden="true" />
      {count > 0 || hasNextPage ? (
        <div className="flex flex-col items-center gap-2 py-2">
          {/* <output> is a status region: polite, read when it changes, never taking the focus */}
          <output className={cn('block text-sm', isFetchNextPageError ? 'text-destructive' : 'text-muted-foreground')}>{status}</output>
          {hasNextPage && (
            // aria-disabled, not disabled, while a page is coming: a disabled button would drop the keyboard's focus before the rows come
            <Button variant="outline" onClick={more} aria-disabled={isFetchingNextPage || undefined}>
              {HISTORY_LIST_TEXTS.loadMore}
            </Button>
          )}
        </div>
      ) : null}
    </>
  );
}

/** The page shown from the device that is oldest, for the note above the list; none when every page is the server's. */
function oldestDeviceCopy(pages: ReadonlyArray<Cached<unknown>>): Cached<unknown> | undefined {
  let oldest: Cached<unknown> | undefined;
  for (const p of pages) if (p.stale && (!oldest || p.fetchedAt < oldest.fetchedAt)) oldest = p;
  return oldest;
}

/** One page's rows; memo: appending a page draws only its own rows. */
const PageRows = memo(function PageRows({ rows, tab, onOpen }: { rows: HistoryItem[]; tab: HistoryTab; onOpen(row: HistoryItem): void }) {
  return (
    <>
      {rows.map((r) => {
        const status = statusOf(r, tab);
        const size = r.Units === 'All' && !r.Costvalue ? 'All Units' : rupees(r.Costvalue ?? r.Purchaseamount);
        return (
          <li key={`${r.ID}-${r.Trantype}`}>
            <button
              type="button"
              onClick={() => onOpen(r)}
              aria-label={`${r.SchemeName}, ${r.Trantype}, ${r.EntDt}, ${size}, ${status.label}`}
              className="flex w-full flex-wrap items-center justify-between gap-2 rounded-lg border bg-card p-4 text-left hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <span className="flex min-w-0 flex-col">
                <span className="font-semibold">{r.SchemeName}</span>
                <span className="text-sm text-muted-foreground">
                  {r.Trantype} · {r.EntDt} · Folio {r.Accno ?? '-'}
                </span>
              </span>
              <span className="flex flex-col items-end">
                <span className="font-semibold tabular-nums">{size}</span>
                <span
                  className={cn('text-sm', status.tone === 'failed' ? 'text-destructive' : status.tone === 'ok' ? 'text-success' : 'text-muted-foreground')}
                >
                  {status.label}
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </>
  );
});

/** The Processing tab's rows (one short list, not paged). */
export function HistoryRows({ rows, tab, onOpen }: { rows: HistoryItem[]; tab: HistoryTab; onOpen(row: HistoryItem): void }) {
  if (rows.length === 0) return <p className="py-8 text-center text-muted-foreground">No Data Found</p>;
  return (
    <ul className="flex flex-col gap-2" aria-label={`${tab} transactions`}>
      <PageRows rows={rows} tab={tab} onOpen={onOpen} />
    </ul>
  );
}
