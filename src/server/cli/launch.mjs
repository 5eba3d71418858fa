/**
 * `npm start`. Plain JavaScript, so that nothing has to compile TypeScript at each start:
 * 1. the embedded database's WebAssembly starts compiling on V8's background threads at once;
 * 2. the server bundle (dist-server/, see build-server.mjs) is built when missing or older than
 *    its sources;
 * 3. the bundle is loaded and started (cli/start.ts: it builds the PWA when needed and serves).
 * The bundle's id goes to the database, which remembers the build that prepared it: a warm start
 * of the same build skips migrations, masters and the demo's one-time seeds.
 */
import { readFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import v8 from 'node:v8';
import { buildServer, isServerBuildStale, SERVER_OUT } from './build-server.mjs';

const root = process.cwd();
const elapsed = () => `${(performance.now() / 1000).toFixed(1).padStart(5)} s`;

// The same choice as the server's configuration (config.ts): Liftoff first unless asked otherwise.
// The flag must be set before the first WebAssembly compile in the process.
let wasm;
if (!process.env.DATABASE_URL) {
  if (process.env.PGLITE_OPTIMISED_ONLY === '1') v8.setFlagsFromString('--no-liftoff');
  const file = join(dirname(createRequire(join(root, 'package.json')).resolve('@electric-sql/pglite')), 'pglite.wasm');
  wasm = readFile(file).then((bytes) => WebAssembly.compile(bytes));
  wasm.catch(() => undefined); // the server reports it when it opens the database
}

const stale = process.env.SKIP_SERVER_BUILD === '1' ? null : isServerBuildStale(root);
if (stale) {
  process.stdout.write(`[${elapsed()}] Building the server (${stale})\n`);
  try {
    await buildServer(root);
  } catch (err) {
    console.error(`Building the server failed; it is not started.\n${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  }
}

const { id } = JSON.parse(readFileSync(join(root, SERVER_OUT, 'build.json'), 'utf8'));
const server = await import(pathToFileURL(join(root, SERVER_OUT, 'server.mjs')).href);
if (wasm) server.adoptPgliteWasm(wasm);
await server.start({ buildId: id });
