import { createFileRoute } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Page } from '../../../components/layout/page.tsx';
import { getAuth, useAuth } from '../../../session/store.ts';
import { CustomerSupportView } from '../../../features/support/components/customer-support-view.tsx';
import { supportContactQuery, ticketsQuery } from '../../../features/support/queries.ts';

function CustomerSupport() {
  const auth = useAuth(useQueryClient());
  return (
    <Page title="Customer Support">
      <CustomerSupportView owner={auth?.user_details?.ID ?? ''} email={auth?.user_details?.email_id ?? ''} />
    </Page>
  );
}

/** /portal/menu/customer-support (spec 3 §2.7, §7.3). */
export const Route = createFileRoute('/portal/menu/customer-support')({
  // both at once; the tickets list and Write to Us read them with useSuspenseQuery
  loader: async ({ context }) => {
    const qc = context.queryClient;
    const owner = getAuth(qc)?.user_details?.ID ?? '';
    await Promise.all([qc.ensureQueryData(supportContactQuery()), owner ? qc.ensureQueryData(ticketsQuery(owner)) : null]);
  },
  component: CustomerSupport,
});
