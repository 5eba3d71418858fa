import { Link, createFileRoute, useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ChevronRight, LogOut } from 'lucide-react';
import { Page } from '../../../components/layout/page.tsx';
import { signOut } from '../../../session/reset.ts';
import { MENU_ITEMS } from '../../../components/layout/menus.ts';

function MenuHome() {
  const qc = useQueryClient();
  const navigate = useNavigate();
  return (
    <Page title="Menu">
      <ul className="divide-y rounded-lg border bg-card">
        {MENU_ITEMS.map((item) => (
          <li key={item.to}>
            <Link to={item.to} className="flex min-h-12 items-center justify-between px-4 hover:bg-muted">
              {item.label}
              <ChevronRight aria-hidden className="size-4 text-muted-foreground" />
            </Link>
          </li>
        ))}
        <li>
          <button
            type="button"
            className="flex min-h-12 w-full items-center gap-2 px-4 text-left text-destructive hover:bg-muted"
            onClick={async () => {
              await signOut(qc);
              await navigate({ to: '/sign-in', replace: true });
            }}
          >
            <LogOut aria-hidden className="size-4" /> Sign Out
          </button>
        </li>
      </ul>
    </Page>
  );
}

export const Route = createFileRoute('/portal/menu/')({ component: MenuHome });
