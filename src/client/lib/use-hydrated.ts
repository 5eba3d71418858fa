import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/** True while React hydrates prerendered HTML (set by app.tsx just before hydrateRoot). */
let hydrating = false;

/** app.tsx: the coming render hydrates prerendered HTML. */
export function markHydrating(): void {
  hydrating = true;
}

/**
 * False in the build-time prerender and while React hydrates that HTML, true once the page's code
 * runs it (and at once on any page React renders itself). A prerendered page is painted before
 * its code has arrived; until then its controls say they cannot be used yet (inputs
 * read-only, buttons disabled), so nothing typed or pressed before the code runs is lost.
 *
 * The switch to true after hydration is a transition, rendered in slices: a store whose client
 * value differs from the server's would make React render every such control again at once,
 * inside the hydration's own commit (one long task on a phone: TBT).
 */
export function useHydrated(): boolean {
  // true on the server and during hydration (the same answer both ways, so React has no mismatch
  // to repair); false for anything React renders itself once hydration is over
  const prerendered = useSyncExternalStore(
    subscribe,
    () => hydrating,
    () => true,
  );
  const [ran, setRan] = useState(false);
  useEffect(() => {
    if (!prerendered) return;
    // hydration has committed: controls mounted from now on work at once
    hydrating = false;
    startTransition(() => setRan(true));
  }, [prerendered]);
  return !prerendered || ran;
}
