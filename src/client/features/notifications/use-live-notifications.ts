import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { NOTIFICATION_KEYS } from './queries.ts';

/**
 * Keeps the bell current: a push received while the app is open (the service worker posts
 * `{type: 'push'}`) reloads the list at once, as does any key press (spec 3 §2.2: pressing any
 * key refreshes cart, profile and notifications; `alsoRefresh` names the other query keys).
 */
export function useLiveNotifications(alsoRefresh: ReadonlyArray<readonly string[]> = []): void {
  const qc = useQueryClient();
  useEffect(() => {
    const refresh = () => void qc.invalidateQueries({ queryKey: NOTIFICATION_KEYS.all });
    const onMessage = (e: MessageEvent) => {
      if ((e.data as { type?: string } | null)?.type === 'push') refresh();
    };
    let last = 0;
    const onKey = () => {
      // at most every 5 s: a person typing a form must not flood the server
      const now = Date.now();
      if (now - last < 5_000) return;
      last = now;
      refresh();
      for (const key of alsoRefresh) void qc.invalidateQueries({ queryKey: key });
    };
    navigator.serviceWorker?.addEventListener('message', onMessage);
    window.addEventListener('keydown', onKey);
    return () => {
      navigator.serviceWorker?.removeEventListener('message', onMessage);
      window.removeEventListener('keydown', onKey);
    };
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- alsoRefresh is a constant list at the call site
  }, [qc]);
}
