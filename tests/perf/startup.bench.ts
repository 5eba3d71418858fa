import { rmSync } from 'node:fs';
import { startServer, type BenchResult } from './support.ts';

/**
 * Cold start (a new embedded database: create, migrate, load masters and demo data) and warm
 * start (reopen the same folder). Both measured from process spawn to the first healthy answer.
 */
export async function startupBench(): Promise<BenchResult[]> {
  const cold = await startServer({ port: 8291 });
  await cold.stop();
  const warmRuns: number[] = [];
  for (let i = 0; i < 3; i++) {
    const warm = await startServer({ port: 8291, dataDir: cold.dataDir });
    warmRuns.push(warm.ms);
    await warm.stop();
  }
  rmSync(cold.dataDir, { recursive: true, force: true });
  warmRuns.sort((a, b) => a - b);
  return [
    { name: 'server cold start (new PGlite database)', value: cold.ms, unit: 'ms', budget: 10_000 },
    { name: 'server warm start (reopen, median of 3)', value: warmRuns[1]!, unit: 'ms', budget: 3_000, note: `(runs: ${warmRuns.map((m) => m.toFixed(0)).join(', ')} ms)` },
  ];
}
