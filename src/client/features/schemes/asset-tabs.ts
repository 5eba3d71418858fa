import { ASSET_CLASS, type AssetClassId } from '@shared/contract/schemes.ts';

/** The fund-category tabs in the spec's order (spec 2 §2.4) and their URL slugs. */
export const ASSET_TABS: ReadonlyArray<{ slug: string; id: AssetClassId; label: string }> = [
  { slug: 'equity', id: ASSET_CLASS.equity, label: 'Equity' },
  { slug: 'debt', id: ASSET_CLASS.debt, label: 'Debt' },
  { slug: 'hybrid', id: ASSET_CLASS.hybrid, label: 'Hybrid' },
  { slug: 'liquid', id: ASSET_CLASS.liquid, label: 'Liquid' },
];

export const tabBySlug = (slug: string) => ASSET_TABS.find((t) => t.slug === slug.toLowerCase()) ?? null;
export const tabById = (id: number | null | undefined) => ASSET_TABS.find((t) => t.id === id) ?? null;
