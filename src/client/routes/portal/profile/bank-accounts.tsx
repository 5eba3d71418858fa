import { createFileRoute } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Page } from '../../../components/layout/page.tsx';
import { profileQueries } from '../../../features/profile/queries.ts';
import { BankAccounts } from '../../../features/profile/components/bank-accounts.tsx';

function BankAccountsPage() {
  const banks = useSuspenseQuery(profileQueries.banks()).data;
  const masters = useSuspenseQuery(profileQueries.masters()).data;
  const user = useSuspenseQuery(profileQueries.user()).data;
  return (
    <Page title="Bank Accounts">
      <BankAccounts banks={banks} masters={masters} holderName={user.name} />
    </Page>
  );
}

/** /portal/profile/bank-accounts (spec 3 §2.9, §5). */
export const Route = createFileRoute('/portal/profile/bank-accounts')({
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(profileQueries.banks()),
      context.queryClient.ensureQueryData(profileQueries.masters()),
      context.queryClient.ensureQueryData(profileQueries.user()),
    ]),
  component: BankAccountsPage,
});
