import type { CheckoutType } from '@shared/contract/transactions.ts';
import { Info } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle, SheetTrigger } from '../../../components/ui/sheet.tsx';

/** The cut-off rules the server applies (shared/rules/cut-off.ts), in the investor's words (spec 3 §9). */
const PURCHASE = [
  'Liquid and overnight funds: money received by the fund house up to 1:30 pm on a business day gets the previous day’s NAV; money received later gets the NAV of the day before the next business day.',
  'Equity, debt and hybrid funds: money received by the fund house up to 3:00 pm on a business day gets that day’s NAV; money received later gets the next business day’s NAV.',
  'The NAV depends on when your payment reaches the fund house, not on when you place the order.',
];
const OUTFLOW = [
  'Requests placed up to 3:00 pm on a business day are processed at that day’s NAV; later requests at the next business day’s NAV.',
];
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
  Switch: { title: 'Switch cut-off information', points: [...OUTFLOW, 'A switch takes about 1 to 2 working days: the units are redeemed first, then bought in the new scheme.', PORTFOLIO] },
  STP: { title: 'STP information', points: ['Each transfer is processed on its date like a switch.', ...OUTFLOW, 'A transfer takes about 1 to 2 working days.'] },
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
