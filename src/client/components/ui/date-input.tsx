import { useState, type ComponentProps } from 'react';
import { parseDmy, ymdToDmy } from '@shared/time/ist.ts';
import { cn } from '../../lib/cn.ts';
import { inputClassName } from './input.tsx';

/** Typed digits as DD/MM/YYYY: the slashes come by themselves, at most eight digits. */
export function maskDmy(typed: string): string {
  const d = typed.replace(/\D/g, '').slice(0, 8);
  if (d.length <= 2) return d;
  if (d.length <= 4) return `${d.slice(0, 2)}/${d.slice(2)}`;
  return `${d.slice(0, 2)}/${d.slice(2, 4)}/${d.slice(4)}`;
}

type Props = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'type' | 'min' | 'max'> & {
  /** YYYY-MM-DD, or '' while no whole date is typed */
  value: string;
  onChange(ymd: string): void;
};

/**
 * The one date field of the app: always DD/MM/YYYY, as the spec writes dates, whatever the
 * browser's locale (a native date input showed mm/dd/yyyy). The value stays
 * YYYY-MM-DD for the code; it is '' until a real calendar date is typed in full, so the form's
 * rule gives its own message ('Please select date of birth' ...) for a half-typed one.
 */
export function DateInput({ value, onChange, className, placeholder = 'DD/MM/YYYY', ...props }: Props) {
  const [text, setText] = useState(() => (value ? ymdToDmy(value) : ''));
  // the last value the parent gave: only a change there (a reset, a saved date loaded) replaces
  // what is typed; a half-typed or refused date stays on screen while the investor types
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value !== (parseDmy(text) ?? '')) setText(value ? ymdToDmy(value) : '');
  }
  return (
    <input
      type="text"
      inputMode="numeric"
      autoComplete="off"
      maxLength={10}
      placeholder={placeholder}
      value={text}
      onChange={(e) => {
        const next = maskDmy(e.target.value);
        setText(next);
        const ymd = next.length === 10 ? (parseDmy(next) ?? '') : '';
        if (ymd !== value) onChange(ymd);
      }}
      className={cn(inputClassName, className)}
      {...props}
    />
  );
}
