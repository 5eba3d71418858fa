import { useId } from 'react';
import type { CartItem, CheckoutType } from '@shared/contract/transactions.ts';
import { Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { frequencyLabel, rupees, unitsText } from '../format.ts';

export const TYPE_LABEL: Record<string, string> = {
  ISIP: 'SIP',
  XSIP: 'SIP',
  NEW: 'New Purchase',
  ADD: 'Additional Purchase',
  RED: 'Redemption',
  SWT: 'Switch',
  SWP: 'SWP',
  STP: 'STP',
};

export function sizeText(item: CartItem): string {
  if (item.TE_UNITS === 'All') return 'All Units';
  if (item.TE_AMOUNT) return rupees(item.TE_AMOUNT);
  if (item.TE_UNITS) return `${unitsText(item.TE_UNITS)} units`;
  return '-';
}

/** One order in the cart: check it for checkout, or remove it (after a confirmation). */
export function CartItemCard({
  item,
  tab,
  onToggle,
  onRemove,
  disabled,
}: {
  item: CartItem;
  tab: CheckoutType;
  onToggle(checked: boolean): void;
  onRemove(): void;
  disabled?: boolean;
}) {
  const id = useId();
  const systematic = tab === 'SIP' || tab === 'SWP' || tab === 'STP';
  const facts: Array<[string, string]> = [
    [tab === 'SIP' || tab === 'Lumpsum' ? 'Amount' : 'Amount / Units', sizeText(item)],
    ['Folio', item.TE_ACNO],
  ];
  if (item.ToSchDesc) facts.push(['To', item.ToSchDesc]);
  if (systematic) {
    if (item.Frequency) facts.push(['Frequency', frequencyLabel(item.Frequency)]);
    if (item.Installments !== null) facts.push(['Installments', String(item.Installments)]);
    if (item.StartDate) facts.push(['Start Date', item.StartDate]);
  }
  if (tab === 'SIP') facts.push(['1st Order Today', item.FirstOrderToday === 'Y' ? 'Yes' : 'No']);
  if (tab === 'SIP' && item.StepUp) facts.push(['Step-up', item.StepUp]);
  if (item.NAV) facts.push(['NAV', `₹${item.NAV}`]);
  facts.push(['Added on', item.TE_TRDATE]);
  return (
    <li className="flex gap-3 rounded-lg border bg-card p-4">
      <Checkbox
        id={`${id}-check`}
        checked={item.checked}
        onCheckedChange={(v) => onToggle(v === true)}
        disabled={disabled}
        aria-describedby={`${id}-type`}
        className="mt-1"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <label htmlFor={`${id}-check`} className="font-semibold">
          {item.SchDesc}
        </label>
        <p id={`${id}-type`} className="text-sm text-muted-foreground">
          {TYPE_LABEL[item.TE_TRTYPE] ?? item.TE_TRTYPE} · {item.AssetClassName} · {item.Sub_AssetclassName}
          {item.TailWindRec === 'Y' ? ' · Recommended' : ''}
        </p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr_auto_1fr]">
          {facts.map(([k, v]) => (
            <div key={k} className="contents">
              <dt className="text-muted-foreground">{k}</dt>
              <dd className="break-words">{v}</dd>
            </div>
          ))}
        </dl>
      </div>
      <Button variant="ghost" size="icon" aria-label={`Remove ${item.SchDesc} from cart`} onClick={onRemove} disabled={disabled}>
        <Trash2 aria-hidden />
      </Button>
    </li>
  );
}
