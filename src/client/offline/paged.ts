import type { NiveshDb } from './db.ts';
import { readThrough, type Cached } from './cache.ts';

/** Where a page of a list sits: its place in the list, and the server's cursor that asked for it (null for the first). */
export interface PageParam {
  index: number;
  cursor: string | null;
}

export const FIRST_PAGE: PageParam = { index: 0, cursor: null };

/** A page as the device keeps it: with the cursor it answered, sealed with it. */
export interface KeptPage<P> {
  cursor: string | null;
  page: P;
}

const deviceDb = async (): Promise<NiveshDb> => (await import('./db.ts')).offlineDb;

/** The device row of one page of one list: by its place, so the row's name says nothing of the investor's orders. */
const pageKey = (list: string, index: number) => `${list}|page:${index}`;

/**
 * Reads one page of a list through the device cache (offline/cache.ts readThrough), each page in
 * a row of its own, sealed like every other view and written once when it arrives (never the
 * whole list again for each page). Offline, or when the server is slow, a page comes from the
 * device only if it is the page that followed the one on screen (same cursor); otherwise the
 * read fails as any read without a copy does.
 *
 * The device keeps one run of pages per list: the first page as last fetched and the pages
 * loaded after it. When a fresh first page arrives, the pages kept from before it are dropped
 * (they followed an older first page and could leave a gap or a repeat at the join); the pages
 * loaded next replace them. So the copy shown offline is what the investor last scrolled through.
 */
export async function readPageThrough<P>(
  list: string,
  owner: string,
  at: PageParam,
  fetcher: () => Promise<P>,
  opts: { now?: () => number; db?: NiveshDb; boundMs?: number; legacyKeys?: readonly string[] } = {},
): Promise<Cached<KeptPage<P>>> {
  const { legacyKeys, ...read } = opts;
  const copy = await readThrough<KeptPage<P>>(pageKey(list, at.index), owner, async () => ({ cursor: at.cursor, page: await fetcher() }), {
    ...read,
    matches: (kept) => kept.cursor === at.cursor,
  });
  if (at.index === 0 && !copy.stale && owner !== '') {
    // a failure to tidy the device must not fail the read
    await dropPagesBefore(list, owner, copy.fetchedAt, legacyKeys ?? [], opts.db).catch(() => undefined);
  }
  return copy;
}

/** Deletes the list's pages after the first that were kept before `fetchedAt`, and rows of an older layout. */
async function dropPagesBefore(list: string, owner: string, fetchedAt: number, legacyKeys: readonly string[], given?: NiveshDb): Promise<void> {
  const db = given ?? (await deviceDb());
  const first = `${owner}|${pageKey(list, 0)}`;
  await db.views
    .where('key')
    .startsWith(`${owner}|${list}|page:`)
    .and((row) => row.key !== first && row.fetchedAt < fetchedAt)
    .delete();
  if (legacyKeys.length > 0) await db.views.bulkDelete(legacyKeys.map((k) => `${owner}|${k}`));
}
