import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readThrough } from './cache.ts';
import { NiveshDb } from './db.ts';
import { pruneCatalogue } from './prune.ts';

let db: NiveshDb;
beforeEach(() => {
  db = new NiveshDb(`prune-${crypto.randomUUID()}`);
});
afterEach(async () => {
  await db.delete();
});

const scheme = (id: number) => ({ id, nav: 'x'.repeat(1000) });

describe('catalogue copies are pruned least recently used first', () => {
  it('keeps the copies read most recently within the budget, and never an investor view', async () => {
    for (let i = 1; i <= 5; i++) await readThrough(`catalogue:scheme:${i}`, '', async () => scheme(i), { db, now: () => i * 1000 });
    await readThrough('portfolio', 'ID1', async () => ({ big: 'y'.repeat(50_000) }), { db, now: () => 6000 });
    // scheme 1 is read again (offline): it is now the most recently used
    await readThrough('catalogue:scheme:1', '', async () => Promise.reject(Object.assign(new Error('offline'), { kind: 'network', code: 'OFFLINE' })), {
      db,
      now: () => 7000,
    });
    await new Promise((r) => setTimeout(r, 10));
    const one = (await db.views.get('|catalogue:scheme:2'))!.bytes!;
    expect(await pruneCatalogue(db, one * 3)).toBe(2);
    const left = (await db.views.toArray()).map((r) => r.key).sort();
    expect(left).toEqual(['ID1|portfolio', '|catalogue:scheme:1', '|catalogue:scheme:4', '|catalogue:scheme:5']);
  });
});
