import type { ChangeEvent, ComponentProps } from 'react';
import { CheckIcon } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

type CheckboxProps = Omit<ComponentProps<'input'>, 'type' | 'checked' | 'defaultChecked'> & {
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?(checked: boolean): void;
};

/**
 * A native checkbox drawn as a 20px box, its touch target 44px (the input itself, invisible, over
 * the drawn box). Native rather than Radix's: Radix's tick mounted presence machinery that read the
 * page's computed style and scheduled an immediate re-render while the page was first committed
 * (the cart's items: TBT); the browser's own gives the same role, name, keyboard (Space
 * toggles) and label behaviour. `className` places the box; the API keeps Radix's
 * `checked` / `onCheckedChange`.
 */
export function Checkbox({ className, onCheckedChange, onChange, ...props }: CheckboxProps) {
  return (
    <span className={cn('group/checkbox peer relative inline-flex size-5 shrink-0', className)}>
      <input
        type="checkbox"
        className="peer/input absolute -inset-3 z-10 m-0 cursor-pointer opacity-0 disabled:cursor-not-allowed"
        onChange={(e: ChangeEvent<HTMLInputElement>) => {
          onChange?.(e);
          onCheckedChange?.(e.currentTarget.checked);
        }}
        {...props}
      />
      <span
        aria-hidden="true"
        className={cn(
          'pointer-events-none flex size-5 items-center justify-center rounded-[4px] border-2 border-input bg-background text-primary-foreground',
          'peer-focus-visible/input:ring-2 peer-focus-visible/input:ring-ring peer-focus-visible/input:ring-offset-2',
          'peer-disabled/input:opacity-50',
          'peer-checked/input:border-primary peer-checked/input:bg-primary',
          'peer-aria-invalid/input:border-destructive',
          '[&>svg]:hidden peer-checked/input:[&>svg]:block',
        )}
      >
        <CheckIcon className="size-3.5" strokeWidth={3} />
      </span>
    </span>
  );
}
