import { useId } from 'react';
import type { HoldingSourceFilter } from '@shared/contract/cas.ts';

const LABELS: Record<HoldingSourceFilter, string> = { all: 'All holdings', nivesh: 'Held through Nivesh', elsewhere: 'Held elsewhere' };

/** Which holdings the figures count: bought through Nivesh, imported from a statement, or both. */
export function HeldThrough({ value, onChange }: { value: HoldingSourceFilter; onChange(v: HoldingSourceFilter): void }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm">
        Holdings
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value as HoldingSourceFilter)}
        className="min-h-11 rounded-[var(--radius)] border border-input bg-background px-2 text-sm"
      >
        {(Object.keys(LABELS) as HoldingSourceFilter[]).map((k) => (
          <option key={k} value={k}>
            {LABELS[k]}
          </option>
        ))}
      </select>
    </div>
  );
}
