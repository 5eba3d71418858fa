import { createFileRoute } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Page } from '../../../components/layout/page.tsx';
import { profileQueries } from '../../../features/profile/queries.ts';
import { JointHolders } from '../../../features/profile/components/joint-holders.tsx';

function JointHoldersPage() {
  const data = useSuspenseQuery(profileQueries.data()).data;
  return (
    <Page title="Joint Holders">
      <JointHolders holders={data.jh_details} />
    </Page>
  );
}

/** /portal/profile/joint-holders (spec 3 §2.9): read only. */
export const Route = createFileRoute('/portal/profile/joint-holders')({
  loader: ({ context }) => context.queryClient.ensureQueryData(profileQueries.data()),
  component: JointHoldersPage,
});
