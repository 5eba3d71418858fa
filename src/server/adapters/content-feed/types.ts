/** A blog post of the content feed (spec 3 §3 Blog post: date, title, content, featured image, link). */
export interface FeedPost {
  id: string;
  /** YYYY-MM-DD */
  date: string;
  title: string;
  /** plain text: the opening of the post */
  content: string;
  /** a URL or data: URL; null when the post has none */
  image: string | null;
  link: string;
}

/** Where the Insights blogs (and the dashboard's) come from. */
export interface ContentFeed {
  readonly name: string;
  posts(): Promise<FeedPost[]>;
  /** the embedded feed serves its own article pages; an outside blog links to itself */
  page?(slug: string): { title: string; date: string; paragraphs: string[] } | null;
}
