import { createFileRoute } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Page } from '../../components/layout/page.tsx';
import { profileQueries } from '../../features/profile/queries.ts';
import { OnboardingComplete } from '../../features/profile/components/onboarding-complete.tsx';

function OnboardingCompletePage() {
  const user = useSuspenseQuery(profileQueries.user()).data;
  return (
    <Page title="Account opened">
      <OnboardingComplete user={user} />
    </Page>
  );
}

/** /portal/onboarding-complete (ours): where the last onboarding step lands, saying what happens next. */
export const Route = createFileRoute('/portal/onboarding-complete')({
  loader: ({ context }) => context.queryClient.ensureQueryData(profileQueries.user()),
  component: OnboardingCompletePage,
});
