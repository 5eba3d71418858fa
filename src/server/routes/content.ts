import { CONTENT_PAGE_SIZE, contentPosts } from '@shared/contract/content.ts';
import { contentImage } from '@shared/contract/links.ts';
import { refuse } from '../lib/refusal.ts';
import { handle } from './handle.ts';

/** GET /api/content/posts and the feed's images at /api/content/image/:id (same origin, so the page's CSP allows them). */
export const contentFeedCalls = [
  handle(contentPosts, async ({ deps, c }) => {
    const kind = c.req.query('kind') ?? 'blog';
    if (kind !== 'blog' && kind !== 'video') throw refuse('invalid', 'kind must be blog or video');
    const pageText = c.req.query('page') ?? '1';
    if (!/^[1-9]\d{0,5}$/.test(pageText)) throw refuse('invalid', 'page must be a whole number from 1');
    const feed = deps.adapters.contentFeed;
    const all = (await feed.posts()).filter((p) => p.kind === kind);
    const pages = Math.max(1, Math.ceil(all.length / CONTENT_PAGE_SIZE));
    const page = Math.min(Number(pageText), pages);
    // public and the same for everyone: a shared cache may keep it for a few minutes
    c.header('Cache-Control', 'public, max-age=300');
    return { posts: all.slice((page - 1) * CONTENT_PAGE_SIZE, page * CONTENT_PAGE_SIZE), page, pages, total: all.length, source: feed.source };
  }),
  handle(contentImage, async ({ deps, params, c }) => {
    const image = await deps.adapters.contentFeed.image?.(params.id);
    if (!image) throw refuse('not-found', 'Not found');
    return c.body(image.bytes, 200, { 'Content-Type': image.type, 'Cache-Control': 'public, max-age=86400', 'X-Content-Type-Options': 'nosniff' });
  }),
];
