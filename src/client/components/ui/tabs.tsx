import type { ComponentProps } from 'react';
import { Tabs as TabsPrimitive } from 'radix-ui';
import { cn } from '../../lib/cn.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';

export function Tabs({ className, ...props }: ComponentProps<typeof TabsPrimitive.Root>) {
  return <TabsPrimitive.Root className={cn('flex flex-col gap-4', className)} {...props} />;
}

/**
 * Wraps onto a second row on narrow screens, so every tab is in sight at 390 px (the cart has six
 * tabs with counts, the invest page six, payments four): a strip that scrolled sideways hid tabs
 * with no hint that they were there (issue 17).
 */
export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn(
        'inline-flex max-w-full flex-wrap items-center gap-1 rounded-[var(--radius)] bg-muted p-1',
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({ className, disabled, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  // Prerendered HTML (issue 16): a tab pressed before the code has arrived would not switch.
  const hydrated = useHydrated();
  return (
    <TabsPrimitive.Trigger
      disabled={disabled || !hydrated}
      data-prehydration={hydrated ? undefined : ''}
      className={cn(
        'inline-flex min-h-10 shrink-0 items-center justify-center gap-1.5 whitespace-nowrap rounded-[calc(var(--radius)-2px)] px-4',
        'text-sm font-medium text-muted-foreground transition-colors hover:text-foreground',
        'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        'disabled:pointer-events-none disabled:opacity-50 data-prehydration:disabled:opacity-100',
        'data-[state=active]:bg-background data-[state=active]:text-primary data-[state=active]:font-semibold data-[state=active]:shadow-sm',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      className={cn('focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring', className)}
      {...props}
    />
  );
}
