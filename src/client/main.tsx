import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import './styles.css';
import { configureApi } from './api/client.ts';
import { createQueryClient, restoreAuth } from './query-client.ts';
import { createAppRouter } from './router.tsx';
import { getAuth } from './session/store.ts';
import { resetClientState } from './session/reset.ts';
import { dropMemberSession } from './session/member-session.ts';
import { registerServiceWorker } from './pwa/register.ts';

async function start() {
  const queryClient = createQueryClient();
  await restoreAuth(queryClient);
  const router = createAppRouter(queryClient);
  configureApi({
    credentials: () => {
      const auth = getAuth(queryClient);
      return { token: auth?.token ?? null, parentToken: auth?.parent_token ?? null };
    },
    // The server ended the session (expired, revoked): drop everything and sign in again.
    onUnauthorized: () => {
      // a family member's session that ended: back to the parent's own profile, still signed in
      if (dropMemberSession(queryClient)) return void router.navigate({ to: '/portal/dashboard', replace: true });
      void resetClientState(queryClient).then(() => router.navigate({ to: '/sign-in', replace: true }));
    },
  });
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
  registerServiceWorker();
}

void start();
