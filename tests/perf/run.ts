/**
 * npm run bench: builds the PWA, runs every benchmark, prints figures against their budgets.
 * Pass names to run only some: npm run bench -- startup bundle
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { bundleBench } from './bundle.bench.ts';
import { capitalGainsBench } from './capital-gains.bench.ts';
import { casBench } from './cas.bench.ts';
import { exchangeBench } from './exchange.bench.ts';
import { importBench, latencyBench, returnsBench, searchBench } from './catalogue.bench.ts';
import { startupBench } from './startup.bench.ts';
import { loadBench } from './load.bench.ts';
import { historyBench } from './history.bench.ts';
import { uploadsBench } from './uploads.bench.ts';
import { offlineBench } from './offline.bench.ts';
import { dashboardBench, portfolioBench, xirrBench } from './portfolio.bench.ts';
import { report, ROOT, type BenchResult } from './support.ts';

const BENCHES: Record<string, () => Promise<BenchResult[]>> = {
  startup: startupBench,
  bundle: bundleBench,
  import: importBench,
  returns: returnsBench,
  latency: latencyBench,
  xirr: xirrBench,
  portfolio: portfolioBench,
  dashboard: dashboardBench,
  'capital-gains': capitalGainsBench,
  load: loadBench,
  history: historyBench,
  uploads: uploadsBench,
  search: searchBench,
  offline: offlineBench,
  cas: casBench,
  exchange: exchangeBench,
};

const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const names = wanted.length ? wanted : Object.keys(BENCHES);
for (const n of names) if (!BENCHES[n]) throw new Error(`unknown bench "${n}"; known: ${Object.keys(BENCHES).join(', ')}`);

// --no-build: reuse dist/ (repeated runs of a server bench)
const build = !process.argv.includes('--no-build') || !existsSync(join(ROOT, 'dist', 'index.html'));
if (build && spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit' }).status !== 0)
  process.exit(1);

let ok = true;
for (const n of names) {
  console.log(`\n▶ ${n}`);
  ok = report(await BENCHES[n]!()) && ok;
}
process.exit(ok ? 0 : 1);
