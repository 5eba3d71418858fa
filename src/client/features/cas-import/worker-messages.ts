import type { CasStatement } from '@shared/cas/model.ts';

export interface CasWorkerRequest {
  id: number;
  bytes: ArrayBuffer;
  password: string;
}

export type CasWorkerAnswer = { id: number; ok: true; statement: CasStatement; ms: number } | { id: number; ok: false; code: string; message: string };
