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
  loader: ({ context }) => {
    const owner = getAuth(context.queryClient)?.user_details?.ID ?? '';
    // warm, not required: the page shows its own loading and offline states
    void context.queryClient.prefetchQuery(supportContactQuery());
    if (owner) void context.queryClient.prefetchQuery(ticketsQuery(owner));
  },
  component: CustomerSupport,
});
