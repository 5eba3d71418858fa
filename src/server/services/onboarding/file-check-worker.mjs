/**
 * The upload checker's child process (file-check-pool.ts starts it): decodes and re-encodes images
 * (sharp/libvips) and parses PDFs for real (pdf-lib). It runs at a lower CPU priority than the
 * server, with a bounded heap, one file at a time, and the server kills it when a file takes too
 * long: a hostile or huge upload costs this process, never the server's answers to others.
 *
 * Plain JavaScript: a child process runs without the server's TypeScript loader.
 *
 * Messages in: { id, op: 'image', in, out, png, maxPixels, minSide } | { id, op: 'pdf', in }, where
 * `in` is { path, offset, length }: the file's place on disk, read here; `out` is the file the
 * re-encoded image is written to. No file crosses the IPC channel (file-check-pool.ts says why).
 * Messages out: { id, ok: true, width?, height? } | { id, problem: 'unreadable' | 'tooFewPixels' | 'pdfActive' | 'pdfEncrypted' }.
 */
import { open } from 'node:fs/promises';
import { getPriority, setPriority } from 'node:os';
import { inflateSync } from 'node:zlib';

// started under `nice` where there is one (every thread has the lower priority); otherwise this
// lowers the main thread, and the threads it makes from here on (libvips' workers) inherit it
try {
  if (getPriority() < 10) setPriority(10);
} catch {
  // not permitted here: the queue and the time bound still hold
}

const sharp = (await import('sharp')).default;
const pdf = await import('pdf-lib');
sharp.concurrency(1);
sharp.cache(false);

process.on('disconnect', () => process.exit(0));
process.on('message', (msg) => {
  check(msg)
    .then((result) => process.send?.({ id: msg.id, ...result }))
    .catch(() => process.send?.({ id: msg.id, problem: 'unreadable' }));
});

/** The file's bytes, read from its place on disk. */
async function readSlice({ path, offset, length }) {
  const file = await open(path, 'r');
  try {
    const bytes = Buffer.alloc(length);
    const { bytesRead } = await file.read(bytes, 0, length, offset);
    if (bytesRead !== length) throw new Error('the upload file is shorter than said');
    return bytes;
  } finally {
    await file.close();
  }
}

async function check(msg) {
  const bytes = await readSlice(msg.in);
  if (msg.op === 'pdf') {
    const problem = await pdfProblem(bytes);
    return problem ? { problem } : { ok: true };
  }
  try {
    // the pixel limit again inside the decoder, in case a header lied about its size
    const image = sharp(bytes, { limitInputPixels: msg.maxPixels, failOn: 'error', sequentialRead: true }).rotate();
    const out = msg.png ? image.png({ compressionLevel: 9 }) : image.jpeg({ quality: 90 });
    const info = await out.toFile(msg.out);
    if (info.width < msg.minSide || info.height < msg.minSide) return { problem: 'tooFewPixels' };
    return { ok: true, width: info.width, height: info.height };
  } catch {
    return { problem: 'unreadable' };
  }
}

// ------------------------------------------------------------------ PDF

/** Decoded stream bytes read in all (a decompression bomb is refused, not inflated). */
const MAX_DECODED = 32 * 1024 * 1024;
/** Action types a viewer would run: scripts, programs, form posts, imports, embedded documents, media. */
const ACTIVE_ACTIONS = new Set(['JavaScript', 'Launch', 'SubmitForm', 'ImportData', 'GoToE', 'RichMediaExecute', 'Rendition', 'Sound', 'Movie']);
/** Keys that carry scripts, attachments or active content wherever they appear. */
const ACTIVE_KEYS = new Set(['JS', 'JavaScript', 'EmbeddedFiles', 'EmbeddedFile', 'EF', 'RichMedia', 'RichMediaContent', 'RichMediaSettings', 'XFA']);
const ACTIVE_TYPES = new Set(['EmbeddedFile', 'RichMediaSettings', 'RichMediaContent']);
const ACTIVE_SUBTYPES = new Set(['FileAttachment', 'RichMedia', 'Movie', 'Sound', '3D']);
/** The same names in decoded bytes: a last look at what a differently-built parser might read. */
const ACTIVE_TEXT = /\/(JavaScript|JS|Launch|EmbeddedFiles?|RichMedia|XFA|GoToE|SubmitForm|ImportData)(?=[\s/<>[\]()%{}]|$)/;

const latin1 = (b) => Buffer.from(b.buffer, b.byteOffset, b.byteLength).toString('latin1');
const decodeNames = (t) => t.replace(/\/[^\s/<>[\]()%{}]*/g, (name) => name.replace(/#([0-9A-Fa-f]{2})/g, (_, h) => String.fromCharCode(parseInt(h, 16))));

class Refused extends Error {
  constructor(problem) {
    super(problem);
    this.problem = problem;
  }
}

/**
 * Why a PDF is refused, or null. Every object the parser meets is looked at, each version of it
 * (an incremental update can redefine an object; a viewer may follow either), including those
 * packed in object streams, which the parser decompresses whatever their filters; and every other
 * stream is decompressed too and read for the same names.
 */
async function pdfProblem(bytes) {
  // a compressed stream that inflates beyond the bound is a bomb: refused before any parser inflates it
  if (flateBomb(bytes)) return 'unreadable';
  const parser = pdf.PDFParser.forBytesWithOptions(bytes, Number.POSITIVE_INFINITY, false, false);
  const seen = [];
  const assign = parser.context.assign.bind(parser.context);
  parser.context.assign = (ref, object) => {
    seen.push(object);
    assign(ref, object);
  };
  let context;
  try {
    context = await parser.parseDocument();
  } catch {
    return 'unreadable';
  }
  if (context.trailerInfo.Encrypt) return 'pdfEncrypted';
  try {
    const budget = { left: MAX_DECODED };
    for (const object of seen) walk(object, budget, 0);
    for (const value of Object.values(context.trailerInfo)) if (value) walk(value, budget, 0);
  } catch (err) {
    if (err instanceof Refused) return err.problem;
    return 'unreadable';
  }
  return null;
}

function walk(object, budget, depth) {
  if (depth > 64) throw new Refused('unreadable');
  if (object instanceof pdf.PDFStream) {
    walk(object.dict, budget, depth + 1);
    if (object instanceof pdf.PDFRawStream) readStream(object, budget);
    return;
  }
  if (object instanceof pdf.PDFDict) {
    const type = object.get(pdf.PDFName.of('Type'));
    const subtype = object.get(pdf.PDFName.of('Subtype'));
    const action = object.get(pdf.PDFName.of('S'));
    if (type instanceof pdf.PDFName && ACTIVE_TYPES.has(type.decodeText())) throw new Refused('pdfActive');
    if (subtype instanceof pdf.PDFName && ACTIVE_SUBTYPES.has(subtype.decodeText())) throw new Refused('pdfActive');
    if (action instanceof pdf.PDFName && ACTIVE_ACTIONS.has(action.decodeText())) throw new Refused('pdfActive');
    for (const [key, value] of object.entries()) {
      if (ACTIVE_KEYS.has(key.decodeText())) throw new Refused('pdfActive');
      walk(value, budget, depth + 1);
    }
    return;
  }
  if (object instanceof pdf.PDFArray) for (const value of object.asArray()) walk(value, budget, depth + 1);
}

/** Decompresses a stream (every filter chain the parser knows) and reads it for active names. */
function readStream(stream, budget) {
  const dict = stream.dict;
  const isObjectStream = dict.get(pdf.PDFName.of('Type'))?.toString() === '/ObjStm';
  // image codecs and font programs are binary: not read for names
  const filters = dict.get(pdf.PDFName.of('Filter'));
  const names = filters instanceof pdf.PDFArray ? filters.asArray().map(String) : filters ? [String(filters)] : [];
  if (names.some((f) => ['/DCTDecode', '/JPXDecode', '/JBIG2Decode', '/CCITTFaxDecode'].includes(f))) return;
  if (dict.has(pdf.PDFName.of('Length1')) || dict.get(pdf.PDFName.of('Subtype'))?.toString() === '/Image') return;
  let decoded;
  try {
    const s = pdf.decodePDFRawStream(stream);
    decoded = s.getBytes(budget.left + 1);
  } catch {
    // a filter the parser cannot read: fine for page content, not for a stream that holds objects
    if (isObjectStream || names.includes('/Crypt')) throw new Refused('unreadable');
    return;
  }
  if (decoded.length > budget.left) throw new Refused('unreadable');
  budget.left -= decoded.length;
  if (ACTIVE_TEXT.test(decodeNames(latin1(decoded)))) throw new Refused('pdfActive');
}

/** Whether any Flate stream of the file inflates beyond the bound (read with a capped inflate). */
function flateBomb(bytes) {
  const text = latin1(bytes);
  let left = MAX_DECODED;
  const streams = /(?<!end)stream\r?\n/g;
  for (let m = streams.exec(text); m; m = streams.exec(text)) {
    const start = m.index + m[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) break;
    const head = decodeNames(text.slice(Math.max(0, text.lastIndexOf('obj', m.index), m.index - 4096), m.index));
    if (/\/FlateDecode/.test(head)) {
      try {
        left -= inflateSync(bytes.subarray(start, end), { maxOutputLength: Math.max(1, left) }).length;
      } catch (err) {
        if (err && err.code === 'ERR_BUFFER_TOO_LARGE') return true;
      }
      if (left <= 0) return true;
    }
    streams.lastIndex = end;
  }
  return false;
}
