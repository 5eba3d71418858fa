import type { AlternativeHolding, Holding } from '@shared/contract/portfolio.ts';
import { parseDecimal } from '@shared/money/decimal.ts';

/**
 * The portfolio's Scheme List rules (spec 2 §2.9, §4, §9): filter by the size of the cost,
 * sort by AUM or by returns (both high to low), and the default order (mutual funds by product
 * name, AIF and PMS by scheme name).
 */
export const SIZE_BANDS = [
  { id: 'below-1l', label: 'Below 1L', min: 0n, max: 100_000n },
  { id: '1-5l', label: '1-5L', min: 100_000n, max: 500_000n },
  { id: '5-10l', label: '5-10L', min: 500_000n, max: 1_000_000n },
  { id: '10-25l', label: '10-25L', min: 1_000_000n, max: 2_500_000n },
  { id: 'above-25l', label: 'Above 25L', min: 2_500_000n, max: null },
] as const;
export type SizeBand = (typeof SIZE_BANDS)[number]['id'];

export const SORTS = [
  { id: 'aum', label: 'Asset Under Management (AUM)' },
  { id: 'returns', label: 'Returns (High to low)' },
] as const;
export type SortId = (typeof SORTS)[number]['id'];

export interface ListState {
  bands: SizeBand[];
  sort: SortId | null;
}

export const EMPTY_LIST_STATE: ListState = { bands: [], sort: null };

/** The cost in rupees is in a band: over its lower bound (0 counts in the first) and up to its upper bound, inclusive. */
export function inBand(costRupees: string, band: SizeBand): boolean {
  const paise = parseDecimal(costRupees, 2);
  if (paise === null) return false;
  const b = SIZE_BANDS.find((x) => x.id === band)!;
  const min = b.min * 100n;
  const lowerOk = b.min === 0n ? paise >= 0n : paise > min;
  return lowerOk && (b.max === null || paise <= b.max * 100n);
}

type Row = Pick<Holding, 'COST' | 'AUM'> & { name: string; returns: string | null };

const num = (x: string | null) => (x === null ? Number.NEGATIVE_INFINITY : Number(x));

export function applyListState<T extends Row>(rows: readonly T[], state: ListState): T[] {
  const filtered = state.bands.length === 0 ? [...rows] : rows.filter((r) => state.bands.some((b) => inBand(r.COST, b)));
  if (state.sort === 'aum') return filtered.sort((a, b) => num(b.AUM) - num(a.AUM) || a.name.localeCompare(b.name));
  if (state.sort === 'returns') return filtered.sort((a, b) => num(b.returns) - num(a.returns) || a.name.localeCompare(b.name));
  return filtered.sort((a, b) => a.name.localeCompare(b.name));
}

/** The rows of a product tab in the shape the list rules read. */
export const mfRow = (h: Holding) => ({ ...h, name: h.Product, returns: h.FolioXirr ?? h.AbsReturn });
export const altRow = (h: AlternativeHolding) => ({ ...h, name: h.SchemeName, returns: h.FolioXirr ?? h.AbsReturn });

export const isActive = (s: ListState) => s.bands.length > 0 || s.sort !== null;

/** 'Due in N days' (spec 2 §4): from today to the instalment date, plus one day. */
export function dueInDays(today: string, trDate: string): number {
  const day = (ymd: string) => Date.parse(`${ymd}T00:00:00Z`) / 86_400_000;
  return day(trDate) - day(today) + 1;
}
