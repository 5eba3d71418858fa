import * as v from 'valibot';

/** The API version this build speaks; the server refuses older clients (spec 1 §9). */
export const API_VERSION = '3.2';
export const API_BASE = '/api';

/** Messages that cross the wire and that the client matches on (spec 1 §8). */
export const MESSAGES = {
  updateApp: 'Please Update Your Application To latest Version',
  somethingWrong: 'Something went wrong',
  noInternet: 'Please check your internet connection.',
  sessionExpired: 'Your session has expired, please sign in again',
  serviceUnavailable: 'Service is temporarily unavailable, please try again in a moment',
  notFound: 'Not found',
  tooManyRequests: 'Too many requests, please try again later',
  /** the same refusal when the wait is known: withWait(tooManyRequestsBase, seconds) */
  tooManyRequestsBase: 'Too many requests',
  /** ours: text with a control character (NUL, escape, …) or broken Unicode; no field of any form takes one */
  controlCharacters: 'Please remove special characters that cannot be typed (such as control characters) from the text',
  /** ours: a number beyond what any field takes (or not a finite number) */
  numberOutOfRange: 'Please enter a smaller number',
  /** ours: a value the database cannot hold as sent (a last line of defence behind the checks above) */
  invalidValue: 'Please check the values you entered',
  /** ours: a write tried offline is refused before anything is sent; the form keeps what was typed */
  offlineWrite: 'You are offline. This needs an internet connection; nothing you entered is lost.',
  /** ours: a read that has no copy on this device */
  offlineRead: 'You are offline, and this has not been saved on this device yet. It will load when you are back online.',
} as const;

/**
 * A refusal for now, with the wait: the spec's text stays first, the wait follows it
 * ('Try Another Time. Please try again in 4 minutes.'). Under a minute it counts seconds.
 */
export function withWait(message: string, seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  const wait = s < 60 ? `${s} second${s === 1 ? '' : 's'}` : `${Math.ceil(s / 60)} minute${Math.ceil(s / 60) === 1 ? '' : 's'}`;
  return `${message}. Please try again in ${wait}.`;
}

/** One error shape for every 4xx/5xx answer: a list of messages, the first is shown. */
export const ErrorBody = v.object({
  errors: v.pipe(v.array(v.string()), v.minLength(1)),
  code: v.optional(v.string()),
  /** on a 429: seconds until the same request can succeed (also in the Retry-After header) */
  retry_after: v.optional(v.number()),
});
export type ErrorBody = v.InferOutput<typeof ErrorBody>;

/** 401 codes; the client raises them as-is (spec 1 §8). */
export const AUTH_CODES = {
  missing: 'TOKEN_MISSING',
  invalid: 'TOKEN_INVALID',
  expired: 'SESSION_EXPIRED',
} as const;

type Method = 'GET' | 'POST';
type AnySchema = v.GenericSchema;

/**
 * Who may make a call, which the server checks before the call's own work:
 * - `open`: nothing is asked, not even the Version header (health, signed file links, pages opened
 *   from an SMS or a mail, demo-mode helpers);
 * - `public`: the Version header; a session is read when a token is sent (a dead one is refused);
 * - `signed-in`: the Version header and a live session (the default when a call does not say).
 */
export type Access = 'open' | 'public' | 'signed-in';

export interface Call<B extends AnySchema | undefined, A extends AnySchema, P extends string = string, S extends Access = Access> {
  readonly method: Method;
  /** Path under the API base; `:name` segments are filled by `pathFor`. */
  readonly path: P;
  readonly body: B;
  /** the JSON answer; for an HTML page or a file (see `media`), what the answer is in words: a string */
  readonly answer: A;
  /** multipart uploads (field `file`) */
  readonly multipart?: boolean;
  /** a POST that only reads (the spec sends some reads as POST): offline it is a read, not a refused write */
  readonly read?: boolean;
  /** who may make it; `signed-in` when absent */
  readonly access?: S;
  /** an answer that is not JSON: an HTML page, or a file's bytes (a download, an image) */
  readonly media?: 'html' | 'file';
}

/**
 * Marks a call as defined here: the server mounts only calls that carry it (`routes/handle.ts`),
 * so a route cannot be served without its contract entry. A type only; nothing at run time.
 */
declare const inContract: unique symbol;
export type ContractCall<
  B extends AnySchema | undefined = AnySchema | undefined,
  A extends AnySchema = AnySchema,
  P extends string = string,
  S extends Access = Access,
> = Call<B, A, P, S> & {
  readonly [inContract]: true;
};

export function defineCall<B extends AnySchema | undefined, A extends AnySchema, const P extends string, S extends Access = 'signed-in'>(
  call: Call<B, A, P, S>,
): ContractCall<B, A, P, S> {
  return call as ContractCall<B, A, P, S>;
}

export type BodyOf<C> = C extends Call<infer B, AnySchema> ? (B extends AnySchema ? v.InferInput<B> : undefined) : never;
export type AnswerOf<C> = C extends Call<AnySchema | undefined, infer A> ? v.InferOutput<A> : never;

/** Fills `:param` segments; values are URI-encoded so an id can never add a path segment. */
export function pathFor(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** A trimmed, non-empty string with the given required message. */
export const required = (message: string) => v.pipe(v.string(message), v.trim(), v.nonEmpty(message));
