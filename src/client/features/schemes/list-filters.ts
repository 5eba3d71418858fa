import { MIN_INVESTMENT_RANGES, returnKeyOf, type PeriodLabel, type SchemeCard } from '@shared/contract/schemes.ts';

/**
 * The scheme list's FILTER and SORT (spec 2 §2.4, §9): AMC (the search box matches AMC names by
 * inclusion), sub-classes of one asset class, a minimum-investment range; sort by AUM or by the
 * selected period's return, both high to low. Pure, so the panels and tests share it.
 */
export type SortKey = 'aum' | 'returns';

export interface ListFilter {
  amcs: string[];
  /** sub-asset class ids whose schemes are listed (the page's own category by default) */
  subAssetIds: number[];
  /** index into MIN_INVESTMENT_RANGES, or null */
  range: number | null;
}

export const emptyFilter = (subAssetId: number): ListFilter => ({ amcs: [], subAssetIds: [subAssetId], range: null });

/** A filter differs from the default: the FILTER button shows its dot. */
export function isFilterActive(filter: ListFilter, subAssetId: number): boolean {
  return filter.amcs.length > 0 || filter.range !== null || filter.subAssetIds.length !== 1 || filter.subAssetIds[0] !== subAssetId;
}

/** AMC names that contain what was typed, in any case (spec 2 §5: "AMC search matches by inclusion"). */
export function matchAmcs(names: readonly string[], typed: string): string[] {
  const needle = typed.trim().toLowerCase();
  return needle === '' ? [...names] : names.filter((n) => n.toLowerCase().includes(needle));
}

export function inRange(min: string | null, range: number | null): boolean {
  if (range === null) return true;
  const band = MIN_INVESTMENT_RANGES[range];
  if (!band || min === null) return false;
  const value = Number(min);
  return (band.amount === 0 ? value >= 0 : value > band.amount) && value <= band.max_amount;
}

const numberOrNull = (text: string | null): number | null => (text === null || text === '' ? null : Number(text));

/** Highest first; missing values (NA) last; ties by name so the order is stable. */
function byDesc(value: (s: SchemeCard) => number | null) {
  return (a: SchemeCard, b: SchemeCard) => {
    const x = value(a);
    const y = value(b);
    if (x === null && y === null) return a.SchemeName.localeCompare(b.SchemeName);
    if (x === null) return 1;
    if (y === null) return -1;
    return y - x || a.SchemeName.localeCompare(b.SchemeName);
  };
}

export function applyListView(list: readonly SchemeCard[], filter: ListFilter, sort: SortKey | null, period: PeriodLabel): SchemeCard[] {
  const amcs = new Set(filter.amcs);
  const subs = new Set(filter.subAssetIds);
  const out = list.filter(
    (s) =>
      (amcs.size === 0 || amcs.has(s.AMC)) && (s.SubAssetClassID === null || subs.has(s.SubAssetClassID)) && inRange(s.MinimumPurchaseAmount, filter.range),
  );
  if (sort === 'aum') out.sort(byDesc((s) => numberOrNull(s.Aum)));
  if (sort === 'returns') {
    const key = returnKeyOf(period);
    out.sort(byDesc((s) => numberOrNull(s[key])));
  }
  return out;
}
