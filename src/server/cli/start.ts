/**
 * `npm start`: builds the PWA when its sources are newer than the last build (so a second start
 * is fast), then starts the server.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { consoleProgress } from '../lib/startup-progress.ts';

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
const progress = consoleProgress();
if (process.env.SKIP_BUILD !== '1' && sources > built) {
  progress.phase(built ? 'Building the app (its sources changed since the last build)' : 'Building the app (first start)');
  const r = spawnSync(process.execPath, [join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
} else if (!built && !process.env.STATIC_DIR) {
  console.error('No built app in dist/ and SKIP_BUILD=1: run `npm run build` first, or start without SKIP_BUILD.');
  process.exit(1);
}

const { main } = await import('../main.ts');
await main();
