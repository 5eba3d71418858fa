import { Outlet, createFileRoute } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { SectionNav } from '../../../components/layout/section-nav.tsx';
import { PROFILE_ITEMS } from '../../../components/layout/menus.ts';
import { OnboardingPrompt } from '../../../components/layout/onboarding-prompt.tsx';
import { useAuth } from '../../../session/store.ts';

/** Profile sub-pages show a fallback instead of the page until the investor is onboarded (spec 3 §2.9). */
function ProfileLayout() {
  const auth = useAuth(useQueryClient());
  return (
    <div className="flex flex-col">
      <SectionNav label="Profile" items={PROFILE_ITEMS} fallback="/portal/profile/personal-information" />
      {auth?.is_user_onboarded ? <Outlet /> : <OnboardingPrompt />}
    </div>
  );
}

export const Route = createFileRoute('/portal/profile')({ component: ProfileLayout });
