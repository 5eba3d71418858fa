import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { PartnerRate } from '@shared/contract/other-products.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { FaqItem } from '../../../components/ui/faq-item.tsx';
import { useAuth } from '../../../session/store.ts';
import { useAlert } from '../../../components/ui/use-alert.tsx';

const FAQ: Array<[string, string]> = [
  [
    'What is a corporate fixed deposit?',
    'A deposit with a company (an NBFC or housing finance company) instead of a bank. It pays a fixed rate for the tenure you choose, usually more than a bank deposit, and is rated by credit rating agencies.',
  ],
  [
    'How safe is it?',
    'Corporate deposits are not covered by DICGC deposit insurance. Choose companies with high ratings (AAA or AA+) and spread larger amounts across companies.',
  ],
  [
    'Can I withdraw early?',
    'Not in the first 3 months (the lock-in). After that a premature withdrawal is allowed with a lower rate, as the company’s terms say.',
  ],
  [
    'How is interest taxed?',
    'Interest is added to your income and taxed at your slab rate. Tax may be deducted at source above the yearly threshold; submit Form 15G or 15H if you qualify.',
  ],
  ['How much can I invest?', 'From ₹25,000 to ₹5 crore per deposit, for 12 to 60 months.'],
];

function RateTable({ caption, rates }: { caption: string; rates: PartnerRate[] }) {
  return (
    <div className="overflow-x-auto rounded-xl border">
      <table className="w-full min-w-[520px] text-left text-sm">
        <caption className="p-2 text-left font-semibold">{caption}</caption>
        <thead className="bg-muted">
          <tr>
            <th scope="col" className="p-2">
              Tenure
            </th>
            <th scope="col" className="p-2">
              On maturity
            </th>
            <th scope="col" className="p-2">
              Monthly
            </th>
            <th scope="col" className="p-2">
              Quarterly
            </th>
            <th scope="col" className="p-2">
              Half-yearly
            </th>
            <th scope="col" className="p-2">
              Annual
            </th>
          </tr>
        </thead>
        <tbody>
          {rates.map((r) => (
            <tr key={r.Tenure} className="border-t">
              <th scope="row" className="p-2 font-medium">
                {r.Tenure}
              </th>
              <td className="p-2">{r.OnMaturity}%</td>
              <td className="p-2">{r.Monthly}%</td>
              <td className="p-2">{r.Quarterly}%</td>
              <td className="p-2">{r.HalfYearly}%</td>
              <td className="p-2">{r.Annual}%</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The deposit partner's page (spec 2 §2.12): text, rate tables, FAQ and 'Book fixed deposit now',
 * which opens the configured partner page in a new tab for an onboarded investor (with their
 * Nivesh ID, so the partner's feed can name them), else the onboarding popup.
 */
export function FdPartner({ partner }: { partner: { url: string | null; rates: PartnerRate[]; senior_rates: PartnerRate[] } }) {
  const auth = useAuth(useQueryClient());
  const [popup, setPopup] = useState(false);
  const [alertEl, alert] = useAlert();
  const book = () => {
    if (!auth?.is_user_onboarded) return setPopup(true);
    if (!partner.url) return alert('Booking with our deposit partner is not available right now. Please use the list above to send a request.');
    const url = new URL(partner.url);
    if (auth.user_details?.ID) url.searchParams.set('ref', auth.user_details.ID);
    window.open(url.toString(), '_blank', 'noopener,noreferrer');
  };
  return (
    <section aria-labelledby="partner-title" className="flex flex-col gap-4">
      <h2 id="partner-title" className="text-lg font-semibold">
        Book with our deposit partner
      </h2>
      <p className="text-muted-foreground">
        Earn 5.51% to 7.05% a year with our partner’s rated deposits. Deposits from ₹25,000 to ₹5 crore, for 12 to 60 months; minimum ₹25,000; lock-in 3 months.
        Senior citizens get 0.25% more.
      </p>
      <RateTable caption="Rates (non-senior citizens)" rates={partner.rates} />
      <RateTable caption="Rates (senior citizens)" rates={partner.senior_rates} />
      <div>
        {FAQ.map(([q, a]) => (
          <FaqItem key={q} question={q} answer={a} />
        ))}
      </div>
      <Button className="self-start" onClick={book}>
        Book fixed deposit now
      </Button>
      <Dialog open={popup} onOpenChange={setPopup}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Complete your onboarding</DialogTitle>
            <DialogDescription>You need a completed account to book a fixed deposit.</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Link
              to="/onboarding"
              className="inline-flex min-h-11 items-center rounded-[var(--radius)] bg-primary px-5 text-sm font-semibold text-primary-foreground hover:bg-primary/90"
            >
              COMPLETE YOUR ONBOARDING
            </Link>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      {alertEl}
    </section>
  );
}
