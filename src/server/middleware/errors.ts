import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ValiError } from 'valibot';
import { MESSAGES, type ErrorBody } from '@shared/contract/common.ts';
import { isDatabaseUnavailable } from '../db/client.ts';
import { jsonBody } from '../lib/answer.ts';
import { HttpError } from '../lib/http-error.ts';
import { Refusal, type RefusalKind } from '../lib/refusal.ts';
import type { AppEnv } from '../lib/context.ts';

/** The one place a domain refusal becomes an HTTP status. */
export const REFUSAL_STATUS = {
  invalid: 400,
  'not-signed-in': 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'too-large': 413,
  'unsupported-type': 415,
  unprocessable: 422,
  'too-soon': 429,
  unavailable: 503,
} as const satisfies Record<RefusalKind, ContentfulStatusCode>;

/**
 * The error envelope: every failure answers `{ errors: [message], code? }`. Known refusals keep
 * their status and message; a database outage is a 503; anything else is a 500 with a generic
 * message (the detail goes to the log, never to the client).
 */
export function onError(err: Error, c: Context<AppEnv>): Response {
  const body = (message: string, code?: string): ErrorBody => (code ? { errors: [message], code } : { errors: [message] });
  if (err instanceof Refusal || err instanceof HttpError) {
    const status = err instanceof Refusal ? REFUSAL_STATUS[err.kind] : err.status;
    if (err.retryAfterSeconds !== undefined) {
      // the wait is said twice: the header for HTTP clients, the field for our own
      c.header('Retry-After', String(err.retryAfterSeconds));
      return jsonBody(c, { ...body(err.message, err.code), retry_after: err.retryAfterSeconds } satisfies ErrorBody, status);
    }
    return jsonBody(c, body(err.message, err.code), status);
  }
  if (err instanceof ValiError) {
    return jsonBody(c, body(err.issues[0]?.message ?? MESSAGES.somethingWrong), 400);
  }
  if (err instanceof HTTPException) {
    // Hono's own refusals (e.g. body limit): keep the status, never the internals.
    const status = err.status;
    const message = status === 413 ? 'File is too large' : status === 404 ? MESSAGES.notFound : MESSAGES.somethingWrong;
    return jsonBody(c, body(message), status);
  }
  const deps = c.get('deps');
  if (isDatabaseUnavailable(err)) {
    deps?.log.warn('database unavailable', { path: c.req.path, error: err.message });
    c.header('Retry-After', '5');
    return jsonBody(c, body(MESSAGES.serviceUnavailable, 'DB_UNAVAILABLE'), 503);
  }
  const dataCode = dataExceptionCode(err);
  if (dataCode) {
    // a value the database cannot hold as sent: the investor's input, not a fault of the server
    deps?.log.warn('value refused by the database', { path: c.req.path, sqlstate: dataCode });
    return jsonBody(c, body(MESSAGES.invalidValue, 'INVALID_INPUT'), 400);
  }
  deps?.log.error('unhandled error', { path: c.req.path, error: err.message, stack: err.stack });
  return jsonBody(c, body(MESSAGES.somethingWrong), 500);
}

export function apiNotFound(c: Context<AppEnv>): Response {
  return jsonBody(c, { errors: [MESSAGES.notFound] } satisfies ErrorBody, 404);
}

/**
 * PostgreSQL data exceptions caused by a value as sent (SQLSTATE class 22: out of range, bad text
 * for a number or date, NUL in text, too long). Only these few: any other error stays a 500.
 */
const DATA_EXCEPTIONS = new Set(['22001', '22003', '22007', '22008', '22021', '22P02', '22P05', '22026']);

function dataExceptionCode(err: unknown): string | null {
  let e: unknown = err;
  for (let depth = 0; e && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && DATA_EXCEPTIONS.has(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}
