/**
 * Build-time prerender, bundled for Node by ./vite-plugin.ts after the client build:
 * renders the public pages with the real route tree at their URL, and the portal's skeleton, to
 * HTML that the server and the service worker hand out before any JavaScript has run.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterContextProvider, RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import { createQueryClient } from '../query-client.ts';
import { createAppRouter } from '../router.tsx';
import { PortalSkeleton } from '../components/layout/portal-skeleton.tsx';

export interface Rendered {
  html: string;
  /** the ids of the matched routes, root first: the plugin preloads their chunks */
  routeIds: string[];
  /** where the router ended (a guard may redirect) */
  pathname: string;
}

/** A public page as a signed-out visitor first sees it. The client hydrates exactly this tree (app.tsx). */
export async function renderPage(url: string): Promise<Rendered> {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, { history: createMemoryHistory({ initialEntries: [url] }), prerender: true });
  await router.load();
  const html = renderToString(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
  return { html, routeIds: router.state.matches.map((m) => m.routeId), pathname: router.state.location.pathname };
}

/** The portal's shell: menus, header bar, skeleton blocks and footer. Replaced, not hydrated, by the client. */
export function renderPortalShell(): string {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, { history: createMemoryHistory({ initialEntries: ['/portal'] }), prerender: true });
  return renderToString(
    <QueryClientProvider client={queryClient}>
      <RouterContextProvider router={router}>
        <PortalSkeleton />
      </RouterContextProvider>
    </QueryClientProvider>,
  );
}

/** Every portal route, as the URL pattern it serves and the ids of its route chain (root first). */
export function portalRoutes(): Array<{ path: string; routeIds: string[] }> {
  const router = createAppRouter(createQueryClient(), { history: createMemoryHistory({ initialEntries: ['/portal'] }), prerender: true });
  const byPath = new Map<string, string[]>();
  for (const route of Object.values(router.routesById)) {
    const path = route.fullPath.replace(/\/+$/, '') || '/';
    if (path !== '/portal' && !path.startsWith('/portal/')) continue;
    const chain: string[] = [];
    for (let r: typeof route | undefined = route; r; r = r.parentRoute as typeof route | undefined) chain.unshift(r.id);
    // a layout and its index share a path: the index's chain is the longer one and includes the layout
    if ((byPath.get(path)?.length ?? 0) < chain.length) byPath.set(path, chain);
  }
  return [...byPath].map(([path, routeIds]) => ({ path, routeIds }));
}
