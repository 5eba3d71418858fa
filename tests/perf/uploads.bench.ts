/**
 * `npm run bench -- uploads`: do uploads slow other investors' reads? The real server on PGlite,
 * demo data. Reads by other investors (their dashboard, their details, a scheme list) run open
 * loop at READS_RATE a second while eight investors upload a 20-megapixel JPEG each, all at once,
 * for as long as the uploads take; then as many reads again without uploads. UPLOAD_RUNS pairs
 * (7 by default), each side's reads pooled over the runs for its p99.
 * Budget: the reads' p99 with uploads within 1.5× of their p99 without. Uploads are checked in a
 * child process at a lower CPU priority, one at a time (src/server/services/onboarding/file-check-pool.ts).
 * The uploads are sent as prepared bytes over plain HTTP, so that sending them costs the bench's
 * thread (which also times the reads) next to nothing.
 */
import http from 'node:http';
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
/** UPLOAD_RUNS pairs (with uploads, then without), their reads pooled: one run's p99 is its slowest read */
const RUNS = Number(process.env.UPLOAD_RUNS ?? 7);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]!;
const V = { Version: API_VERSION };

/** A 5000 × 4000 photo-like JPEG under the 2 MB limit: smooth noise, as a phone photo of a document. */
async function twentyMegapixelJpeg(): Promise<Buffer> {
  const small = await sharp({
    create: { width: 500, height: 400, channels: 3, background: { r: 200, g: 190, b: 170 }, noise: { type: 'gaussian', mean: 128, sigma: 40 } },
  })
    .png()
    .toBuffer();
  for (const quality of [80, 70, 60, 50, 40]) {
    const jpeg = await sharp(small).resize(5000, 4000, { kernel: 'cubic' }).jpeg({ quality }).toBuffer();
    if (jpeg.length < 1.9 * 1024 * 1024) return jpeg;
  }
  throw new Error('could not make a 20-megapixel JPEG under 2 MB');
}

/**
 * The multipart body of one upload of `jpeg`, built once. An investor's upload comes from their own
 * device; here the uploads and the reads share the bench's one thread, so the upload must cost that
 * thread nothing: fetch() encoding a FormData of 2 MB blobs, eight at once, cost the bench ~300 ms
 * of its own CPU (and young-generation GC pauses of up to ~100 ms) right as the reads began, and
 * those reads' delays were counted against the server.
 */
function multipartOf(jpeg: Buffer): { body: Buffer; contentType: string } {
  const boundary = `----nivesh-bench-${Date.now().toString(36)}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`, 'latin1');
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`, 'latin1');
  return { body: Buffer.concat([head, jpeg, tail]), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** One upload to the profile's bank-proof call, over its own connection, the body written in one go; resolves with its status and time. */
function uploadOnce(base: URL, token: string, upload: { body: Buffer; contentType: string }): Promise<{ status: number; ms: number }> {
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: base.hostname,
        port: base.port,
        method: 'POST',
        path: '/api/profile/upload-img',
        agent: false,
        headers: { ...V, token, 'Content-Type': upload.contentType, 'Content-Length': String(upload.body.length) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - t0 }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(upload.body);
  });
}

/** UPLOADS_BENCH_DIAG=1 prints each phase's slowest reads and when they were due: one stall or a spread */
const DIAG = process.env.UPLOADS_BENCH_DIAG === '1';
/** Open-loop reads at READS_RATE until `until()` says stop (and at least `minCount`); latencies from each request's due time. */
async function reads(base: URL, callOf: (i: number) => Call, opts: { count?: number; until?: () => boolean }): Promise<number[]> {
  const start = performance.now();
  const all: Array<Promise<number>> = [];
  const seen: Array<{ at: number; ms: number; path: string }> = [];
  for (let i = 0; opts.count !== undefined ? i < opts.count : !opts.until!(); i++) {
    const due = start + (i * 1000) / READS_RATE;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    const from = Math.max(due, performance.now());
    all.push(
      send(base, callOf(i)).then(
        (a) => {
          if (a.status !== 200) throw new Error(`read ${callOf(i).path}: HTTP ${a.status}`);
          if (DIAG) seen.push({ at: from - start, ms: performance.now() - from, path: callOf(i).path });
          return performance.now() - from;
        },
        () => Number.POSITIVE_INFINITY,
      ),
    );
  }
  const out = (await Promise.all(all)).sort((a, b) => a - b);
  if (DIAG)
    console.log(
      '    slowest:',
      seen
        .sort((a, b) => b.ms - a.ms)
        .slice(0, 12)
        .map((x) => `${x.ms.toFixed(0)}ms@${x.at.toFixed(0)} ${x.path.split('/').pop()}`)
        .join(', '),
    );
  return out;
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
        .values({
          niveshId: `NVUPL${String(i).padStart(5, '0')}`,
          mobile: `91000${String(i).padStart(5, '0')}`,
          pan: `UPLPU${String(i).padStart(4, '0')}Z`,
          email: `up${i}@example.com`,
          firstName: 'Upload',
          lastName: `Investor ${i}`,
          isOnboarded: true,
          pageNo: 9,
        })
        .returning({ id: users.id });
      uploaders.push((await createSession(database.db, new Date(), { idleMinutes: 600, absoluteHours: 24 }, { userId: u!.id })).token);
    }
    await database.close();
    const jpeg = await twentyMegapixelJpeg();
    const upload = multipartOf(jpeg);
    const server = await startServer({ port: PORT, dataDir: join(dataDir, 'pglite'), env });
    try {
      const base = new URL(`http://127.0.0.1:${PORT}`);
      const date = (() => {
        const now = new Date(Date.now() + 330 * 60_000);
        return JSON.stringify({
          date: `${String(now.getUTCMonth() + 1).padStart(2, '0')}/${String(now.getUTCDate()).padStart(2, '0')}/${now.getUTCFullYear()}`,
        });
      })();
      const mix: Call[] = [
        { method: 'POST', path: '/api/dashboard', headers: { ...V, token: reader.token }, body: date },
        { method: 'GET', path: '/api/profile/get_user_details', headers: { ...V, token: reader.token } },
        { method: 'GET', path: '/api/schemes/get_scheme_list/1', headers: V },
        {
          method: 'POST',
          path: '/api/transaction/folios_based_on_scheme',
          headers: { ...V, token: reader.token },
          body: JSON.stringify({ schemeNo: reader.rtaCodes[0] }),
        },
      ];
      const callOf = (i: number) => mix[i % mix.length]!;
      // warm: code compiled, caches filled, the upload checker started once
      for (let i = 0; i < 40; i++) await send(base, callOf(i));
      const warm = await uploadOnce(base, uploaders[0]!, upload);
      if (warm.status !== 200) throw new Error(`warm-up upload: HTTP ${warm.status}`);

      console.log(
        `load average before: ${loadavg()
          .map((x) => x.toFixed(2))
          .join(' ')}`,
      );
      const pairs: Array<{ alone: number[]; loaded: number[]; uploadsMs: number; times: number[] }> = [];
      for (let run = 0; run < RUNS; run++) {
        // with uploads: eight at once, reads for as long as they run
        let done = 0;
        const t0 = performance.now();
        const ups = uploaders.map((token) => uploadOnce(base, token, upload).finally(() => (done += 1)));
        const loaded = await reads(base, callOf, { until: () => done === UPLOADERS });
        const results = await Promise.all(ups);
        if (DIAG) for (const l of server.lines.splice(0)) if (/(Scavenge|Mark)/.test(l.text)) console.log('    gc', l.text.slice(0, 160));
        const uploadsMs = performance.now() - t0;
        const failed = results.filter((r) => r.status !== 200);
        if (failed.length > 0) throw new Error(`uploads failed: ${failed.map((r) => r.status).join(', ')}`);
        // without: the same number of reads at the same rate, right after the server settles
        await new Promise((r) => setTimeout(r, SETTLE_MS));
        const alone = await reads(base, callOf, { count: loaded.length });
        pairs.push({ alone, loaded, uploadsMs, times: results.map((r) => r.ms).sort((a, b) => a - b) });
        console.log(
          `  run ${run + 1}: ${UPLOADERS} uploads of a ${(jpeg.length / 1024 / 1024).toFixed(2)} MB 20-megapixel JPEG done in ${(uploadsMs / 1000).toFixed(1)} s (each ${pairs
            .at(-1)!
            .times.map((x) => (x / 1000).toFixed(1))
            .join(' / ')} s); ` +
            `reads ${READS_RATE}/s × ${loaded.length}: p50 ${pct(alone, 50).toFixed(1)} → ${pct(loaded, 50).toFixed(1)} ms, p99 ${pct(alone, 99).toFixed(1)} → ${pct(loaded, 99).toFixed(1)} ms (load average ${loadavg()[0]!.toFixed(2)})`,
        );
      }
      // The p99 of each side over all runs' reads together: one run has ~65 reads, whose "p99" is
      // its slowest read, so a ratio per run is a ratio of two single reads (seen from 0.3× to 6×
      // on a quiet machine); pooled, the p99 is the 1-in-100 read of ~450.
      const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
      const loadedAll = sorted(pairs.flatMap((x) => x.loaded));
      const aloneAll = sorted(pairs.flatMap((x) => x.alone));
      const ratio = pct(loadedAll, 99) / pct(aloneAll, 99);
      const perRun = pairs.map((x) => (pct(x.loaded, 99) / pct(x.alone, 99)).toFixed(2)).join(' / ');
      return [
        {
          name: 'reads p99 without uploads',
          value: pct(aloneAll, 99),
          unit: 'ms',
          note: `(${aloneAll.length} reads over ${RUNS} runs: ${mix.map((c) => c.path.split('/').pop()).join(', ')})`,
        },
        {
          name: 'reads p99 during 8 parallel 20 MP uploads',
          value: pct(loadedAll, 99),
          unit: 'ms',
          note: `(${loadedAll.length} reads; p50 ${pct(aloneAll, 50).toFixed(1)} → ${pct(loadedAll, 50).toFixed(1)} ms)`,
        },
        {
          name: 'reads p99 with uploads ÷ without',
          value: ratio,
          unit: '×',
          budget: 1.5,
          note: `(all ${RUNS} runs' reads pooled; each run's slowest-read ratio ${perRun})`,
        },
        { name: '8 parallel 20 MP uploads, all answered', value: median(pairs.map((x) => x.uploadsMs)) / 1000, unit: 's', note: `(median of ${RUNS} runs)` },
      ];
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
