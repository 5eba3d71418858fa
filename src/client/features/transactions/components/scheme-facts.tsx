import { groupDecimalString } from '@shared/rules/format/indian-number.ts';
import { ymdToDmy } from '@shared/time/ist.ts';
import { rupees } from '../format.ts';
import type { TransactScheme } from '../types.ts';

/** The scheme's name and the facts an order needs at a glance. */
export function SchemeFacts({ scheme }: { scheme: TransactScheme }) {
  return (
    <div className="flex flex-col gap-1">
      <p className="text-lg font-semibold">{scheme.SchemeName}</p>
      <p className="text-sm text-muted-foreground">
        {scheme.AssetClassName} · {scheme.Sub_AssetclassName}
        {scheme.NAV && scheme.NavDate ? ` · NAV ₹${groupDecimalString(scheme.NAV)} as on ${ymdToDmy(scheme.NavDate)}` : ''}
      </p>
      <p className="text-sm text-muted-foreground">
        Minimum investment {rupees(scheme.MinimumPurchaseAmount)} · Additional {rupees(scheme.AdditionalPurchaseAmount)}
      </p>
    </div>
  );
}
