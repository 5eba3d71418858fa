import { useId } from 'react';
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
      <input
        id={id}
        type="date"
        value={value ?? today}
        max={today}
        min={min}
        onChange={(e) => {
          const v = e.target.value;
          if (!v) return;
          onChange(v >= today ? undefined : v);
        }}
        className="h-10 rounded-[var(--radius)] border border-input bg-background px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      />
    </div>
  );
}
