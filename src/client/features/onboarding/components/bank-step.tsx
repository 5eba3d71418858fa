import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { onboardingCalls } from '../calls.ts';
import { useStepAction } from '../use-step-action.ts';
import { BankForm } from './bank-form.tsx';
import { ConfirmDelete, FormAlert } from './fields.tsx';
import { actionsClass, type StepProps } from './step-props.ts';

/** Step 3 (spec 1 §2, §4): with no banks the form shows, otherwise the list; one default at a time. */
export function BankStep({ details, masters, next }: StepProps) {
  const [adding, setAdding] = useState(details.bank_count === 0);
  const [deleting, setDeleting] = useState<number | null>(null);
  const { error, busy, run, keep } = useStepAction();
  const typeName = (id: number) => masters.BankAccountType.find((t) => t.id === id)?.name ?? '';
  const showForm = adding || details.bank_count === 0;

  const act = async (fn: () => ReturnType<typeof onboardingCalls.deleteBank>, done: string) => {
    const answer = await run(fn);
    if (answer) {
      keep(answer.onboarding_details);
      toast(done);
    }
  };

  return (
    <div className="flex flex-col gap-6">
      {details.bank_count > 0 && (
        <ul aria-label="Saved bank accounts" className="flex flex-col gap-3">
          {details.bank.map((b) => (
            <li key={b.ID}>
              <Card>
                <CardContent className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
                  <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                    <dt className="text-muted-foreground">Account holder</dt>
                    <dd>{b.AccountHolder}</dd>
                    <dt className="text-muted-foreground">Bank</dt>
                    <dd>{b.BankName}</dd>
                    <dt className="text-muted-foreground">Account number</dt>
                    <dd>{b.ACNo}</dd>
                    <dt className="text-muted-foreground">Account type</dt>
                    <dd>{typeName(b.ACType)}</dd>
                    <dt className="text-muted-foreground">IFSC</dt>
                    <dd>{b.IFSCCode}</dd>
                    <dt className="text-muted-foreground">Branch</dt>
                    <dd>{b.BranchName}</dd>
                  </dl>
                  <div className="flex flex-wrap gap-2">
                    {b.DefaultFlag === 'Y' ? (
                      <span className="inline-flex h-11 items-center rounded-full bg-primary/10 px-3 text-sm font-semibold text-primary">Default</span>
                    ) : (
                      <Button
                        type="button"
                        size="sm"
                        variant="outline"
                        disabled={busy}
                        onClick={() => void act(() => onboardingCalls.makeDefaultBank(b.ID), 'Updated Successfully')}
                        aria-label={`Make ${b.BankName} ${b.ACNo} the default`}
                      >
                        Make default
                      </Button>
                    )}
                    <Button
                      type="button"
                      size="sm"
                      variant="ghost"
                      disabled={busy}
                      onClick={() => setDeleting(b.ID)}
                      aria-label={`Delete ${b.BankName} ${b.ACNo}`}
                    >
                      Delete
                    </Button>
                  </div>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <FormAlert message={error} />
      {showForm && details.bank_count > 0 && (
        <div className="flex items-center justify-between gap-2">
          <h2 className="text-lg font-semibold">Add a bank account</h2>
          <Button type="button" variant="ghost" size="sm" onClick={() => setAdding(false)}>
            Cancel
          </Button>
        </div>
      )}
      {showForm ? (
        <BankForm
          details={details}
          masters={masters}
          onSaved={(_, proceed) => {
            if (proceed) next();
            else setAdding(true);
          }}
        />
      ) : (
        <div className={actionsClass}>
          <Button type="button" variant="outline" onClick={() => setAdding(true)}>
            ADD NEW BANK DETAILS
          </Button>
          <Button type="button" onClick={next}>
            SAVE &amp; PROCEED
          </Button>
        </div>
      )}
      <ConfirmDelete
        what="bank account"
        target={deleting}
        onClose={() => setDeleting(null)}
        onDelete={(id) => void act(() => onboardingCalls.deleteBank(id), 'Deleted successfully.')}
      />
    </div>
  );
}
