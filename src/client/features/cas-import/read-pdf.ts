/**
 * Opens a CAS PDF with pdf.js using the investor's password and reads it into the statement
 * model. It runs in a Web Worker in the browser (cas-worker.ts) and in Node for tests and the
 * benchmark (pdf.js's legacy build): the pdf.js module is passed in so both use this one code.
 * The bytes and the password stay in this function: nothing is sent anywhere.
 */
import { CAS_MESSAGES, type CasStatement } from '@shared/cas/model.ts';
import { CasReadError, parseCasText, type TextItem } from '@shared/cas/parse-text.ts';

interface PdfTextItem {
  str?: string;
  transform?: number[];
  width?: number;
}
interface PdfPage {
  getTextContent(): Promise<{ items: PdfTextItem[] }>;
  cleanup(): void;
}
interface PdfDocument {
  numPages: number;
  getPage(n: number): Promise<PdfPage>;
  destroy(): Promise<void>;
}
export interface PdfJs {
  getDocument(src: {
    data: Uint8Array;
    password: string;
    isEvalSupported?: boolean;
    useSystemFonts?: boolean;
    disableFontFace?: boolean;
    stopAtErrors?: boolean;
    verbosity?: number;
  }): { promise: Promise<PdfDocument>; destroy(): Promise<void> };
}

/** A PDF starts with "%PDF-" (within its first kilobyte, some writers put bytes before it). */
const looksLikePdf = (bytes: Uint8Array) => new TextDecoder('latin1').decode(bytes.subarray(0, 1024)).includes('%PDF-');

export async function readCasPdf(pdfjs: PdfJs, bytes: Uint8Array, password: string): Promise<CasStatement> {
  if (!looksLikePdf(bytes)) throw new CasReadError('notPdf', CAS_MESSAGES.notPdf);
  // pdf.js takes ownership of the buffer it is given: a copy keeps the caller's bytes usable
  // text only: no font faces, no eval'd glyph code, no system-font lookups; verbosity 0 keeps a
  // statement's unembedded standard fonts (their metrics are built in) from warning on the console
  const task = pdfjs.getDocument({ data: bytes.slice(), password, isEvalSupported: false, disableFontFace: true, useSystemFonts: false, verbosity: 0 });
  let doc: PdfDocument;
  try {
    doc = await task.promise;
  } catch (e) {
    const name = (e as { name?: string }).name;
    if (name === 'PasswordException') throw new CasReadError('password', password === '' ? CAS_MESSAGES.passwordRequired : CAS_MESSAGES.password);
    throw new CasReadError('notPdf', CAS_MESSAGES.notPdf);
  }
  try {
    const pages: TextItem[][] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      pages.push(
        content.items.flatMap((i) =>
          typeof i.str === 'string' && i.transform ? [{ str: i.str, x: i.transform[4]!, y: i.transform[5]!, width: i.width ?? 0 }] : [],
        ),
      );
      page.cleanup();
    }
    return parseCasText(pages);
  } finally {
    await doc.destroy();
  }
}
