import { createRouter } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { routeTree } from './routeTree.gen.ts';
import { RouteError, RoutePending } from './components/layout/route-states.tsx';

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    // loaders read through the query cache, which decides freshness
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
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
