import { UPLOAD_LIMITS } from '@shared/contract/onboarding.ts';
import { open, stat } from 'node:fs/promises';
import { removeTemp, type FileSlice } from '../../lib/upload-temp.ts';
import { runFileCheck } from './file-check-pool.ts';

/**
 * The one place that decides whether an uploaded file is accepted, and what is stored.
 * - Its kind comes from its bytes (never its name or the browser's claimed type).
 * - An image's declared size is read from the PNG IHDR chunk or the JPEG frame header and
 *   checked (sides and total pixels) before any decoder sees it: a decompression bomb is refused
 *   unread. Then the image is decoded in full by a real image library (sharp/libvips) and
 *   re-encoded; only the re-encoded pixels are stored, so anything appended, hidden in a comment
 *   or in metadata is gone.
 * - A PDF must be a well-formed PDF, not encrypted, and carry no JavaScript, launch, embedded-file
 *   or form-submission actions anywhere: it is parsed by a real PDF parser (pdf-lib), which
 *   decompresses its streams and object streams whatever their filters, and every object is read.
 * Decoding and parsing run in a child process, queued, with a time and a memory bound.
 */
export type FileKind = 'image/jpeg' | 'image/png' | 'application/pdf';

export interface FileFacts {
  contentType: FileKind;
  ext: 'jpg' | 'png' | 'pdf';
  width: number | null;
  height: number | null;
}

export const UPLOAD_MESSAGES = {
  tooLarge: 'Upload Failed: the file is larger than 2 MB',
  empty: 'Upload Failed: the file is empty',
  imageOrPdf: 'Upload Failed: the file must be a JPEG, PNG or PDF',
  imageOnly: 'Upload Failed: the file must be a JPEG or PNG image',
  unreadable: 'Upload Failed: the file could not be read',
  tooManyPixels: `Upload Failed: the image must be at most ${UPLOAD_LIMITS.maxSidePx} pixels a side`,
  tooFewPixels: `Upload Failed: the image must be at least ${UPLOAD_LIMITS.minSidePx} pixels a side`,
  tooManyPixelsTotal: `Upload Failed: the image must be at most ${UPLOAD_LIMITS.maxPixels / 1_000_000} megapixels`,
  pdfActive: 'Upload Failed: the PDF contains scripts, attachments or actions; please upload a plain scan',
  pdfEncrypted: 'Upload Failed: the PDF is password-protected; please upload an unprotected copy',
  /** followed by the wait (withWait) */
  tooMany: 'Upload Failed: you have uploaded many files in the last hour',
} as const;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const startsWith = (b: Uint8Array, sig: readonly number[]) => sig.every((x, i) => b[i] === x);
const u16 = (b: Uint8Array, i: number) => (b[i]! << 8) | b[i + 1]!;
const u32 = (b: Uint8Array, i: number) => ((b[i]! << 24) >>> 0) + (b[i + 1]! << 16) + (b[i + 2]! << 8) + b[i + 3]!;

function pngSize(b: Uint8Array): { width: number; height: number } | null {
  // signature, then the IHDR chunk: length (13), "IHDR", width, height
  if (b.length < 33 || String.fromCharCode(...b.subarray(12, 16)) !== 'IHDR') return null;
  return { width: u32(b, 16), height: u32(b, 20) };
}

// Start-of-frame markers carry the dimensions; C4 (DHT), C8 (JPG) and CC (DAC) are not frames.
const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

function jpegSize(b: Uint8Array): { width: number; height: number } | null {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1]!;
    if (marker === 0xff) {
      i += 1; // fill byte
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2;
      continue;
    }
    if (marker === 0xda || marker === 0xd9) return null; // scan data or end before any frame header
    if (SOF.has(marker)) return { height: u16(b, i + 5), width: u16(b, i + 7) };
    i += 2 + u16(b, i + 2);
  }
  return null;
}

const latin1 = (b: Uint8Array) => Buffer.from(b.buffer, b.byteOffset, b.byteLength).toString('latin1');

function isPdf(b: Uint8Array): boolean {
  const head = latin1(b.subarray(0, 1024));
  // a version right after the marker; an HTML or script polyglot ("%PDF-<html>") is not a PDF
  if (!/^%PDF-[12]\.\d/.test(head) || /<\s*(html|script|svg|!doctype|body|iframe)/i.test(head)) return false;
  // a complete PDF ends with startxref, an offset and %%EOF (a little trailing whitespace or junk is common)
  const tail = latin1(b.subarray(Math.max(0, b.length - 2048)));
  return /startxref\s+\d+\s+%%EOF/.test(tail) && /\d+\s+\d+\s+obj\b/.test(latin1(b));
}

/** Facts of an accepted file, or the refusal message. `b` may be the file's first bytes only (an image's header), `fileSize` its whole length. */
export function inspectUpload(b: Uint8Array, allowed: readonly FileKind[], fileSize: number = b.length): FileFacts | { error: string } {
  const wrongType = allowed.includes('application/pdf') ? UPLOAD_MESSAGES.imageOrPdf : UPLOAD_MESSAGES.imageOnly;
  if (fileSize === 0) return { error: UPLOAD_MESSAGES.empty };
  if (fileSize > UPLOAD_LIMITS.maxBytes) return { error: UPLOAD_MESSAGES.tooLarge };
  let facts: FileFacts | null = null;
  if (startsWith(b, PNG_SIGNATURE)) {
    const size = pngSize(b);
    if (!size) return { error: UPLOAD_MESSAGES.unreadable };
    facts = { contentType: 'image/png', ext: 'png', ...size };
  } else if (startsWith(b, [0xff, 0xd8, 0xff])) {
    const size = jpegSize(b);
    if (!size) return { error: UPLOAD_MESSAGES.unreadable };
    facts = { contentType: 'image/jpeg', ext: 'jpg', ...size };
  } else if (startsWith(b, [0x25, 0x50, 0x44, 0x46, 0x2d])) {
    if (!isPdf(b)) return { error: UPLOAD_MESSAGES.unreadable };
    facts = { contentType: 'application/pdf', ext: 'pdf', width: null, height: null };
  }
  if (!facts || !allowed.includes(facts.contentType)) return { error: wrongType };
  if (facts.width !== null && facts.height !== null) {
    if (facts.width > UPLOAD_LIMITS.maxSidePx || facts.height > UPLOAD_LIMITS.maxSidePx) return { error: UPLOAD_MESSAGES.tooManyPixels };
    if (facts.width * facts.height > UPLOAD_LIMITS.maxPixels) return { error: UPLOAD_MESSAGES.tooManyPixelsTotal };
    if (facts.width < UPLOAD_LIMITS.minSidePx || facts.height < UPLOAD_LIMITS.minSidePx) return { error: UPLOAD_MESSAGES.tooFewPixels };
  }
  return facts;
}

/** What is stored for an accepted upload: the bytes as received (a PDF), or our re-encoding in a temporary file (an image). */
export type StoredFile = { bytes: Uint8Array } | { path: string; size: number };

/** An accepted upload: its facts and what to store (re-encoded for an image). */
export interface CheckedFile extends FileFacts {
  stored: StoredFile;
  /** true when the stored bytes are our own re-encoding (safe to show inline) */
  reencoded: boolean;
  /** removes the temporary file of the re-encoding, once stored (or not) */
  dispose(): Promise<void>;
}

export const storedSize = (s: StoredFile): number => ('bytes' in s ? s.bytes.length : s.size);

/**
 * An upload's bytes, and their place on disk when they were written there as they arrived. With a
 * place on disk, `bytes` may be the file's first UPLOAD_HEAD_BYTES only and `size` its length.
 */
export interface Upload {
  bytes: Uint8Array;
  at: FileSlice | null;
  size?: number;
}

/**
 * How much of an image the server's thread reads: enough for its header (a JPEG's frame header
 * comes after its EXIF and colour-profile segments, at most 64 KB each); a file whose header is
 * not within it is read whole.
 */
export const UPLOAD_HEAD_BYTES = 256 * 1024;

async function readSlice(at: FileSlice): Promise<Uint8Array> {
  const handle = await open(at.path, 'r');
  try {
    const bytes = Buffer.alloc(at.length);
    await handle.read(bytes, 0, at.length, at.offset);
    return bytes;
  } finally {
    await handle.close();
  }
}

/**
 * Checks an upload in full: the header facts (inspectUpload) here, then, in the upload checker's
 * child process (file-check-pool.ts), a complete decode and re-encode of an image, or a real parse
 * of a PDF. The child reads the file from disk and writes what is to be stored there too, so no
 * whole image crosses the server's thread. Never throws on hostile bytes; a busy checker is a 503.
 */
export async function checkUpload(upload: Upload | Uint8Array, allowed: readonly FileKind[]): Promise<CheckedFile | { error: string }> {
  const given: Upload = upload instanceof Uint8Array ? { bytes: upload, at: null } : upload;
  const { at } = given;
  const size = given.size ?? given.bytes.length;
  let b = given.bytes;
  let facts = inspectUpload(b, allowed, size);
  // only the file's first bytes were read and they did not say it all: read it whole and look again
  if ('error' in facts && at && b.length < size) {
    b = await readSlice(at);
    facts = inspectUpload(b, allowed, size);
  }
  if ('error' in facts) return facts;
  if (facts.contentType === 'application/pdf') {
    if (b.length < size && at) b = await readSlice(at);
    const reply = await runFileCheck({ op: 'pdf' }, { bytes: b, at });
    if ('problem' in reply) return { error: UPLOAD_MESSAGES[reply.problem] };
    return { ...facts, stored: { bytes: b }, reencoded: false, dispose: async () => undefined };
  }
  const reply = await runFileCheck(
    { op: 'image', png: facts.contentType === 'image/png', maxPixels: UPLOAD_LIMITS.maxPixels, minSide: UPLOAD_LIMITS.minSidePx },
    { bytes: b, at },
  );
  if ('problem' in reply) return { error: UPLOAD_MESSAGES[reply.problem] };
  const out = reply.out!;
  const { size: outSize } = await stat(out).catch(async (err: Error) => {
    await removeTemp(out);
    throw err;
  });
  return {
    ...facts,
    width: reply.width ?? null,
    height: reply.height ?? null,
    stored: { path: out, size: outSize },
    reencoded: true,
    dispose: () => removeTemp(out),
  };
}
