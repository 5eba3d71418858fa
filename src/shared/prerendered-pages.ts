/**
 * Which prerendered HTML answers a navigation. The build writes the public pages and
 * one portal shell per portal route under /prerendered (src/client/prerender/vite-plugin.ts);
 * the server (static files) and the service worker (navigation fallback) both ask this module,
 * so the two never disagree. A URL with no prerendered page gets the empty app shell.
 */

export const PRERENDERED_DIR = 'prerendered';

/** Pages a signed-out visitor can read before any JavaScript has run. */
export const PUBLIC_PAGES = ['/', '/sign-in', '/sign-up', '/home', '/disclaimer'] as const;

/** The file (relative to the build folder) a route path is written to; route params stay as `$name`. */
export function prerenderedFileOf(routePath: string): string {
  const clean = routePath.replace(/\/+$/, '');
  return `${PRERENDERED_DIR}${clean === '' ? '/index' : clean}.html`;
}

function segmentsMatch(pattern: string[], actual: string[]): boolean {
  return pattern.length === actual.length && pattern.every((p, i) => p === actual[i] || (p.startsWith('$') && p.length > 1 && actual[i] !== ''));
}

/**
 * The prerendered page (as a URL path, "/prerendered/...html") for a navigation to `pathname`,
 * chosen among `files` (the built files, as URL paths): the exact page, else a page whose `$param`
 * segments match, else the generic portal shell for any /portal URL; null for everything else.
 */
export function prerenderedPageFor(pathname: string, files: Iterable<string>): string | null {
  const clean = pathname.replace(/\/+$/, '');
  const prefix = `/${PRERENDERED_DIR}`;
  const wanted = `/${prerenderedFileOf(clean)}`;
  const actual = clean.split('/');
  let pattern: string | null = null;
  let exact = false;
  let portal = false;
  for (const f of files) {
    if (!f.startsWith(`${prefix}/`) || !f.endsWith('.html')) continue;
    if (f === wanted) exact = true;
    else if (pattern === null && f.includes('$') && segmentsMatch(f.slice(prefix.length, -'.html'.length).split('/'), actual)) pattern = f;
    else if (f === `${prefix}/portal.html`) portal = true;
  }
  if (exact) return wanted;
  if (pattern) return pattern;
  if (portal && (clean === '/portal' || clean.startsWith('/portal/'))) return `${prefix}/portal.html`;
  return null;
}
