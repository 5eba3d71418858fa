import { withWait } from '@shared/contract/common.ts';

/**
 * What went wrong, in the domain's words. Services refuse with one of these; only the error
 * middleware (middleware/errors.ts) decides which HTTP status each becomes.
 */
export const REFUSAL_KINDS = [
  /** the request as sent breaks a rule: a field, a value, a combination */
  'invalid',
  /** no signed-in investor behind the request (missing, expired or unknown session) */
  'not-signed-in',
  /** signed in, but this investor may not do this */
  'forbidden',
  /** the thing asked for does not exist (or is not this investor's) */
  'not-found',
  /** the request clashes with the current state (already done, still in progress, not available) */
  'conflict',
  /** the content is larger than allowed */
  'too-large',
  /** the content is of a type that is not taken */
  'unsupported-type',
  /** well formed, but it cannot be acted on as it stands */
  'unprocessable',
  /** asked too often; may carry how long to wait */
  'too-soon',
  /** something we depend on is not available now; may carry how long to wait */
  'unavailable',
] as const;

export type RefusalKind = (typeof REFUSAL_KINDS)[number];

export interface RefusalOptions {
  /** a stable machine-readable code the client may branch on */
  code?: string;
  /** how long to wait before trying again: sent as Retry-After and retry_after */
  retryAfterSeconds?: number;
}

/** A refusal with the spec's message; the error middleware turns it into the envelope. */
export class Refusal extends Error {
  readonly code?: string;
  readonly retryAfterSeconds?: number;

  constructor(
    readonly kind: RefusalKind,
    message: string,
    opts: RefusalOptions = {},
  ) {
    super(message);
    this.name = 'Refusal';
    if (opts.code !== undefined) this.code = opts.code;
    if (opts.retryAfterSeconds !== undefined) this.retryAfterSeconds = opts.retryAfterSeconds;
  }
}

/** The refusal to throw: `throw refuse('not-found', M.noSuchOrder)`. */
export function refuse(kind: RefusalKind, message: string, opts?: RefusalOptions): Refusal {
  return new Refusal(kind, message, opts);
}

/** Asked too often: the message says when to try again (the spec's text first, then the wait). */
export function tooSoon(message: string, code: string, waitMs: number): Refusal {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return new Refusal('too-soon', withWait(message, seconds), { code, retryAfterSeconds: seconds });
}
