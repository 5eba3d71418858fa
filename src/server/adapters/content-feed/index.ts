import type { Logger } from '../../lib/logger.ts';
import { embeddedFeed } from './embedded.ts';
import type { ContentFeed } from './types.ts';
import { wordpressFeed } from './wordpress.ts';

/** CONTENT_FEED_URL set: that blog's WordPress posts; otherwise the articles shipped with Nivesh. */
export function createContentFeed(url: string | null, log: Logger): ContentFeed {
  return url ? wordpressFeed(url, log) : embeddedFeed();
}
