import { useSyncExternalStore } from 'react';

/**
 * Counts requests in flight (spec 1 §1): up when one starts, down when it ends, never below 0.
 * The overlay shows while the count is above zero.
 */
let count = 0;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export const loaderCounter = {
  start(): void {
    count += 1;
    emit();
  },
  end(): void {
    count = Math.max(0, count - 1);
    emit();
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
