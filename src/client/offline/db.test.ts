import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NiveshDb, clearOfflineData, clearOwner } from './db.ts';

const T0 = Date.UTC(2026, 10, 20, 4, 0, 0);
let db: NiveshDb;

beforeEach(() => {
  db = new NiveshDb(`test-${crypto.randomUUID()}`);
});

afterEach(async () => {
  await db.delete();
});

describe('clearOfflineData and clearOwner', () => {
  async function seed() {
    await db.views.bulkPut([
      { key: 'dashboard:A', owner: 'A', data: 1, fetchedAt: T0 },
      { key: 'portfolio:A', owner: 'A', data: 2, fetchedAt: T0 },
      { key: 'dashboard:B', owner: 'B', data: 3, fetchedAt: T0 },
      { key: 'scheme:1234', owner: '', data: 4, fetchedAt: T0 },
    ]);
    await db.masters.put({ kind: 'banks', data: ['SBI'], fetchedAt: T0 });
  }

  it('clearOfflineData deletes every view and every master (logout)', async () => {
    await seed();
    await clearOfflineData(db);
    expect(await db.views.count()).toBe(0);
    expect(await db.masters.count()).toBe(0);
  });

  it("clearOwner deletes only that owner's views (profile switch)", async () => {
    await seed();
    await clearOwner('A', db);
    expect((await db.views.toArray()).map((v) => v.key).sort()).toEqual(['dashboard:B', 'scheme:1234']);
    expect(await db.masters.count()).toBe(1);
  });
});
