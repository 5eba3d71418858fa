import { useId } from 'react';
import { REPORT_DURATIONS, type ReportDuration } from '@shared/rules/tax/financial-year.ts';
import { DateInput } from '../../../components/ui/date-input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { RadioGroup, RadioGroupItem } from '../../../components/ui/radio-group.tsx';

export interface DurationValue {
  duration: ReportDuration | null;
  from: string;
  to: string;
}

/** Statement duration (spec 3 §9): Today, Yesterday, Previous FY, Current FY or a custom range (DD/MM/YYYY fields). */
export function DurationPicker({ value, onChange }: { value: DurationValue; onChange(v: DurationValue): void }) {
  const id = useId();
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 font-medium">Statement duration</legend>
      <RadioGroup
        className="flex flex-wrap gap-x-6 gap-y-3"
        value={value.duration ?? ''}
        onValueChange={(d) => onChange({ ...value, duration: d as ReportDuration })}
        aria-label="Statement duration"
      >
        {REPORT_DURATIONS.map((d) => (
          <div key={d} className="flex items-center gap-2">
            <RadioGroupItem id={`${id}-${d}`} value={d} />
            <Label htmlFor={`${id}-${d}`}>{d}</Label>
          </div>
        ))}
      </RadioGroup>
      {value.duration === 'Custom Date' && (
        <div className="flex flex-wrap gap-4">
          <div className="flex flex-col gap-1">
            <Label htmlFor={`${id}-from`}>From date</Label>
            <DateInput id={`${id}-from`} value={value.from} onChange={(from) => onChange({ ...value, from })} />
          </div>
          <div className="flex flex-col gap-1">
            <Label htmlFor={`${id}-to`}>To date</Label>
            <DateInput id={`${id}-to`} value={value.to} onChange={(to) => onChange({ ...value, to })} />
          </div>
        </div>
      )}
    </fieldset>
  );
}
