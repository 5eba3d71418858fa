import { useEffect, useState } from 'react';
import type { Masters } from '@shared/contract/masters.ts';
import type { OnboardingDetails } from '@shared/contract/onboarding.ts';
import { BANK_MESSAGES, sanitizeAccountNumber, validateBankDetails, ACCOUNT_NUMBER_MAX_LENGTH } from '@shared/rules/banks/bank-account.ts';
import { IFSC_LENGTH, IFSC_MESSAGES, sanitizeIfscInput, validateIfsc } from '@shared/rules/banks/ifsc.ts';
import { NAME_MAX_LENGTH, capitalizeFirst } from '@shared/rules/onboarding/name.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { messageOf } from '../../../api/errors.ts';
import { onboardingCalls } from '../calls.ts';
import { useStepAction } from '../use-step-action.ts';
import { FormAlert, SelectField } from './fields.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { actionsClass } from './step-props.ts';

interface Lookup {
  ifsc: string;
  bank: string | null;
  branch: string | null;
  error: string | null;
}

/**
 * The bank form (spec 1 §2): holder, account number (digits, at most 17), type, IFSC (looked up
 * at 11 characters: bank and branch filled in; an unknown branch may be typed), and the default
 * checkbox, shown only when a bank already exists.
 */
export function BankForm({
  details,
  masters,
  onSaved,
}: {
  details: OnboardingDetails;
  masters: Masters;
  onSaved(d: OnboardingDetails, proceed: boolean): void;
}) {
  const [holder, setHolder] = useState(`${details.First_Name ?? ''} ${details.Last_Name ?? ''}`.trim());
  const [account, setAccount] = useState('');
  const [type, setType] = useState<number | null>(null);
  const [ifsc, setIfsc] = useState('');
  const [typedBranch, setTypedBranch] = useState('');
  const [isDefault, setIsDefault] = useState(false);
  const [lookup, setLookup] = useState<Lookup | null>(null);

  const shapeError = ifsc.length === IFSC_LENGTH ? validateIfsc(ifsc) : null;
  useEffect(() => {
    if (ifsc.length !== IFSC_LENGTH || validateIfsc(ifsc)) return;
    let live = true;
    onboardingCalls
      .bankDetails(ifsc)
      .then((a) => live && setLookup({ ifsc, bank: a.bank_details.Bank_Name, branch: a.bank_details.Branch_Name, error: null }))
      .catch((err: unknown) => live && setLookup({ ifsc, bank: null, branch: null, error: messageOf(err) }));
    return () => {
      live = false;
    };
  }, [ifsc]);

  const current = shapeError ? { ifsc, bank: null, branch: null, error: shapeError } : lookup?.ifsc === ifsc ? lookup : null;
  // the save's checks, in order; also run on every render so a corrected field's message goes
  const problemOf = (): string | null => {
    const problem = validateBankDetails({ accountHolderName: holder, accountNumber: account, accountType: type === null ? '' : String(type), ifsc });
    if (problem) return problem;
    if (current?.error) return current.error;
    if (current && !current.branch && typedBranch.trim() === '') return BANK_MESSAGES.branchMissing;
    return null;
  };
  const { error, setError, busy, run, keep } = useStepAction(problemOf());
  const save = async (proceed: boolean) => {
    const problem = problemOf();
    if (problem) return setError(problem);
    const answer = await run(() =>
      onboardingCalls.saveBank({
        AccountHolder: holder.trim(),
        ACNo: account,
        ACType: type!,
        IFSCCode: ifsc,
        BranchName: typedBranch.trim(),
        DefaultFlag: isDefault ? 'Y' : 'N',
      }),
    );
    if (!answer) return;
    keep(answer.onboarding_details);
    setAccount('');
    setIfsc('');
    setTypedBranch('');
    setIsDefault(false);
    setType(null);
    onSaved(answer.onboarding_details, proceed);
  };

  const ifscError = error === IFSC_MESSAGES.invalid || error === IFSC_MESSAGES.unknown ? error : (current?.error ?? null);
  const accountError = error === BANK_MESSAGES.invalidAccountNumber ? error : null;
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save(true);
      }}
      className="flex flex-col gap-5"
    >
      <TextField label="Account Holder Name" value={holder} onChange={(v) => setHolder(capitalizeFirst(v))} maxLength={NAME_MAX_LENGTH} autoComplete="name" />
      <TextField
        label="Account Number"
        value={account}
        onChange={(v) => setAccount(sanitizeAccountNumber(v))}
        inputMode="numeric"
        maxLength={ACCOUNT_NUMBER_MAX_LENGTH}
        autoComplete="off"
        error={accountError}
      />
      <SelectField label="Account Type" value={type} onChange={setType} options={masters.BankAccountType} />
      <TextField
        label="IFSC Code"
        value={ifsc}
        onChange={(v) => setIfsc(sanitizeIfscInput(v))}
        maxLength={IFSC_LENGTH}
        autoComplete="off"
        error={ifscError}
        hint="11 characters, printed on your cheque book"
      />
      {current?.bank && (
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label="Bank Name" value={current.bank} readOnly />
          {current.branch ? (
            <TextField label="Branch Name" value={current.branch} readOnly />
          ) : (
            <TextField
              label="Branch Name"
              value={typedBranch}
              onChange={setTypedBranch}
              maxLength={100}
              hint="We could not find this branch: please type its name"
            />
          )}
        </div>
      )}
      {details.bank_count > 0 && (
        <div className="flex items-center gap-3">
          <Checkbox id="bank-default" checked={isDefault} onCheckedChange={(v) => setIsDefault(v === true)} />
          <Label htmlFor="bank-default">Make this my default bank account</Label>
        </div>
      )}
      <FormAlert message={ifscError || accountError ? null : error} />
      <div className={actionsClass}>
        <Button type="button" variant="outline" disabled={busy} onClick={() => void save(false)}>
          SAVE &amp; ADD ANOTHER BANK DETAILS
        </Button>
        <Button type="submit" disabled={busy}>
          SAVE &amp; PROCEED
        </Button>
      </div>
    </form>
  );
}
