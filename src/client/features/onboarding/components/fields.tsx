import { useId, type ReactNode } from 'react';
import { Input, FieldError } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Dropdown, type DropdownOption } from '../../../components/ui/dropdown.tsx';
import { cn } from '../../../lib/cn.ts';
import { istDate, parseDmy, ymdToDmy } from '@shared/time/ist.ts';

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
  className?: string;
  /** e.g. a VERIFY button beside the input */
  children?: ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
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
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={readOnly ? 'bg-muted' : undefined}
        />
        {children}
      </div>
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}

export type Option = { id: number; name: string };

/** A dropdown over master rows; the value is the row id. */
export function SelectField({
  label,
  value,
  onChange,
  options,
  error,
  placeholder,
  className,
}: {
  label: string;
  value: number | null;
  onChange(v: number | null): void;
  options: readonly Option[];
  error?: string | null;
  placeholder?: string;
  className?: string;
}) {
  const items: DropdownOption[] = options.map((o) => ({ value: String(o.id), label: o.name }));
  return (
    <Dropdown
      label={label}
      value={value === null ? undefined : String(value)}
      onValueChange={(v) => onChange(v === '' || v === 'none' ? null : Number(v))}
      options={items}
      error={error ?? undefined}
      placeholder={placeholder}
      className={className}
    />
  );
}

/** The step's message when it belongs to no single field. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-[var(--radius)] border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm font-medium text-destructive">
      {message}
    </p>
  );
}

/** The IST date today as YYYY-MM-DD (the latest a date of birth may be). */
export const todayIst = (): string => istDate(new Date());

/** YYYY-MM-DD (the date input) ↔ DD/MM/YYYY (the wire, spec 1 §9). */
export const toDmy = (ymd: string): string => (ymd ? ymdToDmy(ymd) : '');
export const fromDmy = (dmy: string | null): string => (dmy ? (parseDmy(dmy) ?? '') : '');
