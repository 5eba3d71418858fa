import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';

export const inputClassName = cn(
  'flex h-11 w-full min-w-0 rounded-[var(--radius)] border border-input bg-background px-3 py-2',
  'text-base text-foreground placeholder:text-muted-foreground',
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:border-ring',
  'disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-70',
  'aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive',
  'file:border-0 file:bg-transparent file:text-sm file:font-medium',
);

export function Input({ className, type = 'text', readOnly, ...props }: ComponentProps<'input'>) {
  // Prerendered HTML: read-only until the page's code runs, so nothing typed is lost.
  const hydrated = useHydrated();
  return <input type={type} className={cn(inputClassName, className)} readOnly={readOnly || !hydrated} {...props} />;
}

/** The error line under a field; role="alert" so it is announced when it appears. */
export function FieldError({ id, children, className }: { id: string; children: string; className?: string }) {
  return (
    <p id={id} role="alert" className={cn('text-sm font-medium text-destructive', className)}>
      {children}
    </p>
  );
}
