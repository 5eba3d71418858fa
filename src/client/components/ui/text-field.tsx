import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { DateInput } from './date-input.tsx';
import { FieldError, Input } from './input.tsx';
import { Label } from './label.tsx';

/** A labelled input whose error line is linked for screen readers (aria-describedby). */
export function TextField({
  label,
  value,
  onChange,
  error,
  hint,
  type = 'text',
  inputMode,
  autoComplete,
  maxLength,
  max,
  readOnly,
  placeholder,
  autoFocus,
  name,
  className,
  children,
}: {
  label: string;
  value: string;
  onChange?(v: string): void;
  error?: string | null;
  hint?: string;
  type?: 'text' | 'email' | 'date' | 'tel';
  inputMode?: 'numeric' | 'text' | 'email' | 'tel';
  autoComplete?: string;
  maxLength?: number;
  max?: string;
  readOnly?: boolean;
  placeholder?: string;
  autoFocus?: boolean;
  name?: string;
  className?: string;
  /** e.g. a VERIFY button beside the input */
  children?: ReactNode;
}) {
  const id = useId();
  // a date is typed DD/MM/YYYY (DateInput); the format is said under the field, not only as a placeholder
  const shownHint = hint ?? (type === 'date' ? 'DD/MM/YYYY' : undefined);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [shownHint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        {type === 'date' ? (
          <DateInput
            id={id}
            value={value}
            onChange={(v) => onChange?.(v)}
            readOnly={readOnly}
            autoFocus={autoFocus}
            name={name}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            className={readOnly ? 'bg-muted' : undefined}
          />
        ) : (
          <Input
            id={id}
            type={type}
            value={value}
            onChange={(e) => onChange?.(e.target.value)}
            inputMode={inputMode}
            autoComplete={autoComplete}
            maxLength={maxLength}
            max={max}
            readOnly={readOnly}
            placeholder={placeholder}
            autoFocus={autoFocus}
            name={name}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            className={readOnly ? 'bg-muted' : undefined}
          />
        )}
        {children}
      </div>
      {shownHint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {shownHint}
        </p>
      )}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}
