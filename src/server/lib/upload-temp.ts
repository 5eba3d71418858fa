import { rmSync } from 'node:fs';
import { mkdir, mkdtemp, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';

/**
 * Where an upload waits on disk while it is received and checked: a folder of this process's own,
 * made at first use under the system's temporary area (TMPDIR). An upload is written here as it arrives and handed to the checker's child by
 * name, so the server's thread never holds (or copies) a whole file: on a small virtual machine each
 * fresh megabyte the thread touched cost it ~5 ms of page faults, and eight 2 MB uploads arriving at
 * once stalled every other investor's reads for the sum.
 */
let folder: Promise<string> | null = null;

export function uploadTempFolder(): Promise<string> {
  folder ??= mkdtemp(join(tmpdir(), 'nivesh-uploads-')).then((dir) => {
    // gone with the process: what is in it belongs to uploads this process was answering
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    return dir;
  });
  return folder;
}

/** A fresh name in the folder (nothing is created). The folder is made again if a clean-up of the temporary area removed it. */
export async function uploadTempPath(suffix: string): Promise<string> {
  const dir = await uploadTempFolder();
  await mkdir(dir, { recursive: true, mode: 0o700 });
  return join(dir, `${randomBytes(9).toString('hex')}.${suffix}`);
}

/** Best effort: a left-over temporary file costs disk, never correctness. (One unlink: fs.rm would stat it first.) */
export async function removeTemp(path: string): Promise<void> {
  await unlink(path).catch(() => undefined);
}

/**
 * One buffer, kept for the life of the process, that an upload's received body is read into to
 * find the file in it (lib/multipart.ts). Its pages are touched once, at its first use, instead
 * of a fresh ~2 MB for every upload (the page faults above); uploads take turns with it, each for
 * the length of one read from the page cache and one scan.
 */
let scratch: Buffer | null = null;
let scratchTurn: Promise<void> = Promise.resolve();

export async function withScratch<T>(size: number, work: (buffer: Buffer) => Promise<T>): Promise<T> {
  const previous = scratchTurn;
  let release!: () => void;
  scratchTurn = new Promise((resolve) => (release = resolve));
  await previous;
  try {
    if (!scratch || scratch.length < size) scratch = Buffer.allocUnsafeSlow(size);
    return await work(scratch);
  } finally {
    release();
  }
}

/** Where an upload's bytes lie in a file on disk (the body as it arrived: middleware/body-limit.ts). */
export interface FileSlice {
  path: string;
  offset: number;
  length: number;
}
