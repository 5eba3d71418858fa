import { createFileRoute } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Page } from '../../../components/layout/page.tsx';
import { profileQueries } from '../../../features/profile/queries.ts';
import { Nominees } from '../../../features/profile/components/nominee.tsx';

function NomineePage() {
  const data = useSuspenseQuery(profileQueries.data()).data;
  const masters = useSuspenseQuery(profileQueries.masters()).data;
  return (
    <Page title="Nominee">
      <Nominees nominees={data.nominee_details} masters={masters} ownPan={data.basic_details[0]?.PAN ?? null} />
    </Page>
  );
}

/** /portal/profile/nominee (spec 3 §2.9, §5). */
export const Route = createFileRoute('/portal/profile/nominee')({
  loader: ({ context }) =>
    Promise.all([context.queryClient.ensureQueryData(profileQueries.data()), context.queryClient.ensureQueryData(profileQueries.masters())]),
  component: NomineePage,
});
