import * as v from 'valibot';
import { API_BASE, API_VERSION, pathFor, type AnswerOf, type BodyOf, type Call } from '@shared/contract/common.ts';
import { ApiError, errorFromResponse, networkError, offlineError } from './errors.ts';
import { loaderCounter } from './loader-counter.ts';
import { yieldToBrowser } from '../lib/yield.ts';

export interface Credentials {
  token: string | null;
  parentToken: string | null;
}

/** Configured once at start-up (app.tsx): where the API is and how to read the session. */
const settings = {
  base: (import.meta.env.VITE_API_BASE as string | undefined) ?? API_BASE,
  credentials: (): Credentials => ({ token: null, parentToken: null }),
  onUnauthorized: (_err: ApiError): void => {},
};

export function configureApi(next: Partial<typeof settings>): void {
  Object.assign(settings, next);
}

export interface CallOptions {
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  signal?: AbortSignal;
  /** extra headers, e.g. Idempotency-Key */
  headers?: Record<string, string>;
  /** don't show the global loader (background refreshes) */
  quiet?: boolean;
}

type AnyCall = Call<v.GenericSchema | undefined, v.GenericSchema>;

/**
 * Calls the API as the contract describes: Version, token and parent_token headers, JSON (or
 * multipart), the spec's error rules, and the answer parsed with the contract's schema.
 */
export async function api<C extends AnyCall>(
  call: C,
  ...args: BodyOf<C> extends undefined ? [body?: undefined, opts?: CallOptions] : [body: BodyOf<C> | FormData, opts?: CallOptions]
): Promise<AnswerOf<C>> {
  const [body, opts = {}] = args as [unknown, CallOptions | undefined];
  // The one offline rule for every call: nothing is sent, and the message says what is true.
  if (typeof navigator !== 'undefined' && navigator.onLine === false) throw offlineError(call.method !== 'GET' && !call.read);
  const { token, parentToken } = settings.credentials();
  const headers: Record<string, string> = { Accept: 'application/json', Version: API_VERSION, ...opts.headers };
  // a call made for another session (a sign-out sent late) carries its own token, and only that
  if (!opts.headers?.token) {
    if (token) headers.token = token;
    if (parentToken) headers.parent_token = parentToken;
  }
  let payload: BodyInit | undefined;
  if (body instanceof FormData)
    payload = body; // the browser sets the multipart boundary
  else if (call.method !== 'GET') {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body ?? {});
  }
  const qs = opts.query ? `?${new URLSearchParams(opts.query).toString()}` : '';
  const url = `${settings.base}${pathFor(call.path, opts.params)}${qs}`;

  const ticket = opts.quiet ? null : loaderCounter.start();
  try {
    let res: Response;
    // each request starts in a task of its own: a route's loader asks for several at once, and
    // each fetch() costs a millisecond or more of the main thread (TBT)
    await yieldToBrowser();
    try {
      res = await fetch(url, { method: call.method, headers, body: payload, signal: opts.signal ?? null, credentials: 'same-origin' });
    } catch (err) {
      if ((err as Error)?.name === 'AbortError') throw err;
      throw networkError();
    }
    const json: unknown = await res.json().catch(() => null);
    if (!res.ok) {
      const error = errorFromResponse(res.status, json);
      if (res.status === 401) settings.onUnauthorized(error);
      throw error;
    }
    const parsed = v.safeParse(call.answer, json);
    if (!parsed.success) {
      console.error(`answer of ${call.method} ${call.path} does not match the contract`, parsed.issues);
      throw new ApiError('Something went wrong', 'contract', res.status);
    }
    return parsed.output as AnswerOf<C>;
  } finally {
    if (ticket) loaderCounter.end(ticket);
  }
}
