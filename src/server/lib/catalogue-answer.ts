import { createHash } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import type * as v from 'valibot';
import type { AnyCall } from '@shared/contract/registry.ts';
import type { AppEnv } from './context.ts';
import { keptInCatalogue } from './catalogue-memory.ts';
import { acceptsGzip, bytesView } from './answer.ts';

/**
 * An answer prepared once per catalogue version: gzipped (so even small answers are sent gzipped
 * when the client takes it) with its strong validator. Only the gzipped bytes are kept: the plain
 * JSON is five to ten times larger, and a client that refuses gzip is rare (it is unzipped for it).
 */
interface Prepared {
  gzip: Buffer;
  etag: string;
}

function prepare(body: unknown, version: string): Prepared {
  const json = Buffer.from(JSON.stringify(body));
  const hash = createHash('sha1').update(json).digest('base64url').slice(0, 16);
  return { gzip: gzipSync(json, { level: 6 }), etag: `c${version}-${hash}` };
}

/** True when If-None-Match names this validator (or is `*`). */
function notModified(header: string | undefined, etags: string[]): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((t) => etags.includes(t.trim().replace(/^W\//, '')));
}

/**
 * Answers a catalogue read from memory: computed once per catalogue version and key, serialised
 * and gzipped once, sent with a strong ETag (one per encoding, as RFC 9110 asks of a strong
 * validator) and `Cache-Control: no-cache`, so a browser keeps it and revalidates; a matching
 * If-None-Match gets a 304 with no body. `key` must name everything the answer depends on.
 */
export async function catalogueAnswer<C extends AnyCall>(
  c: Context<AppEnv>,
  call: C,
  key: string,
  compute: () => Promise<v.InferInput<C['answer']>>,
): Promise<Response> {
  const { db, config } = c.get('deps');
  const prepared = await keptInCatalogue(
    db,
    config.cataloguePollMs,
    `${call.path}|${key}`,
    async (version) => prepare(await compute(), version),
    (p) => p.gzip.length,
  );
  const gzip = acceptsGzip(c.req.header('Accept-Encoding'));
  const etag = `"${prepared.etag}${gzip ? '-gz' : ''}"`;
  const headers: Record<string, string> = { ETag: etag, 'Cache-Control': 'no-cache', Vary: 'Accept-Encoding' };
  if (notModified(c.req.header('If-None-Match'), [etag])) return c.body(null, 304, headers);
  headers['Content-Type'] = 'application/json';
  // a Content-Length tells the compress middleware the body is final (it leaves it and its ETag alone)
  const bytes = gzip ? prepared.gzip : gunzipSync(prepared.gzip);
  headers['Content-Length'] = String(bytes.length);
  if (gzip) headers['Content-Encoding'] = 'gzip';
  // a view of the kept bytes, not a copy (a 7,200-order history is ~0.5 MB a request)
  return c.body(bytesView(bytes), 200, headers);
}
