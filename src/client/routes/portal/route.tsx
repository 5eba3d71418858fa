import { Outlet, createFileRoute } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { requireToken } from '../../session/guards.ts';
import { hasZeroAum, useAuth } from '../../session/store.ts';
import { useFreshUserDetails } from '../../session/user-details.ts';
import { LeftMenu } from '../../components/layout/left-menu.tsx';
import { Header } from '../../components/layout/header.tsx';
import { Footer } from '../../components/layout/footer.tsx';
import { OfflineBanner } from '../../components/layout/offline-banner.tsx';
import { OnboardingBanner } from '../../components/layout/onboarding-banner.tsx';
import { ProfilePanel } from '../../features/profile/components/profile-panel.tsx';
import { useCartCount } from '../../features/transactions/queries.ts';

function PortalLayout() {
  const qc = useQueryClient();
  useFreshUserDetails(qc);
  const auth = useAuth(qc);
  const cartCount = useCartCount(Boolean(auth?.token && auth.is_user_onboarded));
  return (
    <div className="flex min-h-dvh flex-col md:flex-row">
      <LeftMenu zeroAum={hasZeroAum(auth)} />
      <div className="flex min-w-0 flex-1 flex-col">
        {auth?.token && auth.is_user_onboarded && <Header auth={auth} cartCount={cartCount} profilePanel={<ProfilePanel user={auth.user_details} />} />}
        {auth?.token && !auth.is_user_onboarded && <OnboardingBanner auth={auth} />}
        <OfflineBanner />
        <main id="main" className="flex-1">
          <Outlet />
        </main>
        <Footer />
      </div>
    </div>
  );
}

/** /portal: the guarded signed-in area (spec 1 §2). */
export const Route = createFileRoute('/portal')({
  beforeLoad: ({ context }) => requireToken(context.queryClient),
  component: PortalLayout,
});
