import { Link, useRouterState } from '@tanstack/react-router';
import { CircleHelp, House, LayoutGrid, PieChart, TrendingUp, UserRound, type LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { highlightedItem, type LeftMenuItem } from './menu-highlight.ts';

const ITEMS: Array<{ label: LeftMenuItem; to: string; icon: LucideIcon }> = [
  { label: 'Home', to: '/portal/dashboard', icon: House },
  { label: 'Invest', to: '/portal/investment', icon: TrendingUp },
  { label: 'Portfolio', to: '/portal/portfolio', icon: PieChart },
  { label: 'Menu', to: '/portal/menu', icon: LayoutGrid },
  { label: 'Profile', to: '/portal/profile', icon: UserRound },
  { label: "FAQ's", to: '/portal/faq', icon: CircleHelp },
];

/** The portal's left menu: a sidebar on wide screens, a bottom bar on phones. */
export function LeftMenu({ zeroAum }: { zeroAum: boolean }) {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const active = highlightedItem(pathname, zeroAum);
  return (
    <nav aria-label="Main" className="fixed inset-x-0 bottom-0 z-30 border-t bg-card md:sticky md:top-0 md:h-dvh md:w-24 md:shrink-0 md:border-t-0 md:border-r">
      <ul className="flex justify-around md:flex-col md:justify-start md:gap-1 md:pt-20">
        {ITEMS.map(({ label, to, icon: Icon }) => {
          const isActive = active === label;
          return (
            <li key={label} className="flex-1 md:flex-none">
              <Link
                to={to}
                aria-current={isActive ? 'page' : undefined}
                className={cn(
                  'flex min-h-14 flex-col items-center justify-center gap-1 px-1 py-2 text-xs font-medium text-muted-foreground hover:text-foreground',
                  isActive && 'text-primary md:border-l-4 md:border-primary md:bg-muted',
                )}
              >
                <Icon aria-hidden className="size-5" />
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
