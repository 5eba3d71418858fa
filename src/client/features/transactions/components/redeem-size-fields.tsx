import { useId, useState } from 'react';
import { defaultRedeemAmount } from '@shared/rules/transactions/amounts.ts';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { FieldError, Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { RadioGroup, RadioGroupItem } from '../../../components/ui/radio-group.tsx';
import { redeemableValue, rupees, unitsText } from '../format.ts';
import type { RedeemField, RedeemForm, RedeemMode } from '../order-payloads.ts';
import type { Folio } from '../types.ts';
import { AmountField } from './amount-field.tsx';

const MODES: ReadonlyArray<{ value: RedeemMode; label: string }> = [
  { value: 'amount', label: 'Amount' },
  { value: 'units', label: 'Units' },
  { value: 'all', label: 'All Units' },
];

/** A folio change starts the amount at 5000 when the holding is worth that much (spec 2 §9). */
export function withFolio<F extends RedeemForm>(form: F, folio: Folio | undefined): F {
  return { ...form, folio: folio?.folio ?? '', amount: folio ? defaultRedeemAmount(redeemableValue(folio)) : '', units: '' };
}

/**
 * How much goes out: by Amount, by Units or All Units; 'Redeem All Units' forces All and
 * disables the other modes (spec 2 §4, §5).
 */
export function RedeemSizeFields<F extends RedeemForm>({
  form,
  onChange,
  errors,
  folio,
  allUnitsLabel = 'Redeem All Units',
  amountLabel = 'Amount',
  modeLegend = 'Redeem by',
  disabled,
}: {
  form: F;
  onChange(next: F): void;
  errors: Partial<Record<RedeemField, string>>;
  folio: Folio | undefined;
  /** the box that locks All Units; null leaves it out */
  allUnitsLabel?: string | null;
  amountLabel?: string;
  modeLegend?: string;
  disabled?: boolean;
}) {
  const id = useId();
  const all = form.mode === 'all';
  // the box locks the choice on All Units; picking the All Units mode alone leaves the others open
  const [locked, setLocked] = useState(all);
  return (
    <div className="flex flex-col gap-5">
      {allUnitsLabel !== null && (
        <div className="flex items-center gap-3">
          <Checkbox
            id={`${id}-all`}
            checked={locked && all}
            disabled={disabled}
            onCheckedChange={(v) => {
              setLocked(v === true);
              onChange({ ...form, mode: v === true ? 'all' : 'amount' });
            }}
          />
          <Label htmlFor={`${id}-all`}>{allUnitsLabel}</Label>
        </div>
      )}
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">{modeLegend}</legend>
        <RadioGroup value={form.mode} onValueChange={(mode) => onChange({ ...form, mode: mode as RedeemMode })} className="flex flex-wrap gap-6">
          {MODES.map((m) => (
            <div key={m.value} className="flex items-center gap-2">
              <RadioGroupItem id={`${id}-mode-${m.value}`} value={m.value} disabled={disabled || (locked && all && m.value !== 'all')} />
              <Label htmlFor={`${id}-mode-${m.value}`}>{m.label}</Label>
            </div>
          ))}
        </RadioGroup>
      </fieldset>
      {form.mode === 'amount' && (
        <AmountField
          id={`${id}-amount`}
          label={amountLabel}
          value={form.amount}
          onChange={(amount) => onChange({ ...form, amount })}
          error={errors.amount}
          hint={folio ? `Up to ${rupees(redeemableValue(folio))}` : undefined}
          disabled={disabled}
        />
      )}
      {form.mode === 'units' && (
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-units`}>Units</Label>
          <Input
            id={`${id}-units`}
            inputMode="decimal"
            autoComplete="off"
            value={form.units}
            onChange={(e) => onChange({ ...form, units: e.target.value.replace(/[^\d.]/g, '') })}
            aria-invalid={errors.units ? true : undefined}
            aria-describedby={errors.units ? `${id}-units-error` : undefined}
            disabled={disabled}
          />
          {folio && <p className="text-sm text-muted-foreground">Up to {unitsText(folio.redeemable_units)} units</p>}
          {errors.units && <FieldError id={`${id}-units-error`}>{errors.units}</FieldError>}
        </div>
      )}
      {all && folio && (
        <p className="rounded-md bg-muted p-3 text-sm">
          All {unitsText(folio.redeemable_units)} units ({rupees(redeemableValue(folio))}) of folio {folio.folio}.
        </p>
      )}
    </div>
  );
}
