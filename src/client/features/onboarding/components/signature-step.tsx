import { useState } from 'react';
import { ONBOARDING_MESSAGES, UPLOAD_HINT, type OnboardingDetails } from '@shared/contract/onboarding.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../api/errors.ts';
import { onboardingCalls, uploadMessage } from '../calls.ts';
import { useStepAction } from '../use-step-action.ts';
import { FilePicker } from '../../../components/ui/file-picker.tsx';
import { actionsClass, type StepProps } from './step-props.ts';

/** A joint holder's upload answers `error` in a 200 (spec 1 §7): raised here like any refusal. */
async function uploadJh(n: number, file: File) {
  const answer = await onboardingCalls.uploadJhSign(n, file);
  if ('error' in answer) throw new ApiError(answer.error, 'client', 200);
  return answer;
}

/**
 * Step 9 (spec 1 §2, §4): the investor's signature, then one per joint holder with PREVIOUS and
 * NEXT; the last button is SAVE, which submits the onboarding. Each signature is needed before
 * moving on.
 */
export function SignatureStep({ details, onSubmitted }: StepProps & { onSubmitted(answer: Awaited<ReturnType<typeof onboardingCalls.submit>>): void }) {
  const [page, setPage] = useState(0);
  const { error, setError, busy, run, keep } = useStepAction();
  const pages = 1 + details.jh_count;
  const holder = page > 0 ? details.jh[page - 1]! : null;
  const url = holder ? (details.jh_sign.find((s) => s.JH_No === holder.JH_No)?.url ?? null) : details.signature;
  const last = page === pages - 1;

  const upload = (file: File) =>
    void run<{ onboarding_details: OnboardingDetails }>(() => (holder ? uploadJh(holder.JH_No, file) : onboardingCalls.uploadSign(file)), uploadMessage).then(
      (answer) => {
        if (answer) keep(answer.onboarding_details);
      },
    );

  const forward = async () => {
    if (!url) return setError(holder ? ONBOARDING_MESSAGES.uploadImage : ONBOARDING_MESSAGES.uploadSignature);
    if (!last) {
      setError(null);
      return setPage(page + 1);
    }
    const answer = await run(() => onboardingCalls.submit());
    if (answer) onSubmitted(answer);
  };

  return (
    <div className="flex flex-col gap-6">
      <h2 className="text-lg font-semibold" aria-live="polite">
        {holder ? `Signature of joint holder ${holder.JH_No}: ${holder.JH_Name}` : 'Your signature'}
      </h2>
      <p className="text-muted-foreground">Sign on white paper with a dark pen and upload a clear photo or scan of it.</p>
      <FilePicker
        key={page}
        label={holder ? `Signature of ${holder.JH_Name}` : 'Your signature'}
        accept="image/jpeg,image/png"
        hint={UPLOAD_HINT.signature}
        url={url}
        busy={busy}
        error={error}
        onFile={upload}
      />
      <div className={actionsClass}>
        {page > 0 && (
          <Button
            type="button"
            variant="outline"
            disabled={busy}
            onClick={() => {
              setError(null);
              setPage(page - 1);
            }}
          >
            PREVIOUS
          </Button>
        )}
        <Button type="button" disabled={busy} onClick={() => void forward()}>
          {last ? 'SAVE' : 'NEXT'}
        </Button>
      </div>
    </div>
  );
}
