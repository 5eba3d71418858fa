import { useId, useLayoutEffect, useRef, type ChangeEvent } from 'react';
import { groupDecimalString } from '@shared/rules/format/indian-number.ts';
import { parseRupees } from '@shared/money/decimal.ts';
import { cn } from '../../lib/cn.ts';
import { FieldError, inputClassName } from './input.tsx';
import { Label } from './label.tsx';

export type CurrencyInputProps = {
  /** Plain rupee amount without commas ("1234567.5"); may be partial while typing ("12."). */
  value: string;
  onChange(plain: string): void;
  id?: string;
  label?: string;
  /** Largest amount accepted, as a plain decimal string; keystrokes beyond it are refused. */
  max?: string;
  error?: string;
  placeholder?: string;
  disabled?: boolean;
  name?: string;
  required?: boolean;
  onBlur?(): void;
  className?: string;
};

/** Keeps digits and the first dot, at most two decimals, no leading zeros ("007" → "7", "." → "0."). */
export function sanitizeAmount(raw: string): string {
  const kept = raw.trim().replace(/[^\d.]/g, '');
  const dot = kept.indexOf('.');
  const whole = (dot === -1 ? kept : kept.slice(0, dot)).replace(/^0+(?=\d)/, '');
  if (dot === -1) return whole;
  const frac = kept
    .slice(dot + 1)
    .replace(/\./g, '')
    .slice(0, 2);
  return `${whole || '0'}.${frac}`;
}

/** The amount as it is left on blur: exactly two decimals ("12" → "12.00"); empty stays empty. */
export function padAmount(plain: string): string {
  const clean = sanitizeAmount(plain);
  if (clean === '') return '';
  const [whole = '0', frac = ''] = clean.split('.');
  return `${whole || '0'}.${frac.padEnd(2, '0')}`;
}

/** Index in `text` just after its `count`-th digit or dot (commas are skipped). */
function caretAfter(text: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] !== ',') seen++;
    if (seen === count) return i + 1;
  }
  return text.length;
}

export function CurrencyInput({ value, onChange, id, label, max, error, placeholder, disabled, name, required, onBlur, className }: CurrencyInputProps) {
  const autoId = useId();
  const inputId = id ?? `amount-${autoId}`;
  const errorId = `${inputId}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  // Reformatting moves the caret to the end; remember how many digits sat before it instead.
  const pendingCaret = useRef<number | null>(null);

  const plain = sanitizeAmount(value);
  const shown = plain === '' ? '' : groupDecimalString(plain);

  useLayoutEffect(() => {
    const input = inputRef.current;
    const count = pendingCaret.current;
    pendingCaret.current = null;
    if (input && count !== null && document.activeElement === input) {
      const at = caretAfter(input.value, count);
      input.setSelectionRange(at, at);
    }
  });

  const exceedsMax = (next: string): boolean => {
    if (max === undefined || next === '') return false;
    const amount = parseRupees(next);
    const limit = parseRupees(max);
    return amount !== null && limit !== null && amount > limit;
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value;
    const next = sanitizeAmount(raw);
    if (next === plain || exceedsMax(next)) return;
    const caret = event.target.selectionStart ?? raw.length;
    pendingCaret.current = raw.slice(0, caret).replace(/[^\d.]/g, '').length;
    onChange(next);
  };

  const handleBlur = () => {
    const padded = padAmount(plain);
    if (padded !== value) onChange(padded);
    onBlur?.();
  };

  return (
    <div className={cn('flex flex-col gap-2', className)}>
      {label && <Label htmlFor={inputId}>{label}</Label>}
      <div className="relative">
        <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-base font-medium text-muted-foreground">
          ₹
        </span>
        <input
          ref={inputRef}
          id={inputId}
          name={name}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={shown}
          placeholder={placeholder}
          disabled={disabled}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={handleChange}
          onBlur={handleBlur}
          className={cn(inputClassName, 'pl-8 tabular-nums')}
        />
      </div>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}
