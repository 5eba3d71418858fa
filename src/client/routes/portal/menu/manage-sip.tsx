import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../../components/layout/page.tsx';
import { RegistrationsView } from '../../../features/registrations/components/registrations-view.tsx';
import { sipListQuery } from '../../../features/registrations/queries.ts';

/** /portal/menu/manage-sip (spec 3 §2.7, §4.3): the investor's SIPs, active and completed. */
export const Route = createFileRoute('/portal/menu/manage-sip')({
  loader: ({ context }) => context.queryClient.ensureQueryData(sipListQuery()),
  component: () => (
    <Page title="Manage SIPs">
      <RegistrationsView kind="SIP" />
    </Page>
  ),
});
