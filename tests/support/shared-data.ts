import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/**
 * The shared real-data folder (public data, never part of the repository): SHARED_DATA_DIR when
 * set, else a `shared/data` beside the repository or beside one of its two parents (a CI clone
 * may sit a level deeper than a developer's checkout). Null when there is none, which is the
 * normal case for anyone outside the team: the tests that need it skip, and synthetic fixtures
 * in the repository cover the same parsing.
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

/** CI sets REQUIRE_SHARED_DATA=1 so that a green run there always means the real files were read. */
export const sharedDataRequired = (): boolean => process.env.REQUIRE_SHARED_DATA === '1';

const howToRun = 'set SHARED_DATA_DIR=/path/to/shared/data to run them';

/**
 * The folder of one kind of shared data for a test file, or null when it is absent (after one
 * printed line naming what is skipped and how to run it). With REQUIRE_SHARED_DATA=1 an absent
 * folder throws instead, so the file fails with that message.
 */
export function sharedDataOrSkip(sub: string, what: string): string | null {
  const base = sharedDataDir();
  const dir = base ? resolve(base, sub) : null;
  if (dir && existsSync(dir)) return dir;
  const where = process.env.SHARED_DATA_DIR ? `${process.env.SHARED_DATA_DIR}/${sub}` : `shared/data/${sub} (beside the repository)`;
  if (sharedDataRequired()) {
    throw new Error(`REQUIRE_SHARED_DATA=1 but ${where} was not found: ${what} cannot run. Put the shared data folder beside the repository or ${howToRun}.`);
  }
  // stderr, not console: one line that the test runner shows as it is, without a header; once
  // per process, though a runner sharing one module graph between files may load a file twice
  const said = ((globalThis as { niveshSharedDataSkips?: Set<string> }).niveshSharedDataSkips ??= new Set());
  if (!said.has(what)) process.stderr.write(`↷ skipped (no ${where}): ${what}; ${howToRun}\n`);
  said.add(what);
  return null;
}

/** The folder of one kind of shared data, or an error that says what is missing and how to point at it (benchmarks). */
export function requireSharedData(sub: string): string {
  const base = sharedDataDir();
  const dir = base ? resolve(base, sub) : null;
  if (!dir || !existsSync(dir)) {
    throw new Error(`shared/data/${sub} not found: this needs the shared data folder beside the repository (or SHARED_DATA_DIR=/path/to/shared/data)`);
  }
  return dir;
}
