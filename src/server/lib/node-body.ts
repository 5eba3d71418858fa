import { createWriteStream } from 'node:fs';
import { IncomingMessage } from 'node:http';
import type { Context } from 'hono';

/** The JSON body the body limit (middleware/body-limit.ts) has already read from Node's request, when it has. */
export function readBodyBytes(c: Context): Buffer | null {
  const raw = nodeRequestOf(c)?.rawBody;
  return raw instanceof Buffer ? raw : null;
}

/** Node's request under @hono/node-server (absent under `app.request` in tests, or another runtime). */
type NodeIncoming = IncomingMessage & { rawBody?: Buffer; spooledBody?: string };
export function nodeRequestOf(c: Context): NodeIncoming | null {
  const incoming = (c.env as { incoming?: unknown } | undefined)?.incoming;
  return incoming instanceof IncomingMessage ? (incoming as NodeIncoming) : null;
}

/**
 * A JSON call's body read straight from Node's request, not through a web Request and its
 * streams (in a CPU profile of adding to the cart, a large share of its time went there: issue
 * 16). A declared length over the limit is refused unread; a chunked body is counted as it arrives and cut off. The bytes are left as
 * `rawBody`, which @hono/node-server reads for `c.req.json()` and `parseBody()` from then on.
 * Null when the body is over the limit.
 */
export async function readLimited(incoming: NodeIncoming, limit: number): Promise<Buffer | null> {
  if (incoming.rawBody instanceof Buffer) return incoming.rawBody;
  // already read to its end by something else: nothing will arrive, so answer rather than wait
  if (incoming.readableEnded) return Buffer.alloc(0);
  const declared = incoming.headers['content-length'];
  if (declared !== undefined && !incoming.headers['transfer-encoding'] && Number(declared) > limit) return null;
  const body = await new Promise<Buffer | null>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = (value: Buffer | null, error?: Error) => {
      incoming.off('data', onData).off('end', onEnd).off('error', onError).off('close', onClose);
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        // over the limit: the rest is left unread (Node discards it once the 413 is sent)
        incoming.pause();
        done(null);
      } else chunks.push(chunk);
    };
    const onEnd = () => done(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size));
    const onError = (err: Error) => done(null, err);
    const onClose = () => done(null, new Error('the request was closed before its body arrived'));
    incoming.on('data', onData).on('end', onEnd).on('error', onError).on('close', onClose);
  });
  if (body) incoming.rawBody = body;
  return body;
}

/** The client went away (or broke the request) before its body arrived. */
export class ClientGone extends Error {}

/** The file an upload's body was written to as it arrived (spoolLimited), when it was. */
export function spooledBodyOf(c: Context): string | null {
  return nodeRequestOf(c)?.spooledBody ?? null;
}

/**
 * An upload's body written to `path` as it arrives, chunk by chunk, never gathered in memory
 * (lib/upload-temp.ts says why); the limit applies as in readLimited. True when the whole body is
 * in the file (named then as `spooledBody`); false when it was over the limit (the file is left
 * for the caller to remove, the rest of the body unread). Rejects with ClientGone when the client
 * goes away, with the file system's error when the file cannot be written.
 */
export async function spoolLimited(incoming: NodeIncoming, path: string, limit: number): Promise<boolean> {
  const declared = incoming.headers['content-length'];
  if (declared !== undefined && !incoming.headers['transfer-encoding'] && Number(declared) > limit) return false;
  const file = createWriteStream(path, { mode: 0o600 });
  const whole = await new Promise<boolean>((resolve, reject) => {
    let size = 0;
    let settled = false;
    const done = (value: boolean, error?: Error) => {
      if (settled) return;
      settled = true;
      incoming.off('data', onData).off('end', onEnd).off('error', onError).off('close', onClose);
      file.off('drain', onDrain);
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        incoming.pause();
        return done(false);
      }
      // the disk is slower than the socket: stop reading until the file has caught up
      if (!file.write(chunk)) incoming.pause();
    };
    const onDrain = () => incoming.resume();
    const onEnd = () => done(true);
    const onError = (err: Error) => done(false, new ClientGone(err.message));
    const onClose = () => done(false, new ClientGone('the request was closed before its body arrived'));
    // the disk refusing the file (full, say) is ours, not the client's: rejected as it is
    file.on('drain', onDrain).once('error', (err) => done(false, err));
    incoming.on('data', onData).on('end', onEnd).on('error', onError).on('close', onClose);
  }).catch(async (err: Error) => {
    await closeFile(file);
    throw err;
  });
  await closeFile(file);
  if (whole) incoming.spooledBody = path;
  return whole;
}

function closeFile(file: ReturnType<typeof createWriteStream>): Promise<void> {
  return new Promise((resolve, reject) => {
    if (file.closed) return resolve();
    file.end((err?: Error | null) => (err ? reject(err) : resolve()));
  });
}
