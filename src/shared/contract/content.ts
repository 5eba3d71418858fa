import * as v from 'valibot';
import { defineCall } from './common.ts';

/** Blogs and videos on the dashboard (spec 2 §2.2, §3 Blog post, §9: 5 a page). Path ours (the spec reads the blog directly). */
export const CONTENT_PAGE_SIZE = 5;

export const ContentPost = v.object({
  id: v.string(),
  kind: v.picklist(['blog', 'video']),
  /** YYYY-MM-DD; shown as MMM DD, YYYY (spec 3 §9) */
  date: v.string(),
  title: v.string(),
  summary: v.string(),
  /** plain-text paragraphs */
  body: v.array(v.string()),
  image: v.nullable(v.string()),
  /** the post on its own site; null when it is read in the app */
  link: v.nullable(v.string()),
});
export type ContentPost = v.InferOutput<typeof ContentPost>;

/** GET /content/posts?kind=blog|video&page=N (1-based). A failing feed answers an empty page; it is only logged. */
export const contentPosts = defineCall({
  method: 'GET',
  path: '/content/posts',
  access: 'public',
  body: undefined,
  answer: v.object({
    posts: v.array(ContentPost),
    page: v.number(),
    pages: v.number(),
    total: v.number(),
    source: v.picklist(['embedded', 'feed']),
  }),
});

// ---- Insights (spec 3 §2.7) ---------------------------------------------------------------

/** spec 3 §3 Blog post: date, title, content, featured image, link. date is YYYY-MM-DD. */
export const BlogPost = v.object({ id: v.string(), date: v.string(), title: v.string(), content: v.string(), image: v.nullable(v.string()), link: v.string() });
export type BlogPost = v.InferOutput<typeof BlogPost>;

/** GET /content/blogs (path ours): the content feed's posts, newest first. */
export const getBlogs = defineCall({
  method: 'GET',
  path: '/content/blogs',
  access: 'public',
  body: undefined,
  answer: v.object({ blogs: v.array(BlogPost) }),
});
