/**
 * An open-loop load generator: request i of a phase is due at start + i / rate, is sent then
 * whatever the earlier answers' speed, and its latency is counted from when it was DUE, not from
 * when it left (so time spent waiting behind a slow server or a busy client is counted, and a
 * saturated server shows as such instead of slowing the generator down).
 */
import http from 'node:http';
import { readFileSync } from 'node:fs';

const agent = new http.Agent({ keepAlive: true, maxSockets: 1024 });

export interface Call {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface Answer {
  status: number;
  bytes: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** One request over a keep-alive connection; the body is read to its last byte. */
export function send(base: URL, call: Call, keepBody = false, timeoutMs = 60_000): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        method: call.method,
        path: call.path,
        headers: { 'Accept-Encoding': 'gzip', ...(call.body ? { 'Content-Type': 'application/json' } : {}), ...call.headers },
        timeout: timeoutMs,
      },
      (res) => {
        const chunks: Buffer[] = [];
        let bytes = 0;
        res.on('data', (c: Buffer) => {
          bytes += c.length;
          if (keepBody) chunks.push(c);
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    if (call.body) req.write(call.body);
    req.end();
  });
}

export interface PhaseResult {
  name: string;
  rate: number;
  sent: number;
  ok: number;
  failed: number;
  /** latencies of every request (failures too, to their failure), ms, sorted */
  lat: number[];
  /** answered (2xx/304) requests per second, from the first due time to the last answer */
  achieved: number;
  bytes: number;
  /** when the phase was not run at its rate: why */
  skipped?: string;
  /** what the failures were: HTTP status or the error's message, with counts */
  failures?: Record<string, number>;
  /** service time one request at a time, p50 ms (measured before the phase) */
  serial50: number;
  serial99: number;
  /** the server's CPU time (user + system) per request of the open-loop part, ms; NaN when not measured */
  cpuMsPerReq: number;
}

/** CPU time a process has used so far, ms (Linux: /proc/<pid>/stat utime + stime, in clock ticks of 10 ms). */
export function processCpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // fields after the command name (which may hold spaces) start at field 3
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

export const pct = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN);

/**
 * Runs one phase: `warm` distinct requests once (not measured), `serial` requests one at a time
 * (the service time), then `rate` a second for
 * `seconds` open loop. When the serial service time says the server cannot come near the rate
 * (more than `maxBacklogS` of queued work by the end), the open-loop part is not run: the
 * backlog would take minutes to drain and spoil every later phase. The phase then reports the
 * serial figures and a sustainable rate of 1000 / p50.
 */
export async function phase(
  base: URL,
  name: string,
  rate: number,
  seconds: number,
  callOf: (i: number) => Call,
  opts: { serial?: number; warm?: number; maxBacklogS?: number; okStatus?: (status: number) => boolean; serverPid?: number } = {},
): Promise<PhaseResult> {
  const okStatus = opts.okStatus ?? ((s: number) => (s >= 200 && s < 300) || s === 304);
  // steady state first: every distinct request once (code compiled, plans made, whatever the
  // server keeps in memory filled), as a running server would be after its first minutes
  for (let i = 0; i < (opts.warm ?? 3); i += 1) await send(base, callOf(i));
  const serial: number[] = [];
  // at most ~3 s of it: a call that takes seconds is measured by a few
  const serialUntil = performance.now() + 3_000;
  for (let i = 0; i < (opts.serial ?? 30) && (i < 3 || performance.now() < serialUntil); i += 1) {
    const t0 = performance.now();
    const a = await send(base, callOf(i + 1_000_000));
    if (!okStatus(a.status)) throw new Error(`${name}: HTTP ${a.status} ${a.body.toString().slice(0, 200)}`);
    serial.push(performance.now() - t0);
  }
  serial.sort((a, b) => a - b);
  const serial50 = pct(serial, 50);
  const serial99 = pct(serial, 99);
  const backlog = Math.max(0, (serial50 * rate) / 1000 - 1) * seconds;
  if (backlog > (opts.maxBacklogS ?? 10)) {
    return {
      name,
      rate,
      sent: 0,
      ok: 0,
      failed: 0,
      lat: serial,
      achieved: 1000 / serial50,
      bytes: 0,
      serial50,
      serial99,
      cpuMsPerReq: NaN,
      skipped: `saturated: ${serial50.toFixed(1)} ms a request one at a time, so at most ~${(1000 / serial50).toFixed(0)} req/s; open loop not run`,
    };
  }
  const total = Math.round(rate * seconds);
  const cpuBefore = opts.serverPid ? processCpuMs(opts.serverPid) : NaN;
  const start = performance.now();
  let ok = 0;
  let failed = 0;
  const failures: Record<string, number> = {};
  const fail = (why: string) => {
    failed += 1;
    failures[why] = (failures[why] ?? 0) + 1;
  };
  let bytes = 0;
  let lastEnd = start;
  const all: Array<Promise<number>> = [];
  for (let i = 0; i < total; i += 1) {
    const due = start + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    // latency runs from the scheduled time (queueing counted), or from the send when it went out
    // early (a wait under 1 ms is not slept, and a timer may fire a little early): never negative
    const from = Math.max(due, performance.now());
    all.push(
      send(base, callOf(i)).then(
        (a) => {
          if (okStatus(a.status)) ok += 1;
          else fail(`HTTP ${a.status}`);
          bytes += a.bytes;
          lastEnd = Math.max(lastEnd, performance.now());
          return performance.now() - from;
        },
        (err: Error) => {
          fail(err.message);
          return performance.now() - from;
        },
      ),
    );
  }
  const lat = (await Promise.all(all)).sort((a, b) => a - b);
  const cpuMsPerReq = opts.serverPid ? (processCpuMs(opts.serverPid) - cpuBefore) / total : NaN;
  return { name, rate, sent: total, ok, failed, failures, lat, achieved: (ok * 1000) / (lastEnd - start), bytes, serial50, serial99, cpuMsPerReq };
}

const f = (ms: number) => (Number.isNaN(ms) ? '-' : ms >= 100 ? ms.toFixed(0) : ms >= 10 ? ms.toFixed(1) : ms.toFixed(2));

/** The phase table: one line a call. */
export function printPhases(title: string, rows: PhaseResult[]): void {
  console.log(`\n${title}`);
  console.log(
    `${'call'.padEnd(46)} ${'rate'.padStart(5)} ${'p50'.padStart(8)} ${'p90'.padStart(8)} ${'p99'.padStart(8)} ${'max'.padStart(8)} ${'achieved'.padStart(9)} ${'fail'.padStart(5)} ${'1-by-1 p50'.padStart(10)} ${'KiB/req'.padStart(8)} ${'CPU ms/req'.padStart(10)}`,
  );
  for (const r of rows) {
    if (r.skipped) {
      console.log(
        `${r.name.padEnd(46)} ${String(r.rate).padStart(5)} ${'-'.padStart(8)} ${'-'.padStart(8)} ${'-'.padStart(8)} ${'-'.padStart(8)} ${'-'.padStart(9)} ${'-'.padStart(5)} ${f(r.serial50).padStart(10)} ${'-'.padStart(8)} ${'-'.padStart(10)}  ${r.skipped}`,
      );
      continue;
    }
    console.log(
      `${r.name.padEnd(46)} ${String(r.rate).padStart(5)} ${f(pct(r.lat, 50)).padStart(8)} ${f(pct(r.lat, 90)).padStart(8)} ${f(pct(r.lat, 99)).padStart(8)} ${f(r.lat[r.lat.length - 1] ?? NaN).padStart(8)} ${r.achieved.toFixed(0).padStart(9)} ${String(r.failed).padStart(5)} ${f(r.serial50).padStart(10)} ${(r.bytes / 1024 / Math.max(1, r.ok + r.failed)).toFixed(1).padStart(8)} ${f(r.cpuMsPerReq).padStart(10)}${
        r.failed
          ? `  failed: ${Object.entries(r.failures ?? {})
              .map(([why, n]) => `${n}× ${why}`)
              .join(', ')}`
          : ''
      }`,
    );
  }
}
