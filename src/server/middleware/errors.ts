import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { ValiError } from 'valibot';
import { MESSAGES, type ErrorBody } from '@shared/contract/common.ts';
import { isDatabaseUnavailable } from '../db/client.ts';
import { HttpError } from '../lib/http-error.ts';
import type { AppEnv } from '../lib/context.ts';

/**
 * The error envelope: every failure answers `{ errors: [message], code? }`. Known refusals keep
 * their status and message; a database outage is a 503; anything else is a 500 with a generic
 * message (the detail goes to the log, never to the client).
 */
export function onError(err: Error, c: Context<AppEnv>): Response {
  const body = (message: string, code?: string): ErrorBody => (code ? { errors: [message], code } : { errors: [message] });
  if (err instanceof HttpError) {
    if (err.retryAfterSeconds !== undefined) {
      c.header('Retry-After', String(err.retryAfterSeconds));
      return c.json({ ...body(err.message, err.code), retry_after: err.retryAfterSeconds } satisfies ErrorBody, err.status);
    }
    return c.json(body(err.message, err.code), err.status);
  }
  if (err instanceof ValiError) {
    return c.json(body(err.issues[0]?.message ?? MESSAGES.somethingWrong), 400);
  }
  if (err instanceof HTTPException) {
    // Hono's own refusals (e.g. body limit): keep the status, never the internals.
    const status = err.status;
    const message = status === 413 ? 'File is too large' : status === 404 ? MESSAGES.notFound : MESSAGES.somethingWrong;
    return c.json(body(message), status);
  }
  const deps = c.get('deps');
  if (isDatabaseUnavailable(err)) {
    deps?.log.warn('database unavailable', { path: c.req.path, error: err.message });
    c.header('Retry-After', '5');
    return c.json(body(MESSAGES.serviceUnavailable, 'DB_UNAVAILABLE'), 503);
  }
  deps?.log.error('unhandled error', { path: c.req.path, error: err.message, stack: err.stack });
  return c.json(body(MESSAGES.somethingWrong), 500);
}

export function apiNotFound(c: Context<AppEnv>): Response {
  return c.json({ errors: [MESSAGES.notFound] } satisfies ErrorBody, 404);
}
