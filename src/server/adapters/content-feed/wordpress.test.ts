import { describe, expect, it } from 'vitest';
import { htmlToParagraphs, parseWordpressPosts, wordpressFeed } from './wordpress.ts';
import { embeddedFeed } from './embedded.ts';

const wp = (id: number, date: string, extra: Record<string, unknown> = {}) => ({
  id,
  date: `${date}T10:00:00`,
  link: `https://blog.example.com/p/${id}`,
  format: 'standard',
  title: { rendered: `Post ${id} &amp; more` },
  excerpt: { rendered: '<p>Short &#8377;5,000 story&hellip;</p>' },
  content: { rendered: '<p>First <strong>para</strong>.</p><script>alert(1)</script><p>Second&nbsp;para</p>' },
  _embedded: { 'wp:featuredmedia': [{ source_url: `https://cdn.example.com/${id}.jpg`, media_type: 'image' }] },
  ...extra,
});

describe('WordPress posts', () => {
  it('reduces HTML to plain paragraphs, scripts and tags removed, entities decoded', () => {
    expect(htmlToParagraphs('<h2>Tax &amp; you</h2><p>Gains &gt; ₹1.25 lakh<br/>line two</p><style>p{}</style>')).toEqual([
      'Tax & you',
      'Gains > ₹1.25 lakh',
      'line two',
    ]);
  });

  it('parses posts newest first, videos by their format, images through our own origin', () => {
    const posts = parseWordpressPosts([wp(1, '2026-01-02'), wp(2, '2026-03-04', { format: 'video' }), { id: 'x' }, wp(3, '2026-02-01', { _embedded: {} })]);
    expect(posts.map((p) => [p.id, p.kind, p.date])).toEqual([
      ['wp-2', 'video', '2026-03-04'],
      ['wp-3', 'blog', '2026-02-01'],
      ['wp-1', 'blog', '2026-01-02'],
    ]);
    expect(posts[2]).toMatchObject({
      title: 'Post 1 & more',
      summary: 'Short ₹5,000 story…',
      body: ['First para.', 'Second para'],
      image: '/api/content/image/wp-1',
      link: 'https://blog.example.com/p/1',
    });
    expect(posts[1]!.image).toBeNull();
    expect(() => parseWordpressPosts({ code: 'rest_no_route' })).toThrow(/list of posts/);
  });

  it('keeps the last good list when the feed fails, logs it, and fetches images only of listed posts', async () => {
    let up = true;
    const calls: string[] = [];
    const warnings: string[] = [];
    const fetcher = (async (url: string) => {
      calls.push(url);
      if (url.endsWith('.jpg')) return new Response(new Uint8Array([1, 2, 3]), { headers: { 'content-type': 'image/jpeg' } });
      if (!up) throw new TypeError('fetch failed');
      return Response.json([wp(1, '2026-01-02')]);
    }) as typeof fetch;
    const log = { info() {}, warn: (m: string) => void warnings.push(m), error() {} };
    const feed = wordpressFeed('https://blog.example.com/wp-json/wp/v2/posts?_embed', log, fetcher);
    expect((await feed.posts()).map((p) => p.id)).toEqual(['wp-1']);
    expect(await feed.image!('wp-1')).toMatchObject({ type: 'image/jpeg' });
    expect(await feed.image!('wp-999')).toBeNull();
    expect(calls.filter((c) => c.endsWith('.jpg'))).toEqual(['https://cdn.example.com/1.jpg']);
    up = false;
    const down = wordpressFeed('https://blog.example.com/x', log, fetcher);
    expect(await down.posts()).toEqual([]);
    expect(warnings).toEqual(['content feed unavailable']);
  });
});

describe('the embedded feed', () => {
  it('ships articles written for Nivesh, newest first, read in the app', async () => {
    const posts = await embeddedFeed().posts();
    expect(posts.length).toBeGreaterThanOrEqual(10);
    expect(posts.map((p) => p.date)).toEqual(
      posts
        .map((p) => p.date)
        .sort()
        .reverse(),
    );
    for (const p of posts) {
      expect(p.body.length).toBeGreaterThan(1);
      expect(p.link).toBeNull();
      expect(new Set(posts.map((x) => x.id)).size).toBe(posts.length);
    }
  });
});
