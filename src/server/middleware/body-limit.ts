import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';
import { MESSAGES, type ErrorBody } from '@shared/contract/common.ts';
import { ONBOARDING_MESSAGES, UPLOAD_LIMITS } from '@shared/contract/onboarding.ts';
import { callFor } from '@shared/contract/registry.ts';
import type { AppEnv } from '../lib/context.ts';
import { HttpError } from '../lib/http-error.ts';
import { ClientGone, nodeRequestOf, readLimited, spoolLimited } from '../lib/node-body.ts';
import { removeTemp, uploadTempPath } from '../lib/upload-temp.ts';
import { UPLOAD_MESSAGES } from '../services/onboarding/file-check.ts';

/** JSON calls carry forms, never files: 256 KB is far above any of them. */
export const JSON_BODY_LIMIT = 256 * 1024;
/** An upload: the file's own limit plus room for the multipart framing. */
export const UPLOAD_BODY_LIMIT = UPLOAD_LIMITS.maxBytes + 64 * 1024;

export const BODY_MESSAGES = {
  tooLarge: 'The request is too large',
  uploadTooLarge: UPLOAD_MESSAGES.tooLarge,
  notJson: 'This call takes JSON, not a file upload',
  clientClosed: 'The request was closed before its body arrived',
} as const;

/**
 * Every request body is limited before anything reads it, and before the session is checked
 * (an anonymous caller must not make the server buffer anything big): the contract says which
 * calls are uploads; they get the upload limit, every other /api path the JSON one, and a
 * multipart body sent to a call that takes JSON is refused unread. A declared Content-Length
 * above the limit is refused at once; a chunked body is counted as it arrives and cut off.
 */
export const limitBodies: MiddlewareHandler<AppEnv> = async (c, next) => {
  // a GET or HEAD carries no body: nothing to limit, and the request's body is never touched
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
  const call = callFor(c.req.method, c.req.path.replace(/^\/api/, ''));
  const multipartBody = (c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/');
  if (multipartBody && !call?.multipart) throw new HttpError(415, BODY_MESSAGES.notJson, 'NOT_JSON');
  if (!call?.multipart) {
    const tooLarge = (ctx: Context) => ctx.json({ errors: [BODY_MESSAGES.tooLarge], code: 'TOO_LARGE' } satisfies ErrorBody, 413);
    const incoming = nodeRequestOf(c);
    if (!incoming) return bodyLimit({ maxSize: JSON_BODY_LIMIT, onError: tooLarge })(c, next);
    const body = await readOrClientGone(c, incoming, JSON_BODY_LIMIT);
    if (body === null) {
      // the rest of the body is not read: close the connection rather than let Node drain it
      c.header('Connection', 'close');
      return tooLarge(c);
    }
    return next();
  }
  // an upload whose contract reads `error` in a 200 body (upload_jh_sign) gets its refusal there
  const inBody = v.safeParse(call.answer, { error: BODY_MESSAGES.uploadTooLarge }).success;
  const uploadTooLarge = (ctx: Context) =>
    inBody
      ? ctx.json({ error: BODY_MESSAGES.uploadTooLarge }, 200)
      : ctx.json({ errors: [BODY_MESSAGES.uploadTooLarge], code: 'TOO_LARGE' } satisfies ErrorBody, 413);
  // a bounded number of uploads in this process at once, from their first byte to their answer:
  // beyond it the upload is refused unread, to be tried again shortly, rather than every upload
  // (and every other investor's call) slowed down
  const uploads = c.get('deps')?.config.uploads.maxAtOnce ?? DEFAULT_UPLOADS_AT_ONCE;
  if (uploadsInFlight >= uploads) {
    c.header('Connection', 'close');
    throw new HttpError(503, MESSAGES.serviceUnavailable, 'UPLOADS_BUSY', UPLOADS_BUSY_RETRY_SECONDS);
  }
  uploadsInFlight += 1;
  try {
    const incoming = nodeRequestOf(c);
    if (!incoming) return await bodyLimit({ maxSize: UPLOAD_BODY_LIMIT, onError: uploadTooLarge })(c, next);
    // written to a file as it arrives, never gathered in the server's memory (lib/upload-temp.ts);
    // the upload's file is found in it and checked by the checker's child (file-check-pool.ts)
    const path = await uploadTempPath('body');
    try {
      if (!(await spoolOrClientGone(c, incoming, path))) {
        c.header('Connection', 'close');
        return uploadTooLarge(c);
      }
      return await next();
    } finally {
      await removeTemp(path);
    }
  } finally {
    uploadsInFlight -= 1;
  }
};

/** Uploads at once in one process (UPLOADS_AT_ONCE): a few per core keeps the checker's queue short and the disk calm. */
export const DEFAULT_UPLOADS_AT_ONCE = 16;
const UPLOADS_BUSY_RETRY_SECONDS = 10;
let uploadsInFlight = 0;

async function spoolOrClientGone(c: Context<AppEnv>, incoming: NonNullable<ReturnType<typeof nodeRequestOf>>, path: string): Promise<boolean> {
  try {
    return await spoolLimited(incoming, path, UPLOAD_BODY_LIMIT);
  } catch (err) {
    if (!(err instanceof ClientGone)) {
      // the temporary folder could not take the file (a full disk): the upload fails, clearly, and nothing saved is touched
      c.get('deps')?.log.error('upload body could not be written to a temporary file', { path: c.req.path, error: (err as Error).message });
      throw new HttpError(503, ONBOARDING_MESSAGES.uploadFailed, 'UPLOAD_NOT_RECEIVED', UPLOADS_BUSY_RETRY_SECONDS);
    }
    c.get('deps')?.log.info('upload body not received: the client closed the connection', { path: c.req.path });
    throw new HttpError(400, BODY_MESSAGES.clientClosed, 'CLIENT_CLOSED');
  }
}

/**
 * The body, or null when over the limit. A client that goes away before its body has arrived (a
 * phone losing its signal mid-upload) is logged as that, not as a fault of ours (the socket's
 * ECONNRESET once read as a database outage), and answered a plain refusal nobody will read.
 */
async function readOrClientGone(c: Context<AppEnv>, incoming: NonNullable<ReturnType<typeof nodeRequestOf>>, limit: number): Promise<Buffer | null> {
  try {
    return await readLimited(incoming, limit);
  } catch {
    c.get('deps')?.log.info('request body not received: the client closed the connection', { path: c.req.path });
    throw new HttpError(400, BODY_MESSAGES.clientClosed, 'CLIENT_CLOSED');
  }
}
