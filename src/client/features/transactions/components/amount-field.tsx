import { addQuickAmount } from '@shared/rules/transactions/amounts.ts';
import { groupIndian } from '@shared/rules/format/indian-number.ts';
import { CurrencyInput } from '../../../components/ui/currency-input.tsx';

/** An amount with the quick-add chips that add to what is typed (spec 2 §5). */
export function AmountField({
  id,
  label,
  value,
  onChange,
  error,
  chips = [],
  hint,
  disabled,
}: {
  id: string;
  label: string;
  value: string;
  onChange(v: string): void;
  error?: string | undefined;
  chips?: readonly number[];
  hint?: string | undefined;
  disabled?: boolean;
}) {
  return (
    <div className="flex flex-col gap-2">
      <CurrencyInput id={id} label={label} value={value} onChange={onChange} error={error} disabled={disabled} />
      {hint && <p className="text-sm text-muted-foreground">{hint}</p>}
      {chips.length > 0 && (
        <fieldset className="m-0 flex min-w-0 flex-wrap gap-2 border-0 p-0">
          <legend className="sr-only">Add to {label.toLowerCase()}</legend>
          {chips.map((c) => (
            <button
              key={c}
              type="button"
              disabled={disabled}
              onClick={() => onChange(addQuickAmount(value, c))}
              aria-label={`Add ₹${groupIndian(String(c))}`}
              className="min-h-11 rounded-full border border-input bg-background px-3 text-sm font-medium hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50"
            >
              +₹{groupIndian(String(c))}
            </button>
          ))}
        </fieldset>
      )}
    </div>
  );
}
