import { useState } from 'react';
import { canAddNominee, validateTotal } from '@shared/rules/onboarding/nominee-share.ts';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { onboardingCalls } from '../calls.ts';
import { useStepAction } from '../use-step-action.ts';
import { ConfirmDelete, FormAlert } from './fields.tsx';
import { NomineeForm } from './nominee-form.tsx';
import { actionsClass, type StepProps } from './step-props.ts';

/**
 * Step 5 (spec 1 §4): the nominees with name, relation and percentage, and the form while there
 * are fewer than 3 and less than 100 % given out; at 100 only SAVE & PROCEED remains.
 */
export function NomineeStep({ details, masters, next }: StepProps) {
  const [deleting, setDeleting] = useState<number | null>(null);
  const { error, setError, busy, run, keep } = useStepAction();
  const shares = details.nominee.map((n) => n.Nper);

  const remove = async (id: number) => {
    const answer = await run(() => onboardingCalls.deleteNominee(id));
    if (!answer) return;
    keep(answer.onboarding_details);
    toast('Deleted successfully.');
  };

  return (
    <div className="flex flex-col gap-6">
      {details.nominee_count > 0 && (
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Nominees</caption>
          <thead>
            <tr className="border-b text-muted-foreground">
              <th scope="col" className="py-2 font-medium">
                Name
              </th>
              <th scope="col" className="py-2 font-medium">
                Relation
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                Percentage
              </th>
              <th scope="col" className="py-2">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {details.nominee.map((n) => (
              <tr key={n.Nominee_ID} className="border-b">
                <td className="py-2">{n.Nominee_Name}</td>
                <td className="py-2">{n.Nominee_RelationShip}</td>
                <td className="py-2 text-right tabular-nums">{`${n.Nper}%`}</td>
                <td className="py-2 text-right">
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    disabled={busy}
                    onClick={() => setDeleting(n.Nominee_ID)}
                    aria-label={`Delete nominee ${n.Nominee_Name}`}
                  >
                    Delete
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {canAddNominee(shares) && <NomineeForm details={details} masters={masters} onSaved={() => setError(null)} />}
      <FormAlert message={error} />
      <div className={actionsClass}>
        <Button
          type="button"
          disabled={busy}
          onClick={() => {
            const problem = validateTotal(shares);
            if (problem) setError(problem);
            else next();
          }}
        >
          SAVE &amp; PROCEED
        </Button>
      </div>
      <ConfirmDelete what="nominee" target={deleting} onClose={() => setDeleting(null)} onDelete={(id) => void remove(id)} />
    </div>
  );
}
