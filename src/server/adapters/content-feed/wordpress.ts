import type { Logger } from '../../lib/logger.ts';
import type { ContentFeed, ContentPost } from './types.ts';

/**
 * A blog's posts from a WordPress REST endpoint (the "public GET to a content blog's posts list
 * with embedded media" of spec 2 §7), e.g. https://blog.example.com/wp-json/wp/v2/posts?_embed&per_page=50.
 * Posts whose WordPress format is "video" are the Videos tab. HTML is reduced to plain text here,
 * so nothing from the feed is ever injected into the page; featured images are served through our
 * own origin (/api/content/image/<id>), since the page's Content-Security-Policy loads images from
 * nowhere else. The list is kept for 15 minutes; a failure is logged and the last good list (or
 * nothing) is answered, as the spec asks.
 */
const TTL_MS = 15 * 60_000;
const TIMEOUT_MS = 5_000;
const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  hellip: '…',
  ndash: '–',
  mdash: '—',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
  rupee: '₹',
};

/** HTML to plain paragraphs: block ends become breaks, tags go, entities are decoded. */
export function htmlToParagraphs(html: string): string[] {
  const text = html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, '')
    .replace(/<\s*(br|\/p|\/div|\/h[1-6]|\/li|\/blockquote)\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e: string) => {
      if (e[0] === '#') {
        const code = e[1]?.toLowerCase() === 'x' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
        return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : '';
      }
      return ENTITIES[e.toLowerCase()] ?? m;
    });
  return text
    .split('\n')
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter((p) => p.length > 0);
}

interface WpPost {
  id?: number;
  date?: string;
  link?: string;
  format?: string;
  title?: { rendered?: string };
  excerpt?: { rendered?: string };
  content?: { rendered?: string };
  // WordPress's own name for the embedded media
  // oxlint-disable-next-line no-underscore-dangle
  _embedded?: { 'wp:featuredmedia'?: Array<{ source_url?: string; media_type?: string }> };
}

export function parseWordpressPosts(json: unknown): Array<ContentPost & { imageSource: string | null }> {
  if (!Array.isArray(json)) throw new Error('the feed did not answer a list of posts');
  const out: Array<ContentPost & { imageSource: string | null }> = [];
  for (const raw of json as WpPost[]) {
    if (typeof raw?.id !== 'number' || typeof raw.date !== 'string') continue;
    const title = htmlToParagraphs(raw.title?.rendered ?? '').join(' ');
    if (!title) continue;
    const body = htmlToParagraphs(raw.content?.rendered ?? '');
    const summary = htmlToParagraphs(raw.excerpt?.rendered ?? '').join(' ') || body.slice(0, 1).join(' ');
    // oxlint-disable-next-line no-underscore-dangle
    const media = raw._embedded?.['wp:featuredmedia']?.[0];
    const imageSource = media?.source_url && /^https?:\/\//.test(media.source_url) && (media.media_type ?? 'image') === 'image' ? media.source_url : null;
    const id = `wp-${raw.id}`;
    out.push({
      id,
      kind: raw.format === 'video' ? 'video' : 'blog',
      date: raw.date.slice(0, 10),
      title,
      summary: summary.length > 400 ? `${summary.slice(0, 397)}…` : summary,
      body,
      image: imageSource ? `/api/content/image/${id}` : null,
      link: typeof raw.link === 'string' && /^https?:\/\//.test(raw.link) ? raw.link : null,
      imageSource,
    });
  }
  return out.sort((a, b) => b.date.localeCompare(a.date));
}

export function wordpressFeed(url: string, log: Logger, fetcher: typeof fetch = fetch): ContentFeed {
  let cached: { at: number; posts: Array<ContentPost & { imageSource: string | null }> } | null = null;
  let pending: Promise<void> | null = null;

  async function refresh(): Promise<void> {
    try {
      const res = await fetcher(url, { signal: AbortSignal.timeout(TIMEOUT_MS), headers: { Accept: 'application/json' } });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      cached = { at: Date.now(), posts: parseWordpressPosts(await res.json()) };
    } catch (err) {
      log.warn('content feed unavailable', { url, error: (err as Error).message });
      // keep the last good list; try again after a short pause rather than on every request
      cached = { at: Date.now() - TTL_MS + 60_000, posts: cached?.posts ?? [] };
    }
  }

  async function list() {
    if (!cached || Date.now() - cached.at >= TTL_MS) {
      pending ??= refresh().finally(() => (pending = null));
      await pending;
    }
    return cached?.posts ?? [];
  }

  return {
    source: 'feed',
    posts: async () =>
      (await list()).map((p): ContentPost => ({
        id: p.id,
        kind: p.kind,
        date: p.date,
        title: p.title,
        summary: p.summary,
        body: p.body,
        image: p.image,
        link: p.link,
      })),
    async image(postId) {
      const post = (await list()).find((p) => p.id === postId);
      if (!post?.imageSource) return null;
      try {
        const res = await fetcher(post.imageSource, { signal: AbortSignal.timeout(TIMEOUT_MS) });
        const type = res.headers.get('content-type') ?? '';
        if (!res.ok || !/^image\/(png|jpe?g|gif|webp|avif)$/i.test(type.split(';')[0]!.trim())) return null;
        const bytes = await res.arrayBuffer();
        return bytes.byteLength > MAX_IMAGE_BYTES ? null : { type: type.split(';')[0]!.trim(), bytes };
      } catch (err) {
        log.warn('content feed image unavailable', { postId, error: (err as Error).message });
        return null;
      }
    },
  };
}
