/**
 * Opens a NAV source, a local file or an http(s) URL, as a stream of decoded text chunks, and
 * tells which of the formats we read it holds. Files are streamed, never read whole, so a
 * multi-year NAV-history report does not have to fit in memory.
 */
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';

export type NavSourceKind = 'navall' | 'history' | 'mfapi';

export interface OpenedSource {
  kind: NavSourceKind;
  chunks: AsyncIterable<string>;
}

export class NavSourceError extends Error {
  override name = 'NavSourceError';
}

const isUrl = (source: string): boolean => /^https?:\/\//i.test(source);

/** How long a download may stall before it is abandoned. */
export const FETCH_TIMEOUT_MS = 120_000;

async function* decode(stream: AsyncIterable<Uint8Array | string>): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8');
  for await (const part of stream) yield typeof part === 'string' ? part : decoder.decode(part, { stream: true });
  const rest = decoder.decode();
  if (rest) yield rest;
}

async function rawChunks(source: string, fetchImpl: typeof fetch): Promise<AsyncIterable<Uint8Array | string>> {
  if (!isUrl(source)) return createReadStream(source);
  const res = await fetchImpl(source, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: 'follow' });
  if (!res.ok || !res.body) throw new NavSourceError(`Download of ${source} failed: HTTP ${res.status}`);
  return Readable.fromWeb(res.body as WebReadableStream<Uint8Array>);
}

/**
 * The kind is sniffed from the start of the text: JSON is the mfapi shape, a header with
 * "Repurchase Price" is the NAV-history report, anything else is read as NAVAll.
 */
export function sniffKind(head: string): NavSourceKind {
  const text = head.replace(/^\uFEFF/, '').trimStart();
  if (text.startsWith('{')) return 'mfapi';
  const firstLine = text.split(/\r\n|\r|\n/, 1)[0] ?? '';
  return /repurchase price/i.test(firstLine) ? 'history' : 'navall';
}

export async function openNavSource(source: string, opts: { fetchImpl?: typeof fetch } = {}): Promise<OpenedSource> {
  let raw: AsyncIterable<Uint8Array | string>;
  try {
    raw = await rawChunks(source, opts.fetchImpl ?? fetch);
  } catch (err) {
    if (err instanceof NavSourceError) throw err;
    throw new NavSourceError(`Cannot read ${source}: ${(err as Error).message}`);
  }
  const iterator = decode(raw)[Symbol.asyncIterator]();
  // Read until the first line is complete (or the text ends) to decide the format.
  const buffered: string[] = [];
  let head = '';
  try {
    while (!/[\r\n]/.test(head) && head.length < 4096) {
      const next = await iterator.next();
      if (next.done) break;
      buffered.push(next.value);
      head += next.value;
    }
  } catch (err) {
    throw new NavSourceError(`Cannot read ${source}: ${(err as Error).message}`);
  }
  async function* chunks(): AsyncGenerator<string> {
    yield* buffered;
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      yield next.value;
    }
  }
  return { kind: sniffKind(head), chunks: chunks() };
}
