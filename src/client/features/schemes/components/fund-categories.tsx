import { Link } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { ChevronRightIcon } from 'lucide-react';
import { SCHEME_MESSAGES } from '@shared/contract/schemes.ts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { ASSET_TABS } from '../asset-tabs.ts';
import { subAssetClassesQuery } from '../queries.ts';
import { FetchedNote } from './fetched-note.tsx';
import { TypesOfFundsSheet } from './types-of-funds-sheet.tsx';

/** The active tab's categories: the route's loader has them (a tab is a route: /categories/{slug}). */
function SubAssetList({ assetClassId }: { assetClassId: number }) {
  const copy = useSuspenseQuery(subAssetClassesQuery(assetClassId)).data;
  const { data } = copy;
  if (data.length === 0) return <p className="py-10 text-center text-muted-foreground">{SCHEME_MESSAGES.noData}</p>;
  return (
    <>
      <FetchedNote {...copy} />
      <ul className="grid gap-3 sm:grid-cols-2">
        {data.map((s) => (
          <li key={s.ID}>
            <Link
              to="/portal/investment/mutual-funds/schemes/$subAssetId"
              params={{ subAssetId: String(s.ID) }}
              className="flex h-full items-start gap-3 rounded-xl border border-border bg-card p-4 shadow-sm transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <img src={s.ImageURL} alt="" width={48} height={48} className="size-12 shrink-0 rounded-lg" />
              <span className="flex min-w-0 flex-1 flex-col gap-1">
                <span className="font-semibold">{s.Sub_AssetclassName}</span>
                <span className="text-sm text-muted-foreground">{s.Descripti}</span>
                <span className="text-xs text-muted-foreground">{s.SchemeCount === 1 ? '1 scheme' : `${s.SchemeCount} schemes`}</span>
              </span>
              <ChevronRightIcon aria-hidden="true" className="mt-1 size-5 shrink-0 text-muted-foreground" />
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

/** Fund categories (spec 2 §2.4): tabs Equity, Debt, Hybrid, Liquid, each listing its SEBI sub-classes. */
export function FundCategories({ active, onTab }: { active: string; onTab(slug: string): void }) {
  return (
    <div className="flex flex-col gap-3">
      <div className="flex justify-end">
        <TypesOfFundsSheet />
      </div>
      <Tabs value={active} onValueChange={onTab}>
        <TabsList aria-label="Asset classes">
          {ASSET_TABS.map((t) => (
            <TabsTrigger key={t.slug} value={t.slug}>
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {ASSET_TABS.map((t) => (
          <TabsContent key={t.slug} value={t.slug} className="flex flex-col gap-3">
            {t.slug === active && <SubAssetList assetClassId={t.id} />}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
