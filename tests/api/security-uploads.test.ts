/**
 * Security (ASVS 5.0 V5.2.2, V5.2.3, V5.3.x, V3.2.x): uploads are decoded by a real image
 * library and stored re-encoded; pixel bombs are refused before decoding; PDFs with active
 * content are refused; stored files are served as downloads (inline only for our re-encoded
 * images) under a sandbox policy.
 */
import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { onboardingDocuments } from '../../src/server/db/schema.ts';
import { UPLOAD_MESSAGES } from '../../src/server/services/onboarding/file-check.ts';
import { configureFileChecks } from '../../src/server/services/onboarding/file-check-pool.ts';
import { objectStreamScriptPdf } from './support/pdf-attack.ts';
import type { TestApp } from './support/harness.ts';
import { completeSteps, createOnboardingApp, fixture, investor, upload, type Investor } from './support/onboarding.ts';

let t: TestApp & { uploadDir: string };
let inv: Investor;
beforeAll(async () => {
  t = await createOnboardingApp();
  inv = await investor(t);
  await completeSteps(t, inv, 'fatca');
});
afterAll(() => t.close());

const enc = (s: string) => new TextEncoder().encode(s);
const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let o = 0;
  for (const p of parts) {
    out.set(p, o);
    o += p.length;
  }
  return out;
};
const SCRIPT = '<script>alert(document.cookie)</script>';

/** A minimal well-formed PDF with the given extra objects (offsets are not checked by readers we care about). */
function pdf(catalogExtra: string, objects: Uint8Array[] = [], trailerExtra = ''): Uint8Array {
  return concat(
    enc(`%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R ${catalogExtra} >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n`),
    ...objects,
    enc(`xref\n0 1\n0000000000 65535 f \ntrailer\n<< /Size 3 /Root 1 0 R ${trailerExtra}>>\nstartxref\n9\n%%EOF\n`),
  );
}

async function storedOf(kind: string): Promise<Uint8Array> {
  const [doc] = await t.deps.db.select().from(onboardingDocuments).where(eq(onboardingDocuments.kind, kind));
  const bytes = await t.deps.adapters.storage.get(doc!.storageKey);
  return bytes!;
}

const contains = (b: Uint8Array, text: string) => Buffer.from(b).includes(text);

describe('images are decoded and stored re-encoded', () => {
  it('a PNG with a script appended is accepted, and what is stored has no script', async () => {
    const res = await upload(t, inv.token, '/upload-sign', concat(fixture('signature.png'), enc(SCRIPT)), 'sign.png');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const stored = await storedOf('signature');
    expect(contains(stored, '<script')).toBe(false);
    expect(Buffer.from(stored.subarray(1, 4)).toString()).toBe('PNG');
  });

  it('a JPEG with a script in a comment segment is accepted, and what is stored has no comment', async () => {
    const jpeg = fixture('cheque.jpg');
    const comment = enc(`${SCRIPT}`);
    const com = concat(new Uint8Array([0xff, 0xfe, (comment.length + 2) >> 8, (comment.length + 2) & 255]), comment);
    const res = await upload(t, inv.token, '/upload-cheque', concat(jpeg.subarray(0, 2), com, jpeg.subarray(2)), 'cheque.jpg');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const stored = await storedOf('cheque');
    expect(contains(stored, '<script')).toBe(false);
    expect(stored[0]).toBe(0xff);
    expect(stored[1]).toBe(0xd8);
  });

  it('a PNG with a valid header and a garbage body is refused as unreadable', async () => {
    const png = fixture('signature.png');
    const garbage = concat(
      png.subarray(0, 33),
      new Uint8Array(4000).map((_, i) => (i * 7919) & 255),
    );
    const res = await upload(t, inv.token, '/upload-sign', garbage, 'sign.png');
    expect(res.status).toBe(415);
    expect(res.body.errors).toEqual([UPLOAD_MESSAGES.unreadable]);
  });

  it('a small PNG declaring 5000 × 5000 pixels is refused before decoding', async () => {
    const png = fixture('signature.png');
    const bomb = new Uint8Array(png.subarray(0, 24 * 1024 > png.length ? png.length : 24 * 1024));
    new DataView(bomb.buffer).setUint32(16, 5000);
    new DataView(bomb.buffer).setUint32(20, 5000);
    const res = await upload(t, inv.token, '/upload-sign', bomb, 'bomb.png');
    expect(res.status).toBe(415);
    expect(res.body.errors).toEqual(['Upload Failed: the image must be at most 20 megapixels']);
  });
});

describe('PDFs with active content are refused', () => {
  it.each([
    ['an /OpenAction JavaScript action', pdf('/OpenAction << /S /JavaScript /JS (app.alert(1)) >>'), UPLOAD_MESSAGES.pdfActive],
    ['a Launch action', pdf('/OpenAction << /S /Launch /F (cmd.exe) >>'), UPLOAD_MESSAGES.pdfActive],
    ['an embedded file', pdf('/Names << /EmbeddedFiles << /Names [(a.exe) 3 0 R] >> >>'), UPLOAD_MESSAGES.pdfActive],
    ['a name spelled with #xx escapes', pdf('/OpenAction << /S /J#61vaScript /J#53 (app.alert(1)) >>'), UPLOAD_MESSAGES.pdfActive],
    [
      'JavaScript inside a compressed object stream',
      pdf('', [
        concat(
          enc('3 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode >>\nstream\n'),
          deflateSync(enc('4 0 << /S /JavaScript /JS (app.alert(1)) >>')),
          enc('\nendstream\nendobj\n'),
        ),
      ]),
      UPLOAD_MESSAGES.pdfActive,
    ],
    ['an encrypted (password-protected) PDF', pdf('', [], '/Encrypt 5 0 R '), UPLOAD_MESSAGES.pdfEncrypted],
    ['%PDF- followed by HTML', enc(`%PDF-<html><body>${SCRIPT}</body></html>\n%%EOF\n`), UPLOAD_MESSAGES.unreadable],
  ] as const)('%s', async (_, bytes, message) => {
    const res = await upload(t, inv.token, '/upload-cheque', bytes, 'cheque.pdf');
    expect(res.status).toBe(415);
    expect(res.body.errors).toEqual([message]);
  });

  it('a PDF whose open-action script is packed in an object stream behind two filter tricks is refused (pdf.js reads the script from it)', async () => {
    const bytes = objectStreamScriptPdf();
    // the file is a real attack: a maintained reader finds the script
    const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const doc = await pdfjs.getDocument({ data: bytes.slice(), isEvalSupported: false, disableFontFace: true, verbosity: 0 }).promise;
    expect(await doc.getJSActions()).toEqual({ OpenAction: ['app.alert(42)'] });
    await doc.destroy();
    const before = await t.deps.db.select().from(onboardingDocuments);
    const res = await upload(t, inv.token, '/upload-cheque', bytes, 'cheque.pdf');
    expect(res.status).toBe(415);
    expect(res.body.errors).toEqual([UPLOAD_MESSAGES.pdfActive]);
    expect(await t.deps.db.select().from(onboardingDocuments)).toEqual(before);
  });

  it.each([
    [
      'a SubmitForm action on a page annotation',
      pdf('', [enc('3 0 obj\n<< /Type /Annot /Subtype /Widget /A << /S /SubmitForm /F (https://evil.example/) >> >>\nendobj\n')]),
    ],
    ['a Launch action in a page’s additional actions', pdf('', [enc('3 0 obj\n<< /Type /Page /AA << /O << /S /Launch /F (calc.exe) >> >> >>\nendobj\n')])],
    ['a file specification with an embedded file', pdf('', [enc('3 0 obj\n<< /Type /Filespec /F (a.exe) /EF << /F 4 0 R >> >>\nendobj\n')])],
    [
      'a JavaScript action chained by /Next after a harmless one',
      pdf('/OpenAction << /S /URI /URI (https://example.com/) /Next << /S /JavaScript /JS 4 0 R >> >>'),
    ],
  ] as const)('%s is refused', async (_, bytes) => {
    const res = await upload(t, inv.token, '/upload-cheque', bytes, 'cheque.pdf');
    expect(res.status).toBe(415);
    expect(res.body.errors).toEqual([UPLOAD_MESSAGES.pdfActive]);
  });

  it('a compressed stream that inflates past the bound (a decompression bomb) is refused unread', async () => {
    const bomb = deflateSync(Buffer.alloc(64 * 1024 * 1024), { level: 9 });
    const bytes = pdf('', [concat(enc(`3 0 obj\n<< /Length ${bomb.length} /Filter /FlateDecode >>\nstream\n`), bomb, enc('\nendstream\nendobj\n'))]);
    const res = await upload(t, inv.token, '/upload-cheque', bytes, 'cheque.pdf');
    expect(res.status).toBe(415);
    expect(res.body.errors).toEqual([UPLOAD_MESSAGES.unreadable]);
  });

  it('a file the checker does not finish within its time bound is refused, and the next file is checked afresh', async () => {
    configureFileChecks({ timeoutMs: 1, wallMs: 1 });
    try {
      const res = await upload(t, inv.token, '/upload-cheque', fixture('bank-statement.pdf'), 'statement.pdf');
      expect(res.status).toBe(415);
      expect(res.body.errors).toEqual([UPLOAD_MESSAGES.unreadable]);
    } finally {
      configureFileChecks({ timeoutMs: t.deps.config.uploads.checkTimeoutMs, nice: t.deps.config.uploads.checkNice });
    }
    expect((await upload(t, inv.token, '/upload-cheque', fixture('bank-statement.pdf'), 'statement.pdf')).status).toBe(200);
    // a fresh checker process starts for the second file: allow for a busy machine
  }, 120_000);

  it('a plain PDF (the bank statement fixture) is accepted and stored as sent', async () => {
    const bytes = fixture('bank-statement.pdf');
    const res = await upload(t, inv.token, '/upload-cheque', bytes, 'statement.pdf');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(Buffer.from(await storedOf('cheque')).equals(Buffer.from(bytes))).toBe(true);
  });
});

describe('stored files are served safely', () => {
  it('a PDF is a download, under a sandbox policy', async () => {
    const res = await upload(t, inv.token, '/upload-cheque', fixture('bank-statement.pdf'), 'statement.pdf');
    const file = await t.app.request(res.body.userDetails.cancel_cheque);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="cheque.pdf"');
    expect(file.headers.get('content-security-policy')).toMatch(/^sandbox; default-src 'none'/);
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('a re-encoded image is shown inline, under the same sandbox policy', async () => {
    const res = await upload(t, inv.token, '/upload-sign', fixture('signature.png'), 'sign.png');
    const file = await t.app.request(res.body.userDetails.signature);
    expect(file.headers.get('content-disposition')).toBe('inline; filename="signature.png"');
    expect(file.headers.get('content-security-policy')).toMatch(/^sandbox;/);
    expect(file.headers.get('content-type')).toBe('image/png');
  });

  it('an image stored before re-encoding existed is a download', async () => {
    await upload(t, inv.token, '/upload-sign', fixture('signature.png'), 'sign.png');
    await t.deps.db.update(onboardingDocuments).set({ reencoded: false }).where(eq(onboardingDocuments.kind, 'signature'));
    const details = await inv.call('GET', '');
    const url = details.body.onboarding_details.signature ?? details.body.onboarding_details.sign_url;
    if (typeof url !== 'string') throw new Error(`no signature URL in ${JSON.stringify(Object.keys(details.body.onboarding_details))}`);
    const file = await t.app.request(url);
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="signature.png"');
  });
});
