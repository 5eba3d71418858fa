import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { routeTree } from './routeTree.gen.ts';
import { RouteError, RoutePending } from './components/layout/route-states.tsx';

/**
 * `history`: the browser's (app.tsx makes it in a task of its own: with the route tree's
 * processing it made one task of some 20 ms at start-up: TBT), or for the build-time
 * prerender a memory history at the page's URL, with `prerender`.
 */
export function createAppRouter(queryClient: QueryClient, opts: { history?: RouterHistory; prerender?: boolean } = {}) {
  const { history, prerender = false } = opts;
  return createRouter({
    routeTree,
    ...(history ? { history } : {}),
    // the prerender has no window to take the origin from; links are rendered as paths anyway
    ...(prerender ? { origin: 'http://localhost' } : {}),
    context: { queryClient },
    defaultPreload: 'intent',
    // loaders read through the query cache, which decides freshness
    defaultPreloadStaleTime: 0,
    // a browser's job: the prerender has no window to scroll
    scrollRestoration: !prerender,
    // every route gets a loading state and a failure with Try again unless it declares its own
    defaultPendingComponent: RoutePending,
    defaultErrorComponent: RouteError,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
