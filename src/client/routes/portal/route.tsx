import { Outlet, createFileRoute } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { requireToken } from '../../session/guards.ts';
import { hasZeroAum, useAuth } from '../../session/store.ts';
import { USER_DETAILS_KEY, useFreshUserDetails } from '../../session/user-details.ts';
import { LeftMenu } from '../../components/layout/left-menu.tsx';
import { Header } from '../../components/layout/header.tsx';
import { Footer } from '../../components/layout/footer.tsx';
import { OfflineBanner } from '../../components/layout/offline-banner.tsx';
import { TX_KEYS, useCartCount, useOwner } from '../../features/transactions/queries.ts';
import { useUnreadCount } from '../../features/notifications/queries.ts';
import { NotificationsPanel } from '../../features/notifications/components/notifications-panel.tsx';
import { useLiveNotifications } from '../../features/notifications/use-live-notifications.ts';

// spec 3 §2.2: any key refreshes cart, profile and notifications
const REFRESH_ON_KEY = [TX_KEYS.cart, USER_DETAILS_KEY] as const;
import { OnboardingBanner } from '../../components/layout/onboarding-banner.tsx';
import { ProfilePanel } from '../../features/profile/components/profile-panel.tsx';

function PortalLayout() {
  const qc = useQueryClient();
  useFreshUserDetails(qc);
  const auth = useAuth(qc);
  const cartCount = useCartCount(Boolean(auth?.token && auth.is_user_onboarded));
  const owner = useOwner();
  const unreadCount = useUnreadCount(auth?.token && auth.is_user_onboarded ? owner : '');
  useLiveNotifications(REFRESH_ON_KEY);
  return (
    <div className="flex min-h-dvh flex-col md:flex-row">
      <LeftMenu zeroAum={hasZeroAum(auth)} />
      <div className="flex min-w-0 flex-1 flex-col">
        {auth?.token && auth.is_user_onboarded && (
          <Header auth={auth} cartCount={cartCount} unreadCount={unreadCount} renderNotifications={(close) => <NotificationsPanel owner={owner} onNavigate={close} />} profilePanel={<ProfilePanel user={auth.user_details} />} />
        )}
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
