import { UPLOAD_LIMITS } from '@shared/contract/onboarding.ts';

/**
 * What an uploaded file really is, decided from its bytes (never its name or the browser's
 * claimed type), and whether it is within the stated limits. Image dimensions are read from the
 * PNG IHDR chunk or the JPEG frame header, so a decompression bomb is refused before any decoder
 * sees it.
 */
export type FileKind = 'image/jpeg' | 'image/png' | 'application/pdf';

export interface FileFacts {
  contentType: FileKind;
  ext: 'jpg' | 'png' | 'pdf';
  width: number | null;
  height: number | null;
}

export const UPLOAD_MESSAGES = {
  tooLarge: 'Upload Failed: the file is larger than 2 MB',
  empty: 'Upload Failed: the file is empty',
  imageOrPdf: 'Upload Failed: the file must be a JPEG, PNG or PDF',
  imageOnly: 'Upload Failed: the file must be a JPEG or PNG image',
  unreadable: 'Upload Failed: the file could not be read',
  tooManyPixels: `Upload Failed: the image must be at most ${UPLOAD_LIMITS.maxSidePx} pixels a side`,
  tooFewPixels: `Upload Failed: the image must be at least ${UPLOAD_LIMITS.minSidePx} pixels a side`,
} as const;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const startsWith = (b: Uint8Array, sig: readonly number[]) => sig.every((x, i) => b[i] === x);
const u16 = (b: Uint8Array, i: number) => (b[i]! << 8) | b[i + 1]!;
const u32 = (b: Uint8Array, i: number) => ((b[i]! << 24) >>> 0) + (b[i + 1]! << 16) + (b[i + 2]! << 8) + b[i + 3]!;

function pngSize(b: Uint8Array): { width: number; height: number } | null {
  // signature, then the IHDR chunk: length (13), "IHDR", width, height
  if (b.length < 33 || String.fromCharCode(...b.subarray(12, 16)) !== 'IHDR') return null;
  return { width: u32(b, 16), height: u32(b, 20) };
}

// Start-of-frame markers carry the dimensions; C4 (DHT), C8 (JPG) and CC (DAC) are not frames.
const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

function jpegSize(b: Uint8Array): { width: number; height: number } | null {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1]!;
    if (marker === 0xff) {
      i += 1; // fill byte
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2;
      continue;
    }
    if (marker === 0xda || marker === 0xd9) return null; // scan data or end before any frame header
    if (SOF.has(marker)) return { height: u16(b, i + 5), width: u16(b, i + 7) };
    i += 2 + u16(b, i + 2);
  }
  return null;
}

function isPdf(b: Uint8Array): boolean {
  if (String.fromCharCode(...b.subarray(0, 5)) !== '%PDF-') return false;
  // a complete PDF ends with %%EOF (a little trailing whitespace or junk is common)
  const tail = new TextDecoder('latin1').decode(b.subarray(Math.max(0, b.length - 2048)));
  return tail.includes('%%EOF');
}

/** Facts of an accepted file, or the refusal message. */
export function inspectUpload(b: Uint8Array, allowed: readonly FileKind[]): FileFacts | { error: string } {
  const wrongType = allowed.includes('application/pdf') ? UPLOAD_MESSAGES.imageOrPdf : UPLOAD_MESSAGES.imageOnly;
  if (b.length === 0) return { error: UPLOAD_MESSAGES.empty };
  if (b.length > UPLOAD_LIMITS.maxBytes) return { error: UPLOAD_MESSAGES.tooLarge };
  let facts: FileFacts | null = null;
  if (startsWith(b, PNG_SIGNATURE)) {
    const size = pngSize(b);
    if (!size) return { error: UPLOAD_MESSAGES.unreadable };
    facts = { contentType: 'image/png', ext: 'png', ...size };
  } else if (startsWith(b, [0xff, 0xd8, 0xff])) {
    const size = jpegSize(b);
    if (!size) return { error: UPLOAD_MESSAGES.unreadable };
    facts = { contentType: 'image/jpeg', ext: 'jpg', ...size };
  } else if (startsWith(b, [0x25, 0x50, 0x44, 0x46, 0x2d])) {
    if (!isPdf(b)) return { error: UPLOAD_MESSAGES.unreadable };
    facts = { contentType: 'application/pdf', ext: 'pdf', width: null, height: null };
  }
  if (!facts || !allowed.includes(facts.contentType)) return { error: wrongType };
  if (facts.width !== null && facts.height !== null) {
    if (facts.width > UPLOAD_LIMITS.maxSidePx || facts.height > UPLOAD_LIMITS.maxSidePx) return { error: UPLOAD_MESSAGES.tooManyPixels };
    if (facts.width < UPLOAD_LIMITS.minSidePx || facts.height < UPLOAD_LIMITS.minSidePx) return { error: UPLOAD_MESSAGES.tooFewPixels };
  }
  return facts;
}
