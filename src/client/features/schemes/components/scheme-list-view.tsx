import { useMemo, useState } from 'react';
import { useQueries } from '@tanstack/react-query';
import { ArrowDownWideNarrowIcon, SlidersHorizontalIcon } from 'lucide-react';
import { ASSET_CLASS_NAMES, periodsFor, SCHEME_MESSAGES, type AssetClassId, type PeriodLabel, type SchemeCard } from '@shared/contract/schemes.ts';
import { messageOf } from '../../../api/errors.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { applyListView, emptyFilter, isFilterActive, type ListFilter, type SortKey } from '../list-filters.ts';
import { groupFunds } from '../fund-groups.ts';
import { schemeListQuery } from '../queries.ts';
import { FetchedNote } from './fetched-note.tsx';
import { FilterSheet } from './filter-sheet.tsx';
import { PeriodChips } from './period-chips.tsx';
import { FundRow } from './fund-row.tsx';
import { SortSheet } from './sort-sheet.tsx';

/** A dot on SORT or FILTER while one is in force (spec 2 §2.9 style). */
const Dot = () => <span aria-hidden="true" className="absolute -top-1 -right-1 size-3 rounded-full border-2 border-background bg-destructive" />;

/**
 * A category's scheme list (spec 2 §2.4): performance-period chips (default 6M for Debt and
 * Liquid, 5Y otherwise), SORT and FILTER panels, and the schemes; changing the period resets
 * sort and filter (spec 2 §4). Filtering to other sub-classes loads their lists too.
 */
export function SchemeListView({ subAssetId, assetClassId, onOpen }: { subAssetId: number; assetClassId: AssetClassId; onOpen(id: number): void }) {
  const { periods, initial } = periodsFor(assetClassId);
  const [period, setPeriod] = useState<PeriodLabel>(initial);
  const [sort, setSort] = useState<SortKey | null>(null);
  const [filter, setFilter] = useState<ListFilter>(() => emptyFilter(subAssetId));
  const [panel, setPanel] = useState<'sort' | 'filter' | null>(null);

  const lists = useQueries({ queries: filter.subAssetIds.map((id) => schemeListQuery(id)) });
  const loading = lists.some((q) => q.isPending);
  const failed = lists.find((q) => q.isError);
  const merged = useMemo(() => lists.flatMap((q) => q.data?.data ?? []), [lists]);
  const shown = useMemo(() => applyListView(merged, filter, sort, period), [merged, filter, sort, period]);
  const funds = useMemo(() => groupFunds(shown), [shown]);
  const amcs = useMemo(() => [...new Set(merged.map((s: SchemeCard) => s.AMC))].sort(), [merged]);
  const own = lists[0]?.data;
  const filterActive = isFilterActive(filter, subAssetId);

  const changePeriod = (p: PeriodLabel) => {
    setPeriod(p);
    setSort(null);
    setFilter(emptyFilter(subAssetId));
  };

  return (
    <section aria-label="Schemes" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PeriodChips periods={periods} value={period} onChange={changePeriod} />
        <div className="flex gap-2">
          <Button variant="outline" className="relative" onClick={() => setPanel('sort')} aria-label={sort ? 'SORT (active)' : 'SORT'}>
            <ArrowDownWideNarrowIcon aria-hidden="true" /> SORT
            {sort && <Dot />}
          </Button>
          <Button variant="outline" className="relative" onClick={() => setPanel('filter')} aria-label={filterActive ? 'FILTER (active)' : 'FILTER'}>
            <SlidersHorizontalIcon aria-hidden="true" /> FILTER
            {filterActive && <Dot />}
          </Button>
        </div>
      </div>
      {own && <FetchedNote {...own} />}
      {loading && <Spinner label="Loading schemes" className="self-center py-8" />}
      {failed && !loading && (
        <p role="alert" className="text-destructive">
          {messageOf(failed.error)}
        </p>
      )}
      {!loading && !failed && shown.length === 0 && <p className="py-10 text-center text-muted-foreground">{SCHEME_MESSAGES.noData}</p>}
      {!loading && shown.length > 0 && (
        <ul className="flex flex-col gap-3" aria-label={`${funds.length} schemes`}>
          {funds.map((g) => (
            <FundRow key={g.key} group={g} period={period} sorted={sort !== null} onOpen={onOpen} />
          ))}
        </ul>
      )}
      <SortSheet open={panel === 'sort'} onOpenChange={(o) => setPanel(o ? 'sort' : null)} value={sort} onApply={setSort} />
      <FilterSheet
        open={panel === 'filter'}
        onOpenChange={(o) => setPanel(o ? 'filter' : null)}
        value={filter}
        subAssetId={subAssetId}
        assetClassId={assetClassId}
        assetClassName={ASSET_CLASS_NAMES[assetClassId]}
        amcs={amcs}
        onApply={setFilter}
      />
    </section>
  );
}
