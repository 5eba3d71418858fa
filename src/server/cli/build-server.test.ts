import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain JavaScript (npm start runs it without a TypeScript loader); no types
import { isServerBuildStale } from './build-server.mjs';

const stale = isServerBuildStale as (root: string) => string | null;

/** A repository in miniature: the files the server build reads, and a build made at `builtAt`. */
function repo(builtAt: number): string {
  const root = mkdtempSync(join(tmpdir(), 'nivesh-server-build-'));
  const files = [
    'src/server/main.ts',
    'src/server/db/migrations/0000_first.sql',
    'src/server/db/migrations/meta/_journal.json',
    'src/server/services/onboarding/file-check-worker.mjs',
    'package-lock.json',
    'tsconfig.json',
    'src/server/cli/build-server.mjs',
  ];
  for (const f of files) {
    mkdirSync(dirname(join(root, f)), { recursive: true });
    writeFileSync(join(root, f), f);
    utimesSync(join(root, f), (builtAt - 60_000) / 1000, (builtAt - 60_000) / 1000);
  }
  mkdirSync(join(root, 'dist-server'));
  writeFileSync(join(root, 'dist-server', 'server.mjs'), '');
  writeFileSync(join(root, 'dist-server', 'build.json'), JSON.stringify({ id: 'x', builtAt, inputs: files }));
  return root;
}

describe('whether npm start must build the server again', () => {
  const builtAt = Date.now() - 3_600_000;

  it('not when nothing changed since the build', () => {
    expect(stale(repo(builtAt))).toBeNull();
  });

  it('when there is no build yet', () => {
    const root = repo(builtAt);
    rmSync(join(root, 'dist-server'), { recursive: true });
    expect(stale(root)).toBe('no server build yet');
  });

  it('when a source was edited after the build', () => {
    const root = repo(builtAt);
    utimesSync(join(root, 'src/server/main.ts'), builtAt / 1000 + 5, builtAt / 1000 + 5);
    expect(stale(root)).toBe('src/server/main.ts changed');
  });

  it('when a migration was added, or a source removed', () => {
    const root = repo(builtAt);
    writeFileSync(join(root, 'src/server/db/migrations/0001_next.sql'), 'select 1');
    utimesSync(join(root, 'src/server/db/migrations/0001_next.sql'), builtAt / 1000 - 5, builtAt / 1000 - 5); // even with an old time
    expect(stale(root)).toBe('src/server/db/migrations/0001_next.sql is new');
    const other = repo(builtAt);
    rmSync(join(other, 'src/server/main.ts'));
    expect(stale(other)).toBe('src/server/main.ts was removed');
  });
});
