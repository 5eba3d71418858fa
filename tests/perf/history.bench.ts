/**
 * `npm run bench -- history`: the transaction history of an investor with 7,200 orders, in pages,
 * on the real server and the embedded PGlite. The first page (the call without parameters, what
 * the history screen asks first) open loop at 300, 500 and 800 req/s for HISTORY_SECONDS each (5
 * by default), latency counted from each request's due time; its size uncompressed and gzipped;
 * and the later pages, every cursor of the list in turn, at 300 req/s. The load average is printed
 * with the figures: on a shared machine the neighbours are part of the result.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_VERSION } from '../../src/shared/contract/common.ts';
import { openPglite } from '../../src/server/db/client.ts';
import { seedLoadInvestor } from '../support/many-schemes-investor.ts';
import { phase, pct, printPhases, send, type PhaseResult } from './open-loop.ts';
import { startServer, type BenchResult } from './support.ts';

const PORT = Number(process.env.HISTORY_PORT ?? 8297);
const SECONDS = Number(process.env.HISTORY_SECONDS ?? 5);
const RATES = [300, 500, 800];
const P99_BUDGET_MS = 20;
const PAGE_BUDGET_KB = 100;
const PATH = '/api/profile/get_transaction_history';

const load = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');

/** Waits until the server answers a health check quickly (the previous phase's queue has drained). */
async function quiet(base: URL): Promise<void> {
  const until = performance.now() + 60_000;
  while (performance.now() < until) {
    const t0 = performance.now();
    await send(base, { method: 'GET', path: '/api/health', headers: { Version: API_VERSION } });
    if (performance.now() - t0 < 20) return;
    await new Promise((r) => setTimeout(r, 100));
  }
}

export async function historyBench(): Promise<BenchResult[]> {
  console.log(`load average before: ${load()} (2 cores shared with other work; it shows in every figure)`);
  const dataDir = mkdtempSync(join(tmpdir(), 'nivesh-history-bench-'));
  const env = { DATA_DIR: dataDir };
  try {
    // the first start seeds the demo catalogue; the investor is written while the server is down
    const first = await startServer({ port: PORT, dataDir: join(dataDir, 'pglite'), env });
    await first.stop();
    const database = await openPglite(join(dataDir, 'pglite'));
    const investor = await seedLoadInvestor(database.db, 2, 30, 240);
    await database.close();
    const server = await startServer({ port: PORT, dataDir: join(dataDir, 'pglite'), env });
    try {
      const base = new URL(`http://127.0.0.1:${PORT}`);
      const headers = { Version: API_VERSION, token: investor.token };

      // the first page as the phone gets it, and every cursor of the list (walked once)
      const plain = await send(base, { method: 'GET', path: PATH, headers: { ...headers, 'Accept-Encoding': 'identity' } }, true);
      if (plain.status !== 200) throw new Error(`first page: HTTP ${plain.status} ${plain.body.toString().slice(0, 200)}`);
      const firstPage = JSON.parse(plain.body.toString()) as { transaction_history: unknown[]; next_cursor: string | null };
      const gz = await send(base, { method: 'GET', path: PATH, headers: { ...headers, 'Accept-Encoding': 'gzip' } });
      const cursors: string[] = [];
      let rows = firstPage.transaction_history.length;
      for (let cursor = firstPage.next_cursor; cursor;) {
        cursors.push(cursor);
        const a = await send(
          base,
          { method: 'GET', path: `${PATH}?cursor=${encodeURIComponent(cursor)}`, headers: { ...headers, 'Accept-Encoding': 'identity' } },
          true,
        );
        if (a.status !== 200) throw new Error(`page ${cursors.length + 1}: HTTP ${a.status}`);
        const page = JSON.parse(a.body.toString()) as { transaction_history: unknown[]; next_cursor: string | null };
        rows += page.transaction_history.length;
        cursor = page.next_cursor;
      }
      if (rows !== investor.orders) throw new Error(`walked ${rows} rows of ${investor.orders} orders`);
      console.log(
        `first page: ${firstPage.transaction_history.length} rows, ${(plain.bytes / 1024).toFixed(1)} KB (${(gz.bytes / 1024).toFixed(1)} KB gzipped); ${cursors.length + 1} pages for ${rows} orders`,
      );

      const phases: PhaseResult[] = [];
      for (const rate of RATES) {
        await quiet(base);
        phases.push(
          await phase(base, `history first page (7,200 orders) @${rate}`, rate, SECONDS, () => ({ method: 'GET', path: PATH, headers }), {
            serverPid: server.proc.pid,
          }),
        );
      }
      await quiet(base);
      const later = await phase(
        base,
        `history later pages (${cursors.length} cursors) @300`,
        300,
        SECONDS,
        (i) => ({ method: 'GET', path: `${PATH}?cursor=${encodeURIComponent(cursors[i % cursors.length]!)}`, headers }),
        { serverPid: server.proc.pid, warm: 0 },
      );
      console.log(`load average after: ${load()}`);
      printPhases(`PGlite, ${SECONDS} s a rate (latency from each request's due time; 1-by-1 = one request at a time)`, [...phases, later]);

      const results: BenchResult[] = [];
      for (const r of phases) {
        if (r.skipped)
          results.push({
            name: `PGlite ${r.name} 1-by-1 p50 (saturated)`,
            value: r.serial50,
            unit: 'ms',
            budget: P99_BUDGET_MS,
            note: `(${r.rate} req/s not sustainable)`,
          });
        else
          results.push({
            name: `PGlite ${r.name} req/s p99`,
            value: pct(r.lat, 99),
            unit: 'ms',
            budget: P99_BUDGET_MS,
            note: `(p50 ${pct(r.lat, 50).toFixed(2)}; ${r.failed} failed; achieved ${r.achieved.toFixed(0)} req/s)`,
          });
      }
      results.push({
        name: `PGlite ${later.name} req/s p99`,
        value: later.skipped ? later.serial50 : pct(later.lat, 99),
        unit: 'ms',
        note: `(no budget: each page is computed on its first read, then kept; ${later.skipped ?? `${later.failed} failed`})`,
      });
      results.push({
        name: 'history first page size (7,200 orders)',
        value: plain.bytes / 1024,
        unit: 'KB',
        budget: PAGE_BUDGET_KB,
        note: `(${firstPage.transaction_history.length} rows; ${(gz.bytes / 1024).toFixed(1)} KB gzipped)`,
      });
      return results;
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
