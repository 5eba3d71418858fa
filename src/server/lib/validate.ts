import type { Context } from 'hono';
import * as v from 'valibot';
import type { Call } from '@shared/contract/common.ts';
import { refuse } from './refusal.ts';
import { guardValue } from './input-guard.ts';
import { readBodyBytes } from './node-body.ts';

/** Reads and validates a JSON body with the call's contract schema; the first issue's message is the refusal. */
export async function readBody<B extends v.GenericSchema>(c: Context, call: Call<B, v.GenericSchema>): Promise<v.InferOutput<B>> {
  let raw: unknown;
  try {
    // read once by limitBodies straight from Node's request (no web Request built for it); else Hono's
    const bytes = readBodyBytes(c);
    raw = bytes ? JSON.parse(bytes.toString('utf8')) : await c.req.json();
  } catch {
    throw refuse('invalid', 'The request body must be JSON');
  }
  guardValue(raw);
  const result = v.safeParse(call.body, raw);
  if (!result.success) throw refuse('invalid', result.issues[0]?.message ?? 'Invalid request');
  return result.output;
}

export function clientMeta(c: Context): { ip: string; userAgent: string | null } {
  return { ip: c.get('ip') as string, userAgent: c.req.header('user-agent') ?? null };
}
