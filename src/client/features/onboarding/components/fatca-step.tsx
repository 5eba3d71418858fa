import { useState } from 'react';
import { DEFAULT_COUNTRY_ID } from '@shared/contract/masters.ts';
import { PAGE_NO } from '@shared/contract/onboarding.ts';
import { validateFatca } from '@shared/rules/onboarding/onboarding-forms.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { RadioGroup, RadioGroupItem } from '../../../components/ui/radio-group.tsx';
import { cn } from '../../../lib/cn.ts';
import { onboardingCalls } from '../calls.ts';
import { useStepAction } from '../use-step-action.ts';
import { FormAlert, SelectField } from './fields.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { actionsClass, type StepProps } from './step-props.ts';

/** The occupation list's own first item (spec 1 §2): choosing it means nothing is chosen. */
const PLEASE_SELECT = { id: 0, name: 'Please select' };

/** Step 7: the FATCA declaration (page_no 8): income slab buttons, PEP radio (default N), and the rest. */
export function FatcaStep({ details, masters, next }: StepProps) {
  const [slab, setSlab] = useState<number | null>(details.INC_SLAB);
  const [nationality, setNationality] = useState<number | null>(details.Nationality ?? DEFAULT_COUNTRY_ID);
  const [residency, setResidency] = useState<number | null>(details.Type_of_Resident ?? DEFAULT_COUNTRY_ID);
  const [pep, setPep] = useState<'Y' | 'N'>(details.PEP_FLAG ?? 'N');
  const [birthPlace, setBirthPlace] = useState(details.Place_of_Birth ?? '');
  const [occupation, setOccupation] = useState<number | null>(details.Occupation);
  const [wealth, setWealth] = useState<number | null>(details.SRCE_WEALT);
  const { error, setError, busy, run, keep } = useStepAction(
    validateFatca({ placeOfBirth: birthPlace, occupation, taxResidency: residency, nationality, pep, incomeSlab: slab, sourceOfWealth: wealth }),
  );

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const problem = validateFatca({
      placeOfBirth: birthPlace,
      occupation,
      taxResidency: residency,
      nationality,
      pep,
      incomeSlab: slab,
      sourceOfWealth: wealth,
    });
    if (problem) return setError(problem);
    const answer = await run(() =>
      onboardingCalls.saveStep({
        page_no: PAGE_NO.fatca,
        Place_of_Birth: birthPlace.trim(),
        Occupation: occupation!,
        Type_of_Resident: residency!,
        Nationality: nationality!,
        PEP_FLAG: pep,
        INC_SLAB: slab!,
        SRCE_WEALT: wealth!,
      }),
    );
    if (!answer) return;
    keep(answer.onboarding_details);
    next();
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-5">
      <fieldset>
        <legend className="mb-2 text-sm font-medium">Income slab</legend>
        <div className="flex flex-wrap gap-2">
          {masters.Income_tax_slab.map((s) => (
            <Button
              key={s.id}
              type="button"
              size="sm"
              variant="outline"
              aria-pressed={slab === s.id}
              onClick={() => setSlab(s.id)}
              className={cn(slab === s.id && 'border-primary bg-primary text-primary-foreground hover:bg-primary/90')}
            >
              {s.name}
            </Button>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField label="Nationality" value={nationality} onChange={setNationality} options={masters.Country} />
        <SelectField label="Country of Tax Residency" value={residency} onChange={setResidency} options={masters.Country} />
      </div>
      <fieldset>
        <legend className="mb-2 text-sm font-medium">Are you a politically exposed person?</legend>
        <RadioGroup value={pep} onValueChange={(v) => setPep(v === 'Y' ? 'Y' : 'N')} className="flex gap-6" aria-label="Politically exposed person">
          {(['Y', 'N'] as const).map((v) => (
            <div key={v} className="flex items-center gap-2">
              <RadioGroupItem value={v} id={`pep-${v}`} />
              <Label htmlFor={`pep-${v}`}>{v === 'Y' ? 'Yes' : 'No'}</Label>
            </div>
          ))}
        </RadioGroup>
      </fieldset>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Place of Birth" value={birthPlace} onChange={setBirthPlace} maxLength={60} />
        <SelectField
          label="Occupation"
          value={occupation}
          onChange={(v) => setOccupation(v === 0 ? null : v)}
          options={[PLEASE_SELECT, ...masters.Occupation]}
        />
        <SelectField label="Source of Wealth" value={wealth} onChange={setWealth} options={masters.Source_of_wealth} />
      </div>
      <FormAlert message={error} />
      <div className={actionsClass}>
        <Button type="submit" disabled={busy}>
          SAVE &amp; PROCEED
        </Button>
      </div>
    </form>
  );
}
