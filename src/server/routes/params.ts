import { refuse } from '../lib/refusal.ts';

/** A row id from the path; anything but a positive whole number is not found. */
export function idOf(text: string): number {
  const id = Number(text);
  if (!Number.isSafeInteger(id) || id <= 0) throw refuse('not-found', 'Not found');
  return id;
}
