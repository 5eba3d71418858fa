import { MESSAGES } from '@shared/contract/common.ts';
import { refuse } from './refusal.ts';

/**
 * Checks every value of a request before any contract or service sees it. Whatever the call:
 * - text holds no control character (C0, DEL, C1) and no broken Unicode (a lone surrogate):
 *   no form field takes one, and PostgreSQL refuses NUL in text outright;
 * - a number is finite and at most 2,147,483,647 in size, the largest an integer column holds;
 *   no field needs more (amounts travel as decimal strings and are bounded by their rules);
 * - nesting is shallow (no call nests deeper than 4 levels).
 */
export const MAX_JSON_NUMBER = 2_147_483_647;
const MAX_DEPTH = 8;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function hasControlCharacters(text: string): boolean {
  return CONTROL.test(text) || LONE_SURROGATE.test(text);
}

export function guardValue(value: unknown, depth = 0): void {
  if (depth > MAX_DEPTH) throw refuse('invalid', MESSAGES.invalidValue, { code: 'INVALID_INPUT' });
  if (typeof value === 'string') {
    if (hasControlCharacters(value)) throw refuse('invalid', MESSAGES.controlCharacters, { code: 'INVALID_INPUT' });
    return;
  }
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || Math.abs(value) > MAX_JSON_NUMBER) throw refuse('invalid', MESSAGES.numberOutOfRange, { code: 'INVALID_INPUT' });
    return;
  }
  if (Array.isArray(value)) {
    for (const v of value) guardValue(v, depth + 1);
    return;
  }
  if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      guardValue(k, depth + 1);
      guardValue(v, depth + 1);
    }
  }
}

/** The same rule for the URL: path segments and query values, decoded. */
export function guardUrl(url: string): void {
  const u = new URL(url);
  let path: string;
  try {
    path = decodeURIComponent(u.pathname);
  } catch {
    throw refuse('invalid', MESSAGES.invalidValue, { code: 'INVALID_INPUT' });
  }
  if (hasControlCharacters(path)) throw refuse('invalid', MESSAGES.controlCharacters, { code: 'INVALID_INPUT' });
  // an id in the path is a number for an integer column: bounded here, not by the database's error
  for (const segment of path.split('/')) {
    if (/^[+-]?\d+$/.test(segment) && Math.abs(Number(segment)) > MAX_JSON_NUMBER)
      throw refuse('invalid', MESSAGES.numberOutOfRange, { code: 'INVALID_INPUT' });
  }
  for (const [k, v] of u.searchParams) {
    if (hasControlCharacters(k) || hasControlCharacters(v)) throw refuse('invalid', MESSAGES.controlCharacters, { code: 'INVALID_INPUT' });
  }
}
