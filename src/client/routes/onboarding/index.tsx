import { createFileRoute, redirect } from '@tanstack/react-router';
import { onboardingOnly } from '../../session/guards.ts';
import { getAuth } from '../../session/store.ts';
import { stepForPageNo } from '../../features/onboarding/steps.ts';

/** /onboarding opens the step that matches the saved page number (spec 1 §2). */
export const Route = createFileRoute('/onboarding/')({
  beforeLoad: ({ context }) => {
    onboardingOnly(context.queryClient);
    const pageNo = getAuth(context.queryClient)?.user_details?.page_no ?? 0;
    throw redirect({ to: '/onboarding/$step', params: { step: stepForPageNo(pageNo) }, replace: true });
  },
});
