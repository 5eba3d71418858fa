import type { CheckoutType } from '@shared/contract/transactions.ts';
import { Info } from 'lucide-react';
import { PURCHASE_NOTES, REDEMPTION_NOTES, SWITCH_IN_NOTE } from '@shared/rules/transactions/cut-off-notes.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle, SheetTrigger } from '../../../components/ui/sheet.tsx';

/** The cut-off rules the server applies (shared/rules/transactions/cut-off.ts), in the investor's words (spec 3 §9). */
const PURCHASE = PURCHASE_NOTES;
const OUTFLOW = REDEMPTION_NOTES;
const CREDIT = 'Redemption money reaches your bank account in 1 to 5 working days: debt and liquid funds 1 to 2, equity funds 3 to 4.';
const PORTFOLIO = 'Your portfolio updates 2 to 3 days after the fund house processes the units.';

const INFO: Record<CheckoutType, { title: string; points: string[] }> = {
  SIP: {
    title: 'SIP cut-off information',
    points: [
      'Each instalment is debited through your bank mandate on the SIP date and gets the NAV of the day the money reaches the fund house.',
      'With 1st Order Today (offered until 3:00 pm), the first instalment is paid now and follows the purchase cut-off below.',
      ...PURCHASE,
    ],
  },
  Lumpsum: { title: 'Lumpsum cut-off information', points: [...PURCHASE, PORTFOLIO] },
  Switch: {
    title: 'Switch cut-off information',
    points: [...OUTFLOW, 'A switch takes about 1 to 2 working days: the units are redeemed first, then bought in the new scheme.', SWITCH_IN_NOTE, PORTFOLIO],
  },
  STP: {
    title: 'STP information',
    points: ['Each transfer is processed on its date like a switch.', ...OUTFLOW, SWITCH_IN_NOTE, 'A transfer takes about 1 to 2 working days.'],
  },
  SWP: { title: 'SWP information', points: ['Each withdrawal is processed on its date like a redemption.', ...OUTFLOW, CREDIT] },
  Redemption: { title: 'Redemption cut-off information', points: [...OUTFLOW, CREDIT, PORTFOLIO] },
};

/** The information side drawer each cart tab has (spec 3 §2.3). */
export function CutOffInfo({ tab }: { tab: CheckoutType }) {
  const info = INFO[tab];
  return (
    <Sheet>
      <SheetTrigger asChild>
        <Button variant="ghost" size="sm">
          <Info aria-hidden />
          Cut-off information
        </Button>
      </SheetTrigger>
      <SheetContent>
        <SheetHeader>
          <SheetTitle>{info.title}</SheetTitle>
          <SheetDescription>When your order gets its NAV, and how long it takes.</SheetDescription>
        </SheetHeader>
        <ul className="flex list-disc flex-col gap-3 pl-5 text-sm">
          {info.points.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      </SheetContent>
    </Sheet>
  );
}
