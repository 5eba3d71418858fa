/**
 * A refusal at the protocol level, before any business logic runs: a missing or old Version header,
 * a body of the wrong type, too large, or not received. Only the middleware that guards the protocol
 * throws it; everything else refuses with a domain `Refusal` (refusal.ts), and the error middleware
 * decides the status of both.
 */
export class HttpError extends Error {
  constructor(
    readonly status: 400 | 413 | 415 | 503,
    message: string,
    readonly code?: string,
    /** how long to wait before trying again: sent as Retry-After and retry_after */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}
