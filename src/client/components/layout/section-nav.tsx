import { useId, useState, type ReactNode } from 'react';
import { Link, useRouterState } from '@tanstack/react-router';
import { ChevronDown } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

type Item = { label: string; to: string };

/**
 * A section's own menu (investment, menu, profile): highlights the entry that matches the path,
 * or `fallback` when none does (spec 3 §2.7: "otherwise Insights"). `extra` (the investment
 * menu's Sign Out) sits at the end of the menu.
 *
 * On a phone the entries fold behind one button naming the page in view, so the menu takes one
 * row instead of a third of the screen; from 768 px they are all in sight on one row.
 */
export function SectionNav({
  label,
  items,
  fallback,
  className,
  extra,
}: {
  label: string;
  items: ReadonlyArray<Item>;
  fallback?: string;
  className?: string;
  extra?: ReactNode;
}) {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const active = items.find((i) => pathname === i.to || pathname.startsWith(`${i.to}/`))?.to ?? fallback;
  const current = items.find((i) => i.to === active);
  // open for the page it was opened on: a choice made from the folded menu closes it
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const listId = useId();

  const entries = (phone: boolean) =>
    items.map((item) => (
      <li key={item.to} className="shrink-0">
        <Link
          to={item.to}
          aria-current={active === item.to ? 'page' : undefined}
          className={cn(
            'inline-flex min-h-12 items-center border-transparent px-3 text-sm font-medium text-muted-foreground hover:text-foreground',
            phone ? 'w-full border-l-2' : 'border-b-2',
            active === item.to && 'border-primary text-primary',
          )}
        >
          {item.label}
        </Link>
      </li>
    ));

  return (
    <nav aria-label={label} className={cn('border-b bg-card', className)}>
      <div className="md:hidden">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpenOn(open ? null : pathname)}
          className="flex min-h-12 w-full items-center justify-between gap-2 px-4 text-sm font-semibold text-primary"
        >
          <span>
            <span className="sr-only">{label} menu: </span>
            {current?.label ?? label}
          </span>
          <ChevronDown aria-hidden className={cn('size-5 transition-transform', open && 'rotate-180')} />
        </button>
        <ul id={listId} hidden={!open} className="border-t pb-2">
          {entries(true)}
          {extra && <li className="px-1 pt-1">{extra}</li>}
        </ul>
      </div>
      <div className="mx-auto hidden max-w-6xl items-stretch md:flex">
        <ul className="flex min-w-0 flex-1 flex-wrap gap-x-1 px-4">{entries(false)}</ul>
        {extra && <div className="mr-2 flex items-center">{extra}</div>}
      </div>
    </nav>
  );
}
