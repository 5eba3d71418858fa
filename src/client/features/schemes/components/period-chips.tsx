import type { PeriodLabel } from '@shared/contract/schemes.ts';
import { cn } from '../../../lib/cn.ts';

/** The performance-period chips of the scheme list (spec 2 §9); one is always chosen. */
export function PeriodChips({ periods, value, onChange }: { periods: readonly PeriodLabel[]; value: PeriodLabel; onChange(p: PeriodLabel): void }) {
  return (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="sr-only">Performance period</legend>
      {periods.map((p) => (
        <button
          key={p}
          type="button"
          aria-pressed={p === value}
          onClick={() => onChange(p)}
          className={cn(
            'inline-flex h-11 min-w-12 items-center justify-center rounded-full border border-input px-4 text-sm font-semibold',
            'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
            p === value ? 'border-primary bg-primary text-primary-foreground' : 'bg-background text-foreground hover:bg-muted',
          )}
        >
          {p}
        </button>
      ))}
    </fieldset>
  );
}
