import { EMBEDDED_ARTICLES } from './articles.ts';
import type { ContentFeed } from './types.ts';

/** The articles shipped with Nivesh: always there, no network needed. */
export function embeddedFeed(): ContentFeed {
  const sorted = [...EMBEDDED_ARTICLES].sort((a, b) => b.date.localeCompare(a.date));
  return { source: 'embedded', posts: async () => sorted };
}
