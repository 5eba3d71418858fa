import { ConfirmDialog } from '../../../components/ui/alert-dialog.tsx';
import { Dropdown, type DropdownOption } from '../../../components/ui/dropdown.tsx';
import { istDate, parseDmy, ymdToDmy } from '@shared/time/ist.ts';

export type Option = { id: number; name: string };

/** A dropdown over master rows; the value is the row id. */
export function SelectField({
  label,
  value,
  onChange,
  options,
  error,
  placeholder,
  className,
}: {
  label: string;
  value: number | null;
  onChange(v: number | null): void;
  options: readonly Option[];
  error?: string | null;
  placeholder?: string;
  className?: string;
}) {
  const items: DropdownOption[] = options.map((o) => ({ value: String(o.id), label: o.name }));
  return (
    <Dropdown
      label={label}
      value={value === null ? undefined : String(value)}
      onValueChange={(v) => onChange(v === '' || v === 'none' ? null : Number(v))}
      options={items}
      error={error ?? undefined}
      placeholder={placeholder}
      className={className}
    />
  );
}

/** The step's message when it belongs to no single field. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-[var(--radius)] border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm font-medium text-destructive">
      {message}
    </p>
  );
}

/** The IST date today as YYYY-MM-DD (the latest a date of birth may be). */
export const todayIst = (): string => istDate(new Date());

/** YYYY-MM-DD (the date input) ↔ DD/MM/YYYY (the wire, spec 1 §9). */
export const toDmy = (ymd: string): string => (ymd ? ymdToDmy(ymd) : '');
export const fromDmy = (dmy: string | null): string => (dmy ? (parseDmy(dmy) ?? '') : '');

/** The confirmation before deleting a saved bank, joint holder or nominee (`target` is its id). */
export function ConfirmDelete({ what, target, onClose, onDelete }: { what: string; target: number | null; onClose(): void; onDelete(id: number): void }) {
  return (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={(open) => !open && onClose()}
      title={`Are you sure want to delete this ${what}?`}
      confirmLabel="Delete"
      destructive
      onConfirm={() => {
        const id = target!;
        onClose();
        onDelete(id);
      }}
    />
  );
}
