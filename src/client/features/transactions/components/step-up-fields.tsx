import { useId } from 'react';
import { Dropdown } from '../../../components/ui/dropdown.tsx';
import { FieldError, Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import type { SipForm } from '../order-payloads.ts';

const KINDS = [
  { value: 'N', label: 'No step-up' },
  { value: 'P', label: 'By a percentage' },
  { value: 'A', label: 'By an amount' },
];

/** A yearly step-up of the SIP instalment (ours): none, a percentage (1-100) or an amount in rupees. */
export function StepUpFields({
  form,
  onChange,
  error,
  disabled,
}: {
  form: SipForm;
  onChange(next: SipForm): void;
  error?: string | undefined;
  disabled?: boolean;
}) {
  const id = useId();
  const kind = form.stepUpType ?? 'N';
  return (
    <div className="flex flex-col gap-3">
      <Dropdown
        label="Yearly step-up"
        value={kind}
        onValueChange={(v) => onChange({ ...form, stepUpType: v as 'N' | 'P' | 'A', stepUpValue: '' })}
        options={KINDS}
        disabled={disabled}
        className="max-w-xs"
      />
      {kind !== 'N' && (
        <div className="flex max-w-xs flex-col gap-1">
          <Label htmlFor={`${id}-value`}>{kind === 'P' ? 'Step-up percentage' : 'Step-up amount (₹)'}</Label>
          <Input
            id={`${id}-value`}
            inputMode="numeric"
            value={form.stepUpValue ?? ''}
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : `${id}-hint`}
            onChange={(e) => onChange({ ...form, stepUpValue: e.target.value.replace(/\D/g, '').slice(0, 7) })}
          />
          {error ? (
            <FieldError id={`${id}-error`}>{error}</FieldError>
          ) : (
            <p id={`${id}-hint`} className="text-sm text-muted-foreground">
              From each anniversary of the start date the instalment grows by this much.
            </p>
          )}
        </div>
      )}
    </div>
  );
}
