/**
 * `npm run bench -- uploads`: do uploads slow other investors' reads? The real server on PGlite,
 * demo data. Reads by other investors (their dashboard, their details, a scheme list) run open
 * loop at READS_RATE a second while eight investors upload a 20-megapixel JPEG each, all at once,
 * for as long as the uploads take; then as many reads again without uploads. UPLOAD_RUNS pairs
 * (3 by default), the median ratio reported.
 * Budget: the reads' p99 with uploads within 1.5× of their p99 without. Uploads are checked in a
 * child process at a lower CPU priority, one at a time (src/server/services/onboarding/file-check-pool.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { API_VERSION } from '../../src/shared/contract/common.ts';
import { openPglite } from '../../src/server/db/client.ts';
import { users } from '../../src/server/db/schema.ts';
import { createSession } from '../../src/server/services/sessions.ts';
import { seedLoadInvestor } from '../support/many-schemes-investor.ts';
import { pct, send, type Call } from './open-loop.ts';
import { startServer, type BenchResult } from './support.ts';

const PORT = Number(process.env.UPLOAD_BENCH_PORT ?? 8297);
const READS_RATE = Number(process.env.READS_RATE ?? 50);
const UPLOADERS = 8;
/** UPLOAD_RUNS pairs (with uploads, then without), the median ratio: one run on a shared machine is noise */
const RUNS = Number(process.env.UPLOAD_RUNS ?? 3);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]!;
const V = { Version: API_VERSION };

/** A 5000 × 4000 photo-like JPEG under the 2 MB limit: smooth noise, as a phone photo of a document. */
async function twentyMegapixelJpeg(): Promise<Buffer> {
  const small = await sharp({ create: { width: 500, height: 400, channels: 3, background: { r: 200, g: 190, b: 170 }, noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .png()
    .toBuffer();
  for (const quality of [80, 70, 60, 50, 40]) {
    const jpeg = await sharp(small).resize(5000, 4000, { kernel: 'cubic' }).jpeg({ quality }).toBuffer();
    if (jpeg.length < 1.9 * 1024 * 1024) return jpeg;
  }
  throw new Error('could not make a 20-megapixel JPEG under 2 MB');
}

/** One multipart upload of `jpeg` to the profile's bank-proof call; resolves with its status and time. */
async function uploadOnce(base: URL, token: string, jpeg: Buffer): Promise<{ status: number; ms: number }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'photo.jpg');
  const t0 = performance.now();
  const res = await fetch(new URL('/api/profile/upload-img', base), { method: 'POST', headers: { ...V, token }, body: form });
  await res.arrayBuffer();
  return { status: res.status, ms: performance.now() - t0 };
}

/** Open-loop reads at READS_RATE until `until()` says stop (and at least `minCount`); latencies from each request's due time. */
async function reads(base: URL, callOf: (i: number) => Call, opts: { count?: number; until?: () => boolean }): Promise<number[]> {
  const start = performance.now();
  const all: Array<Promise<number>> = [];
  for (let i = 0; opts.count !== undefined ? i < opts.count : !opts.until!(); i++) {
    const due = start + (i * 1000) / READS_RATE;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    const from = Math.max(due, performance.now());
    all.push(
      send(base, callOf(i)).then(
        (a) => {
          if (a.status !== 200) throw new Error(`read ${callOf(i).path}: HTTP ${a.status}`);
          return performance.now() - from;
        },
        () => Number.POSITIVE_INFINITY,
      ),
    );
  }
  return (await Promise.all(all)).sort((a, b) => a - b);
}

/** The pause between the loaded reads and the same reads alone (UPLOADS_BENCH_SETTLE_MS). */
const SETTLE_MS = Number(process.env.UPLOADS_BENCH_SETTLE_MS ?? 1_000);

export async function uploadsBench(): Promise<BenchResult[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'nivesh-upload-bench-'));
  const env = { DATA_DIR: dataDir, UPLOAD_DIR: join(dataDir, 'uploads') };
  try {
    const first = await startServer({ port: PORT, dataDir: join(dataDir, 'pglite'), env });
    await first.stop();
    // the readers and the uploaders, written while the server is down (one process opens PGlite)
    const database = await openPglite(join(dataDir, 'pglite'));
    const reader = await seedLoadInvestor(database.db, 1, 30, 12);
    const uploaders: string[] = [];
    for (let i = 0; i < UPLOADERS; i++) {
      const [u] = await database.db
        .insert(users)
        .values({ niveshId: `NVUPL${String(i).padStart(5, '0')}`, mobile: `91000${String(i).padStart(5, '0')}`, pan: `UPLPU${String(i).padStart(4, '0')}Z`, email: `up${i}@example.com`, firstName: 'Upload', lastName: `Investor ${i}`, isOnboarded: true, pageNo: 9 })
        .returning({ id: users.id });
      uploaders.push((await createSession(database.db, new Date(), { idleMinutes: 600, absoluteHours: 24 }, { userId: u!.id })).token);
    }
    await database.close();
    const jpeg = await twentyMegapixelJpeg();
    const server = await startServer({ port: PORT, dataDir: join(dataDir, 'pglite'), env });
    try {
      const base = new URL(`http://127.0.0.1:${PORT}`);
      const date = (() => {
        const now = new Date(Date.now() + 330 * 60_000);
        return JSON.stringify({ date: `${String(now.getUTCMonth() + 1).padStart(2, '0')}/${String(now.getUTCDate()).padStart(2, '0')}/${now.getUTCFullYear()}` });
      })();
      const mix: Call[] = [
        { method: 'POST', path: '/api/dashboard', headers: { ...V, token: reader.token }, body: date },
        { method: 'GET', path: '/api/profile/get_user_details', headers: { ...V, token: reader.token } },
        { method: 'GET', path: '/api/schemes/get_scheme_list/1', headers: V },
        { method: 'POST', path: '/api/transaction/folios_based_on_scheme', headers: { ...V, token: reader.token }, body: JSON.stringify({ schemeNo: reader.rtaCodes[0] }) },
      ];
      const callOf = (i: number) => mix[i % mix.length]!;
      // warm: code compiled, caches filled, the upload checker started once
      for (let i = 0; i < 40; i++) await send(base, callOf(i));
      const warm = await uploadOnce(base, uploaders[0]!, jpeg);
      if (warm.status !== 200) throw new Error(`warm-up upload: HTTP ${warm.status}`);

      console.log(`load average before: ${loadavg().map((x) => x.toFixed(2)).join(' ')}`);
      const pairs: Array<{ alone: number[]; loaded: number[]; uploadsMs: number; times: number[] }> = [];
      for (let run = 0; run < RUNS; run++) {
        // with uploads: eight at once, reads for as long as they run
        let done = 0;
        const t0 = performance.now();
        const ups = uploaders.map((token) => uploadOnce(base, token, jpeg).finally(() => (done += 1)));
        const loaded = await reads(base, callOf, { until: () => done === UPLOADERS });
        const results = await Promise.all(ups);
        const uploadsMs = performance.now() - t0;
        const failed = results.filter((r) => r.status !== 200);
        if (failed.length > 0) throw new Error(`uploads failed: ${failed.map((r) => r.status).join(', ')}`);
        // without: the same number of reads at the same rate, right after the server settles
        await new Promise((r) => setTimeout(r, SETTLE_MS));
        const alone = await reads(base, callOf, { count: loaded.length });
        pairs.push({ alone, loaded, uploadsMs, times: results.map((r) => r.ms).sort((a, b) => a - b) });
        console.log(
          `  run ${run + 1}: ${UPLOADERS} uploads of a ${(jpeg.length / 1024 / 1024).toFixed(2)} MB 20-megapixel JPEG done in ${(uploadsMs / 1000).toFixed(1)} s (each ${pairs.at(-1)!.times.map((x) => (x / 1000).toFixed(1)).join(' / ')} s); ` +
            `reads ${READS_RATE}/s × ${loaded.length}: p50 ${pct(alone, 50).toFixed(1)} → ${pct(loaded, 50).toFixed(1)} ms, p99 ${pct(alone, 99).toFixed(1)} → ${pct(loaded, 99).toFixed(1)} ms (load average ${loadavg()[0]!.toFixed(2)})`,
        );
      }
      const ratios = pairs.map((x) => pct(x.loaded, 99) / pct(x.alone, 99));
      const mid = median(ratios);
      const at = ratios.indexOf(mid);
      const of = `median of ${RUNS} runs; each ${ratios.map((r) => r.toFixed(2)).join(' / ')}`;
      return [
        { name: 'reads p99 without uploads', value: pct(pairs[at]!.alone, 99), unit: 'ms', note: `(the median run; reads: ${mix.map((c) => c.path.split('/').pop()).join(', ')})` },
        { name: 'reads p99 during 8 parallel 20 MP uploads', value: pct(pairs[at]!.loaded, 99), unit: 'ms' },
        { name: 'reads p99 with uploads ÷ without', value: mid, unit: '×', budget: 1.5, note: `(${of})` },
        { name: '8 parallel 20 MP uploads, all answered', value: median(pairs.map((x) => x.uploadsMs)) / 1000, unit: 's', note: `(${of.split(';')[0]})` },
      ];
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
