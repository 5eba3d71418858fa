import { useId } from 'react';
import { Select } from 'radix-ui';
import { CheckIcon, ChevronDownIcon } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { FieldError } from './input.tsx';
import { Label } from './label.tsx';

export type DropdownOption = { value: string; label: string };

export type DropdownProps = {
  label: string;
  value: string | undefined;
  onValueChange(value: string): void;
  options: ReadonlyArray<DropdownOption>;
  placeholder?: string;
  id?: string;
  error?: string;
  disabled?: boolean;
  name?: string;
  required?: boolean;
  className?: string;
};

export function Dropdown({
  label,
  value,
  onValueChange,
  options,
  placeholder = 'Please select',
  id,
  error,
  disabled,
  name,
  required,
  className,
}: DropdownProps) {
  const autoId = useId();
  const triggerId = id ?? `select-${autoId}`;
  const errorId = `${triggerId}-error`;

  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <Label htmlFor={triggerId}>{label}</Label>
      {/* '' rather than undefined keeps Radix controlled, so clearing the value shows the placeholder again. */}
      <Select.Root value={value ?? ''} onValueChange={onValueChange} disabled={disabled} name={name} required={required}>
        <Select.Trigger
          id={triggerId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={cn(
            'flex h-11 w-full items-center justify-between gap-2 rounded-[var(--radius)] border border-input bg-background px-3',
            'text-left text-base text-foreground data-[placeholder]:text-muted-foreground',
            'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:border-ring',
            'disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-70',
            'aria-invalid:border-destructive',
          )}
        >
          <span className="truncate">
            <Select.Value placeholder={placeholder} />
          </span>
          <Select.Icon asChild>
            <ChevronDownIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          </Select.Icon>
        </Select.Trigger>
        <Select.Portal>
          <Select.Content
            position="popper"
            sideOffset={4}
            className={cn(
              'relative z-50 max-h-[min(20rem,var(--radix-select-content-available-height))] min-w-[var(--radix-select-trigger-width)]',
              'overflow-hidden rounded-[var(--radius)] border border-border bg-card text-card-foreground shadow-lg',
            )}
          >
            <Select.Viewport className="p-1">
              {options.map((option) => (
                <Select.Item
                  key={option.value}
                  value={option.value}
                  className={cn(
                    'relative flex min-h-11 w-full cursor-default items-center rounded-sm py-2 pr-9 pl-3 text-sm outline-none select-none',
                    'data-[highlighted]:bg-muted data-[state=checked]:font-semibold',
                    'data-[disabled]:pointer-events-none data-[disabled]:opacity-50',
                  )}
                >
                  <Select.ItemText>{option.label}</Select.ItemText>
                  <Select.ItemIndicator className="absolute right-3 inline-flex items-center text-primary">
                    <CheckIcon className="size-4" aria-hidden="true" />
                  </Select.ItemIndicator>
                </Select.Item>
              ))}
            </Select.Viewport>
          </Select.Content>
        </Select.Portal>
      </Select.Root>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}
