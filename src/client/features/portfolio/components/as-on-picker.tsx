import { useId } from 'react';
import { DateInput } from '../../../components/ui/date-input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { todayYmd } from '../queries.ts';

/**
 * The date picker of the dashboard and the portfolio (spec 2 §2.2, §2.9): figures as on a day,
 * today by default. A day after today cannot be chosen (there is no NAV for it yet).
 */
export function AsOnPicker({ value, onChange, min }: { value: string | undefined; onChange(date: string | undefined): void; min?: string }) {
  const id = useId();
  const today = todayYmd();
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor={id} className="text-sm whitespace-nowrap">
        Valuation date
      </Label>
      <DateInput
        id={id}
        value={value ?? today}
        aria-describedby={`${id}-format`}
        onChange={(v) => {
          // half-typed, before the first NAV day, or not yet: nothing to value
          if (!v || (min && v < min)) return;
          onChange(v >= today ? undefined : v);
        }}
        className="h-11 w-36 text-sm"
      />
      <span id={`${id}-format`} className="sr-only">
        DD/MM/YYYY
      </span>
    </div>
  );
}
