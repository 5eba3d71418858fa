import { useId, type FormEvent } from 'react';
import { QUICK_ADD } from '@shared/rules/transactions/amounts.ts';
import { lumpsumMinimum, purchaseOrder, type PurchaseForm } from '../order-payloads.ts';
import type { CreateTransactionBody } from '../mutations.ts';
import { rupees } from '../format.ts';
import type { Folio, TransactScheme } from '../types.ts';
import { useFormState } from '../use-form-state.ts';
import { AmountField } from './amount-field.tsx';
import { FolioPicker } from './folio-picker.tsx';
import { FormButtons } from './form-buttons.tsx';

/** The amount a lumpsum starts at: the minimum for a new folio, the additional purchase amount for an existing one. */
export function startingLumpsum(scheme: TransactScheme, folio: string): string {
  return String(Number(lumpsumMinimum(scheme, folio)));
}

/** The hub's Purchase form: an additional purchase into a folio, or a new purchase into a new folio. */
export function PurchaseOrderForm({
  scheme,
  folios,
  initialFolio,
  busy,
  onSubmit,
  onCancel,
}: {
  scheme: TransactScheme;
  folios: readonly Folio[];
  /** the folio the investor came from (ADDITIONAL PURCHASE on a holding) */
  initialFolio?: string | undefined;
  busy: boolean;
  onSubmit(body: CreateTransactionBody): void;
  onCancel(): void;
}) {
  const id = useId();
  const canAdd = scheme.allowed.ADD === 'Y';
  const canNew = scheme.allowed.NEW === 'Y';
  const choices = canAdd ? folios : [];
  const check = (f: PurchaseForm) => purchaseOrder(f, { scheme });
  const { form, setForm, errors, setErrors, ref } = useFormState<PurchaseForm, 'amount'>(() => {
    const folio = (choices.find((f) => f.folio === initialFolio) ?? choices[0])?.folio ?? '';
    return { folio, amount: startingLumpsum(scheme, folio) };
  }, check);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const r = check(form);
    if (!r.ok) return setErrors(r.errors);
    setErrors({});
    onSubmit(r.body);
  };
  return (
    <form ref={ref} noValidate onSubmit={submit} className="flex flex-col gap-6" aria-label="Purchase">
      <FolioPicker folios={choices} value={form.folio} onChange={(folio) => setForm({ folio, amount: startingLumpsum(scheme, folio) })} allowNew={canNew} />
      <AmountField
        id={`${id}-amount`}
        label="Amount"
        value={form.amount}
        onChange={(amount) => setForm({ ...form, amount })}
        error={errors.amount}
        chips={QUICK_ADD.purchase}
        hint={`Minimum ${rupees(lumpsumMinimum(scheme, form.folio))}`}
        disabled={busy}
      />
      <FormButtons busy={busy} onCancel={onCancel} />
    </form>
  );
}
