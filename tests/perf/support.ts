import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const ROOT = join(import.meta.dirname, '..', '..');

/** A line the server printed, with the milliseconds since it was spawned. */
export interface OutputLine {
  ms: number;
  text: string;
}

/**
 * Starts the real server (built PWA, embedded database in `dataDir`) and resolves when
 * /api/health answers, the way `npm start` does (src/server/cli/launch.mjs: the server bundle,
 * built when stale). `build: true` lets `npm start`'s own build of the PWA run (a first start);
 * otherwise it reuses dist/. What the server prints is kept in `lines`, timed.
 */
export async function startServer(opts: {
  port: number;
  dataDir?: string;
  env?: Record<string, string>;
  build?: boolean;
}): Promise<{ proc: ChildProcess; ms: number; dataDir: string; lines: OutputLine[]; stop(): Promise<void> }> {
  const dataDir = opts.dataDir ?? mkdtempSync(join(tmpdir(), 'nivesh-perf-db-'));
  const t0 = performance.now();
  // BENCH_CPU_PROF=dir writes a V8 CPU profile of each server started into dir (where a bench's time goes)
  const prof = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  // BENCH_NODE_FLAGS="--trace-gc" and the like: flags for the server's Node (NODE_OPTIONS refuses some)
  if (process.env.BENCH_NODE_FLAGS) prof.push(...process.env.BENCH_NODE_FLAGS.split(' ').filter(Boolean));
  const env = { ...process.env };
  delete env.SKIP_BUILD; // the caller's choice below, not the shell's
  const proc = spawn(process.execPath, [...prof, 'src/server/cli/launch.mjs'], {
    cwd: ROOT,
    env: {
      ...env,
      PORT: String(opts.port),
      HOST: '127.0.0.1',
      PGLITE_DIR: dataDir,
      ...(opts.build ? {} : { SKIP_BUILD: '1' }),
      NIVESH_MODE: 'demo',
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: OutputLine[] = [];
  for (const stream of [proc.stdout!, proc.stderr!]) {
    let rest = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      const parts = (rest + chunk).split('\n');
      rest = parts.pop()!;
      for (const text of parts) lines.push({ ms: performance.now() - t0, text });
    });
  }
  const url = `http://127.0.0.1:${opts.port}/api/health`;
  for (;;) {
    if (proc.exitCode !== null)
      throw new Error(
        `server exited with ${proc.exitCode}: ${lines
          .slice(-5)
          .map((l) => l.text)
          .join(' | ')}`,
      );
    try {
      if ((await fetch(url)).status === 200) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  const ms = performance.now() - t0;
  return {
    proc,
    ms,
    dataDir,
    lines,
    stop: () =>
      new Promise<void>((resolve) => {
        if (proc.exitCode !== null) return resolve();
        proc.once('exit', () => resolve());
        proc.kill('SIGTERM');
      }),
  };
}

export interface BenchResult {
  name: string;
  value: number;
  unit: string;
  /** the budget the value is held against, when there is one */
  budget?: number;
  note?: string;
}

export function report(results: BenchResult[]): boolean {
  let ok = true;
  for (const r of results) {
    const within = r.budget === undefined || r.value <= r.budget;
    ok &&= within;
    const budget =
      r.budget === undefined ? '' : ` (budget ${r.budget} ${r.unit}: ${within ? 'within' : 'OVER'}, ${((r.value / r.budget) * 100).toFixed(0)}% of it)`;
    console.log(
      `${r.name.padEnd(48)} ${r.value.toFixed(r.unit === 'ms' && r.value >= 100 ? 0 : r.unit === 'ms' && r.value < 10 ? 2 : 1).padStart(10)} ${r.unit}${budget}${r.note ? `  ${r.note}` : ''}`,
    );
  }
  return ok;
}
