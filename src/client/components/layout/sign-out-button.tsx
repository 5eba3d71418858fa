import { useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { signOut } from '../../session/reset.ts';

/** Sign Out as a menu entry (spec 2 §2.1: the investment menu lists it); signs out and goes to /sign-in. */
export function SignOutButton({ className }: { className?: string }) {
  const qc = useQueryClient();
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className={cn(
        'inline-flex min-h-12 shrink-0 items-center gap-2 px-3 text-sm font-medium text-destructive hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        className,
      )}
      onClick={async () => {
        await signOut(qc);
        await navigate({ to: '/sign-in', replace: true });
      }}
    >
      <LogOut aria-hidden className="size-4" /> Sign Out
    </button>
  );
}
