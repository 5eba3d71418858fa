import { useId } from 'react';
import { FieldError, inputClassName } from './input.tsx';
import { Label } from './label.tsx';
import { cn } from '../../lib/cn.ts';

/** A labelled native select (keyboard and screen-reader friendly on every device). */
export function SelectField({
  label,
  value,
  onChange,
  options,
  placeholder = 'Please select',
  error,
  disabled,
  className,
}: {
  label: string;
  value: string;
  onChange(v: string): void;
  options: ReadonlyArray<{ value: string; label: string }>;
  placeholder?: string;
  error?: string | undefined;
  disabled?: boolean;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={inputClassName}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </div>
  );
}
