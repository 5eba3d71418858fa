import { createFileRoute, redirect } from '@tanstack/react-router';
import { portalLanding } from '../../session/guards.ts';

/** The landing inside /portal: the investment page when AUM is zero, otherwise the dashboard. */
export const Route = createFileRoute('/portal/')({
  beforeLoad: ({ context }) => {
    throw redirect({ to: portalLanding(context.queryClient), replace: true });
  },
});
