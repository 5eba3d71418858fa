import type { HeaderDetails } from '@shared/contract/portfolio.ts';
import { Card } from '../../../components/ui/card.tsx';
import { money, returnText, signedMoney, tone, wholeCount } from '../format.ts';
import { Figure } from './figure.tsx';

/** The dashboard's header (spec 2 §2.2, §3 header_details). */
export function HeaderFigures({ h }: { h: HeaderDetails }) {
  return (
    <Card className="p-5">
      <dl className="grid grid-cols-2 gap-x-6 gap-y-4 sm:grid-cols-3 lg:grid-cols-4">
        <Figure label="Market value" value={money(h.AUM)} note={`Today's change ${signedMoney(h.DayChange)}`} large className="col-span-2 sm:col-span-3 lg:col-span-1" />
        <Figure label="Cost value" value={money(h.COST)} />
        <Figure label="Absolute returns" value={signedMoney(h.UnrealReturns)} note={returnText(h.Absreturn)} tone={tone(h.UnrealReturns)} />
        <Figure label="Annualised returns (XIRR)" value={returnText(h.TotalXirr)} note={h.TotalXirr_note ?? undefined} tone={tone(h.TotalXirr)} />
        <Figure label="Overall profit" value={signedMoney(h.OverallProfit)} note={`incl. ${money(h.RealisedReturns)} realised`} tone={tone(h.OverallProfit)} />
        <Figure label="Life days" value={wholeCount(h.Lifedays)} note="since your first investment" />
      </dl>
    </Card>
  );
}
