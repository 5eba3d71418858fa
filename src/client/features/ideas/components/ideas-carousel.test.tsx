import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import type { Idea } from '@shared/contract/ideas.ts';
import { loaderCounter } from '../../../api/loader-counter.ts';
import { offlineDb } from '../../../offline/db.ts';
import { IdeasCarousel } from './ideas-carousel.tsx';

const idea = (Id: number): Idea => ({
  Id,
  Inv_IdeaName: `Idea ${Id}`,
  Description: 'd',
  IconImage: '/images/invest/equity.svg',
  ImagePath: '/images/invest/equity.svg',
  Min_Amt: '16700.00',
  Category: 'equity',
  CategoryName: 'Equity',
});

function renderCarousel(onOpenIdea?: (id: number) => void) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <IdeasCarousel onOpenIdea={onOpenIdea} /> }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(
    <QueryClientProvider client={qc}>
      <RouterProvider router={router as never} />
    </QueryClientProvider>,
  );
}

beforeEach(async () => {
  await offlineDb.views.clear();
  vi.stubGlobal('fetch', () => Promise.resolve(new Response(JSON.stringify({ investment_ideas: [idea(1), idea(2), idea(3)] }), { status: 200 })));
});
const originalScrollBy = HTMLElement.prototype.scrollBy;
afterEach(() => {
  HTMLElement.prototype.scrollBy = originalScrollBy;
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('IdeasCarousel', () => {
  it('loads its ideas under its own spinner, not the full-screen loader over the dashboard', async () => {
    let highest = 0;
    const stop = loaderCounter.subscribe(() => (highest = Math.max(highest, loaderCounter.get())));
    try {
      renderCarousel();
      await screen.findByText('Idea 1');
    } finally {
      stop();
    }
    expect(highest).toBe(0);
  });

  it('an arrow scrolls 150 px in three 50 px steps 25 ms apart (spec 2 §9)', async () => {
    renderCarousel();
    await screen.findByText('Idea 1');
    const steps: number[] = [];
    HTMLElement.prototype.scrollBy = function (this: HTMLElement, opts?: ScrollToOptions | number) {
      steps.push(typeof opts === 'object' ? (opts.left ?? 0) : Number(opts));
    } as typeof HTMLElement.prototype.scrollBy;
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Scroll ideas right' }));
    await act(async () => {
      vi.advanceTimersByTime(24);
    });
    expect(steps).toEqual([]);
    await act(async () => {
      vi.advanceTimersByTime(100);
    });
    expect(steps).toEqual([50, 50, 50]);
    fireEvent.click(screen.getByRole('button', { name: 'Scroll ideas left' }));
    await act(async () => {
      vi.advanceTimersByTime(100);
    });
    expect(steps).toEqual([50, 50, 50, -50, -50, -50]);
  });

  it('a tap hands the idea to the dashboard when it asks', async () => {
    const opened: number[] = [];
    renderCarousel((id) => opened.push(id));
    fireEvent.click(await screen.findByRole('button', { name: /Idea 2/ }));
    expect(opened).toEqual([2]);
  });
});
