import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * A form's values and field messages: changing a field clears its message, and a failed
 * submit moves focus to the first field in error.
 */
export function useFormState<T extends object, K extends string>(initial: T | (() => T)) {
  const [form, setFormRaw] = useState<T>(initial);
  const [errors, setErrorsRaw] = useState<Partial<Record<K, string>>>({});
  const [attempt, setAttempt] = useState(0);
  const ref = useRef<HTMLFormElement>(null);

  const setForm = (next: T) => {
    setErrorsRaw((current) => {
      const out = { ...current };
      for (const k of Object.keys(next) as Array<keyof T>) if (next[k] !== form[k]) delete out[k as unknown as K];
      return out;
    });
    setFormRaw(next);
  };
  const setErrors = (e: Partial<Record<K, string>>) => {
    setErrorsRaw(e);
    setAttempt((n) => n + 1);
  };
  useFocusFirstError(ref, attempt);
  return { form, setForm, errors, setErrors, ref };
}

function useFocusFirstError(ref: RefObject<HTMLFormElement | null>, attempt: number) {
  useEffect(() => {
    if (attempt === 0) return;
    ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [ref, attempt]);
}
