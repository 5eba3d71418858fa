import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type * as v from 'valibot';
import type { Access, Call, ContractCall } from '@shared/contract/common.ts';
import type { AppDeps, AppEnv, SessionUser } from '../lib/context.ts';
import { clientMeta, readBody } from '../lib/validate.ts';
import { jsonBody } from '../lib/answer.ts';
import { requireVersion } from '../middleware/version.ts';
import { loadSession, requireSession } from '../middleware/session.ts';

/**
 * A call is mounted from its contract entry, once: the entry gives the method, the path, who may
 * make it (`access`), the body schema the request is read with, and the answer schema that types
 * what the call's function returns. A route file is then a list of `handle(call, fn)`, and
 * app.ts mounts one router per prefix (`callRouter`). Only calls made by `defineCall` can be
 * handled, so a route without a contract entry does not typecheck (and a test walks the app's
 * routes against the contract).
 */
type AnyContractCall = ContractCall<v.GenericSchema | undefined, v.GenericSchema, string, Access>;

/** `'/goals/post-questionaire/:goalId'` → `'goalId'` */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type AccessOf<C extends AnyContractCall> = Exclude<C['access'], undefined>;

/** A signed-in call always has its session; a public one has it when a token was sent; an open one never reads it. */
type SessionOf<S extends Access> = S extends 'signed-in' ? SessionUser : S extends 'public' ? SessionUser | null : null;

type BodyOf<C extends AnyContractCall> = C['body'] extends v.GenericSchema ? v.InferOutput<C['body']> : undefined;

export interface CallInput<C extends AnyContractCall> {
  deps: AppDeps;
  session: SessionOf<AccessOf<C>>;
  /** the JSON body, parsed with the call's schema (a refusal with the first issue's message otherwise); nothing for an upload */
  body: BodyOf<C>;
  /** the path's `:name` segments */
  params: { readonly [K in ParamNames<C['path']>]: string };
  /** the caller's address (behind a trusted proxy, the forwarded one) and user agent */
  meta: { ip: string; userAgent: string | null };
  /** where the browser reached us, for links back to the app (payment returns, statements) */
  origin: string;
  /** the request itself, for what the contract does not describe: query strings, headers */
  c: Context<AppEnv>;
}

/**
 * What a call's function returns: the answer, typed by the contract and sent as JSON (or, for an
 * HTML page, the page); or a Response for an answer that needs more than a body (a status, a
 * kept answer with its ETag, a file's bytes and headers).
 */
export type Reply<C extends AnyContractCall> = v.InferInput<C['answer']> | Response;

export interface Mount {
  readonly call: AnyContractCall;
  readonly handlers: readonly MiddlewareHandler<AppEnv>[];
}

const GUARDS: Record<Access, MiddlewareHandler<AppEnv>[]> = {
  open: [],
  public: [requireVersion, loadSession],
  'signed-in': [requireVersion, loadSession, requireSession],
};

/**
 * Mounts `call`: its access guards, then `before` (an upload's own body limit), then the body read
 * with the contract's schema, then `fn`.
 */
export function handle<C extends AnyContractCall>(
  call: C,
  fn: (input: CallInput<C>) => Reply<C> | Promise<Reply<C>>,
  opts: { before?: MiddlewareHandler<AppEnv>[] } = {},
): Mount {
  const run: MiddlewareHandler<AppEnv> = async (c) => {
    // an upload's body is its multipart form, read by the call itself (routes/uploads.ts)
    const body = call.body === undefined || call.multipart ? undefined : await readBody(c, call as Call<v.GenericSchema, v.GenericSchema>);
    const input = {
      deps: c.get('deps'),
      session: c.get('session') ?? null,
      body,
      params: c.req.param(),
      meta: clientMeta(c),
      get origin() {
        return new URL(c.req.url).origin;
      },
      c,
    } as CallInput<C>;
    const result = await fn(input);
    if (result instanceof Response) return result;
    if (call.media === 'html' && typeof result === 'string') return c.html(result);
    return jsonBody(c, result);
  };
  return { call, handlers: [...GUARDS[call.access ?? 'signed-in'], ...(opts.before ?? []), run] };
}

/**
 * One router for every call under a prefix (`/transaction`), whichever route files list them;
 * a call outside the prefix, or listed twice, is a mistake caught at start-up.
 */
export function callRouter(prefix: string, ...lists: readonly (readonly Mount[])[]): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  const seen = new Set<string>();
  for (const { call, handlers } of lists.flat()) {
    const name = `${call.method} ${call.path}`;
    if (call.path !== prefix && !call.path.startsWith(`${prefix}/`)) throw new Error(`${name} is not under ${prefix}`);
    // a second mount of one call would never be reached: one of the two functions is a mistake
    if (seen.has(name)) throw new Error(`${name} is mounted twice`);
    seen.add(name);
    router.on(call.method, call.path.slice(prefix.length) || '/', ...(handlers as [MiddlewareHandler<AppEnv>]));
  }
  return router;
}
