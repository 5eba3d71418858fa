import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createBrowserHistory } from '@tanstack/react-router';
import { configureApi } from './api/client.ts';
import { configureDeviceOwner } from './offline/device-read.ts';
import { createQueryClient, restoreAuth } from './query-client.ts';
import { createAppRouter } from './router.tsx';
import { getAuth } from './session/store.ts';
import { resetClientState } from './session/reset.ts';
import { endDeviceSession, syncDeviceKey, watchDeviceKey, watchPendingSignOuts } from './session/device-session.ts';
import { dropMemberSession } from './session/member-session.ts';
import { registerServiceWorker } from './pwa/register.ts';
import { cn } from './lib/cn.ts';
import { markHydrating } from './lib/use-hydrated.ts';
import { yieldToBrowser } from './lib/yield.ts';

/** Starts the app: session, router, API wiring, the first render, the service worker. Called by main.tsx. */
export async function start(): Promise<void> {
  const queryClient = createQueryClient();
  await restoreAuth(queryClient);
  // the device copy's key follows the session: there before the first read, gone after it
  if (getAuth(queryClient)?.token) await syncDeviceKey(queryClient);
  else await endDeviceSession();
  watchDeviceKey(queryClient);
  watchPendingSignOuts();
  // a fresh task between the steps, so that none of them joins the next into one long task
  // (TBT on a phone)
  await yieldToBrowser();
  const history = createBrowserHistory();
  await yieldToBrowser();
  const router = createAppRouter(queryClient, { history });
  await yieldToBrowser();
  // tailwind-merge builds its whole class map on its first call: in a task of its own here, not
  // inside whichever module or render happens to call cn() first (TBT)
  cn('p-0');
  await yieldToBrowser();
  configureDeviceOwner(() => getAuth(queryClient)?.user_details?.ID ?? '');
  configureApi({
    credentials: () => {
      const auth = getAuth(queryClient);
      return { token: auth?.token ?? null, parentToken: auth?.parent_token ?? null };
    },
    // The server ended the session (expired, revoked): drop everything and sign in again.
    onUnauthorized: () => {
      // a family member's session that ended: back to the parent's own profile, still signed in
      if (dropMemberSession(queryClient)) return void router.navigate({ to: '/portal/dashboard', replace: true });
      // the session ended (not a sign-out): the copy stays behind the device unlock, if one is set up
      void resetClientState(queryClient, { wipe: false }).then(() => router.navigate({ to: '/sign-in', replace: true }));
    },
  });
  const container = document.getElementById('root')!;
  // The HTML may carry a prerendered page: resolve the route (guards, redirects, code,
  // loaders) before the first render, so React's first frame is the finished page, not a blank one.
  await router.load();
  const app = (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>
  );
  // A public page prerendered for where the router ended is hydrated: the markup is this very tree.
  // Anything else (the portal's skeleton, a signed-in visitor redirected away) is replaced.
  await yieldToBrowser();
  // Both as a transition: React renders (and hydrates) in slices and yields between them.
  if (container.dataset.prerendered === router.state.location.pathname) {
    markHydrating();
    startTransition(() => void hydrateRoot(container, app));
  } else {
    const root = createRoot(container);
    // as a transition React renders in slices and yields between them, so a large page (the
    // dashboard) does not hold the main thread in one long task while the skeleton is showing
    startTransition(() => root.render(app));
  }
  registerServiceWorker();
}
