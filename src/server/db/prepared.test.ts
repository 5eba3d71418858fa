import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type Database } from './client.ts';
import { preparedQuery, runPrepared } from './prepared.ts';

/** The PGlite side of prepared statements (the API suite runs them on both databases through real calls). */
describe('prepared statements on PGlite', () => {
  let database: Database;
  const byName = preparedQuery('test_by_name', 'select id::text, note from notes where name = $1 order by id');
  beforeAll(async () => {
    database = await openPglite(null);
    await database.pglite!.exec(`create table notes (id serial primary key, name text not null, note text); insert into notes (name, note) values ('a', 'first'), ('a', null), ('b', 'other');`);
  }, 60_000);
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

  it('says the engine is closed in the words the outage handling knows', async () => {
    const other = await openPglite(null);
    await other.close();
    await expect(runPrepared(other.db, byName, ['a'])).rejects.toThrow('PGlite is closed');
  }, 60_000);
});
