import { useState } from 'react';
import { MAX_JOINT_HOLDERS, MODE_OF_HOLDING, PAGE_NO } from '@shared/contract/onboarding.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { RadioGroup, RadioGroupItem } from '../../../components/ui/radio-group.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { onboardingCalls } from '../calls.ts';
import { useStepAction } from '../use-step-action.ts';
import { ConfirmDelete, FormAlert } from './fields.tsx';
import { HolderForm } from './holder-form.tsx';
import { actionsClass, type StepProps } from './step-props.ts';

const NATURES = [
  { value: MODE_OF_HOLDING.joint, label: 'Joint Holder' },
  { value: MODE_OF_HOLDING.anyoneOrSurvivor, label: 'Anyone or survivor' },
] as const;

/**
 * Step 4 (spec 1 §2, §4): single holding unless the add-joint-holder box is ticked; then the
 * holding nature, the saved holders (list, delete) and the add form; back to the list after saving.
 */
export function HoldersStep({ details, next }: StepProps) {
  const [joint, setJoint] = useState(details.jh_count > 0);
  const [mode, setMode] = useState<2 | 3>(details.Mode_of_Holding === 3 ? 3 : 2);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<number | null>(null);
  const { error, busy, run, keep } = useStepAction();
  const showForm = joint && details.jh_count < MAX_JOINT_HOLDERS && (adding || details.jh_count === 0);

  const proceed = async () => {
    const answer = await run(() => onboardingCalls.saveStep({ page_no: PAGE_NO.holders, Mode_of_Holding: joint ? mode : MODE_OF_HOLDING.single }));
    if (!answer) return;
    keep(answer.onboarding_details);
    next();
  };

  const remove = async (id: number) => {
    const answer = await run(() => onboardingCalls.deleteJointHolder(id));
    if (!answer) return;
    keep(answer.onboarding_details);
    toast('Deleted successfully.');
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="flex items-center gap-3">
        <Checkbox id="add-joint-holder" checked={joint} onCheckedChange={(v) => setJoint(v === true)} />
        <Label htmlFor="add-joint-holder">Add joint holder</Label>
      </div>
      {joint && (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium">Holding nature</legend>
          <RadioGroup value={String(mode)} onValueChange={(v) => setMode(v === '3' ? 3 : 2)} className="flex flex-wrap gap-6" aria-label="Holding nature">
            {NATURES.map((n) => (
              <div key={n.value} className="flex items-center gap-2">
                <RadioGroupItem value={String(n.value)} id={`nature-${n.value}`} />
                <Label htmlFor={`nature-${n.value}`}>{n.label}</Label>
              </div>
            ))}
          </RadioGroup>
        </fieldset>
      )}
      {joint && details.jh_count === 0 && <p className="text-muted-foreground">You do not have any joint holders</p>}
      {details.jh_count > 0 && (
        <ul aria-label="Joint holders" className="flex flex-col divide-y rounded-xl border">
          {details.jh.map((h) => (
            <li key={h.JH_ID} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
              <span className="flex flex-col">
                <span className="font-medium">{h.JH_Name}</span>
                <span className="text-sm text-muted-foreground">{`PAN ${h.JH_PAN} · DOB ${h.JH_DOB}`}</span>
              </span>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                disabled={busy}
                onClick={() => setDeleting(h.JH_ID)}
                aria-label={`Delete joint holder ${h.JH_Name}`}
              >
                Delete
              </Button>
            </li>
          ))}
        </ul>
      )}
      {showForm ? (
        <HolderForm details={details} mode={mode} onSaved={() => setAdding(false)} onCancel={details.jh_count > 0 ? () => setAdding(false) : undefined} />
      ) : (
        joint &&
        details.jh_count > 0 &&
        details.jh_count < MAX_JOINT_HOLDERS && (
          <Button type="button" variant="outline" className="self-start" onClick={() => setAdding(true)}>
            ADD ANOTHER JOINT HOLDER
          </Button>
        )
      )}
      <FormAlert message={error} />
      <div className={actionsClass}>
        <Button type="button" disabled={busy} onClick={() => void proceed()}>
          SAVE &amp; PROCEED
        </Button>
      </div>
      <ConfirmDelete what="joint holder" target={deleting} onClose={() => setDeleting(null)} onDelete={(id) => void remove(id)} />
    </div>
  );
}
