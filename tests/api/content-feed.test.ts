import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.ts';
import { wordpressFeed } from '../../src/server/adapters/content-feed/wordpress.ts';
import { silentLogger } from '../../src/server/lib/logger.ts';
import { createTestApp, type TestApp } from './support/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /content/posts', () => {
  it('pages the embedded articles five at a time, without a session', async () => {
    const first = await t.call('GET', '/api/content/posts?kind=blog&page=1');
    expect(first.status).toBe(200);
    expect(first.body.source).toBe('embedded');
    expect(first.body.posts).toHaveLength(5);
    expect(first.body.pages).toBe(Math.ceil(first.body.total / 5));
    const last = await t.call('GET', `/api/content/posts?kind=blog&page=${first.body.pages}`);
    expect(last.body.posts.length).toBe(first.body.total - 5 * (first.body.pages - 1));
    // past the end: the last page
    expect((await t.call('GET', '/api/content/posts?kind=blog&page=999')).body.page).toBe(first.body.pages);
    expect((await t.call('GET', '/api/content/posts?kind=video')).body).toMatchObject({ posts: [], total: 0, pages: 1 });
    expect((await t.call('GET', '/api/content/posts?kind=podcast')).body.errors).toEqual(['kind must be blog or video']);
    expect((await t.call('GET', '/api/content/posts?page=0')).status).toBe(400);
  });

  it('reads CONTENT_FEED_URL when configured, serves its images from our origin, and answers empty when the feed is down', async () => {
    expect(loadConfig({ CONTENT_FEED_URL: 'https://blog.example.com/wp-json/wp/v2/posts?_embed' }).contentFeedUrl).toBe(
      'https://blog.example.com/wp-json/wp/v2/posts?_embed',
    );
    expect(() => loadConfig({ CONTENT_FEED_URL: 'ftp://x' })).toThrow(/http\(s\) URL/);
    let up = true;
    const fetcher = (async (url: string) => {
      if (url.endsWith('.png')) return new Response(new Uint8Array([137, 80, 78, 71]), { headers: { 'content-type': 'image/png' } });
      if (!up) return new Response('down', { status: 503 });
      return Response.json(
        Array.from({ length: 7 }, (_, i) => ({
          id: i + 1,
          date: `2026-10-${String(10 + i).padStart(2, '0')}T09:00:00`,
          link: `https://blog.example.com/${i + 1}`,
          format: i === 0 ? 'video' : 'standard',
          title: { rendered: `Post ${i + 1}` },
          excerpt: { rendered: '<p>About funds</p>' },
          content: { rendered: '<p>Body</p>' },
          _embedded: { 'wp:featuredmedia': [{ source_url: `https://cdn.example.com/${i + 1}.png` }] },
        })),
      );
    }) as typeof fetch;
    t.deps.adapters.contentFeed = wordpressFeed('https://blog.example.com/wp-json/wp/v2/posts?_embed', silentLogger, fetcher);
    const blogs = await t.call('GET', '/api/content/posts?kind=blog&page=2');
    expect(blogs.body).toMatchObject({ source: 'feed', page: 2, pages: 2, total: 6 });
    expect(blogs.body.posts.map((p: { title: string }) => p.title)).toEqual(['Post 2']);
    const videos = await t.call('GET', '/api/content/posts?kind=video');
    expect(videos.body.posts).toEqual([
      expect.objectContaining({ id: 'wp-1', kind: 'video', image: '/api/content/image/wp-1', link: 'https://blog.example.com/1' }),
    ]);
    const img = await t.app.request('/api/content/image/wp-1', { headers: { Version: '3.2' } });
    expect(img.status).toBe(200);
    expect(img.headers.get('content-type')).toBe('image/png');
    expect((await t.call('GET', '/api/content/image/wp-404')).status).toBe(404);
    up = false;
    t.deps.adapters.contentFeed = wordpressFeed('https://blog.example.com/down', silentLogger, fetcher);
    expect((await t.call('GET', '/api/content/posts?kind=blog')).body).toMatchObject({ posts: [], total: 0, source: 'feed' });
  });
});
