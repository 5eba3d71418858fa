import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Context, Hono } from 'hono';
import type { AppEnv } from './lib/context.ts';
import { prerenderedPageFor } from '../shared/prerendered-pages.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.svg', '.txt']);

/** Files that must be revalidated on every load: the shell, the service worker and the manifest. */
const NO_CACHE = new Set(['/index.html', '/sw.js', '/manifest.webmanifest']);

interface StaticFile {
  body: Buffer;
  gzip: Buffer | null;
  type: string;
  cacheControl: string;
  etag: string;
}

function cacheControlFor(urlPath: string): string {
  // prerendered pages name the hashed assets of their build, like index.html
  if (NO_CACHE.has(urlPath) || urlPath.endsWith('.html')) return 'no-cache';
  // Vite puts content-hashed files under /assets: they never change under the same name.
  if (urlPath.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  return 'public, max-age=86400';
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (name.endsWith(GZ) && existsSync(full.slice(0, -GZ.length))) return []; // a compressed copy, not a file of the app
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

const GZ = '.gz';

/**
 * The file's gzip copy. Compressing the app at level 9 takes seconds, so it is done once per
 * build: the copy is kept beside the file (`app.js.gz`) and read back by later starts while it
 * is at least as new as the file. Where the folder cannot be written, the copy stays in memory.
 */
function gzipOnce(full: string, body: Buffer, mtimeMs: number): Buffer {
  const kept = full + GZ;
  if (existsSync(kept) && statSync(kept).mtimeMs >= mtimeMs) return readFileSync(kept);
  const gzip = gzipSync(body, { level: 9 });
  try {
    writeFileSync(kept, gzip);
  } catch {
    // a read-only deployment: compressed at each start instead
  }
  return gzip;
}

/** Reads the built PWA once into memory (it is a few MB) with gzip alongside. */
export function loadStaticFiles(dir: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  for (const full of walk(dir)) {
    const urlPath = `/${relative(dir, full).split(sep).join('/')}`;
    const ext = extname(full).toLowerCase();
    const body = readFileSync(full);
    const stat = statSync(full);
    const gzip = COMPRESSIBLE.has(ext) && body.length > 1024 ? gzipOnce(full, body, stat.mtimeMs) : null;
    files.set(urlPath, {
      body,
      gzip,
      type: TYPES[ext] ?? 'application/octet-stream',
      cacheControl: cacheControlFor(urlPath),
      etag: `"${body.length.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`,
    });
  }
  return files;
}

function send(c: Context<AppEnv>, file: StaticFile): Response {
  const headers: Record<string, string> = {
    'Content-Type': file.type,
    'Cache-Control': file.cacheControl,
    ETag: file.etag,
    Vary: 'Accept-Encoding',
  };
  if (c.req.header('If-None-Match') === file.etag) return new Response(null, { status: 304, headers });
  const gz = file.gzip && /\bgzip\b/.test(c.req.header('Accept-Encoding') ?? '');
  const body = gz ? file.gzip! : file.body;
  if (gz) headers['Content-Encoding'] = 'gzip';
  headers['Content-Length'] = String(body.length);
  return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(body), { status: 200, headers });
}

/**
 * Serves the PWA: known files as built, and for every other non-API GET the page's prerendered
 * HTML (a public page, or the portal's shell) or else the empty app shell (index.html),
 * so that client-side routes load on a refresh. /api is never answered with the shell.
 */
export function mountStatic(app: Hono<AppEnv>, dir: string): void {
  const files = loadStaticFiles(dir);
  const shell = files.get('/index.html');
  if (!shell) throw new Error(`${dir}/index.html is missing: build the PWA first (npm run build)`);
  const prerendered = [...files.keys()].filter((p) => p.startsWith('/prerendered/'));
  app.on(['GET', 'HEAD'], '*', (c) => {
    const path = decodeURIComponent(c.req.path);
    const file = files.get(path);
    if (file) return send(c, file);
    // A missing hashed asset is a real 404 (an old shell asking for a deleted chunk), not the shell.
    if (path.startsWith('/assets/') || extname(path) !== '') return c.text('Not found', 404);
    const page = prerenderedPageFor(path, prerendered);
    return send(c, (page && files.get(page)) || shell);
  });
}
