import { useSyncExternalStore } from 'react';
import { CheckCircle2Icon, CircleAlertIcon, XIcon } from 'lucide-react';
import { cva } from 'class-variance-authority';
import { cn } from '../../lib/cn.ts';

/** Spec: a toast auto-closes after 4000 ms. */
export const TOAST_DURATION_MS = 4000;

export type ToastVariant = 'default' | 'success' | 'error';

export type ToastOptions = {
  variant?: ToastVariant;
  /** Milliseconds before it closes itself; 0 or Infinity keeps it until dismissed. */
  duration?: number;
};

export type ToastItem = { id: string; message: string; variant: ToastVariant };

// Module-level so any code (a mutation's onSuccess, the fetch wrapper) can raise a toast
// without a React context; <Toaster /> only renders what is here.
let items: readonly ToastItem[] = [];
let sequence = 0;
const timers = new Map<string, ReturnType<typeof setTimeout>>();
const listeners = new Set<() => void>();

function publish(next: readonly ToastItem[]): void {
  items = next;
  for (const listener of listeners) listener();
}

export function toast(message: string, opts: ToastOptions = {}): string {
  sequence += 1;
  const id = `toast-${sequence}`;
  const duration = opts.duration ?? TOAST_DURATION_MS;
  publish([...items, { id, message, variant: opts.variant ?? 'default' }]);
  if (duration > 0 && Number.isFinite(duration)) {
    timers.set(
      id,
      setTimeout(() => dismissToast(id), duration),
    );
  }
  return id;
}

export function dismissToast(id: string): void {
  const timer = timers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  timers.delete(id);
  if (items.some((t) => t.id === id)) publish(items.filter((t) => t.id !== id));
}

/** The spec's clear action: removes every toast at once. */
export function clearToasts(): void {
  for (const timer of timers.values()) clearTimeout(timer);
  timers.clear();
  if (items.length > 0) publish([]);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = (): readonly ToastItem[] => items;

export function useToasts(): readonly ToastItem[] {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

// Default is the spec's dark toast; all three keep white text above 4.5:1.
const toastVariants = cva('pointer-events-auto flex w-full items-center gap-3 rounded-[var(--radius)] py-2 pr-2 pl-4 text-sm font-medium shadow-lg', {
  variants: {
    variant: {
      default: 'bg-foreground text-background',
      success: 'bg-success text-white',
      error: 'bg-destructive text-destructive-foreground',
    },
  },
  defaultVariants: { variant: 'default' },
});

const icons = { success: CheckCircle2Icon, error: CircleAlertIcon } as const;

/** Mount once near the root. The live region is always present so new toasts are announced. */
export function Toaster({ className }: { className?: string }) {
  const toasts = useToasts();
  return (
    // <output> is a status region; its children stay phrasing content (spans, buttons).
    <output
      aria-live="polite"
      className={cn('pointer-events-none fixed inset-x-0 bottom-4 z-[110] mx-auto flex w-[calc(100%-2rem)] max-w-md flex-col gap-2', className)}
    >
      {toasts.map((t) => {
        const Icon = t.variant === 'default' ? null : icons[t.variant];
        return (
          <span key={t.id} className={toastVariants({ variant: t.variant })}>
            {Icon && <Icon className="size-5 shrink-0" aria-hidden="true" />}
            <span className="flex-1">{t.message}</span>
            <button
              type="button"
              aria-label="Dismiss"
              onClick={() => dismissToast(t.id)}
              className={cn(
                'inline-flex size-11 shrink-0 items-center justify-center rounded-full opacity-90 hover:bg-white/15 hover:opacity-100',
                'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-current',
              )}
            >
              <XIcon className="size-4" aria-hidden="true" />
            </button>
          </span>
        );
      })}
    </output>
  );
}
