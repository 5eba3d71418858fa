import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, startServer, type BenchResult, type OutputLine } from './support.ts';

/**
 * `npm start` as a newcomer meets it. First start: no dist/ nor dist-server/, an empty data folder
 * (database, secret, keys, uploads), so it builds the server bundle and the app, creates and migrates the embedded database and
 * seeds the demo; measured from process spawn to the first healthy answer. Warm start: the same
 * data folder reopened with the app built. Each is the median of STARTUP_RUNS runs (5), with
 * the machine's load average beside it, since the machine is shared. The first start is split
 * into its phases from the progress lines the server prints.
 */
const RUNS = Math.max(1, Number(process.env.STARTUP_RUNS ?? 5));
const PORT = Number(process.env.BENCH_PORT ?? 8291);

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const load = (): string => loadavg()[0]!.toFixed(1);
const runs = (values: number[]): string => values.map((v) => (v / 1000).toFixed(1)).join(', ');

/** A fresh data folder: every file a first start writes goes under it. */
function emptyDataEnv(): { dir: string; env: Record<string, string> } {
  const dir = mkdtempSync(join(tmpdir(), 'nivesh-perf-start-'));
  return { dir, env: { DATA_DIR: dir, VAPID_KEY_FILE: join(dir, 'vapid-keys.json'), UPLOAD_DIR: join(dir, 'uploads') } };
}

/** The process's peak resident memory so far (VmHWM), in MiB. */
const peakMiB = (pid: number): number => Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? Number.NaN) / 1024;

/** When the line that starts with the phase's words was printed (ms since spawn). */
const phaseAt = (lines: OutputLine[], words: RegExp): number | null => lines.find((l) => words.test(l.text))?.ms ?? null;

export async function startupBench(): Promise<BenchResult[]> {
  const first: number[] = [];
  const firstPeak: number[] = [];
  const warmPeak: number[] = [];
  const build: number[] = [];
  const database: number[] = [];
  const readyLag: number[] = [];
  const loads: string[] = [];
  let keep: { dir: string; env: Record<string, string> } | null = null;
  for (let i = 0; i < RUNS; i++) {
    rmSync(join(ROOT, 'dist'), { recursive: true, force: true });
    rmSync(join(ROOT, 'dist-server'), { recursive: true, force: true });
    const data = emptyDataEnv();
    loads.push(load());
    const server = await startServer({ port: PORT, dataDir: join(data.dir, 'pglite'), env: data.env, build: true });
    firstPeak.push(peakMiB(server.proc.pid!));
    await server.stop();
    first.push(server.ms);
    // the build runs beside the database's preparation: each is timed from its own lines
    const built = server.lines.map((l) => /App built in ([\d.]+) s/.exec(l.text)).find(Boolean);
    if (built) build.push(Number(built[1]) * 1000);
    const opened = phaseAt(server.lines, /\] (Opening the embedded database|Connecting to PostgreSQL)/);
    const prepared = phaseAt(server.lines, /\] (Waiting for the app build|Starting the jobs)/);
    if (opened !== null && prepared !== null) database.push(prepared - opened);
    // the "running at" line must not come before the server answers (a newcomer opens the URL then)
    const running = phaseAt(server.lines, /Nivesh is running at/);
    if (running !== null) readyLag.push(server.ms - running);
    if (keep) rmSync(keep.dir, { recursive: true, force: true });
    keep = data;
  }
  const firstLoad = loads.join(', ');

  const warm: number[] = [];
  const warmLoads: string[] = [];
  for (let i = 0; i < RUNS; i++) {
    warmLoads.push(load());
    const server = await startServer({ port: PORT, dataDir: join(keep!.dir, 'pglite'), env: keep!.env });
    warm.push(server.ms);
    warmPeak.push(peakMiB(server.proc.pid!));
    await server.stop();
  }
  rmSync(keep!.dir, { recursive: true, force: true });

  return [
    {
      name: `first start, build included (median of ${RUNS})`,
      value: median(first),
      unit: 'ms',
      budget: 45_000,
      note: `(runs: ${runs(first)} s; load average: ${firstLoad})`,
    },
    { name: '  the app build (beside the database)', value: median(build), unit: 'ms', note: `(runs: ${runs(build)} s)` },
    { name: '  the database: create, migrate, seed', value: median(database), unit: 'ms', note: `(runs: ${runs(database)} s)` },
    { name: '  "running at" line to first answer', value: median(readyLag), unit: 'ms', note: '(the line comes once the port is open)' },
    {
      name: `warm start (reopen, median of ${RUNS})`,
      value: median(warm),
      unit: 'ms',
      budget: 3_000,
      note: `(runs: ${runs(warm)} s; load average: ${warmLoads.join(', ')})`,
    },
    {
      name: 'server peak RSS, first start (PGlite)',
      value: Math.max(...firstPeak),
      unit: 'MiB',
      budget: 500,
      note: `(each run: ${firstPeak.map((m) => m.toFixed(0)).join(', ')} MiB; the server process, not the build)`,
    },
    {
      name: 'server peak RSS, warm start (PGlite)',
      value: Math.max(...warmPeak),
      unit: 'MiB',
      budget: 500,
      note: `(each run: ${warmPeak.map((m) => m.toFixed(0)).join(', ')} MiB)`,
    },
  ];
}
