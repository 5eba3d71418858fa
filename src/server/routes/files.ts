import { Hono } from 'hono';
import type { AppEnv } from '../lib/context.ts';
import { refuse } from '../lib/refusal.ts';
import { readSignedFile } from '../services/onboarding/file-urls.ts';

/**
 * GET /api/files/{id}/{kind}.{ext}?exp=&sig= (ours): an uploaded document through the signed, expiring URL
 * that only its owner's answers carry. No Version or token header: an <img> cannot send them.
 * Anything wrong (forged, expired, missing) is the same 404, so the URL space tells nothing.
 */
export const FILE_CSP = "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'";

export const fileRoutes = new Hono<AppEnv>().get('/:id/:name', async (c) => {
  const file = await readSignedFile(c.get('deps'), Number(c.req.param('id')), Number(c.req.query('exp')), c.req.query('sig') ?? '');
  if (!file) throw refuse('not-found', 'Not found');
  return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, {
    'Content-Type': file.contentType,
    // only our own re-encoding of a decoded image is shown in the page; anything else is a download
    'Content-Disposition': `${file.reencoded ? 'inline' : 'attachment'}; filename="${file.name}"`,
    // opened directly, the file runs nothing: no scripts, no plugins, no same-origin access
    'Content-Security-Policy': FILE_CSP,
    // personal documents: kept by nobody but the investor's browser, and only for the URL's life
    'Cache-Control': 'private, max-age=600',
  });
});
