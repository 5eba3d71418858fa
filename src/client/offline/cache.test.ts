import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FOUR_HOURS_MS, readThrough } from './cache.ts';
import { NiveshDb } from './db.ts';
import { errorFromResponse, networkError, offlineError } from '../api/errors.ts';
import { loaderCounter } from '../api/loader-counter.ts';
import { onLateAnswer } from './late-answers.ts';
import { currentDataKey, installDataKey } from './vault.ts';
import { generateDataKey, open } from './vault-crypto.ts';

const T0 = Date.UTC(2026, 10, 20, 4, 0, 0);
let db: NiveshDb;

beforeEach(async () => {
  db = new NiveshDb(`test-${crypto.randomUUID()}`);
  // an investor's views are kept only as ciphertext, under the session's data key
  installDataKey(await generateDataKey());
});

afterEach(async () => {
  await db.delete();
});

/** Stores a copy of `key` for `owner`, fetched at `at`, through readThrough itself. */
async function store(key: string, owner: string, data: unknown, at: number) {
  await readThrough(key, owner, async () => data, { db, now: () => at });
}

describe('readThrough', () => {
  it('fetches and stores when there is no copy', async () => {
    const fetcher = vi.fn<() => Promise<{ aum: string }>>(async () => ({ aum: '1000.00' }));
    const got = await readThrough('dashboard', 'ID1', fetcher, { db, maxAgeMs: FOUR_HOURS_MS, now: () => T0 });
    expect(got).toEqual({ data: { aum: '1000.00' }, fetchedAt: T0, stale: false });
    expect(fetcher).toHaveBeenCalledTimes(1);
    const row = await db.views.get('ID1|dashboard');
    expect(row).toMatchObject({ key: 'ID1|dashboard', owner: 'ID1', fetchedAt: T0, data: { v: 1, iv: expect.any(String), ct: expect.any(String) } });
    expect(JSON.stringify(row)).not.toContain('1000.00');
    expect(await open(currentDataKey()!, row!.data as never)).toEqual({ aum: '1000.00' });
  });

  it('uses a copy younger than 4 hours without asking the server', async () => {
    expect(FOUR_HOURS_MS).toBe(4 * 60 * 60 * 1000);
    await store('dashboard', 'ID1', { v: 1 }, T0);
    const fetcher = vi.fn<() => Promise<{ v: number }>>(async () => ({ v: 2 }));
    const got = await readThrough('dashboard', 'ID1', fetcher, { db, maxAgeMs: FOUR_HOURS_MS, now: () => T0 + FOUR_HOURS_MS - 1 });
    expect(fetcher).not.toHaveBeenCalled();
    expect(got).toEqual({ data: { v: 1 }, fetchedAt: T0, stale: false });
  });

  it('refetches a copy exactly 4 hours old (or older) and stores the new one', async () => {
    await store('dashboard', 'ID1', { v: 1 }, T0);
    const at = T0 + FOUR_HOURS_MS;
    const fetcher = vi.fn<() => Promise<{ v: number }>>(async () => ({ v: 2 }));
    const got = await readThrough('dashboard', 'ID1', fetcher, { db, maxAgeMs: FOUR_HOURS_MS, now: () => at });
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(got).toEqual({ data: { v: 2 }, fetchedAt: at, stale: false });
    expect((await db.views.get('ID1|dashboard'))?.fetchedAt).toBe(at);
  });

  it('always asks the server when no maximum age is given', async () => {
    await store('portfolio', 'ID1', { v: 1 }, T0);
    const fetcher = vi.fn<() => Promise<{ v: number }>>(async () => ({ v: 2 }));
    const got = await readThrough('portfolio', 'ID1', fetcher, { db, now: () => T0 + 1 });
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(got.data).toEqual({ v: 2 });
  });

  it('returns the stored copy marked stale when the network fails', async () => {
    await store('dashboard', 'ID1', { v: 1 }, T0);
    const got = await readThrough(
      'dashboard',
      'ID1',
      async () => {
        throw networkError();
      },
      { db, maxAgeMs: FOUR_HOURS_MS, now: () => T0 + 5 * 3_600_000 },
    );
    expect(got).toEqual({ data: { v: 1 }, fetchedAt: T0, stale: true, reason: 'unreachable' });
  });

  it('rethrows a network failure when nothing is stored', async () => {
    const err = networkError();
    await expect(readThrough('dashboard', 'ID1', async () => Promise.reject(err), { db, maxAgeMs: FOUR_HOURS_MS, now: () => T0 })).rejects.toBe(err);
  });

  it('rethrows an error that is not a network failure, even with a copy stored', async () => {
    await store('portfolio', 'ID1', { v: 1 }, T0);
    const serverError = errorFromResponse(500, null);
    await expect(readThrough('portfolio', 'ID1', async () => Promise.reject(serverError), { db, now: () => T0 + 1 })).rejects.toBe(serverError);
    const bug = new TypeError('x is undefined');
    await expect(readThrough('portfolio', 'ID1', async () => Promise.reject(bug), { db, now: () => T0 + 1 })).rejects.toBe(bug);
    expect(await open(currentDataKey()!, (await db.views.get('ID1|portfolio'))!.data as never)).toEqual({ v: 1 });
  });

  it("never returns another owner's copy, fresh or offline", async () => {
    await store('dashboard', 'PARENT', { whose: 'parent' }, T0);
    const fetcher = vi.fn<() => Promise<{ whose: string }>>(async () => ({ whose: 'child' }));
    const fresh = await readThrough('dashboard', 'CHILD', fetcher, { db, maxAgeMs: FOUR_HOURS_MS, now: () => T0 + 1 });
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(fresh.data).toEqual({ whose: 'child' });

    await store('history', 'PARENT', { whose: 'parent' }, T0);
    const err = networkError();
    await expect(readThrough('history', 'CHILD', async () => Promise.reject(err), { db, now: () => T0 + 1 })).rejects.toBe(err);
  });
  it("keeps a copy per owner: a family member fetching the same view does not replace the parent's", async () => {
    await store('dashboard', 'PARENT', { aum: '1.00' }, T0);
    await store('dashboard', 'CHILD', { aum: '2.00' }, T0);
    const offline = async () => {
      throw Object.assign(new Error('offline'), { kind: 'network' });
    };
    expect((await readThrough('dashboard', 'PARENT', offline, { db, now: () => T0 + 1 })).data).toEqual({ aum: '1.00' });
    expect((await readThrough('dashboard', 'CHILD', offline, { db, now: () => T0 + 1 })).data).toEqual({ aum: '2.00' });
  });
});

describe('readThrough when the network does not answer', () => {
  it('offline, answers the device copy at once, saying so', async () => {
    await store('history', 'ID1', { v: 1 }, T0);
    const got = await readThrough('history', 'ID1', async () => Promise.reject(offlineError(false)), { db, now: () => T0 + 1, boundMs: 60_000 });
    expect(got).toEqual({ data: { v: 1 }, fetchedAt: T0, stale: true, reason: 'offline' });
  });

  it('shows the device copy after the bound, releases the loader, then hands over the live answer and stores it', async () => {
    await store('portfolio', 'ID1', { v: 1 }, T0);
    let answer!: (v: { v: number }) => void;
    const late: unknown[] = [];
    const stop = onLateAnswer((served, fresh) => late.push([served, fresh]));
    try {
      loaderCounter.reset();
      const hanging = () => {
        // the API wrapper counts its request before its first await
        loaderCounter.start();
        return new Promise<{ v: number }>((r) => (answer = r));
      };
      const got = await readThrough('portfolio', 'ID1', hanging, { db, now: () => T0 + 10, boundMs: 5 });
      expect(got).toEqual({ data: { v: 1 }, fetchedAt: T0, stale: true, reason: 'slow' });
      // no spinner over the copy on screen
      expect(loaderCounter.get()).toBe(0);
      answer({ v: 2 });
      await vi.waitFor(() => expect(late).toHaveLength(1));
      expect(late[0]).toEqual([got, { data: { v: 2 }, fetchedAt: T0 + 10, stale: false }]);
      expect(await open(currentDataKey()!, (await db.views.get('ID1|portfolio'))!.data as never)).toEqual({ v: 2 });
    } finally {
      stop();
      loaderCounter.reset();
    }
  });

  it('without a copy on the device, waits for the server past the bound', async () => {
    let answer!: (v: { v: number }) => void;
    const got = readThrough('portfolio', 'ID2', () => new Promise<{ v: number }>((r) => (answer = r)), { db, now: () => T0, boundMs: 1 });
    await new Promise((r) => setTimeout(r, 20));
    answer({ v: 3 });
    expect(await got).toEqual({ data: { v: 3 }, fetchedAt: T0, stale: false });
  });

  it('does not trust a copy stamped in the future: asks again, and offline shows it with a warning flag', async () => {
    const future = T0 + 2 * 3_600_000;
    await store('dashboard', 'ID1', { v: 1 }, future);
    const fetcher = vi.fn<() => Promise<{ v: number }>>(async () => ({ v: 2 }));
    expect((await readThrough('dashboard', 'ID1', fetcher, { db, maxAgeMs: FOUR_HOURS_MS, now: () => T0 })).data).toEqual({ v: 2 });
    expect(fetcher).toHaveBeenCalledTimes(1);
    await store('dashboard', 'ID1', { v: 1 }, future);
    const got = await readThrough('dashboard', 'ID1', async () => Promise.reject(offlineError(false)), { db, maxAgeMs: FOUR_HOURS_MS, now: () => T0 });
    expect(got).toEqual({ data: { v: 1 }, fetchedAt: future, stale: true, reason: 'offline', future: true });
  });
});

describe('the device copy without its key', () => {
  it('is not kept for an investor when there is no session key, and a copy sealed under another key is no copy', async () => {
    installDataKey(null);
    await readThrough('history', 'ID9', async () => ({ v: 1 }), { db, now: () => T0 });
    expect(await db.views.get('ID9|history')).toBeUndefined();
    installDataKey(await generateDataKey());
    await store('history', 'ID9', { v: 1 }, T0);
    installDataKey(await generateDataKey());
    const err = networkError();
    await expect(readThrough('history', 'ID9', async () => Promise.reject(err), { db, now: () => T0 + 1 })).rejects.toBe(err);
  });
});

describe('readMasters', () => {
  it('keeps masters in their own table for a day, and offline answers the stored copy', async () => {
    const { readMasters, MASTERS_MAX_AGE_MS } = await import('./cache.ts');
    const fetcher = vi.fn<() => Promise<{ Sex: string[] }>>(async () => ({ Sex: ['Male'] }));
    expect(await readMasters('onboarding', fetcher, { db, now: () => T0 })).toEqual({ Sex: ['Male'] });
    expect(await db.masters.get('onboarding')).toEqual({ kind: 'onboarding', data: { Sex: ['Male'] }, fetchedAt: T0 });
    expect(await db.views.count()).toBe(0);
    await readMasters('onboarding', fetcher, { db, now: () => T0 + MASTERS_MAX_AGE_MS - 1 });
    expect(fetcher).toHaveBeenCalledTimes(1);
    const offline = vi.fn<() => Promise<{ Sex: string[] }>>(async () => Promise.reject(networkError()));
    expect(await readMasters('onboarding', offline, { db, now: () => T0 + MASTERS_MAX_AGE_MS })).toEqual({ Sex: ['Male'] });
    expect(offline).toHaveBeenCalledTimes(1);
    await expect(readMasters('other', offline, { db, now: () => T0 })).rejects.toMatchObject({ kind: 'network' });
  });
});
