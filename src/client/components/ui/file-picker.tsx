import { useId, useRef } from 'react';
import { Button } from './button.tsx';
import { FieldError } from './input.tsx';
import { Label } from './label.tsx';

/**
 * A labelled file input that uploads on choice, with the limits stated, a preview of what is on
 * file (a signed, short-lived URL), and the error line linked to the input.
 */
export function FilePicker({
  label,
  accept,
  hint,
  url,
  busy,
  error,
  onFile,
}: {
  label: string;
  accept: string;
  hint: string;
  url: string | null;
  busy: boolean;
  error: string | null;
  onFile(file: File): void;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  // signed URLs name the stored type: /api/files/{id}/{kind}.{ext}?...
  const isPdf = url !== null && /\.pdf(\?|$)/.test(url);
  return (
    <div className="flex flex-col gap-3">
      <Label htmlFor={id}>{label}</Label>
      <input
        ref={input}
        id={id}
        type="file"
        accept={accept}
        disabled={busy}
        aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        className="block w-full text-sm file:mr-3 file:h-11 file:rounded-[var(--radius)] file:border file:border-input file:bg-background file:px-4 file:text-sm file:font-semibold hover:file:bg-muted"
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) onFile(file);
          // the same file may be chosen again after a failure
          e.target.value = '';
        }}
      />
      <p id={hintId} className="text-xs text-muted-foreground">
        {hint}
      </p>
      {error && <FieldError id={errorId}>{error}</FieldError>}
      {url && !isPdf && (
        <img src={url} alt={`Uploaded: ${label}`} className="max-h-56 w-auto self-start rounded-[var(--radius)] border bg-white object-contain p-1" />
      )}
      {url && isPdf && (
        <Button asChild variant="link" className="self-start px-0">
          <a href={url} target="_blank" rel="noreferrer">
            View the uploaded PDF
          </a>
        </Button>
      )}
    </div>
  );
}
