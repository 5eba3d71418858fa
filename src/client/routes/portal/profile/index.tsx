import { createFileRoute, redirect } from '@tanstack/react-router';

/** Personal Information is the profile's default page (spec 3 §2.1). */
export const Route = createFileRoute('/portal/profile/')({
  beforeLoad: () => {
    throw redirect({ to: '/portal/profile/personal-information', replace: true });
  },
});
