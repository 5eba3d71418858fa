import type { Cached } from './cache.ts';

/**
 * A read that timed out was answered from the device; its live answer, when it comes, is stored
 * and handed here so the query showing the device copy can show the live one instead (the query
 * client replaces any query whose data is that very copy).
 */
type Listener = (served: Cached<unknown>, fresh: Cached<unknown>) => void;
const listeners = new Set<Listener>();

export function onLateAnswer(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function lateAnswer(served: Cached<unknown>, fresh: Cached<unknown>): void {
  listeners.forEach((l) => l(served, fresh));
}
