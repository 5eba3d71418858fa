import type { FormEvent } from 'react';
import { QUICK_ADD } from '@shared/rules/transactions/amounts.ts';
import { offeredFrequencies, sipOrder, type SipField, type SipForm } from '../order-payloads.ts';
import type { CreateTransactionBody } from '../mutations.ts';
import type { Folio, Frequency, Mandate, TransactScheme } from '../types.ts';
import { useFormState } from '../use-form-state.ts';
import { FolioPicker } from './folio-picker.tsx';
import { FormButtons } from './form-buttons.tsx';
import { SipFields, withFrequency } from './sip-fields.tsx';
import { StepUpFields } from './step-up-fields.tsx';

/** The first frequency a SIP form shows: monthly when the scheme has it. */
export function defaultFrequency(frequencies: readonly Frequency[]): Frequency | undefined {
  return frequencies.find((f) => f.value === 3) ?? frequencies[0];
}

export function emptySip(folio: string, frequencies: readonly Frequency[]): SipForm {
  return withFrequency(
    { folio, frequency: null, amount: '', installments: '', startDate: '', firstOrderToday: false, mandateId: '' },
    defaultFrequency(frequencies),
  );
}

/** The hub's 'Start a SIP' form. */
export function SipOrderForm({
  scheme,
  frequencies,
  folios,
  initialFolio,
  mandates,
  now,
  busy,
  onSubmit,
  onCancel,
}: {
  scheme: TransactScheme;
  frequencies: readonly Frequency[];
  folios: readonly Folio[];
  /** the folio the investor came from (a holding's MORE OPTIONS) */
  initialFolio?: string | undefined;
  mandates: readonly Mandate[];
  now: Date;
  busy: boolean;
  onSubmit(body: CreateTransactionBody): void;
  onCancel(): void;
}) {
  const offered = offeredFrequencies(frequencies);
  const check = (f: SipForm) => sipOrder(f, { scheme, frequencies: offered, mandates, now: new Date() });
  const { form, setForm, errors, setErrors, ref } = useFormState<SipForm, SipField>(
    () => emptySip((folios.find((f) => f.folio === initialFolio) ?? folios[0])?.folio ?? '', offered),
    check,
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const r = check(form);
    if (!r.ok) return setErrors(r.errors);
    setErrors({});
    onSubmit(r.body);
  };
  return (
    <form ref={ref} noValidate onSubmit={submit} className="flex flex-col gap-6" aria-label="Start a SIP">
      <FolioPicker folios={folios} value={form.folio} onChange={(folio) => setForm({ ...form, folio })} allowNew />
      <SipFields form={form} onChange={setForm} errors={errors} frequencies={offered} mandates={mandates} chips={QUICK_ADD.sip} now={now} disabled={busy} />
      <StepUpFields form={form} onChange={setForm} error={errors.stepUp} disabled={busy} />
      <FormButtons busy={busy} onCancel={onCancel} />
    </form>
  );
}
