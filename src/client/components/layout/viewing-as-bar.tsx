import { Eye } from 'lucide-react';
import { Button } from '../ui/button.tsx';

/**
 * Shown on every portal screen while a parent acts as a family member (spec 3 §4.9): whose
 * profile is in use, and the way back to the parent's own.
 */
export function ViewingAsBar({ name, busy, onBack }: { name: string; busy: boolean; onBack(): void }) {
  return (
    <section
      aria-label="Profile in use"
      className="flex flex-wrap items-center justify-between gap-2 border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950"
    >
      <span className="flex items-center gap-2">
        <Eye aria-hidden className="size-4" />
        <span>
          Viewing as <strong data-testid="viewing-as">{name}</strong>. Orders you place now are {name}'s and need their OTP.
        </span>
      </span>
      <Button size="sm" variant="outline" disabled={busy} onClick={onBack}>
        Back to my profile
      </Button>
    </section>
  );
}
