import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Masters } from '@shared/contract/masters.ts';
import type { ProfileBank } from '@shared/contract/banks.ts';
import { PROFILE_MESSAGES } from '@shared/contract/profile.ts';
import { ConfirmDialog } from '../../../components/ui/alert-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { profileCalls } from '../calls.ts';
import { profileQueries, refreshProfile } from '../queries.ts';
import { BankForm } from './bank-form.tsx';
import { FormAlert, useAction } from './use-action.tsx';

/** Bank Accounts (spec 3 §2.9): cards with masked numbers, default and delete, and Add New Bank Account. */
export function BankAccounts({ banks, masters, holderName }: { banks: ProfileBank[]; masters: Masters; holderName: string }) {
  const qc = useQueryClient();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<ProfileBank | null>(null);
  const { error, busy, run } = useAction();
  const typeName = (id: number) => masters.BankAccountType.find((t) => t.id === id)?.name ?? 'Savings';
  const show = async (list: ProfileBank[], message: string) => {
    qc.setQueryData(profileQueries.banks().queryKey, list);
    toast(message, { variant: 'success' });
    await refreshProfile(qc);
  };

  if (adding) {
    return (
      <Card>
        <CardHeader>
          <CardTitle>Add New Bank Account</CardTitle>
        </CardHeader>
        <CardContent>
          <BankForm
            holderName={holderName}
            masters={masters}
            onCancel={() => setAdding(false)}
            onSaved={(list) => {
              setAdding(false);
              void show(list, PROFILE_MESSAGES.bankAdded);
            }}
          />
        </CardContent>
      </Card>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <FormAlert message={error} />
      <ul aria-label="Bank accounts" className="grid gap-4 md:grid-cols-2">
        {banks.map((b) => (
          <li key={b.ID}>
            <Card className="h-full">
              <CardHeader className="flex-row items-start justify-between gap-2">
                <div>
                  <CardTitle>{b.BankName}</CardTitle>
                  <p className="text-sm text-muted-foreground">{b.ACNo}</p>
                </div>
                <div className="flex flex-wrap gap-1">
                  {b.DefaultFlag === 'Y' && <span className="rounded-full bg-primary/10 px-2 py-0.5 text-xs font-semibold text-primary">Default</span>}
                  <span
                    className={
                      b.is_verified
                        ? 'rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800'
                        : 'rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900'
                    }
                  >
                    {b.is_verified ? 'Verified' : 'Not verified'}
                  </span>
                </div>
              </CardHeader>
              <CardContent className="flex flex-col gap-3">
                <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                  <dt className="text-muted-foreground">Account holder</dt>
                  <dd>{b.AccountHolder}</dd>
                  <dt className="text-muted-foreground">Account type</dt>
                  <dd>{typeName(b.ACType)}</dd>
                  <dt className="text-muted-foreground">IFSC</dt>
                  <dd>{b.IFSCCode}</dd>
                  <dt className="text-muted-foreground">Branch</dt>
                  <dd>{b.BranchName}</dd>
                </dl>
                <div className="flex flex-wrap items-center gap-2">
                  {b.DefaultFlag !== 'Y' && (
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={busy}
                      aria-label={`Make ${b.BankName} ${b.ACNo} the default`}
                      onClick={() => void run(() => profileCalls.makeDefaultBank(b.ID)).then((a) => a && show(a.bank_details, 'Updated Successfully'))}
                    >
                      Make default
                    </Button>
                  )}
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={busy || b.delete_blocked !== null}
                    aria-label={`Delete ${b.BankName} ${b.ACNo}`}
                    onClick={() => setDeleting(b)}
                  >
                    Delete
                  </Button>
                  {b.image_url && (
                    <a href={b.image_url} target="_blank" rel="noreferrer" className="text-sm font-medium text-primary underline underline-offset-2">
                      View cheque / statement
                    </a>
                  )}
                </div>
                {b.delete_blocked && <p className="text-xs text-muted-foreground">{b.delete_blocked}</p>}
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
      <Button className="self-start" onClick={() => setAdding(true)}>
        Add New Bank Account
      </Button>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Are you sure want to delete this bank account?"
        description={deleting ? `${deleting.BankName} ${deleting.ACNo}` : undefined}
        destructive
        onConfirm={() => {
          const target = deleting;
          setDeleting(null);
          if (target) void run(() => profileCalls.deleteBank(target.ID)).then((a) => a && show(a.bank_details, PROFILE_MESSAGES.deleted));
        }}
      />
    </div>
  );
}
