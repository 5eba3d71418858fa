import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

/**
 * A new embedded database starts as a copy of an empty cluster instead of running initdb in the
 * server.
 *
 * PGlite's initdb grows the process to about 900 MiB (its WebAssembly memory only ever grows while
 * it runs), and loading a dump of the empty cluster (PGlite's loadDataDir) still holds the
 * unpacked archive in memory while the demo seeds. Opening a cluster that is already on disk
 * costs what a warm start costs. So the first new database on an installation runs initdb once,
 * in a short-lived child process, into node_modules/.cache; every new database after that, and
 * every server start that creates one, copies that folder's files (a cleanly shut-down cluster,
 * with no path of its own inside) and opens the copy. The folder's name carries PGlite's
 * version: a different PGlite makes its own, never opens another's. Anything that goes wrong
 * here only costs the old way: initdb in the server.
 */
const require = createRequire(import.meta.url);

function pgliteEntry(): { entry: string; version: string } | null {
  try {
    const entry = require.resolve('@electric-sql/pglite');
    // the package's entry is in dist/, its package.json one folder up
    const manifest = JSON.parse(readFileSync(join(dirname(entry), '..', 'package.json'), 'utf8')) as { version?: string };
    return manifest.version ? { entry, version: manifest.version } : null;
  } catch {
    return null;
  }
}

/** Where the empty cluster of this PGlite version lives (under the installation's node_modules/.cache). */
export function pgliteTemplatePath(cacheDir?: string): string | null {
  const pglite = pgliteEntry();
  if (!pglite) return null;
  const dir = cacheDir ?? join(pglite.entry.slice(0, pglite.entry.lastIndexOf('node_modules') + 'node_modules'.length), '.cache', 'nivesh');
  return join(dir, `pglite-${pglite.version}-empty-cluster`);
}

/** A database folder that holds no cluster yet: PGlite would run initdb in it. */
export const isFreshPgliteDir = (dir: string): boolean => !existsSync(join(dir, 'PG_VERSION'));

/**
 * The empty cluster's folder, made first in a child process when missing. Null when it cannot be
 * had (no writable cache, the child failed): the caller runs initdb itself.
 */
export async function emptyClusterTemplate(opts: { cacheDir?: string; log?: (message: string) => void } = {}): Promise<string | null> {
  const pglite = pgliteEntry();
  const template = pgliteTemplatePath(opts.cacheDir);
  if (!pglite || !template) return null;
  if (isFreshPgliteDir(template)) {
    try {
      mkdirSync(dirname(template), { recursive: true });
    } catch {
      return null;
    }
    // made under a name of its own and renamed once closed, so two starts at once never copy half a cluster
    const code = `
      import { PGlite } from ${JSON.stringify(pathToFileURL(pglite.entry).href)};
      import { renameSync, rmSync } from 'node:fs';
      const part = ${JSON.stringify(template)} + '.' + process.pid + '.part';
      const db = new PGlite(part);
      await db.waitReady;
      await db.close();
      try { renameSync(part, ${JSON.stringify(template)}); } catch { rmSync(part, { recursive: true, force: true }); }`;
    try {
      await promisify(execFile)(process.execPath, ['--input-type=module', '-e', code]);
    } catch (err) {
      const why = ((err as { stderr?: string }).stderr || (err as Error).message || 'no reason given').trim().split('\n')[0];
      opts.log?.(`The embedded database's template could not be made (${why}); initdb runs in the server instead.`);
      return null;
    }
    if (isFreshPgliteDir(template)) return null;
  }
  return template;
}

/** Fills a fresh database folder with a copy of the empty cluster; false when there is none to copy (then PGlite runs initdb). */
export async function copyEmptyCluster(dir: string, opts: { cacheDir?: string; log?: (message: string) => void } = {}): Promise<boolean> {
  const template = await emptyClusterTemplate(opts);
  if (!template) return false;
  try {
    cpSync(template, dir, { recursive: true });
    return true;
  } catch (err) {
    opts.log?.(
      `The embedded database's template could not be copied (${err instanceof Error ? err.message : String(err)}); initdb runs in the server instead.`,
    );
    return false;
  }
}
