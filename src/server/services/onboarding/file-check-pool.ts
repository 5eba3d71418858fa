import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { MESSAGES } from '@shared/contract/common.ts';
import { refuse } from '../../lib/refusal.ts';
import { removeTemp, uploadTempPath, type FileSlice } from '../../lib/upload-temp.ts';

/**
 * The queue in front of the upload checker (file-check-worker.mjs): decoding a 20-megapixel photo
 * or parsing a PDF is CPU work that would otherwise run beside every other investor's reads.
 * Jobs run in child processes at a lower CPU priority, `concurrency` at a time (one by default:
 * the other core stays the server's), each under a time bound (its CPU time; the child is killed
 * and a fresh one started) and a heap bound; a crash of a child refuses only its own file. Past `queueMax` waiting
 * files the upload is refused as busy (503) rather than queued for minutes.
 */
export interface FileCheckSettings {
  concurrency: number;
  /** CPU time one file may take in the child (where the child's CPU time can be read, Linux), ms */
  timeoutMs: number;
  /** wall time one file may take: at a low priority on a busy machine a file waits for the CPU, which is not its fault */
  wallMs: number;
  queueMax: number;
  heapMb: number;
  /** the checker's CPU priority (nice 0 to 19): 10 lets the server's answers go first */
  nice: number;
}
export const DEFAULT_FILE_CHECKS: FileCheckSettings = { concurrency: 1, timeoutMs: 30_000, wallMs: 300_000, queueMax: 32, heapMb: 256, nice: 10 };

export type CheckJob = { op: 'image'; png: boolean; maxPixels: number; minSide: number } | { op: 'pdf' };
/** `out`: an image's re-encoding, in a temporary file the caller owns (stores, then removes). */
export type CheckReply =
  { ok: true; out?: string; width?: number; height?: number } | { problem: 'unreadable' | 'tooFewPixels' | 'pdfActive' | 'pdfEncrypted' };
/** What the child is sent: the job, where the file lies on disk, and (an image) where to write what is stored. */
type ChildJob = CheckJob & { in: FileSlice; out: string | null };
/** What the child answers: the re-encoded image is in the `out` file, not in the message. */
type ChildReply = { ok: true; width?: number; height?: number } | { problem: 'unreadable' | 'tooFewPixels' | 'pdfActive' | 'pdfEncrypted' };

interface Slot {
  child: ChildProcess | null;
  busy: boolean;
}
interface Waiting {
  job: ChildJob;
  resolve: (r: ChildReply) => void;
}

const WORKER = fileURLToPath(new URL('./file-check-worker.mjs', import.meta.url));
let settings = DEFAULT_FILE_CHECKS;
let slots: Slot[] = [];
const queue: Waiting[] = [];
let nextId = 1;

/** Sets the bounds (from the server's configuration); running jobs finish under the old ones. */
export function configureFileChecks(next: Partial<FileCheckSettings>): void {
  settings = { ...DEFAULT_FILE_CHECKS, ...next };
}

/**
 * Runs one check in a child process, after the files queued before it. The child reads the file
 * from disk (`input.at`; bytes without a place on disk are written to a temporary file first) and
 * writes a re-encoded image to a temporary file, named in the answer (`out`): the caller stores it
 * from there and removes it. A whole file never goes through the IPC channel, whose copies on the
 * server's thread (serialising the file out, gathering and deserialising the answer) cost ~60 ms
 * of it per 20-megapixel photo, nor through the server's memory.
 */
export async function runFileCheck(job: CheckJob, input: { bytes: Uint8Array; at: FileSlice | null }): Promise<CheckReply> {
  if (queue.length >= settings.queueMax) throw refuse('unavailable', MESSAGES.serviceUnavailable, { code: 'UPLOADS_BUSY', retryAfterSeconds: 5 });
  let own: string | null = null;
  let at = input.at;
  if (!at) {
    own = await uploadTempPath('in');
    await writeFile(own, input.bytes, { mode: 0o600 });
    at = { path: own, offset: 0, length: input.bytes.length };
  }
  const out = job.op === 'image' ? await uploadTempPath(job.png ? 'png' : 'jpg') : null;
  let kept = false;
  try {
    const reply = await new Promise<ChildReply>((resolve) => {
      queue.push({ job: { ...job, in: at, out }, resolve });
      pump();
    });
    if ('problem' in reply || !out) return reply;
    kept = true;
    return { ...reply, out };
  } finally {
    if (own) await removeTemp(own);
    if (out && !kept) await removeTemp(out);
  }
}

function pump(): void {
  while (slots.length < settings.concurrency) slots.push({ child: null, busy: false });
  for (const slot of slots.slice(0, settings.concurrency)) {
    if (slot.busy || queue.length === 0) continue;
    run(slot, queue.shift()!);
  }
}

/** `nice` (coreutils) starts the child at a lower priority, so that every thread it makes has it too. */
const NICE = ['/usr/bin/nice', '/bin/nice'].find((p) => existsSync(p)) ?? null;

function spawnChild(): ChildProcess {
  // its own flags only: the server's TypeScript loader is not needed, and the heap is bounded
  const node = [process.execPath, `--max-old-space-size=${settings.heapMb}`, WORKER];
  const [cmd, ...args] = NICE && settings.nice > 0 ? [NICE, '-n', String(settings.nice), ...node] : node;
  const child = spawn(cmd!, args, { serialization: 'advanced', stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  child.unref();
  child.channel?.unref();
  return child;
}

function run(slot: Slot, w: Waiting): void {
  slot.busy = true;
  const child = (slot.child ??= spawnChild());
  const id = nextId++;
  let done = false;
  const finish = (reply: ChildReply, killChild: boolean) => {
    if (done) return;
    done = true;
    clearInterval(timer);
    child.off('message', onMessage);
    child.off('exit', onExit);
    child.channel?.unref();
    if (killChild) {
      child.kill('SIGKILL');
      if (slot.child === child) slot.child = null;
    }
    slot.busy = false;
    w.resolve(reply);
    pump();
  };
  // the bound holds however the answer and the timer's tick are ordered: an answer that comes
  // after the file's time was up refuses it as the tick would have (a warm checker can answer a
  // small file before the first tick of a 1 ms bound)
  const overBound = () => {
    const cpu = cpuMsOf(child.pid);
    const used = cpu === null || cpuAtStart === null ? performance.now() - started : cpu - cpuAtStart;
    return used >= limits.timeoutMs || performance.now() - started >= limits.wallMs;
  };
  const onMessage = (msg: { id: number } & ChildReply) => {
    if (msg.id === id) finish(overBound() ? { problem: 'unreadable' } : msg, false);
  };
  // a child that dies (out of memory on a hostile file) refuses that file; the next job gets a new one
  const onExit = () => {
    if (slot.child === child) slot.child = null;
    finish({ problem: 'unreadable' }, false);
  };
  // the bound is the child's own CPU time for this file; the wall-clock bound only catches a stuck one
  const started = performance.now();
  const cpuAtStart = cpuMsOf(child.pid);
  const limits = settings;
  const timer = setInterval(
    () => {
      if (overBound()) finish({ problem: 'unreadable' }, true);
    },
    Math.max(1, Math.min(250, limits.timeoutMs, limits.wallMs)),
  );
  timer.unref();
  child.on('message', onMessage);
  child.once('exit', onExit);
  child.channel?.ref();
  child.send({ id, ...w.job });
}

/** CPU time a process has used, ms (Linux: utime + stime from /proc, in 10 ms ticks); null elsewhere. */
function cpuMsOf(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/** Stops the children (tests and shutdown); queued jobs are refused. */
export function stopFileChecks(): void {
  for (const w of queue.splice(0)) w.resolve({ problem: 'unreadable' });
  for (const slot of slots) slot.child?.kill('SIGKILL');
  slots = [];
}
