import { useRef, useState } from 'react';
import { PAGE_NO, ONBOARDING_MESSAGES } from '@shared/contract/onboarding.ts';
import { capitalizeFirst, NAME_MAX_LENGTH } from '@shared/rules/onboarding/name.ts';
import { PAN_LENGTH, PAN_MESSAGES, sanitizePanInput } from '@shared/rules/onboarding/pan.ts';
import { validateIdentification } from '@shared/rules/onboarding/onboarding-forms.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/alert-dialog.tsx';
import { onboardingCalls } from '../calls.ts';
import { useStepAction } from '../use-step-action.ts';
import { FormAlert } from './fields.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { actionsClass, type StepProps } from './step-props.ts';

const PAN_FIELD_MESSAGES: readonly string[] = [PAN_MESSAGES.mandatory, PAN_MESSAGES.invalid, PAN_MESSAGES.nonIndividual, ONBOARDING_MESSAGES.alertPanExists];

/**
 * Step 1: PAN and names; the first letter of each name is upper-cased as it is typed. The answer
 * decides the onboarding start (spec 1 §4): onboarded → investment; not KYC-verified → a
 * confirmation (OK → investment, Cancel → /onboarding); otherwise on to personal details.
 */
export function IdentificationStep({ details, next, onOnboarded, onNotKyc }: StepProps & { onOnboarded(): void; onNotKyc(ok: boolean): void }) {
  const [pan, setPan] = useState(details.PAN ?? '');
  const [firstName, setFirstName] = useState(details.First_Name ?? '');
  const [lastName, setLastName] = useState(details.Last_Name ?? '');
  const [notKyc, setNotKyc] = useState<string | null>(null);
  // OK also closes the dialog; the close must then not count as Cancel
  const confirmed = useRef(false);
  const { error, setError, busy, run, keep } = useStepAction(validateIdentification({ pan, firstName, lastName }));

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const problem = validateIdentification({ pan, firstName, lastName });
    if (problem) return setError(problem);
    const answer = await run(() => onboardingCalls.saveStep({ page_no: PAGE_NO.identification, PAN: pan, First_Name: firstName, Last_Name: lastName }));
    if (!answer) return;
    keep(answer.onboarding_details);
    if (answer.onboarding_details.onboarding_status === 1) return onOnboarded();
    if (answer.onboarding_details.status === 0 && answer.message) {
      confirmed.current = false;
      return setNotKyc(answer.message);
    }
    next();
  };

  const panError = error && PAN_FIELD_MESSAGES.includes(error) ? error : null;
  const nameError = error === ONBOARDING_MESSAGES.invalidName ? error : null;
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-5">
      <TextField
        label="PAN"
        value={pan}
        onChange={(v) => setPan(sanitizePanInput(v))}
        maxLength={PAN_LENGTH}
        autoComplete="off"
        error={panError}
        hint="10 characters, as printed on your PAN card"
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="First Name"
          value={firstName}
          onChange={(v) => setFirstName(capitalizeFirst(v))}
          maxLength={NAME_MAX_LENGTH}
          autoComplete="given-name"
          error={nameError}
        />
        <TextField
          label="Last Name"
          value={lastName}
          onChange={(v) => setLastName(capitalizeFirst(v))}
          maxLength={NAME_MAX_LENGTH}
          autoComplete="family-name"
        />
      </div>
      <FormAlert message={panError || nameError ? null : error} />
      <div className={actionsClass}>
        <Button type="submit" disabled={busy}>
          SAVE &amp; PROCEED
        </Button>
      </div>
      <ConfirmDialog
        open={notKyc !== null}
        onOpenChange={(open) => {
          if (open) return;
          setNotKyc(null);
          if (!confirmed.current) onNotKyc(false);
        }}
        title="KYC not verified"
        description={notKyc ?? ''}
        confirmLabel="OK"
        cancelLabel="Cancel"
        onConfirm={() => {
          confirmed.current = true;
          onNotKyc(true);
        }}
      />
    </form>
  );
}
