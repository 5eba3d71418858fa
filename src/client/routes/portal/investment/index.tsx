import { createFileRoute, redirect } from '@tanstack/react-router';

/** The bare section path redirects to Mutual Funds (spec 2 §2.1). */
export const Route = createFileRoute('/portal/investment/')({
  beforeLoad: () => {
    throw redirect({ to: '/portal/investment/mutual-funds', replace: true });
  },
});
