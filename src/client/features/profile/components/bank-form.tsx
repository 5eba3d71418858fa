import { useEffect, useState } from 'react';
import type { Masters } from '@shared/contract/masters.ts';
import { UPLOAD_HINT } from '@shared/contract/onboarding.ts';
import type { ProfileBank } from '@shared/contract/banks.ts';
import { PROFILE_MESSAGES } from '@shared/contract/profile.ts';
import { ACCOUNT_NUMBER_MAX_LENGTH, BANK_MESSAGES, sanitizeAccountNumber, validateBankDetails } from '@shared/rules/banks/bank-account.ts';
import { IFSC_LENGTH, IFSC_MESSAGES, sanitizeIfscInput, validateIfsc } from '@shared/rules/banks/ifsc.ts';
import { NAME_MAX_LENGTH, capitalizeFirst } from '@shared/rules/onboarding/name.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Dropdown } from '../../../components/ui/dropdown.tsx';
import { FilePicker } from '../../../components/ui/file-picker.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError, messageOf } from '../../../api/errors.ts';
import { profileCalls } from '../calls.ts';
import { FormAlert, useAction } from './use-action.tsx';

type Lookup = { ifsc: string; bank: string | null; branch: string | null; error: string | null };
const uploadMessage = (err: unknown) =>
  err instanceof ApiError && (err.kind === 'client' || err.kind === 'network') ? messageOf(err) : PROFILE_MESSAGES.uploadFailed;

/**
 * Add New Bank Account (spec 3 §5): every field required, the IFSC looked up (bank and branch
 * filled in), and the cancelled cheque or statement uploaded before SUBMIT is enabled. The
 * server checks the holder's name against the investor's and asks the bank.
 */
export function BankForm({
  holderName,
  masters,
  onSaved,
  onCancel,
}: {
  holderName: string;
  masters: Masters;
  onSaved(banks: ProfileBank[]): void;
  onCancel(): void;
}) {
  const [holder, setHolder] = useState(holderName);
  const [account, setAccount] = useState('');
  const [type, setType] = useState('');
  const [ifsc, setIfsc] = useState('');
  const [typedBranch, setTypedBranch] = useState('');
  const [isDefault, setIsDefault] = useState(false);
  const [lookup, setLookup] = useState<Lookup | null>(null);
  const [proof, setProof] = useState<string | null>(null);
  const [proofError, setProofError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);

  const shapeError = ifsc.length === IFSC_LENGTH ? validateIfsc(ifsc) : null;
  useEffect(() => {
    if (ifsc.length !== IFSC_LENGTH || validateIfsc(ifsc)) return;
    let live = true;
    profileCalls
      .bankLookup(ifsc)
      .then((a) => live && setLookup({ ifsc, bank: a.bank_details.Bank_Name, branch: a.bank_details.Branch_Name, error: null }))
      .catch((err: unknown) => live && setLookup({ ifsc, bank: null, branch: null, error: messageOf(err) }));
    return () => {
      live = false;
    };
  }, [ifsc]);
  const current = shapeError ? { ifsc, bank: null, branch: null, error: shapeError } : lookup?.ifsc === ifsc ? lookup : null;
  // the submit's checks, in order; also run on every render so a corrected field's message goes
  const problemOf = (): string | null => {
    const problem = validateBankDetails({ accountHolderName: holder, accountNumber: account, accountType: type, ifsc }, BANK_MESSAGES.allMandatory);
    if (problem) return problem;
    if (current?.error) return current.error;
    if (!current?.bank) return BANK_MESSAGES.allMandatory;
    if (!current.branch && typedBranch.trim() === '') return BANK_MESSAGES.branchMissing;
    if (!proof) return PROFILE_MESSAGES.uploadProof;
    return null;
  };
  const { error, setError, busy, run } = useAction(problemOf());

  const upload = async (file: File) => {
    setUploading(true);
    setProofError(null);
    try {
      setProof((await profileCalls.uploadProof(file)).image_url);
    } catch (err) {
      setProofError(uploadMessage(err));
    } finally {
      setUploading(false);
    }
  };

  const submit = async () => {
    const problem = problemOf();
    if (problem) return setError(problem);
    if (!current?.bank || !proof) return; // problemOf answered both; here for the types
    const answer = await run(() =>
      profileCalls.addBank({
        AccountHolder: holder.trim(),
        ACNo: account,
        ACType: Number(type),
        IFSCCode: ifsc,
        BankName: current.bank ?? '',
        BranchName: current.branch ?? typedBranch.trim(),
        DefaultFlag: isDefault ? 'Y' : 'N',
        is_verified: false,
        image_url: proof,
      }),
    );
    if (answer) onSaved(answer.bank_details);
  };

  const ifscError = error === IFSC_MESSAGES.invalid || error === IFSC_MESSAGES.unknown ? error : (current?.error ?? null);
  return (
    <form
      noValidate
      aria-label="Add New Bank Account"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      className="flex flex-col gap-5"
    >
      <TextField
        label="Account Holder Name"
        value={holder}
        onChange={(v) => setHolder(capitalizeFirst(v))}
        maxLength={NAME_MAX_LENGTH}
        autoComplete="name"
        hint="As printed on your cheque book; it must be your name"
      />
      <TextField
        label="Account Number"
        value={account}
        onChange={(v) => setAccount(sanitizeAccountNumber(v))}
        inputMode="numeric"
        maxLength={ACCOUNT_NUMBER_MAX_LENGTH}
        autoComplete="off"
        error={error === BANK_MESSAGES.invalidAccountNumber ? error : null}
      />
      <Dropdown
        label="Account Type"
        value={type || undefined}
        onValueChange={setType}
        options={masters.BankAccountType.map((t) => ({ value: String(t.id), label: t.name }))}
      />
      <TextField
        label="IFSC Code"
        value={ifsc}
        onChange={(v) => setIfsc(sanitizeIfscInput(v))}
        maxLength={IFSC_LENGTH}
        autoComplete="off"
        error={ifscError}
        hint="11 characters, printed on your cheque book"
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Bank Name" value={current?.bank ?? ''} readOnly />
        {current?.bank && !current.branch ? (
          <TextField
            label="Branch Name"
            value={typedBranch}
            onChange={setTypedBranch}
            maxLength={100}
            hint="We could not find this branch: please type its name"
          />
        ) : (
          <TextField label="Branch Name" value={current?.branch ?? ''} readOnly />
        )}
      </div>
      <div className="flex items-center gap-3">
        <Checkbox id="profile-bank-default" checked={isDefault} onCheckedChange={(v) => setIsDefault(v === true)} />
        <Label htmlFor="profile-bank-default">Make this my default bank account</Label>
      </div>
      <FilePicker
        label="Cancelled cheque or bank statement"
        accept="image/jpeg,image/png,application/pdf"
        hint={UPLOAD_HINT.cheque}
        url={proof}
        busy={uploading}
        error={proofError}
        onFile={(f) => void upload(f)}
      />
      <FormAlert message={ifscError || error === BANK_MESSAGES.invalidAccountNumber ? null : error} />
      <div className="flex flex-wrap gap-3">
        <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
          CANCEL
        </Button>
        <Button type="submit" disabled={busy || uploading || !proof}>
          SUBMIT
        </Button>
      </div>
    </form>
  );
}
