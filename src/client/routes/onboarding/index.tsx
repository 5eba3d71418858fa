import { createFileRoute, redirect } from '@tanstack/react-router';
import { onboardingOnly } from '../../session/guards.ts';
import { getAuth } from '../../session/store.ts';
import { stepForPageNo } from '../../features/onboarding/steps.ts';
import { onboardingQueries } from '../../features/onboarding/queries.ts';

/**
 * /onboarding opens the step that matches the saved page number (spec 1 §2), read from the
 * server; without a connection, from the copy in the auth state.
 */
export const Route = createFileRoute('/onboarding/')({
  beforeLoad: ({ context }) => onboardingOnly(context.queryClient),
  loader: async ({ context }) => {
    const qc = context.queryClient;
    let pageNo = getAuth(qc)?.user_details?.page_no ?? 0;
    try {
      pageNo = (await qc.fetchQuery(onboardingQueries.details())).page_no;
    } catch {
      // offline: the saved copy decides
    }
    throw redirect({ to: '/onboarding/$step', params: { step: stepForPageNo(pageNo) }, replace: true });
  },
});
