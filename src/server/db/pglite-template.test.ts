import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from './client.ts';
import { copyEmptyCluster, emptyClusterTemplate, isFreshPgliteDir, pgliteTemplatePath } from './pglite-template.ts';

const root = mkdtempSync(join(tmpdir(), 'nivesh-template-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('a new embedded database as a copy of the empty cluster', () => {
  it('makes the cluster once in a child process, names it by the PGlite version, and copies it for each new database', async () => {
    const cacheDir = join(root, 'cache');
    const template = pgliteTemplatePath(cacheDir)!;
    expect(template).toMatch(/pglite-\d+\.\d+\.\d+[^/]*-empty-cluster$/);
    expect(isFreshPgliteDir(template)).toBe(true);
    expect(await emptyClusterTemplate({ cacheDir })).toBe(template);
    expect(isFreshPgliteDir(template)).toBe(false);
    const made = statSync(join(template, 'PG_VERSION')).mtimeMs;

    const dir = join(root, 'db');
    expect(await copyEmptyCluster(dir, { cacheDir })).toBe(true);
    // copied again, not made again
    expect(statSync(join(template, 'PG_VERSION')).mtimeMs).toBe(made);
    expect(isFreshPgliteDir(dir)).toBe(false);
    const database = await openPglite(dir);
    await database.pglite!.exec("create table kept (note text); insert into kept values ('written')");
    await database.close();
    const again = await openPglite(dir);
    expect((await again.pglite!.query<{ note: string }>('select note from kept')).rows).toEqual([{ note: 'written' }]);
    await again.close();
    // the template stays empty: what one database writes is its own
    const other = join(root, 'db2');
    expect(await copyEmptyCluster(other, { cacheDir })).toBe(true);
    const second = await openPglite(other);
    expect((await second.pglite!.query<{ n: number }>("select count(*)::int as n from pg_tables where tablename = 'kept'")).rows).toEqual([{ n: 0 }]);
    await second.close();
  }, 60_000);

  it('without a writable cache there is no template, and the caller runs initdb itself', async () => {
    const blocked = join(root, 'a-file');
    writeFileSync(blocked, 'not a folder');
    expect(await emptyClusterTemplate({ cacheDir: join(blocked, 'cache') })).toBeNull();
    expect(await copyEmptyCluster(join(root, 'db3'), { cacheDir: join(blocked, 'cache') })).toBe(false);
  });
});
