import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { routeTree } from './routeTree.gen.ts';
import { RouteError, RoutePending } from './components/layout/route-states.tsx';

/** `history` is given only by the build-time prerender (a memory history at the page's URL). */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    // the prerender has no window to take the origin from; links are rendered as paths anyway
    ...(history ? { history, origin: 'http://localhost' } : {}),
    context: { queryClient },
    defaultPreload: 'intent',
    // loaders read through the query cache, which decides freshness
    defaultPreloadStaleTime: 0,
    // a browser's job: the prerender has no window to scroll
    scrollRestoration: !history,
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
