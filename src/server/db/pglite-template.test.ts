import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from './client.ts';
import { emptyClusterDump, isFreshPgliteDir, pgliteTemplatePath } from './pglite-template.ts';

const root = mkdtempSync(join(tmpdir(), 'nivesh-template-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('a new embedded database from the empty cluster template', () => {
  it('makes the template once in a child process, names it by the PGlite version, and reuses it', async () => {
    const cacheDir = join(root, 'cache');
    const file = pgliteTemplatePath(cacheDir)!;
    expect(file).toMatch(/pglite-\d+\.\d+\.\d+[^/]*-empty-cluster\.tar\.gz$/);
    expect(existsSync(file)).toBe(false);
    const first = await emptyClusterDump({ cacheDir });
    expect(first).not.toBeNull();
    const made = statSync(file).mtimeMs;
    const second = await emptyClusterDump({ cacheDir });
    expect(second!.size).toBe(first!.size);
    // read again, not made again
    expect(statSync(file).mtimeMs).toBe(made);

    const dir = join(root, 'db');
    expect(isFreshPgliteDir(dir)).toBe(true);
    const database = await openPglite(dir, { loadDataDir: second! });
    expect(isFreshPgliteDir(dir)).toBe(false);
    await database.pglite!.exec("create table kept (note text); insert into kept values ('written')");
    await database.close();
    // an ordinary cluster on disk: reopened without the template, the data is there
    const again = await openPglite(dir);
    expect((await again.pglite!.query<{ note: string }>('select note from kept')).rows).toEqual([{ note: 'written' }]);
    await again.close();
  }, 60_000);

  it('without a writable cache there is no template, and the caller runs initdb itself', async () => {
    const blocked = join(root, 'a-file');
    writeFileSync(blocked, 'not a folder');
    const said: string[] = [];
    expect(await emptyClusterDump({ cacheDir: join(blocked, 'cache'), log: (m) => said.push(m) })).toBeNull();
  });
});
