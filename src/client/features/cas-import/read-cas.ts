/**
 * Reads a CAS file in the worker and answers with the statement, or throws the worker's
 * message. The file's bytes are transferred to the worker, never to the network.
 */
import type { CasStatement } from '@shared/cas/model.ts';
import type { CasWorkerAnswer, CasWorkerRequest } from './worker-messages.ts';

let worker: Worker | null = null;
let next = 1;

function casWorker(): Worker {
  worker ??= new Worker(new URL('./cas-worker.ts', import.meta.url), { type: 'module', name: 'cas-reader' });
  return worker;
}

export class CasFileError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export async function readCasFile(file: Blob, password: string): Promise<{ statement: CasStatement; ms: number }> {
  const bytes = await file.arrayBuffer();
  const id = next++;
  const w = casWorker();
  return new Promise((resolve, reject) => {
    const onMessage = (e: MessageEvent<CasWorkerAnswer>) => {
      if (e.data.id !== id) return;
      w.removeEventListener('message', onMessage);
      if (e.data.ok) resolve({ statement: e.data.statement, ms: e.data.ms });
      else reject(new CasFileError(e.data.code, e.data.message));
    };
    w.addEventListener('message', onMessage);
    const request: CasWorkerRequest = { id, bytes, password };
    w.postMessage(request, [bytes]);
  });
}
