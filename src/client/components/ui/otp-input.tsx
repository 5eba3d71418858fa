import { useEffect, useId, useRef, useState, type ClipboardEvent, type ChangeEvent, type KeyboardEvent } from 'react';
import { cn } from '../../lib/cn.ts';
import { Label } from './label.tsx';

export type OtpInputProps = {
  /** The digits typed so far, in box order (empty boxes are skipped). */
  value: string;
  onChange(value: string): void;
  /** Called once each time a user edit leaves every box filled: the place to submit. */
  onComplete?(value: string): void;
  length?: number;
  disabled?: boolean;
  autoFocus?: boolean;
  label?: string;
  /** Id of the first box (the label points at it); the others get `${id}-2` ... */
  id?: string;
  error?: string;
  className?: string;
};

const onlyDigits = (text: string): string => text.replace(/\D/g, '');

function toCells(digits: string, length: number): string[] {
  return Array.from({ length }, (_, i) => digits[i] ?? '');
}

export function OtpInput({
  value,
  onChange,
  onComplete,
  length = 6,
  disabled = false,
  autoFocus = false,
  label = 'Enter OTP',
  id,
  error,
  className,
}: OtpInputProps) {
  const autoId = useId();
  const baseId = id ?? `otp-${autoId}`;
  const labelId = `${baseId}-label`;
  const errorId = `${baseId}-error`;
  const boxes = useRef<Array<HTMLInputElement | null>>([]);

  // Boxes keep their positions when one in the middle is cleared, which a plain string cannot
  // express; the parent's value wins whenever it differs from what the boxes spell (e.g. a reset).
  const [cells, setCells] = useState(() => toCells(onlyDigits(value), length));
  const wanted = onlyDigits(value).slice(0, length);
  if (cells.length !== length || cells.join('') !== wanted) {
    const synced = toCells(wanted, length);
    setCells(synced);
  }

  // Focused from an effect rather than the autoFocus attribute, so it also works when the
  // OTP step is revealed later by setting autoFocus.
  useEffect(() => {
    if (autoFocus) boxes.current[0]?.focus();
  }, [autoFocus]);

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(length - 1, index))];
    box?.focus();
    box?.select();
  };

  // Once a code has been submitted (and, say, refused), the next one is submitted by itself only
  // when every box was typed afresh: changing one digit of the old code never sends a mix of the
  // two. A code not yet submitted may be corrected box by box and still completes on its own.
  const submitted = useRef(false);
  const typedSinceSubmit = useRef(new Set<number>());
  useEffect(() => {
    if (value === '') {
      submitted.current = false;
      typedSinceSubmit.current.clear();
    }
  }, [value]);

  const commit = (next: string[], typed: number[] = []) => {
    const before = cells.join('');
    const joined = next.join('');
    for (const i of typed) typedSinceSubmit.current.add(i);
    setCells(next);
    if (joined !== before) onChange(joined);
    const whole = next.every((c) => c !== '');
    // An unchanged code (e.g. the same digit typed over itself) is not submitted twice.
    if (joined !== before && whole && (!submitted.current || typedSinceSubmit.current.size >= length)) {
      submitted.current = true;
      typedSinceSubmit.current.clear();
      onComplete?.(joined);
    }
  };

  /** Spreads several digits from `start` (a paste, or the phone's one-time-code autofill). */
  const fill = (digits: string, start: number) => {
    const from = digits.length >= length ? 0 : start;
    const next = [...cells];
    const used = digits.slice(0, length - from);
    for (let k = 0; k < used.length; k++) next[from + k] = used[k]!;
    commit(
      next,
      Array.from({ length: used.length }, (_, k) => from + k),
    );
    focusBox(from + used.length - (from + used.length >= length ? 1 : 0));
  };

  const handleChange = (index: number, event: ChangeEvent<HTMLInputElement>) => {
    const digits = onlyDigits(event.target.value.trim());
    const old = cells[index] ?? '';
    if (digits === '') {
      // Either cleared, or only non-digits were typed: a non-digit must not wipe the box.
      if (event.target.value.trim() === '') commit(cells.map((c, i) => (i === index ? '' : c)));
      return;
    }
    if (digits.length > 2 || (digits.length === 2 && old === '')) {
      fill(digits, index);
      return;
    }
    // One new digit, possibly typed beside the old one when the box was not selected.
    const typed = digits.length === 2 ? digits.replace(old, '') || old : digits;
    // Typing into the first box of a whole code starts a new code: the old digits go, so a
    // retry after a wrong code is never a mix of the two.
    if (index === 0 && cells.every((c) => c !== '')) {
      typedSinceSubmit.current.clear();
      commit(toCells(typed, length), [0]);
      focusBox(1);
      return;
    }
    commit(
      cells.map((c, i) => (i === index ? typed : c)),
      [index],
    );
    if (index < length - 1) focusBox(index + 1);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'Backspace':
        event.preventDefault();
        if (cells[index] !== '') {
          commit(cells.map((c, i) => (i === index ? '' : c)));
        } else if (index > 0) {
          commit(cells.map((c, i) => (i === index - 1 ? '' : c)));
          focusBox(index - 1);
        }
        break;
      case 'Delete':
        event.preventDefault();
        commit(cells.map((c, i) => (i === index ? '' : c)));
        break;
      case 'ArrowLeft':
        event.preventDefault();
        focusBox(index - 1);
        break;
      case 'ArrowRight':
        event.preventDefault();
        focusBox(index + 1);
        break;
      case 'Home':
        event.preventDefault();
        focusBox(0);
        break;
      case 'End':
        event.preventDefault();
        focusBox(length - 1);
        break;
    }
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const digits = onlyDigits(event.clipboardData.getData('text').trim());
    if (digits) fill(digits, index);
  };

  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <Label id={labelId} htmlFor={baseId}>
        {label}
      </Label>
      {/* A fieldset is a group; it is named by the label above rather than a legend so that
          clicking the label still focuses the first box. */}
      <fieldset aria-labelledby={labelId} aria-describedby={error ? errorId : undefined} className="m-0 flex min-w-0 gap-2 border-0 p-0 sm:gap-3">
        {cells.map((cell, index) => (
          <input
            key={index}
            ref={(el) => {
              boxes.current[index] = el;
            }}
            id={index === 0 ? baseId : `${baseId}-${index + 1}`}
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            aria-label={`Digit ${index + 1} of ${length}`}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            disabled={disabled}
            value={cell}
            onChange={(e) => handleChange(index, e)}
            onKeyDown={(e) => handleKeyDown(index, e)}
            onPaste={(e) => handlePaste(index, e)}
            onFocus={(e) => e.target.select()}
            className={cn(
              'h-12 w-10 min-w-0 rounded-[var(--radius)] border border-input bg-background text-center sm:w-12',
              'text-xl font-semibold text-foreground tabular-nums caret-primary',
              'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:border-ring',
              'disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-70',
              'aria-invalid:border-destructive',
            )}
          />
        ))}
      </fieldset>
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
