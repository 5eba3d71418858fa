/** The blog and video section of the dashboard (spec 2 §2.2, §3 Blog post; spec 3 §3). */
export interface ContentPost {
  /** stable within the feed */
  id: string;
  kind: 'blog' | 'video';
  /** YYYY-MM-DD */
  date: string;
  title: string;
  /** plain text, a few sentences */
  summary: string;
  /** plain-text paragraphs of the whole post (never HTML: nothing from a feed is injected into the page) */
  body: string[];
  /** an image URL the page can load (same origin), or null */
  image: string | null;
  /** the post on its own site, or null when the post is read in the app */
  link: string | null;
}

export interface ContentFeed {
  readonly source: 'embedded' | 'feed';
  /** newest first; a failing remote feed is logged and answers what it last had (or nothing) */
  posts(): Promise<ContentPost[]>;
  /** the bytes of a post's image, for the same-origin image path; null when the post has none */
  image?(postId: string): Promise<{ type: string; bytes: ArrayBuffer } | null>;
}
