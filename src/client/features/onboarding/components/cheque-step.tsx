import { ONBOARDING_MESSAGES, UPLOAD_HINT } from '@shared/contract/onboarding.ts';
import { Button } from '../../../components/ui/button.tsx';
import { onboardingCalls, uploadMessage } from '../calls.ts';
import { useStepAction } from '../use-step-action.ts';
import { FilePicker } from '../../../components/ui/file-picker.tsx';
import { actionsClass, type StepProps } from './step-props.ts';

/** Step 8: a cancelled cheque or a bank statement, uploaded as soon as it is chosen. */
export function ChequeStep({ details, next }: StepProps) {
  const { error, setError, busy, run, keep } = useStepAction();
  return (
    <div className="flex flex-col gap-6">
      <p className="text-muted-foreground">
        Upload a cancelled cheque, or a bank statement, of your default bank account. It shows your name, account number and IFSC.
      </p>
      <FilePicker
        label="Cancelled cheque or bank statement"
        accept="image/jpeg,image/png,application/pdf"
        hint={UPLOAD_HINT.cheque}
        url={details.cancel_cheque}
        busy={busy}
        error={error}
        onFile={(file) =>
          void run(() => onboardingCalls.uploadCheque(file), uploadMessage).then((answer) => {
            if (answer) keep(answer.onboarding_details);
          })
        }
      />
      <div className={actionsClass}>
        <Button type="button" disabled={busy} onClick={() => (details.cancel_cheque ? next() : setError(ONBOARDING_MESSAGES.uploadCheque))}>
          SAVE &amp; PROCEED
        </Button>
      </div>
    </div>
  );
}
