import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../../components/layout/page.tsx';
import { RegistrationsView } from '../../../features/registrations/components/registrations-view.tsx';

/** /portal/menu/manage-sip (spec 3 §2.7, §4.3): the investor's SIPs, active and completed. */
export const Route = createFileRoute('/portal/menu/manage-sip')({
  // the queries (and their contract schemas) load with the page, not with the app's first screen
  loader: async ({ context }) => context.queryClient.ensureQueryData((await import('../../../features/registrations/queries.ts')).sipListQuery()),
  component: () => (
    <Page title="Manage SIPs">
      <RegistrationsView kind="SIP" />
    </Page>
  ),
});
