import { useState } from 'react';
import { DEFAULT_COUNTRY_ID } from '@shared/contract/masters.ts';
import { PAGE_NO } from '@shared/contract/onboarding.ts';
import { validateAddress } from '@shared/rules/onboarding/onboarding-forms.ts';
import { PINCODE_LENGTH, PINCODE_MESSAGES, sanitizePincodeInput } from '@shared/rules/onboarding/pincode.ts';
import { Button } from '../../../components/ui/button.tsx';
import { onboardingCalls } from '../calls.ts';
import { useStepAction } from '../use-step-action.ts';
import { FormAlert, SelectField } from './fields.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { actionsClass, type StepProps } from './step-props.ts';

/** Step 6: the registered address (page_no 6); the city list follows the chosen state. */
export function AddressStep({ details, masters, next }: StepProps) {
  const [line1, setLine1] = useState(details.Home_Address1 ?? '');
  const [line2, setLine2] = useState(details.Home_Address2 ?? '');
  const [country, setCountry] = useState<number | null>(details.Home_Country ?? DEFAULT_COUNTRY_ID);
  const [state, setState] = useState<number | null>(details.Home_State);
  const [city, setCity] = useState<number | null>(details.Home_City);
  const [pincode, setPincode] = useState(details.Home_PinCode ?? '');
  const { error, setError, busy, run, keep } = useStepAction(validateAddress({ address1: line1, address2: line2, country, state, city, pincode }));
  const cities = masters.City.filter((c) => Number(c.extra?.state_id) === state);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const problem = validateAddress({ address1: line1, address2: line2, country, state, city, pincode });
    if (problem) return setError(problem);
    const answer = await run(() =>
      onboardingCalls.saveStep({
        page_no: PAGE_NO.address,
        Home_Address1: line1.trim(),
        Home_Address2: line2.trim(),
        Home_Country: country!,
        Home_State: state!,
        Home_City: city!,
        Home_PinCode: pincode,
      }),
    );
    if (!answer) return;
    keep(answer.onboarding_details);
    next();
  };

  const pinError = error === PINCODE_MESSAGES.invalid ? error : null;
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-5">
      <TextField label="Address Line 1" value={line1} onChange={setLine1} maxLength={120} autoComplete="address-line1" />
      <TextField label="Address Line 2" value={line2} onChange={setLine2} maxLength={120} autoComplete="address-line2" />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField label="Country" value={country} onChange={setCountry} options={masters.Country} />
        <SelectField
          label="State"
          value={state}
          onChange={(v) => {
            setState(v);
            setCity(null);
          }}
          options={masters.States}
        />
        <SelectField label="City" value={city} onChange={setCity} options={cities} placeholder={state === null ? 'Select a state first' : 'Please select'} />
        <TextField
          label="Pincode"
          value={pincode}
          onChange={(v) => setPincode(sanitizePincodeInput(v))}
          inputMode="numeric"
          maxLength={PINCODE_LENGTH}
          autoComplete="postal-code"
          error={pinError}
        />
      </div>
      <FormAlert message={pinError ? null : error} />
      <div className={actionsClass}>
        <Button type="submit" disabled={busy}>
          SAVE &amp; PROCEED
        </Button>
      </div>
    </form>
  );
}
