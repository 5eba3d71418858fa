import { Link, Outlet, createFileRoute } from '@tanstack/react-router';
import { SectionNav } from '../../../components/layout/section-nav.tsx';
import { SignOutButton } from '../../../components/layout/sign-out-button.tsx';
import { INVESTMENT_ITEMS } from '../../../components/layout/menus.ts';

/** The investment menu (spec 2 §2.1): the three products, and the Portfolio Manager's two ways in. */
function Investment() {
  return (
    <div className="flex flex-col">
      {/* spec 2 §2.1: the investment menu lists Sign Out too */}
      <SectionNav label="Investment" items={INVESTMENT_ITEMS} extra={<SignOutButton />} />
      <nav aria-label="Portfolio Manager" className="mx-auto flex w-full max-w-6xl flex-wrap items-center gap-x-4 gap-y-1 px-4 pt-3 text-sm sm:px-6">
        <span className="font-semibold text-muted-foreground">Portfolio Manager:</span>
        <Link to="/portal/investment/mutual-funds/ideas" className="inline-flex min-h-11 items-center text-primary underline-offset-4 hover:underline">
          Explore Our Curated Portfolios
        </Link>
        <Link
          to="/portal/investment/mutual-funds/categories/$assetClass"
          params={{ assetClass: 'equity' }}
          className="inline-flex min-h-11 items-center text-primary underline-offset-4 hover:underline"
        >
          Build Your Own Portfolio
        </Link>
      </nav>
      <Outlet />
    </div>
  );
}

export const Route = createFileRoute('/portal/investment')({
  component: Investment,
});
