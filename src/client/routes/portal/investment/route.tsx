import { Outlet, createFileRoute } from '@tanstack/react-router';
import { SectionNav } from '../../../components/layout/section-nav.tsx';
import { INVESTMENT_ITEMS } from '../../../components/layout/menus.ts';

export const Route = createFileRoute('/portal/investment')({
  component: () => (
    <div className="flex flex-col">
      <SectionNav label="Investment" items={INVESTMENT_ITEMS} />
      <Outlet />
    </div>
  ),
});
