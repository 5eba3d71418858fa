import { useId } from 'react';
import { RadioGroup, RadioGroupItem } from '../../../components/ui/radio-group.tsx';
import { FieldError } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { rupees, unitsText } from '../format.ts';
import type { Folio } from '../types.ts';

export const NEW_FOLIO = '';

/**
 * The folio picker (spec 2 §2.6): the investor's folios in this scheme with units and value,
 * plus 'New Folio' where a purchase or SIP may open one. Arrow keys move between choices.
 */
export function FolioPicker({
  folios,
  value,
  onChange,
  allowNew,
  error,
  label = 'Folio',
}: {
  folios: readonly Folio[];
  value: string;
  onChange(folio: string): void;
  allowNew: boolean;
  error?: string | undefined;
  label?: string;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  if (!allowNew && folios.length === 0) {
    return (
      <div className="flex flex-col gap-2">
        <span className="text-sm font-medium">{label}</span>
        <p className="rounded-md border border-dashed p-3 text-sm text-muted-foreground">No Data Found</p>
        {error && <FieldError id={errorId}>{error}</FieldError>}
      </div>
    );
  }
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-sm font-medium">{label}</legend>
      <RadioGroup value={value === NEW_FOLIO && !allowNew ? '' : `f:${value}`} onValueChange={(v) => onChange(v.slice(2))} className="gap-2">
        {folios.map((f) => (
          <div key={f.folio} className="flex items-start gap-3 rounded-md border p-3 has-[[data-state=checked]]:border-primary">
            <RadioGroupItem id={`${id}-${f.folio}`} value={`f:${f.folio}`} className="mt-0.5" />
            <Label htmlFor={`${id}-${f.folio}`} className="flex flex-1 flex-col gap-1 leading-normal">
              <span className="font-semibold">Folio {f.folio}</span>
              <span className="text-muted-foreground">
                {unitsText(f.units)} units · {rupees(f.current_value)}
                {f.redeemable_units !== f.units ? ` · ${unitsText(f.redeemable_units)} units free to redeem` : ''}
              </span>
            </Label>
          </div>
        ))}
        {allowNew && (
          <div className="flex items-center gap-3 rounded-md border p-3 has-[[data-state=checked]]:border-primary">
            <RadioGroupItem id={`${id}-new`} value={`f:${NEW_FOLIO}`} />
            <Label htmlFor={`${id}-new`} className="font-semibold">
              New Folio
            </Label>
          </div>
        )}
      </RadioGroup>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </fieldset>
  );
}
