import { Link, useRouterState } from '@tanstack/react-router';
import { cn } from '../../lib/cn.ts';

/**
 * A section's own menu (investment, menu, profile): highlights the entry that matches the path,
 * or `fallback` when none does (spec 3 §2.7: "otherwise Insights").
 */
export function SectionNav({ label, items, fallback, className }: { label: string; items: ReadonlyArray<{ label: string; to: string }>; fallback?: string; className?: string }) {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const active = items.find((i) => pathname === i.to || pathname.startsWith(`${i.to}/`))?.to ?? fallback;
  return (
    <nav aria-label={label} className={cn('border-b bg-card', className)}>
      {/* wraps rather than scrolls: every entry in sight at phone width (issue 17) */}
      <ul className="mx-auto flex max-w-6xl flex-wrap gap-x-1 px-4">
        {items.map((item) => (
          <li key={item.to} className="shrink-0">
            <Link
              to={item.to}
              aria-current={active === item.to ? 'page' : undefined}
              className={cn(
                'inline-flex min-h-12 items-center border-b-2 border-transparent px-3 text-sm font-medium text-muted-foreground hover:text-foreground',
                active === item.to && 'border-primary text-primary',
              )}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
