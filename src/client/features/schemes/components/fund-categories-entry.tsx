import { Link } from '@tanstack/react-router';
import { SearchIcon } from 'lucide-react';
import { ASSET_TABS } from '../asset-tabs.ts';

const HINTS: Record<string, string> = {
  equity: 'Ideal for 5 years and above',
  debt: 'Ideal for 1 to 3 years',
  hybrid: 'Ideal for 3 years and above',
  liquid: 'Ideal for 1 day and above',
};

/** The way into fund browsing from the Mutual Funds page: the four asset classes and scheme search. */
export function FundCategoriesEntry() {
  return (
    <section aria-labelledby="fund-categories-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="fund-categories-title" className="text-lg font-semibold">
          Fund Categories
        </h2>
        <Link to="/portal/search" className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-primary underline-offset-4 hover:underline">
          <SearchIcon aria-hidden="true" className="size-4" /> Search schemes
        </Link>
      </div>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {ASSET_TABS.map((t) => (
          <li key={t.slug}>
            <Link
              to="/portal/investment/mutual-funds/categories/$assetClass"
              params={{ assetClass: t.slug }}
              className="flex h-full flex-col gap-1 rounded-xl border border-border bg-card p-4 shadow-sm hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <span className="font-semibold">{t.label}</span>
              <span className="text-sm text-muted-foreground">{HINTS[t.slug]}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
