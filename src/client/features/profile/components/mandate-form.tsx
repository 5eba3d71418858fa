import { useState } from 'react';
import type { ProfileBank } from '@shared/contract/banks.ts';
import {
  ELECTRONIC_MANDATE_HINT,
  MANDATE_MESSAGES,
  MANDATE_TYPES,
  sanitizeMandateAmount,
  validateMandate,
  type MandateType,
} from '@shared/rules/mandates/mandate.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dropdown } from '../../../components/ui/dropdown.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { RadioGroup, RadioGroupItem } from '../../../components/ui/radio-group.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { profileCalls } from '../calls.ts';
import { FormAlert, useAction } from './use-action.tsx';
import { XsipForm } from './xsip-form.tsx';

const HOW: Record<MandateType, string> = {
  N: 'Authorise online with your net banking or debit card. Takes about 2 working days; your bank may debit ₹1 to verify. Starts today.',
  X: 'Print, sign and upload the form. Your bank verifies it in about 21 working days. Starts 2 days from today.',
  I: "The exchange's digital mandate, authorised online. Takes about 7 working days.",
};

/**
 * Add New Bank Mandate (spec 3 §4.6, §5): the account, the type, the amount (digits and a point;
 * at most ₹10,00,000 for E-NACH) and, for NACH, the bank name. E-NACH and ISIP go on to the
 * authorisation page; NACH switches to 'DOWNLOAD AND UPLOAD NACH FORM'.
 */
export function MandateForm({
  banks,
  onRegistered,
  onCancel,
  authorise,
}: {
  banks: ProfileBank[];
  onRegistered(): void;
  onCancel(): void;
  authorise(url: string): void;
}) {
  const defaultBank = banks.find((b) => b.DefaultFlag === 'Y') ?? banks[0];
  const [accountId, setAccountId] = useState(defaultBank ? String(defaultBank.ID) : '');
  const [type, setType] = useState<MandateType>('N');
  const [amount, setAmount] = useState('');
  const [bankName, setBankName] = useState(defaultBank?.BankName ?? '');
  const [nach, setNach] = useState<{ mandateId: string; prefilledUrl: string | null } | null>(null);
  const [stage, setStage] = useState<'form' | 'nach-ready' | 'nach-upload'>('form');
  const { error, setError, busy, run } = useAction();

  const submit = async () => {
    const problem = validateMandate({ accountId, amount, mandateType: type, bankName });
    if (problem) return setError(problem);
    const bank = banks.find((b) => String(b.ID) === accountId);
    const answer = await run(() =>
      profileCalls.registerMandate({
        is_encrypted: false,
        AccountNO: accountId,
        IFSC_CODE: bank?.IFSCCode ?? '',
        Amount: amount,
        AC_TYPE: bank?.ACType ?? '',
        mandate_type: type,
        img: null,
        BankName: type === 'X' ? bankName.trim() : '',
      }),
    );
    if (!answer) return;
    const d = answer.imandate_details;
    if (!d.is_mandate_registered || !d.mandateId) return setError(`${MANDATE_MESSAGES.registrationFailed}: ${d.message}`);
    onRegistered();
    if (type !== 'X' && d.auth_url) return authorise(d.auth_url);
    setNach({ mandateId: d.mandateId, prefilledUrl: d.prefilled_url });
    setStage('nach-ready');
  };

  if (nach && stage === 'nach-upload') return <XsipForm mandateId={nach.mandateId} prefilledUrl={nach.prefilledUrl} onSent={onCancel} />;
  return (
    <form
      noValidate
      aria-label="Add New Bank Mandate"
      className="flex flex-col gap-5"
      onSubmit={(e) => {
        e.preventDefault();
        if (stage === 'nach-ready') setStage('nach-upload');
        else void submit();
      }}
    >
      <Dropdown
        label="Account Number"
        value={accountId || undefined}
        onValueChange={(v) => {
          setAccountId(v);
          setBankName(banks.find((b) => String(b.ID) === v)?.BankName ?? '');
        }}
        options={banks.map((b) => ({ value: String(b.ID), label: `${b.BankName} ${b.ACNo}` }))}
        placeholder="Select the account"
        disabled={stage !== 'form'}
      />
      <fieldset className="flex flex-col gap-3" disabled={stage !== 'form'}>
        <legend className="mb-2 text-sm font-medium">Mandate Type</legend>
        <RadioGroup value={type} onValueChange={(v) => setType(v as MandateType)} aria-label="Mandate Type">
          {(['N', 'X', 'I'] as const).map((t) => (
            <div key={t} className="flex items-start gap-3">
              <RadioGroupItem id={`mandate-type-${t}`} value={t} aria-describedby={`mandate-how-${t}`} className="mt-0.5" />
              <div>
                <Label htmlFor={`mandate-type-${t}`}>{MANDATE_TYPES[t]}</Label>
                <p id={`mandate-how-${t}`} className="text-xs text-muted-foreground">
                  {HOW[t]}
                </p>
              </div>
            </div>
          ))}
        </RadioGroup>
      </fieldset>
      <TextField
        label="Amount"
        value={amount}
        onChange={(v) => setAmount(sanitizeMandateAmount(v))}
        inputMode="numeric"
        maxLength={12}
        hint={type === 'X' ? 'The most that may be debited at a time' : ELECTRONIC_MANDATE_HINT}
        readOnly={stage !== 'form'}
      />
      {type === 'X' && <TextField label="Bank Name" value={bankName} onChange={setBankName} maxLength={100} readOnly={stage !== 'form'} />}
      <FormAlert message={error} />
      {stage === 'nach-ready' && <p className="text-sm">Your NACH mandate is registered. Download the form, sign it and upload the signed copy.</p>}
      <div className="flex flex-wrap gap-3">
        <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
          CANCEL
        </Button>
        <Button type="submit" disabled={busy}>
          {stage === 'nach-ready' ? 'DOWNLOAD AND UPLOAD NACH FORM' : 'SUBMIT'}
        </Button>
      </div>
    </form>
  );
}
