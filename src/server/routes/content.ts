import { CONTENT_PAGE_SIZE, contentPosts, getBlogs } from '@shared/contract/content.ts';
import { contentImage, contentPostPage } from '@shared/contract/links.ts';
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

const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * /api/content: the Insights blog list and the article pages of posts read in the app. The posts
 * come from the one content feed the dashboard also reads (CONTENT_FEED_URL, or the articles
 * shipped with Nivesh); a post of an outside blog links to that blog.
 */
export const contentCalls = [
  handle(getBlogs, async ({ deps: { adapters, log }, c }) => {
    // the spec: a feed failure is only logged; the page shows no posts
    const posts = await adapters.contentFeed.posts().catch((err: unknown) => {
      log.warn('content feed failed', { error: err instanceof Error ? err.message : String(err) });
      return [];
    });
    const blogs = posts
      .filter((p) => p.kind === 'blog')
      .map((p) => ({
        id: p.id,
        date: p.date,
        title: p.title,
        content: p.summary,
        image: p.image,
        link: p.link ?? `/api/content/post/${encodeURIComponent(p.id)}`,
      }));
    // the list changes rarely: a shared cache may keep it for five minutes
    c.header('Cache-Control', 'public, max-age=300');
    return { blogs };
  }),
  handle(contentPostPage, async ({ deps, params, c }) => {
    const posts = await deps.adapters.contentFeed.posts().catch(() => []);
    const post = posts.find((p) => p.id === params.slug && p.link === null);
    if (!post)
      return c.html('<!doctype html><title>Not found</title><p>This article does not exist. <a href="/portal/menu/insights">Back to Insights</a></p>', 404);
    const [y, m, d] = post.date.split('-');
    return `<!doctype html><html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(post.title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;background:#f8fafc;color:#0f172a}main{max-width:42rem;margin:0 auto;padding:1.5rem}a{color:#0f4c81}p{line-height:1.6}.meta{color:#475569}</style></head>
<body><main><p><a href="/portal/menu/insights">Back to Insights</a></p><p class="meta">Finance · ${d}/${m}/${y}</p><h1>${esc(post.title)}</h1>${post.body.map((p) => `<p>${esc(p)}</p>`).join('')}</main></body></html>`;
  }),
];
