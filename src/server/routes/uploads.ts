import { open } from 'node:fs/promises';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { UPLOAD_LIMITS, ONBOARDING_MESSAGES } from '@shared/contract/onboarding.ts';
import type { AppEnv } from '../lib/context.ts';
import { refuse } from '../lib/refusal.ts';
import { UPLOAD_HEAD_BYTES, UPLOAD_MESSAGES, type Upload } from '../services/onboarding/file-check.ts';
import { multipartField } from '../lib/multipart.ts';
import { nodeRequestOf, readLimited, spooledBodyOf } from '../lib/node-body.ts';
import { withScratch } from '../lib/upload-temp.ts';
import { UPLOAD_BODY_LIMIT } from '../middleware/body-limit.ts';

type C = Context<AppEnv>;

/** Uploads get their own body limit (a little over the file limit, for the multipart framing). */
export function uploadLimit(asError: boolean): MiddlewareHandler<AppEnv> {
  return bodyLimit({
    maxSize: UPLOAD_LIMITS.maxBytes + 64 * 1024,
    // error shape: the upload calls that read 'error' get it in a 200 body, the others the 413 envelope
    onError: (c) => (asError ? c.json({ error: UPLOAD_MESSAGES.tooLarge }, 200) : c.json({ errors: [UPLOAD_MESSAGES.tooLarge] }, 413)), // error shape
  });
}

/** The multipart field `file` (spec 1 §7); a request without one is the step's "please upload" message. */
export async function fileOf(c: C, missing: string): Promise<Upload> {
  const contentType = c.req.header('content-type') ?? '';
  if (!contentType.startsWith('multipart/form-data')) throw refuse('invalid', missing);
  const spooled = spooledBodyOf(c);
  if (spooled) {
    // over Node: the body limit wrote the body to a file as it arrived (middleware/body-limit.ts). It
    // is read back into the process's one scratch buffer (lib/upload-temp.ts), the file found in it,
    // and only the file's place kept: the checker's child reads the file from there. What stays in
    // memory is the file's first bytes, which say what it is (a PDF, whose checks here read it
    // all, is copied whole).
    const found = await withScratch(UPLOAD_BODY_LIMIT, async (scratch) => {
      const handle = await open(spooled, 'r');
      let read: number;
      try {
        ({ bytesRead: read } = await handle.read(scratch, 0, scratch.length, 0));
      } finally {
        await handle.close();
      }
      const body = scratch.subarray(0, read);
      const file = multipartField(body, contentType, 'file');
      if (!file || file.length === 0) return null;
      const pdf = file.subarray(0, 5).toString('latin1') === '%PDF-';
      return {
        bytes: Buffer.from(pdf ? file : file.subarray(0, UPLOAD_HEAD_BYTES)),
        size: file.length,
        at: { path: spooled, offset: file.byteOffset - body.byteOffset, length: file.length },
      };
    });
    if (!found) throw refuse('invalid', missing);
    return found;
  }
  const incoming = nodeRequestOf(c);
  if (incoming) {
    const body = await readLimited(incoming, UPLOAD_LIMITS.maxBytes + 64 * 1024);
    if (!body) throw refuse('too-large', UPLOAD_MESSAGES.tooLarge);
    const file = multipartField(body, contentType, 'file');
    if (!file || file.length === 0) throw refuse('invalid', missing);
    return { bytes: file, at: null };
  }
  let form: Record<string, unknown>;
  try {
    form = await c.req.parseBody();
  } catch {
    throw refuse('invalid', ONBOARDING_MESSAGES.uploadFailed);
  }
  const file = form.file;
  if (!(file instanceof File) || file.size === 0) throw refuse('invalid', missing);
  return { bytes: new Uint8Array(await file.arrayBuffer()), at: null };
}
