import type { ComponentProps } from 'react';
import { Label as LabelPrimitive } from 'radix-ui';
import { cn } from '../../lib/cn.ts';

export function Label({ className, ...props }: ComponentProps<typeof LabelPrimitive.Root>) {
  return (
    <LabelPrimitive.Root
      className={cn(
        'text-sm font-medium leading-none text-foreground select-none',
        // a native input, or a checkbox whose box wraps its input
        'peer-disabled:cursor-not-allowed peer-disabled:opacity-70 peer-has-disabled:cursor-not-allowed peer-has-disabled:opacity-70',
        className,
      )}
      {...props}
    />
  );
}
