import { useId } from 'react';
import type { GoalQuestion } from '@shared/contract/goals.ts';
import { optionsOf } from '@shared/rules/goals/goal-answers.ts';
import { FieldError, Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { RadioGroup, RadioGroupItem } from '../../../components/ui/radio-group.tsx';
import { groupIndian } from '@shared/rules/format/indian-number.ts';
import { OPTIMISER_LEVELS } from '@shared/rules/goals/goal-plan.ts';

/** One question's input by its type (spec 2 §3 GoalType); the message under it when it is wrong. */
export function GoalQuestionInput({ q, value, onChange, error }: { q: GoalQuestion; value: string; onChange(v: string): void; error: string | null }) {
  const id = useId();
  const errorId = `${id}-error`;
  const described = error ? errorId : undefined;
  const options = optionsOf(q);
  let control;
  if (q.GoalType === 'DropDown' || q.GoalType === 'Radio' || q.GoalType === 'Toggle') {
    control = (
      <RadioGroup value={value} onValueChange={onChange} aria-labelledby={`${id}-label`} aria-describedby={described} className="flex flex-wrap gap-3">
        {options.map((o) => (
          <label
            key={o}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-[var(--radius)] border px-3 has-[[data-state=checked]]:border-primary"
          >
            <RadioGroupItem value={o} />
            {o}
          </label>
        ))}
      </RadioGroup>
    );
  } else if (q.GoalType === 'scrollbar') {
    const min = Number(q.GoalMinValue ?? 0);
    const max = Number(q.GoalMaxValue ?? 10);
    const level = q.GoalKey === 'Optimiser' ? OPTIMISER_LEVELS.find((l) => String(l.step) === value) : undefined;
    const text = level ? `${level.label}% a year, holding ${level.duration}` : value;
    control = (
      <div className="flex items-center gap-4">
        <input
          id={id}
          type="range"
          min={min}
          max={max}
          step={1}
          value={value || String(min)}
          onChange={(e) => onChange(e.target.value)}
          aria-valuetext={text}
          aria-describedby={described}
          className="w-full accent-[var(--color-primary)]"
        />
        <output htmlFor={id} className="min-w-24 font-semibold">
          {text}
        </output>
      </div>
    );
  } else {
    const numeric = q.GoalType === 'Integer' || q.GoalType === 'Currency' || q.GoalType === 'Decimal';
    control = (
      <div className="flex items-center gap-2">
        {q.GoalType === 'Currency' && <span aria-hidden="true">₹</span>}
        <Input
          id={id}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          inputMode={numeric ? (q.GoalType === 'Decimal' ? 'decimal' : 'numeric') : 'text'}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          autoComplete="off"
        />
      </div>
    );
  }
  const range =
    q.GoalMinValue !== null && q.GoalMaxValue !== null && q.GoalType !== 'scrollbar'
      ? `Between ${groupIndian(q.GoalMinValue)} and ${groupIndian(q.GoalMaxValue)}`
      : null;
  return (
    <div className="flex flex-col gap-2">
      <Label id={`${id}-label`} htmlFor={id} className="text-base">
        {q.GoalQuestion}
      </Label>
      {control}
      {range && <p className="text-xs text-muted-foreground">{range}</p>}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}
