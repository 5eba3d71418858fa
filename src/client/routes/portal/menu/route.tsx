import { Outlet, createFileRoute } from '@tanstack/react-router';
import { SectionNav } from '../../../components/layout/section-nav.tsx';
import { MENU_ITEMS } from '../../../components/layout/menus.ts';

export const Route = createFileRoute('/portal/menu')({
  component: () => (
    <div className="flex flex-col">
      <SectionNav label="Menu" items={MENU_ITEMS} fallback="/portal/menu/insights" />
      <Outlet />
    </div>
  ),
});
