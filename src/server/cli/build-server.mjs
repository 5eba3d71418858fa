/**
 * Builds the server into one ES module, `dist-server/server.mjs`, that `npm start` runs. Loading
 * the server from its TypeScript sources costs seconds at every start (a loader compiles several
 * hundred files); one bundle of plain JavaScript loads in a fraction of that. Packages stay in
 * node_modules (external); the migrations and the file-check child are copied beside the bundle,
 * where the code looks for them (paths relative to the module).
 *
 * `dist-server/build.json` records the bundle's inputs and an id: `isServerBuildStale` compares
 * the inputs' times with the build's, and the id tells the database which build prepared it.
 *
 * `node src/server/cli/build-server.mjs` builds it by hand (`npm run build` does).
 */
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const SERVER_OUT = 'dist-server';
const ENTRY = 'src/server/cli/server-entry.ts';
const MIGRATIONS = 'src/server/db/migrations';
const FILE_CHECK_WORKER = 'src/server/services/onboarding/file-check-worker.mjs';

/** Files that are not imported but change what the bundle does. */
function extraInputs(root) {
  const migrations = readdirSync(join(root, MIGRATIONS), { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.sql') || f.endsWith('.json'))
    .map((f) => `${MIGRATIONS}/${f}`);
  return [...migrations, FILE_CHECK_WORKER, 'package-lock.json', 'tsconfig.json', 'src/server/cli/build-server.mjs'];
}

/**
 * Why the bundle must be built again, or null when it is up to date: no bundle yet, or an input
 * changed (or went away, or a migration was added) since it was built.
 */
export function isServerBuildStale(root) {
  const manifest = join(root, SERVER_OUT, 'build.json');
  if (!existsSync(manifest) || !existsSync(join(root, SERVER_OUT, 'server.mjs'))) return 'no server build yet';
  const { builtAt, inputs } = JSON.parse(readFileSync(manifest, 'utf8'));
  const known = new Set(inputs);
  for (const file of extraInputs(root)) if (!known.has(file)) return `${file} is new`;
  for (const file of inputs) {
    const path = join(root, file);
    if (!existsSync(path)) return `${file} was removed`;
    if (statSync(path).mtimeMs > builtAt) return `${file} changed`;
  }
  return null;
}

/** Builds the bundle; resolves with its id (a hash of everything it runs). */
export async function buildServer(root) {
  const { build } = await import('esbuild');
  const out = join(root, SERVER_OUT);
  // times are taken before the build reads anything: an edit made during the build means another
  const builtAt = Date.now();
  rmSync(out, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: root,
    entryPoints: [ENTRY],
    outfile: join(out, 'server.mjs'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    tsconfig: join(root, 'tsconfig.json'),
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'warning',
  });
  cpSync(join(root, MIGRATIONS), join(out, 'migrations'), { recursive: true });
  cpSync(join(root, FILE_CHECK_WORKER), join(out, 'file-check-worker.mjs'));
  const inputs = [...new Set([...Object.keys(result.metafile.inputs), ...extraInputs(root)])].sort();
  const hash = createHash('sha256');
  for (const file of ['server.mjs', 'file-check-worker.mjs']) hash.update(readFileSync(join(out, file)));
  for (const file of extraInputs(root).filter((f) => f.startsWith(MIGRATIONS))) hash.update(file).update(readFileSync(join(root, file)));
  const id = hash.digest('hex').slice(0, 16);
  writeFileSync(join(out, 'build.json'), `${JSON.stringify({ id, builtAt, inputs }, null, 1)}\n`);
  return id;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = join(fileURLToPath(new URL('.', import.meta.url)), '..', '..', '..');
  const t0 = performance.now();
  const id = await buildServer(root);
  console.log(`Server built into ${SERVER_OUT}/ (build ${id}) in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}
