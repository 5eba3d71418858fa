import { useEffect, useState, type ComponentProps } from 'react';
import { Outlet, createFileRoute, useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { requireToken } from '../../session/guards.ts';
import { hasZeroAum, useAuth } from '../../session/store.ts';
import { USER_DETAILS_KEY, useFreshUserDetails } from '../../session/user-details.ts';
import { LeftMenu } from '../../components/layout/left-menu.tsx';
import { Header } from '../../components/layout/header.tsx';
import { Footer } from '../../components/layout/footer.tsx';
import { PageSkeleton } from '../../components/layout/portal-skeleton.tsx';
import { AfterPaint } from '../../components/layout/after-paint.tsx';
import { OfflineBanner } from '../../components/layout/offline-banner.tsx';
import { PendingOrderNotice } from '../../components/layout/pending-order-notice.tsx';
import { requestPersistentStorage } from '../../pwa/register.ts';
import { DeviceUnlockOffer, ReadOnlyBanner } from '../../session/device-unlock-offer.tsx';
import { isDeviceCopySession } from '../../session/device-session.ts';
import { resetClientState } from '../../session/reset.ts';
import { TX_KEYS, useCartCount, useOwner } from '../../features/transactions/queries.ts';
import { useUnreadCount } from '../../features/notifications/queries.ts';
import { NotificationsPanel } from '../../features/notifications/components/notifications-panel.tsx';
import { useLiveNotifications } from '../../features/notifications/use-live-notifications.ts';

// spec 3 §2.2: any key refreshes cart, profile and notifications
const REFRESH_ON_KEY = [TX_KEYS.cart, USER_DETAILS_KEY] as const;
import { OnboardingBanner } from '../../components/layout/onboarding-banner.tsx';
import { ProfilePanel } from '../../features/profile/components/profile-panel.tsx';
import { SwitchPanel } from '../../features/family/components/switch-panel.tsx';
import { ViewingAsBar } from '../../components/layout/viewing-as-bar.tsx';
import { useAlert } from '../../components/ui/use-alert.tsx';
import { messageOf } from '../../api/errors.ts';
import { actingAsMember, switchBack, switchToMember } from '../../session/switch-profile.ts';
import type { FamilyMember } from '@shared/contract/family.ts';

/**
 * The queries behind the header's counts and the profile refresh (with the key-press and push
 * refresh of cart, profile and notifications) live in these leaf components, not in the layout:
 * a query that starts fetching as it subscribes makes React re-render its component at once, and
 * when that was the layout, every part of the page was drawn again in the task that first put it
 * on screen (TBT).
 */
function BackgroundRefresh() {
  useFreshUserDetails(useQueryClient());
  // signed in: the device copy should survive storage pressure
  useEffect(() => void requestPersistentStorage(), []);
  useLiveNotifications(REFRESH_ON_KEY);
  return null;
}

function CountingHeader({ owner, ...props }: Omit<ComponentProps<typeof Header>, 'cartCount' | 'unreadCount'> & { owner: string }) {
  const cartCount = useCartCount(true);
  const unreadCount = useUnreadCount(owner);
  return <Header {...props} cartCount={cartCount} unreadCount={unreadCount} />;
}

function PortalLayout() {
  const qc = useQueryClient();
  const auth = useAuth(qc);
  const owner = useOwner();
  const navigate = useNavigate();
  const [alert, showAlert] = useAlert();
  const [switching, setSwitching] = useState(false);
  // spec 3 §4.9: switch, then every screen reloads as the member (the cache is emptied), and the panel closes
  const onSwitch = async (member: FamilyMember, close: () => void) => {
    setSwitching(true);
    try {
      // the head's row while acting as a member is the way back
      if (actingAsMember(auth) && member.family_status === 1) await switchBack(qc);
      else await switchToMember(qc, member.child_id);
      close();
      await navigate({ to: '/portal/dashboard' });
    } catch (err) {
      showAlert({ body: messageOf(err) });
    } finally {
      setSwitching(false);
    }
  };
  const onBack = async () => {
    setSwitching(true);
    try {
      await switchBack(qc);
      await navigate({ to: '/portal/dashboard' });
    } catch (err) {
      showAlert({ body: messageOf(err) });
    } finally {
      setSwitching(false);
    }
  };
  return (
    <div className="flex min-h-dvh flex-col md:flex-row">
      <BackgroundRefresh />
      <LeftMenu zeroAum={hasZeroAum(auth)} />
      <div className="flex min-w-0 flex-1 flex-col">
        {auth?.token && auth.is_user_onboarded && (
          <CountingHeader
            auth={auth}
            owner={owner}
            renderNotifications={(close) => <NotificationsPanel owner={owner} onNavigate={close} />}
            renderProfilePanel={(close) => (
              <>
                <ProfilePanel user={auth.user_details} />
                <SwitchPanel owner={owner} busy={switching} onSwitch={(m) => void onSwitch(m, close)} />
              </>
            )}
          />
        )}
        {auth?.token && actingAsMember(auth) && <ViewingAsBar name={auth.user_details?.name ?? ''} busy={switching} onBack={() => void onBack()} />}
        {alert}
        {auth?.token && !auth.is_user_onboarded && <OnboardingBanner auth={auth} />}
        <OfflineBanner />
        {isDeviceCopySession(auth) && (
          <ReadOnlyBanner onSignIn={() => void resetClientState(qc, { wipe: false }).then(() => navigate({ to: '/sign-in', replace: true }))} />
        )}
        {auth?.token && auth.is_user_onboarded && !isDeviceCopySession(auth) && <DeviceUnlockOffer auth={auth} />}
        {auth?.token && !isDeviceCopySession(auth) && <PendingOrderNotice owner={owner} />}
        {/* The layout is put on screen first (over the prerendered shell, in the same places), and
            the page and footer in the next task: the first commit of a portal page was one task
            of both, with style and layout for every element (TBT). The footer waits
            with the page: it would otherwise be pushed down in sight as the page arrives. */}
        <AfterPaint
          fallback={
            <main id="main" className="flex-1" aria-busy="true">
              <PageSkeleton />
            </main>
          }
        >
          <main id="main" className="flex-1">
            <Outlet />
          </main>
          <Footer />
        </AfterPaint>
      </div>
    </div>
  );
}

/** /portal: the guarded signed-in area (spec 1 §2). */
export const Route = createFileRoute('/portal')({
  beforeLoad: ({ context }) => requireToken(context.queryClient),
  component: PortalLayout,
});
