import { gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type * as v from 'valibot';
import type { AnyCall } from '@shared/contract/registry.ts';

/** The client takes gzip (an explicit q=0 refuses it). */
export const acceptsGzip = (header: string | undefined) => !!header && /(^|,)\s*(gzip|\*)\s*(;\s*q=(?!0(\.0*)?\s*(,|$))[\d.]+)?\s*(,|$)/i.test(header);

/** Bytes to send as a view of the same memory, not a copy (a kept answer can be half a megabyte). */
export const bytesView = (b: Buffer): Uint8Array<ArrayBuffer> => new Uint8Array(b.buffer as ArrayBuffer, b.byteOffset, b.byteLength);

/** Below this an answer goes as it is: gzip saves nothing worth its time on a few hundred bytes. */
export const GZIP_FROM_BYTES = 1024;
/** Up to this an answer is gzipped at once in the request's own turn; a larger one is streamed through the compress middleware. */
export const GZIP_INLINE_UP_TO_BYTES = 256 * 1024;

/**
 * Answers a call with a body typed by that call's contract: a service that returns a renamed or
 * missing field fails the typecheck here, and the API harness parses the same answer at run time.
 */
export function answer<C extends AnyCall>(c: Context, call: C, body: v.InferInput<C['answer']>, status?: ContentfulStatusCode): Response {
  return jsonBody(c, body, status);
}

/**
 * A JSON answer with its length, gzipped here when it is worth it and the client takes gzip. Hono's
 * compress middleware would pipe even a 30-byte answer through a CompressionStream (it skips only
 * answers that state a small length), which cost more than the small write it answered.
 */
export function jsonBody(c: Context, body: unknown, status?: ContentfulStatusCode): Response {
  const bytes = Buffer.from(JSON.stringify(body));
  // a very large answer is left to the compress middleware, which gzips it off the request's thread
  if (bytes.length > GZIP_INLINE_UP_TO_BYTES) return c.body(bytesView(bytes), status, { 'Content-Type': 'application/json' });
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Vary: 'Accept-Encoding' };
  let sent: Buffer = bytes;
  if (bytes.length >= GZIP_FROM_BYTES && acceptsGzip(c.req.header('Accept-Encoding'))) {
    sent = gzipSync(bytes, { level: 6 });
    headers['Content-Encoding'] = 'gzip';
  }
  headers['Content-Length'] = String(sent.length);
  return c.body(bytesView(sent), status, headers);
}
