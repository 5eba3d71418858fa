import { useState } from 'react';

/**
 * One rule for every form: a rule's message, set when a submit found it, stays on
 * screen only while the rule check on what is on screen now still answers that message. A
 * corrected field stops showing its error at once; typing the wrong value again shows it
 * again. It is derived, not cleared, so nothing has to remember to clear it.
 */
export function stillAnswered(shown: string | null | undefined, live: string | null | undefined): boolean {
  return shown !== null && shown !== undefined && shown === live;
}

/** Field messages of a submit, kept only for the fields whose live check still answers them. */
export function liveFieldErrors<K extends string>(shown: Partial<Record<K, string>>, live: Partial<Record<K, string>>): Partial<Record<K, string>> {
  const out: Partial<Record<K, string>> = {};
  for (const k of Object.keys(shown) as K[]) if (stillAnswered(shown[k], live[k])) out[k] = shown[k];
  return out;
}

/**
 * A form's one message. `setError` is for a rule's message (shown while `liveProblem`, the
 * form's rule check on the values now on screen, still answers it); `setOtherError` is for a
 * server's or a device's message, which stays until the next try. Without `liveProblem` every
 * message stays until it is replaced.
 */
export function useLiveError(liveProblem?: string | null) {
  const [error, setRawError] = useState<string | null>(null);
  const [fromRule, setFromRule] = useState(false);
  const setError = (message: string | null) => {
    setRawError(message);
    setFromRule(message !== null);
  };
  const setOtherError = (message: string | null) => {
    setRawError(message);
    setFromRule(false);
  };
  /** Forgets a server's or device's message (the investor changed what it was about); a rule's message keeps its own rule. */
  const clearOtherError = () => {
    if (!fromRule) setRawError(null);
  };
  const stale = fromRule && liveProblem !== undefined && !stillAnswered(error, liveProblem);
  return { error: stale ? null : error, setError, setOtherError, clearOtherError };
}
