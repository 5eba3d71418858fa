import { signedFile, signedReportFile } from '@shared/contract/links.ts';
import { refuse } from '../lib/refusal.ts';
import { handle } from './handle.ts';
import { readSignedFile } from '../services/onboarding/file-urls.ts';
import { readSignedReport } from '../services/reports/links.ts';

/** Opened directly, a file runs nothing: no scripts, no plugins, no same-origin access. */
export const FILE_CSP = "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'";

/**
 * Files through signed, expiring links (ours): no Version or token header, as an <img>, a plain
 * link or a mail client cannot send them. Anything wrong (forged, expired, missing) is the same
 * 404, so the URL space tells nothing.
 */
export const fileCalls = [
  // GET /api/files/reports/{id}/{name}?exp=&sig=: a statement
  handle(signedReportFile, async ({ deps, params, c }) => {
    const found = await readSignedReport(deps, Number(params.id), params.name, Number(c.req.query('exp')), c.req.query('sig') ?? '');
    if (!found) throw refuse('not-found', 'Not found');
    return c.body(found.bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': found.file.format === 'pdf' ? 'application/pdf' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'Content-Disposition': `attachment; filename="${found.file.name}"`,
      'Content-Security-Policy': FILE_CSP,
      'Cache-Control': 'private, no-store',
    });
  }),
  // GET /api/files/{id}/{kind}.{ext}?exp=&sig=: an uploaded document, only in its owner's answers
  handle(signedFile, async ({ deps, params, c }) => {
    const file = await readSignedFile(deps, Number(params.id), Number(c.req.query('exp')), c.req.query('sig') ?? '');
    if (!file) throw refuse('not-found', 'Not found');
    return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': file.contentType,
      // only our own re-encoding of a decoded image is shown in the page; anything else is a download
      'Content-Disposition': `${file.reencoded ? 'inline' : 'attachment'}; filename="${file.name}"`,
      'Content-Security-Policy': FILE_CSP,
      // personal documents: kept by nobody but the investor's browser, and only for the URL's life
      'Cache-Control': 'private, max-age=600',
    });
  }),
];
