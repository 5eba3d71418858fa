import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../../components/layout/page.tsx';
import { RegistrationsView } from '../../../features/registrations/components/registrations-view.tsx';
import { swpStpQuery } from '../../../features/registrations/queries.ts';

/** /portal/menu/manage-swp (spec 3 §2.7, §4.3): the investor's SWPs, active and completed. */
export const Route = createFileRoute('/portal/menu/manage-swp')({
  loader: ({ context }) => context.queryClient.ensureQueryData(swpStpQuery()),
  component: () => (
    <Page title="Manage SWPs">
      <RegistrationsView kind="SWP" />
    </Page>
  ),
});
