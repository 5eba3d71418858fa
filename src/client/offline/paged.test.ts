import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { offlineError } from '../api/errors.ts';
import type { Cached } from './cache.ts';
import { NiveshDb } from './db.ts';
import { lateAnswer } from './late-answers.ts';
import { FIRST_PAGE, readPageThrough, type KeptPage } from './paged.ts';
import { installDataKey } from './vault.ts';
import { generateDataKey } from './vault-crypto.ts';
import { createQueryClient, isDeviceCopy } from '../query-client.ts';

const T0 = Date.UTC(2026, 10, 20, 4, 0, 0);
const LIST = 'transaction-history:All';
let db: NiveshDb;

beforeEach(async () => {
  db = new NiveshDb(`test-${crypto.randomUUID()}`);
  installDataKey(await generateDataKey());
});

afterEach(async () => {
  await db.delete();
});

type P = { rows: string[]; next: string | null };
const offline = async (): Promise<P> => {
  throw offlineError(false);
};
/** A page as the server gave it at `at` (kept on the device by the read itself). */
const fetchAt = (index: number, cursor: string | null, page: P, at: number) =>
  readPageThrough(LIST, 'ID1', { index, cursor }, async () => page, { db, now: () => at });
const keys = async () => (await db.views.toArray()).map((r) => r.key).sort();

describe('readPageThrough', () => {
  it('keeps each page in a row of its own, named by its place, sealed, and serves it offline with its own time', async () => {
    await fetchAt(0, null, { rows: ['a', 'b'], next: 'c1' }, T0);
    await fetchAt(1, 'c1', { rows: ['c', 'd'], next: null }, T0 + 60_000);
    expect(await keys()).toEqual(['ID1|transaction-history:All|page:0', 'ID1|transaction-history:All|page:1']);
    // the row's name says nothing of the cursor, and the row holds only ciphertext
    expect(JSON.stringify(await db.views.toArray())).not.toMatch(/c1|"rows"/);
    const second = await readPageThrough(LIST, 'ID1', { index: 1, cursor: 'c1' }, offline, { db, now: () => T0 + 3_600_000 });
    expect(second).toEqual({ data: { cursor: 'c1', page: { rows: ['c', 'd'], next: null } }, fetchedAt: T0 + 60_000, stale: true, reason: 'offline' });
  });

  it('offline, a kept page that followed another first page is no copy: the read fails as one with nothing saved', async () => {
    await fetchAt(0, null, { rows: ['a'], next: 'c1' }, T0);
    await fetchAt(1, 'c1', { rows: ['b'], next: null }, T0 + 1);
    await expect(readPageThrough(LIST, 'ID1', { index: 1, cursor: 'other' }, offline, { db })).rejects.toMatchObject({ code: 'OFFLINE' });
  });

  it('a fresh first page drops the pages kept after an older one (and the whole-list copy of before); a page from the device drops nothing', async () => {
    await db.views.put({ key: 'ID1|transaction-history', owner: 'ID1', data: { v: 1, iv: 'x', ct: 'y' }, fetchedAt: T0 - 1 });
    await fetchAt(0, null, { rows: ['a'], next: 'c1' }, T0);
    await fetchAt(1, 'c1', { rows: ['b'], next: 'c2' }, T0 + 1);
    await fetchAt(2, 'c2', { rows: ['c'], next: null }, T0 + 2);
    // another list's pages and another investor's are not this list's
    await readPageThrough('transaction-history:Buy', 'ID1', { index: 1, cursor: 'b1' }, async () => ({ rows: ['x'], next: null }), { db, now: () => T0 });
    await readPageThrough(LIST, 'ID2', { index: 1, cursor: 'z1' }, async () => ({ rows: ['x'], next: null }), { db, now: () => T0 });
    await readPageThrough(LIST, 'ID1', FIRST_PAGE, offline, { db, now: () => T0 + 10 });
    expect(await keys()).toHaveLength(6);

    await readPageThrough(LIST, 'ID1', FIRST_PAGE, async () => ({ rows: ['new', 'a'], next: 'c1b' }), {
      db,
      now: () => T0 + 20,
      legacyKeys: ['transaction-history'],
    });
    expect(await keys()).toEqual(['ID1|transaction-history:All|page:0', 'ID1|transaction-history:Buy|page:1', 'ID2|transaction-history:All|page:1']);
    // the next page loaded joins the fresh first page
    await fetchAt(1, 'c1b', { rows: ['b'], next: 'c2' }, T0 + 30);
    expect((await readPageThrough(LIST, 'ID1', { index: 1, cursor: 'c1b' }, offline, { db })).data.page.rows).toEqual(['b']);
  });
});

describe('a list read in pages, in the query client', () => {
  const page = (fetchedAt: number, stale: boolean): Cached<KeptPage<P>> => ({
    data: { cursor: null, page: { rows: [String(fetchedAt)], next: null } },
    fetchedAt,
    stale,
  });

  it('counts as a device copy when any page on screen is one (so back online it is asked for again)', () => {
    const live: InfiniteData<Cached<KeptPage<P>>> = { pages: [page(1, false), page(2, false)], pageParams: [FIRST_PAGE, { index: 1, cursor: 'c1' }] };
    expect(isDeviceCopy(live)).toBe(false);
    expect(isDeviceCopy({ ...live, pages: [page(1, false), page(2, true)] })).toBe(true);
  });

  it('a late answer replaces the one page that was shown from the device, and keeps the others', () => {
    const qc: QueryClient = createQueryClient();
    const served = page(2, true);
    const first = page(1, false);
    qc.setQueryData(['transaction-history', 'ID1', LIST], { pages: [first, served], pageParams: [FIRST_PAGE, { index: 1, cursor: 'c1' }] });
    const fresh = page(3, false);
    lateAnswer(served as Cached<unknown>, fresh as Cached<unknown>);
    const now = qc.getQueryData<InfiniteData<Cached<KeptPage<P>>>>(['transaction-history', 'ID1', LIST])!;
    expect(now.pages[0]).toBe(first);
    expect(now.pages[1]).toEqual(fresh);
  });
});
