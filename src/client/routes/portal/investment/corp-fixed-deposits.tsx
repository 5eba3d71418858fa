import { useState } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { isSeniorCitizen } from '@shared/rules/onboarding/age.ts';
import { istDate, parseDmy } from '@shared/time/ist.ts';
import { profileQueries } from '../../../features/profile/queries.ts';
import { Page } from '../../../components/layout/page.tsx';
import { FdBooking } from '../../../features/other-products/components/fd-booking.tsx';
import { FdPartner } from '../../../features/other-products/components/fd-partner.tsx';
import { fdOfferQuery } from '../../../features/other-products/queries.ts';
import { LoadError } from '../../../components/layout/load-error.tsx';

function CorporateDeposits() {
  const offer = useSuspenseQuery(fdOfferQuery()).data;
  // the Senior Citizen switch starts from the investor's age when the date of birth is on file
  const dob = useQuery(profileQueries.data()).data?.basic_details[0]?.Date_of_Birth;
  const [today] = useState(() => istDate(new Date()));
  const senior = isSeniorCitizen(dob ? parseDmy(dob) : null, today);
  return (
    <Page title="Corporate Fixed Deposits">
      <div className="flex flex-col gap-8">
        <ul className="grid gap-3 text-sm sm:grid-cols-5" aria-label="At a glance">
          {[
            ['Interest', '5.51% to 6.75% a year'],
            ['Deposit', '₹25,000 to ₹5 crore'],
            ['Minimum', '₹25,000'],
            ['Tenor', '12 to 60 months'],
            ['Lock-in', '3 months'],
          ].map(([k, v]) => (
            <li key={k} className="rounded-xl border bg-card p-3">
              <span className="block text-muted-foreground">{k}</span>
              <strong>{v}</strong>
            </li>
          ))}
        </ul>
        <FdBooking key={String(senior)} companies={offer.companies} seniorByAge={senior} />
        <FdPartner partner={offer.partner} />
      </div>
    </Page>
  );
}

/** /portal/investment/corp-fixed-deposits (spec 2 §2.12): the deposit list and the partner page. */
export const Route = createFileRoute('/portal/investment/corp-fixed-deposits')({
  loader: ({ context }) => context.queryClient.ensureQueryData(fdOfferQuery()),
  errorComponent: LoadError,
  component: CorporateDeposits,
});
