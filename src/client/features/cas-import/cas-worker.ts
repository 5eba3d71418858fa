/**
 * The CAS reader off the main thread: a 40-page statement takes seconds of parsing on a phone,
 * which would freeze the screen. pdf.js runs inside this worker with its own worker code loaded
 * in-process (no second worker), so the PDF's bytes and the password exist only here.
 */
import * as pdfjs from 'pdfjs-dist';
import * as pdfjsWorker from 'pdfjs-dist/build/pdf.worker.mjs';
import { CasReadError } from '@shared/cas/parse-text.ts';
import { CAS_MESSAGES } from '@shared/cas/model.ts';
import { readCasPdf, type PdfJs } from './read-pdf.ts';
import type { CasWorkerAnswer, CasWorkerRequest } from './worker-messages.ts';

(globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = pdfjsWorker;
// pdf.js's worker code, loaded in a worker, also answers on this worker's port (a "ready" note):
// the page matches answers by request id (read-cas.ts) and ignores it

const scope = self as unknown as {
  addEventListener(type: 'message', fn: (e: MessageEvent<CasWorkerRequest>) => void): void;
  postMessage(m: CasWorkerAnswer): void;
};

/** a dedicated worker answers its own page: postMessage takes no target origin here */
function reply(m: CasWorkerAnswer): void {
  // oxlint-disable-next-line unicorn/require-post-message-target-origin
  scope.postMessage(m);
}

scope.addEventListener('message', (e) => {
  const { id, bytes, password } = e.data;
  const started = performance.now();
  readCasPdf(pdfjs as unknown as PdfJs, new Uint8Array(bytes), password).then(
    (statement) => reply({ id, ok: true, statement, ms: performance.now() - started }),
    (err: unknown) =>
      reply({
        id,
        ok: false,
        code: err instanceof CasReadError ? err.code : 'notPdf',
        message: err instanceof CasReadError ? err.message : CAS_MESSAGES.notPdf,
      }),
  );
});
