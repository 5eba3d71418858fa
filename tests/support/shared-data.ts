import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/**
 * The shared real-data folder (never part of the repository): SHARED_DATA_DIR when set, else a
 * `shared/data` beside the repository or beside one of its parents (a CI clone may sit a level
 * deeper than a developer's checkout). Null when there is none.
 */
export function sharedDataDir(): string | null {
  if (process.env.SHARED_DATA_DIR) return existsSync(process.env.SHARED_DATA_DIR) ? resolve(process.env.SHARED_DATA_DIR) : null;
  let dir = resolve(repoRoot);
  for (let i = 0; i < 3; i++) {
    dir = dirname(dir);
    const candidate = resolve(dir, 'shared', 'data');
    if (existsSync(resolve(candidate, 'amfi'))) return candidate;
  }
  return null;
}

/** The folder of one kind of shared data, or an error that says what is missing and how to point at it. */
export function requireSharedData(sub: string): string {
  const base = sharedDataDir();
  const dir = base ? resolve(base, sub) : null;
  if (!dir || !existsSync(dir)) {
    throw new Error(`../shared/data/${sub} not found: this test needs the shared data folder beside the repository (or SHARED_DATA_DIR=/path/to/shared/data)`);
  }
  return dir;
}
