import { useId, useState } from 'react';
import { ymdToDmy } from '@shared/time/ist.ts';
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
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor={id} className="text-sm whitespace-nowrap">
        Valuation date
      </Label>
      <DateInput
        id={id}
        value={value ?? today}
        aria-describedby={`${id}-format`}
        aria-invalid={problem ? true : undefined}
        onChange={(v) => {
          // half-typed: wait for the whole date (what is typed stays on screen)
          if (!v) return setProblem(null);
          if (min && v < min) return setProblem(`Choose a date from ${ymdToDmy(min)}`);
          if (v > today) return setProblem('Choose today or an earlier date');
          setProblem(null);
          onChange(v === today ? undefined : v);
        }}
        className="h-11 w-36 text-sm"
      />
      <span id={`${id}-format`} className={problem ? 'text-sm text-destructive' : 'sr-only'} role={problem ? 'alert' : undefined}>
        {problem ?? 'DD/MM/YYYY'}
      </span>
    </div>
  );
}
