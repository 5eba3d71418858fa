import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False in the build-time prerender and while React hydrates that HTML, true once the page's code
 * runs it (and at once on any page React renders itself). A prerendered page is painted before
 * its code has arrived (issue 16); until then its controls say they cannot be used yet (inputs
 * read-only, buttons disabled), so nothing typed or pressed before the code runs is lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
