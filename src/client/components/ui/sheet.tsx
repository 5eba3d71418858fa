import type { ComponentProps } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { cn } from '../../lib/cn.ts';
import { CloseButton, DialogOverlay } from './dialog.tsx';
import { useOpenState, withOpenState } from './open-state.tsx';

/** The right-hand side panel (spec: one third of the screen wide; full width on phones). */
export const Sheet = withOpenState(DialogPrimitive.Root);
export const SheetTrigger = DialogPrimitive.Trigger;
export const SheetClose = DialogPrimitive.Close;

export type SheetContentProps = ComponentProps<typeof DialogPrimitive.Content> & { showCloseButton?: boolean };

export function SheetContent({ className, children, showCloseButton = true, ...props }: SheetContentProps) {
  if (!useOpenState()) return null;
  return (
    <DialogPrimitive.Portal>
      <DialogOverlay />
      <DialogPrimitive.Content
        className={cn(
          'fixed inset-y-0 right-0 z-50 flex h-full w-full flex-col gap-4 overflow-y-auto',
          'border-l border-border bg-background p-6 text-foreground shadow-xl sm:w-1/3 sm:max-w-none',
          'focus-visible:outline-none',
          className,
        )}
        {...props}
      >
        {children}
        {showCloseButton && <CloseButton />}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function SheetHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 pr-10', className)} {...props} />;
}

export function SheetFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('mt-auto flex flex-col gap-2', className)} {...props} />;
}

export function SheetTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('text-lg font-semibold text-foreground', className)} {...props} />;
}

export function SheetDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-sm text-muted-foreground', className)} {...props} />;
}
