import { useId } from 'react';
import { Input, FieldError } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';

/** A labelled text input with its error line linked for screen readers. */
export function TextField({
  label,
  value,
  onChange,
  error,
  inputMode,
  autoComplete,
  placeholder,
  maxLength,
  autoFocus,
  name,
}: {
  label: string;
  value: string;
  onChange(v: string): void;
  error?: string | null;
  inputMode?: 'numeric' | 'text' | 'email' | 'tel';
  autoComplete?: string;
  placeholder?: string;
  maxLength?: number;
  autoFocus?: boolean;
  name?: string;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        name={name}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        inputMode={inputMode}
        autoComplete={autoComplete}
        placeholder={placeholder}
        maxLength={maxLength}
        autoFocus={autoFocus}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}
