import type { FormEvent } from 'react';
import { redemptionOrder, switchOrder, type RedeemForm, type SwitchField } from '../order-payloads.ts';
import type { CreateTransactionBody } from '../mutations.ts';
import type { Folio, TransactScheme } from '../types.ts';
import { useFormState } from '../use-form-state.ts';
import { FolioPicker } from './folio-picker.tsx';
import { FolioUnitFacts } from './folio-unit-facts.tsx';
import { FormButtons } from './form-buttons.tsx';
import { RedeemSizeFields, withFolio } from './redeem-size-fields.tsx';
import { SwitchTargetField } from './switch-target-field.tsx';

type Form = RedeemForm & { target: number | null };

/** The hub's Redemption form, and the Switch form (the same plus the target scheme). */
export function RedemptionOrderForm({
  kind,
  scheme,
  folios,
  initialFolio,
  busy,
  onSubmit,
  onCancel,
}: {
  kind: 'Redemption' | 'Switch';
  scheme: TransactScheme;
  folios: readonly Folio[];
  initialFolio?: string | undefined;
  busy: boolean;
  onSubmit(body: CreateTransactionBody): void;
  onCancel(): void;
}) {
  const check = (f: Form) => (kind === 'Switch' ? switchOrder(f, { scheme, folios }) : redemptionOrder(f, { scheme, folios }));
  const { form, setForm, errors, setErrors, ref } = useFormState<Form, SwitchField>(
    () =>
      withFolio(
        { folio: '', mode: 'amount', amount: '', units: '', target: null },
        folios.find((f) => f.folio === initialFolio) ?? (folios.length === 1 ? folios[0] : undefined),
      ),
    check,
  );
  const folio = folios.find((f) => f.folio === form.folio);
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
      {folio && <FolioUnitFacts schemeId={scheme.SchemeID} folio={folio} />}
      <RedeemSizeFields
        form={form}
        onChange={setForm}
        errors={errors}
        folio={folio}
        allUnitsLabel={kind === 'Redemption' ? 'Redeem All Units' : 'Switch All Units'}
        modeLegend={kind === 'Redemption' ? 'Redeem by' : 'Switch by'}
        disabled={busy}
      />
      {kind === 'Switch' && (
        <SwitchTargetField
          scheme={scheme}
          label="Switch To"
          value={form.target}
          onChange={(target) => setForm({ ...form, target })}
          error={errors.target}
          disabled={busy}
        />
      )}
      <FormButtons busy={busy} onCancel={onCancel} />
    </form>
  );
}
