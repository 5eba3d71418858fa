import { createFileRoute, redirect } from '@tanstack/react-router';

/** / redirects to /portal (spec 1 §2). */
export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ to: '/portal', replace: true });
  },
});
