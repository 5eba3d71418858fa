import { Outlet, createFileRoute } from '@tanstack/react-router';
import { SectionNav } from '../../../components/layout/section-nav.tsx';
import { SignOutButton } from '../../../components/layout/sign-out-button.tsx';
import { INVESTMENT_ITEMS } from '../../../components/layout/menus.ts';

export const Route = createFileRoute('/portal/investment')({
  component: () => (
    <div className="flex flex-col">
      <div className="flex items-stretch border-b bg-card">
        <SectionNav label="Investment" items={INVESTMENT_ITEMS} className="min-w-0 flex-1 border-b-0" />
        {/* spec 2 §2.1: the investment menu lists Sign Out too */}
        <SignOutButton className="mr-2" />
      </div>
      <Outlet />
    </div>
  ),
});
