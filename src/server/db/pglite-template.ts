import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * A new embedded database starts from a template instead of running initdb in the server.
 *
 * PGlite's initdb grows the process to about 900 MiB (its WebAssembly memory only ever grows
 * while it runs), where opening the same empty cluster from a dump peaks near 400 MiB and takes
 * half the time. So the first new database on an installation runs initdb once in a short-lived
 * child process, which dumps the empty cluster (4–5 MB gzipped) into node_modules/.cache; every
 * new database after that, and every server start that creates one, loads that dump. The file's
 * name carries PGlite's version: a different PGlite makes its own template, never reads another's.
 * Anything that goes wrong here only costs the old way: initdb in the server.
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

/** Where the template of this PGlite version lives (under the installation's node_modules/.cache). */
export function pgliteTemplatePath(cacheDir?: string): string | null {
  const pglite = pgliteEntry();
  if (!pglite) return null;
  const dir = cacheDir ?? join(pglite.entry.slice(0, pglite.entry.lastIndexOf('node_modules') + 'node_modules'.length), '.cache', 'nivesh');
  return join(dir, `pglite-${pglite.version}-empty-cluster.tar.gz`);
}

/** A database folder that holds no cluster yet: PGlite would run initdb in it. */
export const isFreshPgliteDir = (dir: string): boolean => !existsSync(join(dir, 'PG_VERSION'));

/**
 * The empty cluster's dump for a new database, made first in a child process when missing.
 * Null when it cannot be had (no writable cache, the child failed): the caller runs initdb itself.
 */
export async function emptyClusterDump(opts: { cacheDir?: string; log?: (message: string) => void } = {}): Promise<Blob | null> {
  const pglite = pgliteEntry();
  const file = pgliteTemplatePath(opts.cacheDir);
  if (!pglite || !file) return null;
  if (!existsSync(file)) {
    try {
      mkdirSync(dirname(file), { recursive: true });
    } catch {
      return null;
    }
    // written under a name of its own and renamed, so two starts at once never read half a file
    const code = `
      import { PGlite } from ${JSON.stringify(pathToFileURL(pglite.entry).href)};
      import { renameSync, writeFileSync } from 'node:fs';
      const db = new PGlite();
      await db.waitReady;
      const dump = await db.dumpDataDir('gzip');
      await db.close();
      const part = ${JSON.stringify(file)} + '.' + process.pid + '.part';
      writeFileSync(part, Buffer.from(await dump.arrayBuffer()));
      renameSync(part, ${JSON.stringify(file)});`;
    try {
      await promisify(execFile)(process.execPath, ['--input-type=module', '-e', code]);
    } catch (err) {
      const why = ((err as { stderr?: string }).stderr || (err as Error).message || 'no reason given').trim().split('\n')[0];
      opts.log?.(`The embedded database's template could not be made (${why}); initdb runs in the server instead.`);
      return null;
    }
    if (!existsSync(file)) return null;
  }
  try {
    return new Blob([readFileSync(file)]);
  } catch {
    return null;
  }
}
