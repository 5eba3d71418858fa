import { useSyncExternalStore } from 'react';

/**
 * Counts requests in flight (spec 1 §1): up when one starts, down when it ends, never below 0.
 * The overlay shows while the count is above zero.
 *
 * A request can also be let go of before it ends: a read that has fallen back to the copy on the
 * device keeps waiting for the live answer in the background, and no spinner may cover figures
 * that are already on screen. Requests started while a `detachable` scope runs (synchronously,
 * as the API wrapper counts a request before its first await) are released together.
 */
export interface LoaderTicket {
  done: boolean;
}

let count = 0;
let scope: Set<LoaderTicket> | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export const loaderCounter = {
  start(): LoaderTicket {
    count += 1;
    const ticket = { done: false };
    scope?.add(ticket);
    emit();
    return ticket;
  },
  /** Ends a request; with its ticket, a second end (after a release) changes nothing. */
  end(ticket?: LoaderTicket): void {
    if (ticket) {
      if (ticket.done) return;
      ticket.done = true;
    }
    count = Math.max(0, count - 1);
    emit();
  },
  /**
   * Runs `start` and returns what it returns with a function that releases every request it
   * started (synchronously) from the count.
   */
  detachable<T>(startWork: () => T): { result: T; release(): void } {
    const outer = scope;
    const mine = new Set<LoaderTicket>();
    scope = mine;
    try {
      return { result: startWork(), release: () => mine.forEach((t) => loaderCounter.end(t)) };
    } finally {
      scope = outer;
    }
  },
  reset(): void {
    count = 0;
    emit();
  },
  get(): number {
    return count;
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useLoaderCount(): number {
  return useSyncExternalStore(loaderCounter.subscribe, loaderCounter.get, loaderCounter.get);
}
