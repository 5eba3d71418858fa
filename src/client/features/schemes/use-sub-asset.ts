import { useQueries } from '@tanstack/react-query';
import type { SubAssetClass } from '@shared/contract/schemes.ts';
import { ASSET_TABS } from './asset-tabs.ts';
import { subAssetClassesQuery } from './queries.ts';

/** A sub-asset class by id, found in the (cached) category lists of the four asset classes. */
export function useSubAsset(subAssetId: number): { sub: SubAssetClass | null; pending: boolean } {
  const lists = useQueries({ queries: ASSET_TABS.map((t) => subAssetClassesQuery(t.id)) });
  const sub = lists.flatMap((q) => q.data?.data ?? []).find((s) => s.ID === subAssetId) ?? null;
  return { sub, pending: !sub && lists.some((q) => q.isPending) };
}
