/**
 * `npm start`: builds the PWA when its sources are newer than the last build (so a second start
 * is fast), then starts the server.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = process.cwd();
const INPUTS = ['src/client', 'src/shared', 'sw', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const name of readdirSync(path)) {
    if (name.endsWith('.test.ts') || name.endsWith('.test.tsx')) continue;
    newest = Math.max(newest, newestMtime(join(path, name)));
  }
  return newest;
}

const shell = join(ROOT, 'dist', 'index.html');
const built = existsSync(shell) ? statSync(shell).mtimeMs : 0;
const sources = Math.max(...INPUTS.map((p) => newestMtime(join(ROOT, p))));
if (process.env.SKIP_BUILD !== '1' && sources > built) {
  console.log('Building the PWA (sources changed since the last build)...');
  const r = spawnSync(process.execPath, [join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const { main } = await import('../main.ts');
await main();
