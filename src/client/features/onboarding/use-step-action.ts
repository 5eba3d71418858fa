import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { OnboardingDetails } from '@shared/contract/onboarding.ts';
import { MESSAGES } from '@shared/contract/common.ts';
import { ApiError } from '../../api/errors.ts';
import { toast } from '../../components/ui/toast.tsx';
import { useLiveError } from '../../lib/live-error.ts';
import { getAuth, updateAuth } from '../../session/store.ts';
import { onboardingMessage } from './calls.ts';
import { storeDetails } from './queries.ts';

/**
 * Runs a step's save: refused at once when offline (what was typed stays on screen), the
 * error kept for the form, and the answered details stored for every step to read.
 *
 * `liveProblem` is the step's rule check on what is on screen now (the same function the submit
 * runs): a rule's message set by `setError` follows the one rule of lib/live-error.ts;
 * the server's messages stay until the next save.
 */
export function useStepAction(liveProblem?: string | null) {
  const qc = useQueryClient();
  const { error, setError, setOtherError } = useLiveError(liveProblem);
  const [busy, setBusy] = useState(false);

  async function run<T>(fn: () => Promise<T>, messageOf: (err: unknown) => string = onboardingMessage): Promise<T | null> {
    setBusy(true);
    setOtherError(null);
    try {
      return await fn();
    } catch (err) {
      // spec 1 §4: an answer without onboarding_details (or a server failure) is the toast 'Something went wrong'
      if (err instanceof ApiError && (err.kind === 'contract' || err.kind === 'server')) toast(MESSAGES.somethingWrong, { variant: 'error' });
      setOtherError(messageOf(err));
      return null;
    } finally {
      setBusy(false);
    }
  }

  /** Keeps the wizard's copy and the auth state's saved position in step with the server. */
  function keep(details: OnboardingDetails): void {
    storeDetails(qc, details);
    const ud = getAuth(qc)?.user_details;
    if (ud && ud.page_no !== details.page_no) updateAuth(qc, { user_details: { ...ud, page_no: details.page_no } });
  }

  return { error, setError, busy, run, keep };
}
