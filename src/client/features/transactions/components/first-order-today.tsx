import { useId } from 'react';
import { firstOrderTodayAllowed } from '@shared/rules/transactions/cut-off.ts';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Label } from '../../../components/ui/label.tsx';

/** '1st Order Today': offered only up to 15:00 IST (spec 2 §9). */
export function FirstOrderToday({ checked, onChange, now, disabled }: { checked: boolean; onChange(v: boolean): void; now: Date; disabled?: boolean }) {
  const id = useId();
  if (!firstOrderTodayAllowed(now)) return null;
  return (
    <div className="flex items-center gap-3">
      <Checkbox id={id} checked={checked} disabled={disabled} onCheckedChange={(v) => onChange(v === true)} />
      <Label htmlFor={id}>1st Order Today</Label>
    </div>
  );
}
