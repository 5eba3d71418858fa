import { useState } from 'react';
import { messageOf } from '../../../api/errors.ts';
import { useLiveError } from '../../../lib/live-error.ts';

/**
 * Runs a profile call: busy while it runs, the failure's message kept for the screen.
 * `liveProblem` is the form's rule check on what is on screen now: a rule's message set with
 * `setError` goes as soon as the field is corrected (lib/live-error.ts).
 */
export function useAction(liveProblem?: string | null) {
  const { error, setError, setOtherError } = useLiveError(liveProblem);
  const [busy, setBusy] = useState(false);
  async function run<T>(fn: () => Promise<T>, message: (err: unknown) => string = messageOf): Promise<T | null> {
    setBusy(true);
    setOtherError(null);
    try {
      return await fn();
    } catch (err) {
      setOtherError(message(err));
      return null;
    } finally {
      setBusy(false);
    }
  }
  return { error, setError, busy, run };
}

/** The message of a form when it belongs to no single field. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-[var(--radius)] border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm font-medium text-destructive">
      {message}
    </p>
  );
}
