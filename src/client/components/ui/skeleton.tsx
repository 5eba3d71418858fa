import { cn } from '../../lib/cn.ts';

/**
 * Where content will be, at the size it will have (give the height in `className`), so nothing
 * jumps when it lands: a status for screen readers, a pulsing block for the eye.
 */
export function Skeleton({ label, className }: { label: string; className?: string }) {
  return (
    // <output> is a status region (role="status") without the explicit role.
    <output aria-live="polite" aria-busy="true" className={cn('block w-full animate-pulse rounded-lg bg-muted', className)}>
      <span className="sr-only">{label}</span>
    </output>
  );
}
