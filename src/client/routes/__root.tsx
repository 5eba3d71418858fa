import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import type { RouterContext } from '../router-context.ts';
import { Toaster } from '../components/ui/toast.tsx';
import { LoaderOverlay } from '../components/ui/loader-overlay.tsx';
import { useLoaderCount } from '../api/loader-counter.ts';
import { UpdatePrompt } from '../pwa/update-prompt.tsx';

function Root() {
  const loading = useLoaderCount();
  return (
    <>
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-card focus:p-2">
        Skip to content
      </a>
      <Outlet />
      <Toaster />
      <LoaderOverlay count={loading} />
      <UpdatePrompt />
    </>
  );
}

function NotFound() {
  return (
    <main id="main" className="mx-auto max-w-xl p-8 text-center">
      <h1 className="text-2xl font-semibold">Page not found</h1>
      <p className="mt-2 text-muted-foreground">The page you asked for does not exist.</p>
      <a href="/" className="mt-4 inline-block text-primary underline">
        Go to Nivesh
      </a>
    </main>
  );
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  notFoundComponent: NotFound,
});
