import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Bell, Search, ShoppingCart, UserRound } from 'lucide-react';
import { Avatar } from '../ui/avatar.tsx';
import { Button } from '../ui/button.tsx';
import { Sheet, SheetContent, SheetHeader, SheetTitle, SheetTrigger } from '../ui/sheet.tsx';
import type { AuthState } from '../../session/store.ts';
import { signOut } from '../../session/reset.ts';

/** The portal header (spec 3 §2.2): shown only when the investor is signed in and onboarded. */
export function Header({
  auth,
  cartCount = 0,
  unreadCount = 0,
  renderNotifications,
  profilePanel,
  renderProfilePanel,
}: {
  auth: AuthState;
  cartCount?: number;
  /** unread notifications: a red dot and the count on the bell */
  unreadCount?: number;
  /** the notifications panel, given by the route (layout never imports a feature); `close` shuts the side panel */
  renderNotifications?: (close: () => void) => ReactNode;
  /** the profile panel's content (market value, returns, completion, risk), given by the route */
  profilePanel?: ReactNode;
  /** the same with a `close` that shuts the side panel (switching portfolio closes it, spec 3 §4.9) */
  renderProfilePanel?: (close: () => void) => ReactNode;
}) {
  const [notificationsOpen, setNotificationsOpen] = useState(false);
  const [profileOpen, setProfileOpen] = useState(false);
  const qc = useQueryClient();
  const navigate = useNavigate();
  const user = auth.user_details;
  const onSignOut = async () => {
    await signOut(qc);
    await navigate({ to: '/sign-in', replace: true });
  };
  return (
    <header className="sticky top-0 z-20 flex h-16 items-center justify-between border-b bg-card px-4">
      <Link to="/portal" className="flex min-h-11 items-center gap-2 font-semibold text-primary">
        <img src="/favicon.svg" alt="" width={28} height={28} />
        Nivesh
      </Link>
      <nav aria-label="Account" className="flex items-center gap-1">
        <Button variant="ghost" size="icon" asChild>
          <Link to="/portal/search" aria-label="Search schemes">
            <Search aria-hidden className="size-5" />
          </Link>
        </Button>
        <Button variant="ghost" size="icon" asChild>
          <Link to="/portal/cart" aria-label={`Cart, ${cartCount} ${cartCount === 1 ? 'item' : 'items'}`} className="relative">
            <ShoppingCart aria-hidden className="size-5" />
            {cartCount > 0 && (
              <span aria-hidden className="absolute -top-0.5 -right-0.5 rounded-full bg-destructive px-1.5 text-[10px] font-bold text-destructive-foreground">
                {cartCount}
              </span>
            )}
          </Link>
        </Button>
        <Sheet open={notificationsOpen} onOpenChange={setNotificationsOpen}>
          <SheetTrigger asChild>
            <Button variant="ghost" size="icon" aria-label={unreadCount > 0 ? `Notifications, ${unreadCount} unread` : 'Notifications'} className="relative">
              <Bell aria-hidden className="size-5" />
              {unreadCount > 0 && (
                <span
                  aria-hidden
                  className="absolute -top-0.5 -right-0.5 min-w-4 rounded-full bg-destructive px-1 text-center text-[10px] font-bold text-destructive-foreground"
                >
                  {unreadCount > 99 ? '99+' : unreadCount}
                </span>
              )}
            </Button>
          </SheetTrigger>
          <SheetContent aria-describedby={undefined}>
            <SheetHeader>
              <SheetTitle>Notifications</SheetTitle>
            </SheetHeader>
            {renderNotifications?.(() => setNotificationsOpen(false))}
          </SheetContent>
        </Sheet>
        <Sheet open={profileOpen} onOpenChange={setProfileOpen}>
          <SheetTrigger asChild>
            <Button variant="ghost" size="icon" aria-label="Profile">
              {user?.profile_pic ? <Avatar src={user.profile_pic} alt="" size={32} /> : <UserRound aria-hidden className="size-5" />}
            </Button>
          </SheetTrigger>
          <SheetContent aria-describedby={undefined}>
            <SheetHeader>
              <SheetTitle>Current Portfolio</SheetTitle>
            </SheetHeader>
            {renderProfilePanel?.(() => setProfileOpen(false)) ?? profilePanel ?? (
              <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
                <dt className="text-muted-foreground">Name</dt>
                <dd>{user?.name || '-'}</dd>
                <dt className="text-muted-foreground">Nivesh ID</dt>
                <dd>{user?.ID ?? '-'}</dd>
                <dt className="text-muted-foreground">Email</dt>
                <dd className="break-all">{user?.email_id ?? '-'}</dd>
              </dl>
            )}
            <Button className="mt-6 w-full" variant="outline" onClick={() => void onSignOut()}>
              Sign Out
            </Button>
          </SheetContent>
        </Sheet>
      </nav>
    </header>
  );
}
