import { useId, type FormEvent } from 'react';
import { allowedStartDates, parseSipDates } from '@shared/rules/registrations/sip-calendar.ts';
import { Dropdown } from '../../../components/ui/dropdown.tsx';
import { FieldError, Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { frequencyLabel } from '../format.ts';
import { offeredFrequencies, stpOrder, swpOrder, type SystematicOutField, type SystematicOutForm } from '../order-payloads.ts';
import type { CreateTransactionBody } from '../mutations.ts';
import type { Folio, Frequency, TransactScheme } from '../types.ts';
import { useFormState } from '../use-form-state.ts';
import { FirstOrderToday } from './first-order-today.tsx';
import { FolioPicker } from './folio-picker.tsx';
import { FormButtons } from './form-buttons.tsx';
import { RedeemSizeFields, withFolio } from './redeem-size-fields.tsx';
import { defaultFrequency } from './sip-form.tsx';
import { StartDateDialog } from './start-date-dialog.tsx';
import { SwitchTargetField } from './switch-target-field.tsx';

type Form = SystematicOutForm & { target: number | null };
type Field = SystematicOutField | 'target';

/** The hub's SWP and STP forms: a plan out of a folio, by amount, units or all units, from a start date. */
export function SystematicOutOrderForm({
  kind,
  scheme,
  folios,
  frequencies,
  initialFolio,
  now,
  busy,
  onSubmit,
  onCancel,
}: {
  kind: 'SWP' | 'STP';
  scheme: TransactScheme;
  folios: readonly Folio[];
  frequencies: readonly Frequency[];
  initialFolio?: string | undefined;
  now: Date;
  busy: boolean;
  onSubmit(body: CreateTransactionBody): void;
  onCancel(): void;
}) {
  const id = useId();
  const offered = offeredFrequencies(frequencies);
  const check = (f: Form) => {
    const ctx = { scheme, folios, frequencies: offered, now: new Date() };
    return kind === 'STP' ? stpOrder(f, ctx) : swpOrder(f, ctx);
  };
  const { form, setForm, errors, setErrors, ref } = useFormState<Form, Field>(
    () =>
      withFolio(
        {
          folio: '',
          mode: 'amount',
          amount: '',
          units: '',
          target: null,
          frequency: defaultFrequency(offered)?.value ?? null,
          installments: '',
          startDate: '',
          firstOrderToday: false,
        },
        folios.find((f) => f.folio === initialFolio) ?? (folios.length === 1 ? folios[0] : undefined),
      ),
    check,
  );
  const folio = folios.find((f) => f.folio === form.folio);
  const freq = offered.find((f) => f.value === form.frequency);
  const datesFor = (firstOrderToday: boolean) => (freq ? allowedStartDates({ now, sipDates: parseSipDates(freq.SIPDATES), firstOrderToday, kind }) : []);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const r = check(form);
    if (!r.ok) return setErrors(r.errors);
    setErrors({});
    onSubmit(r.body);
  };
  return (
    <form ref={ref} noValidate onSubmit={submit} className="flex flex-col gap-6" aria-label={kind}>
      <FolioPicker
        folios={folios}
        value={form.folio}
        onChange={(f) =>
          setForm(
            withFolio(
              form,
              folios.find((x) => x.folio === f),
            ),
          )
        }
        allowNew={false}
        error={errors.folio}
      />
      {kind === 'STP' && (
        <SwitchTargetField
          scheme={scheme}
          label="Transfer To"
          value={form.target}
          onChange={(target) => setForm({ ...form, target })}
          error={errors.target}
          disabled={busy}
        />
      )}
      <Dropdown
        label="Frequency"
        value={form.frequency === null ? '' : String(form.frequency)}
        onValueChange={(v) => setForm({ ...form, frequency: Number(v), startDate: '' })}
        options={offered.map((f) => ({ value: String(f.value), label: frequencyLabel(f.SIPFREQUENCY) }))}
        placeholder="Select frequency"
        error={errors.frequency}
        disabled={busy}
      />
      <RedeemSizeFields
        form={form}
        onChange={setForm}
        errors={errors}
        folio={folio}
        allUnitsLabel={null}
        amountLabel={kind === 'SWP' ? 'Withdrawal Amount' : 'Transfer Amount'}
        modeLegend={kind === 'SWP' ? 'Withdraw by' : 'Transfer by'}
        disabled={busy}
      />
      {form.mode !== 'all' && (
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-inst`}>Installments</Label>
          <Input
            id={`${id}-inst`}
            inputMode="numeric"
            autoComplete="off"
            value={form.installments}
            placeholder={freq ? `Enter Number 1 - ${freq.SIPMAXIMUMINSTALLMENTNUMBERS}` : undefined}
            onChange={(e) => setForm({ ...form, installments: e.target.value.replace(/\D/g, '') })}
            aria-invalid={errors.installments ? true : undefined}
            aria-describedby={errors.installments ? `${id}-inst-error` : undefined}
            disabled={busy}
          />
          {errors.installments && <FieldError id={`${id}-inst-error`}>{errors.installments}</FieldError>}
        </div>
      )}
      <FirstOrderToday
        checked={form.firstOrderToday}
        now={now}
        disabled={busy}
        onChange={(firstOrderToday) =>
          setForm({ ...form, firstOrderToday, startDate: datesFor(firstOrderToday).includes(form.startDate) ? form.startDate : '' })
        }
      />
      <StartDateDialog
        label={`${kind} Start Date`}
        value={form.startDate}
        onChange={(startDate) => setForm({ ...form, startDate })}
        allowed={datesFor(form.firstOrderToday)}
        now={now}
        error={errors.startDate}
        disabled={busy || !freq}
      />
      <FormButtons busy={busy} onCancel={onCancel} />
    </form>
  );
}
