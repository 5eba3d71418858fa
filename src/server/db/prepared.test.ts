import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type Database } from './client.ts';
import { preparedQuery, runPrepared } from './prepared.ts';

/** The PGlite side of prepared statements (the API suite runs them on both databases through real calls). */
describe('prepared statements on PGlite', () => {
  let database: Database;
  const byName = preparedQuery('test_by_name', 'select id::text, note from notes where name = $1 order by id');
  beforeAll(async () => {
    database = await openPglite(null);
    await database.pglite!.exec(
      `create table notes (id serial primary key, name text not null, note text); insert into notes (name, note) values ('a', 'first'), ('a', null), ('b', 'other');`,
    );
  });
  afterAll(() => database.close());

  const prepared = async () => (await database.pglite!.query<{ name: string }>('select name from pg_prepared_statements')).rows.map((r) => r.name);

  it('parses once, then binds and runs; rows come back as text with nulls kept', async () => {
    expect(await runPrepared(database.db, byName, ['a'])).toEqual([
      ['1', 'first'],
      ['2', null],
    ]);
    expect(await runPrepared(database.db, byName, ['b'])).toEqual([['3', 'other']]);
    expect(await runPrepared(database.db, byName, ['none'])).toEqual([]);
    expect(await prepared()).toEqual(['nv_test_by_name']);
  });

  it('prepares again when the engine has forgotten its statements (DEALLOCATE ALL)', async () => {
    await runPrepared(database.db, byName, ['a']);
    await database.pglite!.exec('deallocate all');
    expect(await prepared()).toEqual([]);
    expect(await runPrepared(database.db, byName, ['b'])).toEqual([['3', 'other']]);
    expect(await prepared()).toEqual(['nv_test_by_name']);
  });

  it("never runs inside another caller's open transaction: it waits for it to end", async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let entered!: () => void;
    const inside = new Promise<void>((r) => (entered = r));
    const tx = database.pglite!.transaction(async (t) => {
      await t.query(`insert into notes (name, note) values ('b', 'uncommitted')`);
      entered();
      await held;
      await t.rollback();
    });
    await inside;
    const read = runPrepared(database.db, byName, ['b']);
    release();
    await tx;
    // had it run inside the transaction, it would have seen the row that was rolled back
    expect(await read).toEqual([['3', 'other']]);
  });

  it("inside a drizzle transaction it runs on the transaction's connection: its write is undone with it, and no lock is waited for", async () => {
    const add = preparedQuery('test_add', 'insert into notes (name, note) values ($1, $2) returning id::text, (note is null)::text', { writes: true });
    const count = async () => (await database.pglite!.query<{ n: number }>(`select count(*)::int as n from notes where name = 'tx'`)).rows[0]!.n;
    await expect(
      database.db.transaction(async (tx) => {
        const rows = await runPrepared(tx as unknown as typeof database.db, add, ['tx', null]);
        expect(rows).toEqual([[expect.stringMatching(/^\d+$/), 'true']]);
        // seen inside the transaction
        expect(await runPrepared(tx as unknown as typeof database.db, byName, ['tx'])).toHaveLength(1);
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect(await count()).toBe(0);
    await database.db.transaction(async (tx) => {
      await runPrepared(tx as unknown as typeof database.db, add, ['tx', 'kept']);
    });
    expect(await count()).toBe(1);
  });

  it('a prepared write is on disk: a reopened engine finds it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'nivesh-prepared-'));
    try {
      const first = await openPglite(dir);
      await first.pglite!.exec('create table kept (id serial primary key, note text)');
      const add = preparedQuery('test_keep', 'insert into kept (note) values ($1) returning id::text', { writes: true });
      expect(await runPrepared(first.db, add, ['written'])).toEqual([['1']]);
      await first.close();
      const again = await openPglite(dir);
      expect((await again.pglite!.query<{ note: string }>('select note from kept')).rows).toEqual([{ note: 'written' }]);
      await again.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('says the engine is closed in the words the outage handling knows', async () => {
    const other = await openPglite(null);
    await other.close();
    await expect(runPrepared(other.db, byName, ['a'])).rejects.toThrow('PGlite is closed');
  });
});
