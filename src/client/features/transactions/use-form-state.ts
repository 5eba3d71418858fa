import { useEffect, useRef, useState, type RefObject } from 'react';
import { liveFieldErrors } from '../../lib/live-error.ts';

/** What a form's rule check answers (the order builders of order-payloads.ts answer this shape). */
export type Checked<K extends string> = { ok: true } | { ok: false; errors: Partial<Record<K, string>> };

/** The messages of a check that are still true of the form now on screen (lib/live-error.ts). */
export function stillTrue<K extends string>(shown: Partial<Record<K, string>>, live: Checked<K>): Partial<Record<K, string>> {
  return liveFieldErrors(shown, live.ok ? {} : live.errors);
}

/**
 * A form's values and field messages: a field's message stays while `check` (the submit's own
 * rule check) still answers it for what is on screen, and goes as soon as the field is valid
 *; a failed submit moves focus to the first field in error.
 */
export function useFormState<T extends object, K extends string>(initial: T | (() => T), check: (form: T) => Checked<K>) {
  const [form, setFormRaw] = useState<T>(initial);
  const setForm = (next: T) => setFormRaw(next);
  const [shown, setShown] = useState<Partial<Record<K, string>>>({});
  const [attempt, setAttempt] = useState(0);
  const ref = useRef<HTMLFormElement>(null);

  const setErrors = (e: Partial<Record<K, string>>) => {
    setShown(e);
    setAttempt((n) => n + 1);
  };
  useFocusFirstError(ref, attempt);
  const errors = stillTrue(shown, check(form));
  return { form, setForm, errors, setErrors, ref };
}

function useFocusFirstError(ref: RefObject<HTMLFormElement | null>, attempt: number) {
  useEffect(() => {
    if (attempt === 0) return;
    ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [ref, attempt]);
}
