import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../../lib/cn.ts';

const spinnerVariants = cva('animate-spin rounded-full border-current border-r-transparent', {
  variants: {
    size: {
      sm: 'size-4 border-2',
      default: 'size-6 border-[3px]',
      lg: 'size-10 border-4',
    },
  },
  defaultVariants: { size: 'default' },
});

export type SpinnerProps = VariantProps<typeof spinnerVariants> & {
  /** Read by screen readers; the spinning ring itself is decorative. */
  label?: string;
  className?: string;
};

export function Spinner({ size, label = 'Loading', className }: SpinnerProps) {
  return (
    // <output> is a status region (role="status") without the explicit role. It holds its
    // screen-reader label inside its own box (relative, overflow hidden), so nothing sticks out.
    <output aria-live="polite" className={cn('relative inline-flex items-center overflow-hidden text-primary', className)}>
      <span aria-hidden="true" className={spinnerVariants({ size })} />
      <span className="sr-only">{label}</span>
    </output>
  );
}
