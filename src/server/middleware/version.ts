import type { MiddlewareHandler } from 'hono';
import { API_VERSION, MESSAGES } from '@shared/contract/common.ts';
import { HttpError } from '../lib/http-error.ts';

/** Compares dotted numeric versions; "3.10" is newer than "3.2". */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const x = pa[i] ?? 0;
    const y = pb[i] ?? 0;
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}

const VERSION_SHAPE = /^\d+(\.\d+){0,2}$/;

/** Refuses clients older than the API version (or without one) with the update message. */
export const requireVersion: MiddlewareHandler = async (c, next) => {
  const sent = c.req.header('Version')?.trim() ?? '';
  if (!VERSION_SHAPE.test(sent) || compareVersions(sent, API_VERSION) < 0) {
    throw new HttpError(400, MESSAGES.updateApp, 'UPDATE_REQUIRED');
  }
  await next();
};
