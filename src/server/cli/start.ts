/**
 * `npm start`: builds the PWA when its sources are newer than the last build (so a second start
 * is fast), and meanwhile prepares the database and starts the server, which mounts the app once
 * the build is done. A first start thus builds and creates, migrates and seeds the database at
 * the same time, on two cores, instead of one after the other.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { consoleProgress } from '../lib/startup-progress.ts';
import { compilePgliteWasm } from '../db/pglite-wasm.ts';

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

/**
 * Starts the server, building the PWA first when needed. `buildId` comes from the server bundle
 * that `npm start` runs (src/server/cli/launch.mjs): the database remembers which build prepared
 * it, and a warm start of the same build skips that work.
 */
export async function start(opts: { buildId?: string } = {}): Promise<void> {
  const shell = join(ROOT, 'dist', 'index.html');
  const built = existsSync(shell) ? statSync(shell).mtimeMs : 0;
  const sources = Math.max(...INPUTS.map((p) => newestMtime(join(ROOT, p))));
  const progress = consoleProgress();

  // The embedded database's WebAssembly compiles on V8's background threads while the main thread
  // loads the server's modules below (the same promise is picked up when the database opens).
  if (!process.env.DATABASE_URL) void compilePgliteWasm({ optimisedOnly: process.env.PGLITE_OPTIMISED_ONLY === '1' });

  let appBuilt: Promise<void> | undefined;
  if (process.env.SKIP_BUILD !== '1' && sources > built) {
    progress.phase(built ? 'Building the app (its sources changed since the last build)' : 'Building the app (first start), while the database is prepared');
    const t0 = performance.now();
    appBuilt = new Promise<void>((resolve) => {
      const child = spawn(process.execPath, [join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
      child.on('exit', (code, signal) => {
        if (code !== 0) {
          console.error(`Building the app failed (${signal ?? `exit code ${code}`}); the server is not started.`);
          process.exit(code || 1);
        }
        progress.phase(`App built in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
        resolve();
      });
    });
  } else if (!built && !process.env.STATIC_DIR) {
    console.error('No built app in dist/ and SKIP_BUILD=1: run `npm run build` first, or start without SKIP_BUILD.');
    process.exit(1);
  }

  const { main } = await import('../main.ts');
  await main({ appBuilt, progress, buildId: opts.buildId });
}

// run directly (`node --import tsx src/server/cli/start.ts`: tests and tools start from the sources)
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await start();
