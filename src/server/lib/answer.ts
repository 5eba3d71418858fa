import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type * as v from 'valibot';
import type { AnyCall } from '@shared/contract/registry.ts';

/**
 * Answers a call with a body typed by that call's contract: a service that returns a renamed or
 * missing field fails the typecheck here, and the API harness parses the same answer at run time.
 */
export function answer<C extends AnyCall>(c: Context, call: C, body: v.InferInput<C['answer']>, status?: ContentfulStatusCode): Response {
  return c.json(body as never, status);
}
