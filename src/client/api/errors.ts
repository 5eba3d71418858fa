import { MESSAGES } from '@shared/contract/common.ts';

export type ApiErrorKind = 'network' | 'auth' | 'server' | 'client' | 'contract';

/** What every failed call raises; `message` is what the screen shows (spec 1 §8). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly kind: ApiErrorKind,
    readonly status: number | null,
    /** the server's code (on 401 it is the reason: SESSION_EXPIRED, TOKEN_INVALID, ...) */
    readonly code: string | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * The spec's rules for an unsuccessful HTTP answer:
 * 401 → raised with the server's code; ≥500 → 'Something went wrong'; 400-499 → the body's first
 * error (the update-version message passes through as it is), else the generic message.
 */
export function errorFromResponse(status: number, body: unknown): ApiError {
  const b = (body ?? {}) as { errors?: unknown; code?: unknown };
  const first = Array.isArray(b.errors) && typeof b.errors[0] === 'string' ? b.errors[0] : null;
  const code = typeof b.code === 'string' ? b.code : null;
  if (status === 401) return new ApiError(first ?? MESSAGES.sessionExpired, 'auth', status, code ?? 'UNAUTHORIZED');
  if (status >= 500) return new ApiError(MESSAGES.somethingWrong, 'server', status, code);
  if (status >= 400) {
    if (first === MESSAGES.updateApp) return new ApiError(MESSAGES.updateApp, 'client', status, code);
    return new ApiError(first ?? MESSAGES.somethingWrong, 'client', status, code);
  }
  return new ApiError(MESSAGES.somethingWrong, 'server', status, code);
}

export const networkError = () => new ApiError(MESSAGES.noInternet, 'network', null);

/** Offline, before anything is sent: a write is refused (nothing typed is lost), a read says it needs a connection. */
export const offlineError = (write: boolean) => new ApiError(write ? MESSAGES.offlineWrite : MESSAGES.offlineRead, 'network', null, 'OFFLINE');

/** The message to show for anything thrown by a call or a screen. */
export function messageOf(err: unknown): string {
  if (err instanceof ApiError) return err.message;
  return MESSAGES.somethingWrong;
}
