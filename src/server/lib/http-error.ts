import { withWait } from '@shared/contract/common.ts';

/** A refusal with a status and the spec's message; the error middleware turns it into the envelope. */
export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503,
    message: string,
    readonly code?: string,
    /** a 429's wait: sent as Retry-After and retry_after */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** A 429 whose message says when to try again (the spec's text first, then the wait). */
export function tooSoon(message: string, code: string, waitMs: number): HttpError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return new HttpError(429, withWait(message, seconds), code, seconds);
}

export const badRequest = (message: string) => new HttpError(400, message);
