import { useId } from 'react';
import { Link } from '@tanstack/react-router';
import { displayAmount } from '@shared/rules/transactions/amounts.ts';
import { allowedStartDates, parseSipDates } from '@shared/rules/registrations/sip-calendar.ts';
import { parseRupees } from '@shared/money/decimal.ts';
import { Dropdown } from '../../../components/ui/dropdown.tsx';
import { FieldError, Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { frequencyLabel } from '../format.ts';
import { eligibleMandates, type SipField, type SipForm } from '../order-payloads.ts';
import type { Frequency, Mandate } from '../types.ts';
import { AmountField } from './amount-field.tsx';
import { FirstOrderToday } from './first-order-today.tsx';
import { StartDateDialog } from './start-date-dialog.tsx';

const rupee = (text: string) => `₹${displayAmount(parseRupees(text) ?? 0n)}`;

/** When the frequency changes the amount starts at its minimum and the start date is chosen again. */
export function withFrequency(form: SipForm, f: Frequency | undefined): SipForm {
  return { ...form, frequency: f?.value ?? null, amount: f ? String(Number(f.SIPMINIMUMINSTALLMENTAMOUNT)) : '', startDate: '' };
}

/** The SIP fields shared by the hub's SIP tab and the add-to-cart drawer (spec 2 §5). */
export function SipFields({
  form,
  onChange,
  errors,
  frequencies,
  mandates,
  chips,
  now,
  disabled,
}: {
  form: SipForm;
  onChange(next: SipForm): void;
  errors: Partial<Record<SipField, string>>;
  frequencies: readonly Frequency[];
  mandates: readonly Mandate[];
  chips: readonly number[];
  now: Date;
  disabled?: boolean;
}) {
  const id = useId();
  const freq = frequencies.find((f) => f.value === form.frequency);
  const offered = eligibleMandates(mandates, freq);
  const dates = freq ? allowedStartDates({ now, sipDates: parseSipDates(freq.SIPDATES), firstOrderToday: form.firstOrderToday, kind: 'SIP' }) : [];
  const set = (patch: Partial<SipForm>) => onChange({ ...form, ...patch });
  return (
    <div className="flex flex-col gap-5">
      <Dropdown
        label="Frequency"
        value={form.frequency === null ? '' : String(form.frequency)}
        onValueChange={(v) =>
          onChange(
            withFrequency(
              form,
              frequencies.find((f) => String(f.value) === v),
            ),
          )
        }
        options={frequencies.map((f) => ({ value: String(f.value), label: frequencyLabel(f.SIPFREQUENCY) }))}
        placeholder="Select frequency"
        error={errors.frequency}
        disabled={disabled}
      />
      <AmountField
        id={`${id}-amount`}
        label="SIP Amount"
        value={form.amount}
        onChange={(amount) => set({ amount })}
        error={errors.amount}
        chips={chips}
        hint={freq ? `Minimum ${rupee(freq.SIPMINIMUMINSTALLMENTAMOUNT)}` : undefined}
        disabled={disabled}
      />
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-inst`}>Installments</Label>
        <Input
          id={`${id}-inst`}
          inputMode="numeric"
          autoComplete="off"
          value={form.installments}
          placeholder={freq ? `Enter Number ${freq.SIPMINIMUMINSTALLMENTNUMBERS} - ${freq.SIPMAXIMUMINSTALLMENTNUMBERS}` : undefined}
          onChange={(e) => set({ installments: e.target.value.replace(/\D/g, '') })}
          aria-invalid={errors.installments ? true : undefined}
          aria-describedby={errors.installments ? `${id}-inst-error` : undefined}
          disabled={disabled}
        />
        {errors.installments && <FieldError id={`${id}-inst-error`}>{errors.installments}</FieldError>}
      </div>
      <FirstOrderToday
        checked={form.firstOrderToday}
        now={now}
        disabled={disabled}
        onChange={(firstOrderToday) => {
          const still = freq
            ? allowedStartDates({ now, sipDates: parseSipDates(freq.SIPDATES), firstOrderToday, kind: 'SIP' }).includes(form.startDate)
            : false;
          set({ firstOrderToday, startDate: still ? form.startDate : '' });
        }}
      />
      <StartDateDialog
        label="SIP Start Date"
        value={form.startDate}
        onChange={(startDate) => set({ startDate })}
        allowed={dates}
        now={now}
        error={errors.startDate}
        disabled={disabled || !freq}
      />
      {offered.length === 0 ? (
        <div className="flex flex-col gap-1">
          <span className="text-sm font-medium">Mandate</span>
          <p role="alert" className="text-sm font-medium text-destructive">
            Please create mandate Id's
          </p>
          <Link to="/portal/profile/bank-mandates" className="text-sm font-medium text-primary underline underline-offset-2">
            Go to Bank Mandates
          </Link>
        </div>
      ) : (
        <Dropdown
          label="Mandate"
          value={form.mandateId}
          onValueChange={(mandateId) => set({ mandateId })}
          options={offered.map((m) => ({ value: m.Mandate_Id, label: `${m.Mandate_Id} · ${m.Details}` }))}
          placeholder="Select mandate"
          error={errors.mandateId}
          disabled={disabled}
        />
      )}
    </div>
  );
}
