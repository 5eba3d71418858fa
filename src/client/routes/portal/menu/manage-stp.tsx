import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../../components/layout/page.tsx';
import { RegistrationsView } from '../../../features/registrations/components/registrations-view.tsx';
import { swpStpQuery } from '../../../features/registrations/queries.ts';

/** /portal/menu/manage-stp (spec 3 §2.7, §4.3): the investor's STPs, active and completed. */
export const Route = createFileRoute('/portal/menu/manage-stp')({
  loader: ({ context }) => context.queryClient.ensureQueryData(swpStpQuery()),
  component: () => (
    <Page title="Manage STPs">
      <RegistrationsView kind="STP" />
    </Page>
  ),
});
