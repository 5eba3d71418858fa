import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { UPLOAD_LIMITS } from '@shared/contract/onboarding.ts';
import { UPLOAD_MESSAGES, checkUpload, inspectUpload, storedSize } from './file-check.ts';

const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`../../../../tests/fixtures/${name}`, import.meta.url)));
const CHEQUE = UPLOAD_LIMITS.cheque;
const SIGN = UPLOAD_LIMITS.signature;

/** A baseline JPEG skeleton: SOI, an APP0 segment, then a frame header of w × h. */
function jpeg(w: number, h: number, marker = 0xc0): Uint8Array {
  return new Uint8Array([
    0xff,
    0xd8,
    0xff,
    0xe0,
    0,
    16,
    ...Array.from({ length: 14 }, () => 0),
    0xff,
    marker,
    0,
    17,
    8,
    h >> 8,
    h & 255,
    w >> 8,
    w & 255,
    3,
    ...Array.from({ length: 9 }, () => 0),
    0xff,
    0xd9,
  ]);
}

describe('inspectUpload', () => {
  it('reads the real fixtures by their bytes', () => {
    expect(inspectUpload(fixture('cheque.jpg'), CHEQUE)).toEqual({ contentType: 'image/jpeg', ext: 'jpg', width: 640, height: 280 });
    expect(inspectUpload(fixture('signature.png'), SIGN)).toEqual({ contentType: 'image/png', ext: 'png', width: 400, height: 150 });
    expect(inspectUpload(fixture('bank-statement.pdf'), CHEQUE)).toEqual({ contentType: 'application/pdf', ext: 'pdf', width: null, height: null });
  });

  it('goes by content, not by name: a text file is refused, a PDF is refused where only images go', () => {
    expect(inspectUpload(fixture('renamed-text.png'), CHEQUE)).toEqual({ error: UPLOAD_MESSAGES.imageOrPdf });
    expect(inspectUpload(fixture('bank-statement.pdf'), SIGN)).toEqual({ error: UPLOAD_MESSAGES.imageOnly });
    expect(inspectUpload(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'), SIGN)).toEqual({ error: UPLOAD_MESSAGES.imageOnly });
  });

  it('finds the frame header of progressive JPEGs and skips other segments', () => {
    expect(inspectUpload(jpeg(800, 600, 0xc2), SIGN)).toMatchObject({ width: 800, height: 600 });
    // C4 is a Huffman table, not a frame: no frame header follows, so the file cannot be read
    expect(inspectUpload(jpeg(800, 600, 0xc4), SIGN)).toEqual({ error: UPLOAD_MESSAGES.unreadable });
  });

  it('applies the size and pixel limits', () => {
    expect(inspectUpload(new Uint8Array(0), SIGN)).toEqual({ error: UPLOAD_MESSAGES.empty });
    const big = new Uint8Array(UPLOAD_LIMITS.maxBytes + 1);
    big.set(fixture('cheque.jpg'));
    expect(inspectUpload(big, CHEQUE)).toEqual({ error: UPLOAD_MESSAGES.tooLarge });
    expect(inspectUpload(jpeg(5001, 100), SIGN)).toEqual({ error: UPLOAD_MESSAGES.tooManyPixels });
    // 5000 a side but 25 megapixels: a decompression bomb, refused from the header alone
    expect(inspectUpload(jpeg(5000, 5000), SIGN)).toEqual({ error: UPLOAD_MESSAGES.tooManyPixelsTotal });
    expect(inspectUpload(jpeg(5000, 4000), SIGN)).toMatchObject({ width: 5000, height: 4000 });
    expect(inspectUpload(jpeg(49, 100), SIGN)).toEqual({ error: UPLOAD_MESSAGES.tooFewPixels });
  });

  it('never throws on arbitrary bytes', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ maxLength: 300 }),
        fc.constantFrom([0xff, 0xd8, 0xff], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], [0x25, 0x50, 0x44, 0x46, 0x2d], []),
        (tail, head) => {
          const result = inspectUpload(new Uint8Array([...head, ...tail]), CHEQUE);
          expect('error' in result || result.contentType !== undefined).toBe(true);
        },
      ),
    );
  });
});

describe('checkUpload', () => {
  it('re-encodes the real fixtures and keeps their size', async () => {
    const png = await checkUpload(fixture('signature.png'), SIGN);
    expect(png).toMatchObject({ contentType: 'image/png', width: 400, height: 150, reencoded: true });
    const jpg = await checkUpload(fixture('cheque.jpg'), CHEQUE);
    expect(jpg).toMatchObject({ contentType: 'image/jpeg', width: 640, height: 280, reencoded: true });
    const pdf = await checkUpload(fixture('bank-statement.pdf'), CHEQUE);
    expect(pdf).toMatchObject({ contentType: 'application/pdf', reencoded: false });
    for (const r of [png, jpg, pdf]) if (!('error' in r)) await r.dispose();
  });

  it('from the file on disk and its first bytes only: the re-encoding is a file, gone once disposed', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'nivesh-check-'));
    try {
      const jpgBytes = fixture('cheque.jpg');
      // the body as received: some framing, then the file
      const path = join(dir, 'body');
      const framing = Buffer.from('--frame\r\n\r\n');
      writeFileSync(path, Buffer.concat([framing, jpgBytes]));
      const at = { path, offset: framing.length, length: jpgBytes.length };
      const checked = await checkUpload({ bytes: jpgBytes.subarray(0, 1024), at, size: jpgBytes.length }, CHEQUE);
      if ('error' in checked) throw new Error(checked.error);
      expect(checked).toMatchObject({ contentType: 'image/jpeg', width: 640, height: 280, reencoded: true });
      const stored = checked.stored as { path: string; size: number };
      expect(statSync(stored.path).size).toBe(stored.size);
      await checked.dispose();
      expect(existsSync(stored.path)).toBe(false);

      // a frame header beyond the bytes read first (large metadata segments): the file is read whole
      const padding = Buffer.concat(Array.from({ length: 6 }, () => Buffer.concat([Buffer.from([0xff, 0xe2, 0xff, 0xff]), Buffer.alloc(0xfffd)])));
      const deep = Buffer.concat([Buffer.from(jpgBytes.subarray(0, 2)), padding, Buffer.from(jpgBytes.subarray(2))]);
      writeFileSync(path, deep);
      const late = await checkUpload({ bytes: deep.subarray(0, 64 * 1024), at: { path, offset: 0, length: deep.length }, size: deep.length }, CHEQUE);
      if ('error' in late) throw new Error(late.error);
      expect(late).toMatchObject({ width: 640, height: 280 });
      await late.dispose();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('never throws on arbitrary bytes behind a real header', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ maxLength: 2000 }),
        fc.constantFrom('signature.png', 'cheque.jpg', 'bank-statement.pdf'),
        fc.nat(400),
        async (tail, name, keep) => {
          const head = fixture(name).subarray(0, keep);
          const result = await checkUpload(new Uint8Array([...head, ...tail]), CHEQUE);
          if ('error' in result) return;
          try {
            expect(storedSize(result.stored)).toBeGreaterThan(0);
          } finally {
            await result.dispose();
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});
