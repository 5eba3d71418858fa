import { useEffect, useRef } from 'react';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { messageOf } from '../../api/errors.ts';
import { Button } from '../ui/button.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { useOnline } from './offline-banner.tsx';

/** The router's default while a route's loader runs past the pending delay. */
export function RoutePending() {
  return <Spinner label="Loading" size="lg" className="mx-auto py-16" />;
}

/**
 * The router's default when a route's loader (or a suspense query of its component) fails: the
 * message follows the spec's alert rules (the server's words, 'Something went wrong' on 5xx), with
 * Try again, which re-runs the loaders. Offline it says so, and retries by itself once back online.
 */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const queries = useQueryErrorResetBoundary();
  const online = useOnline();
  const retry = () => {
    queries.reset();
    reset();
    void router.invalidate();
  };
  const wasOffline = useRef(!online);
  useEffect(() => {
    if (!online) wasOffline.current = true;
    else if (wasOffline.current) {
      wasOffline.current = false;
      retry();
    }
  });
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-12 text-center">
      <h1 className="text-xl font-semibold">We could not open this page</h1>
      <p role="alert" className="text-muted-foreground">
        {online ? messageOf(error) : 'You are offline; this page needs a connection. It will load when you are back online.'}
      </p>
      <Button onClick={retry}>Try again</Button>
    </section>
  );
}
