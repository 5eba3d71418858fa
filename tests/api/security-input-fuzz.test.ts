/**
 * Security (ASVS 5.0 V1.2.x, V2.2.1, V16.5.x): bad input gets a clear 4xx, never a 5xx.
 * A property test builds bodies from every JSON call's own contract schema (so they reach the
 * services) with hostile leaves: control characters, broken Unicode, huge numbers and numeric
 * strings, wrong types. It posts them as a signed-in onboarded investor and as a new one, and
 * asserts that no answer is a 5xx. Then the cases the issue found, one by one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type * as v from 'valibot';
import { ALL_CALLS, type AnyCall } from '../../src/shared/contract/registry.ts';
import { createTestApp, signUp, type TestApp } from './support/harness.ts';
import { onboardedInvestor, seedTestCatalogue } from './support/orders-fixture.ts';
import { seedRiskQuestionnaire } from '../../src/server/demo/risk-questionnaire.ts';

let t: TestApp;
let tokens: string[] = [];
beforeAll(async () => {
  t = await createTestApp({ start: '2026-11-20T05:30:00Z' });
  await seedTestCatalogue(t.deps.db);
  // the questionnaire the operator loads, so the risk calls are fuzzed past "not available"
  await seedRiskQuestionnaire(t.deps.db);
  const onboarded = await onboardedInvestor(t, '9877700001');
  const fresh = await signUp(t, '9877700002');
  tokens = [onboarded.token, fresh.token];
});
afterAll(() => t.close());

const CONTROL = fc.constantFrom('\u0000', '\u0001', '\u0007', '\u0008', '\u001b', '\u001f', '\u007f', '\u0085', '\u009f', '\ud800', '\udfff', 'a', '1', ' ');
const nastyString = fc.oneof(
  fc.string({ maxLength: 24 }),
  fc.string({ unit: 'binary', maxLength: 16 }),
  fc.string({ unit: CONTROL, minLength: 1, maxLength: 10 }),
  fc.constantFrom(
    '1e23',
    '100000000000000000000000',
    '92233720368547758.07',
    '-5000',
    '0',
    '0.0000001',
    '9'.repeat(30),
    'NaN',
    'Infinity',
    '1'.padEnd(400, '0'),
    "'; drop table users; --",
    '../../etc/passwd',
    '%00',
    '<script>alert(1)</script>',
  ),
);
const nastyNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(1e23, -1e23, 2 ** 31, 2 ** 53 + 2, 9.3e18, Number.MAX_VALUE, -0, 0.5, 2_147_483_647, -2_147_483_648),
);
const nasty = fc.oneof(nastyString, nastyNumber, fc.boolean(), fc.constant(null));

type Schema = v.GenericSchema & {
  type: string;
  entries?: Record<string, Schema>;
  item?: Schema;
  wrapped?: Schema;
  options?: unknown[];
  literal?: unknown;
  key?: string;
};

/** Values shaped by the schema most of the time, hostile leaves always possible. */
function arbFor(schema: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return nasty;
  const shaped = ((): fc.Arbitrary<unknown> => {
    switch (schema.type) {
      case 'object':
      case 'loose_object':
      case 'strict_object':
        return fc.record(Object.fromEntries(Object.entries(schema.entries ?? {}).map(([k, s]) => [k, arbFor(s, depth + 1)])), { requiredKeys: [] });
      case 'array':
        return fc.array(arbFor(schema.item, depth + 1), { maxLength: 3 });
      case 'optional':
      case 'nullable':
      case 'nullish':
      case 'exact_optional':
        return arbFor(schema.wrapped, depth);
      case 'union':
        return fc.oneof(...(schema.options as Schema[]).map((o) => arbFor(o, depth)));
      case 'variant': {
        const key = schema.key!;
        return fc.oneof(
          ...(schema.options as Schema[]).map((o) => {
            const literal = (o.entries?.[key] as Schema | undefined)?.literal;
            return arbFor(o, depth).map((body) => (literal === undefined ? body : { ...(body as object), [key]: literal }));
          }),
        );
      }
      case 'literal':
        return fc.constant(schema.literal);
      case 'picklist':
        return fc.constantFrom(...(schema.options as unknown[]));
      case 'string':
        return nastyString;
      case 'number':
        return nastyNumber;
      default:
        return nasty;
    }
  })();
  return fc.oneof({ arbitrary: shaped, weight: 4 }, { arbitrary: nasty, weight: 1 });
}

// calls that end the caller's own session would only make the rest of the run anonymous
const SESSION_ENDING = new Set(['/logout', '/profile/end_session', '/profile/end_other_sessions']);
const jsonCalls = ALL_CALLS.filter((c) => !c.multipart && !SESSION_ENDING.has(c.path));

/** Percent-encodes every UTF-8 byte (a lone surrogate becomes U+FFFD, as a browser would send it). */
const pct = (text: string) => Array.from(Buffer.from(text, 'utf8'), (b) => `%${b.toString(16).padStart(2, '0')}`).join('');
/** Raw encodings a browser never sends: a UTF-8 surrogate, an invalid byte, a bare percent. */
const RAW = fc.constantFrom('%ED%A0%80', '%FF', '%', '%0', '%00', '%1b');

function paramsOf(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => m[1]!);
}

describe('no 5xx for any input', () => {
  it('covers every JSON call of the contract', () => {
    expect(jsonCalls.length).toBeGreaterThan(50);
  });

  it.each(jsonCalls.map((c) => [`${c.method} ${c.path}`, c] as [string, AnyCall]))('%s', async (_, call) => {
    const params = paramsOf(call.path);
    await fc.assert(
      fc.asyncProperty(
        call.method === 'POST' ? arbFor(call.body as Schema) : fc.constant(undefined),
        fc.array(fc.oneof(nastyString.map(pct), nastyNumber.map(String), RAW), { minLength: params.length, maxLength: params.length }),
        fc.nat(1),
        fc.option(fc.oneof(nastyString.map(pct), RAW), { nil: undefined }),
        async (body, paramValues, who, query) => {
          let path = `/api${params.reduce((p, name, i) => p.replace(`:${name}`, paramValues[i] || '0'), call.path)}`;
          if (call.method === 'GET' && query !== undefined) path += `?to=${query}&period=${query}`;
          t.clock.advance(1_000);
          const res = await t.call(call.method, path, body ?? (call.method === 'POST' ? {} : undefined), { token: tokens[who]! });
          expect(res.status, `${call.method} ${path} ${JSON.stringify(body)?.slice(0, 300)} → ${JSON.stringify(res.body)?.slice(0, 300)}`).toBeLessThan(500);
        },
      ),
      { numRuns: 25 },
    );
  });
});

describe('the inputs the probe found', () => {
  const bad = (token: string) => ({ token });

  it('a NUL in the search-scheme name is a clear 400', async () => {
    const res = await t.call('POST', '/api/schemes/search-scheme', { name: 'ax\u0000is' }, bad(tokens[0]!));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(['Please remove special characters that cannot be typed (such as control characters) from the text']);
  });

  it('a NUL in Home_Address1 and BranchName is a clear 400', async () => {
    const address = await t.call(
      'POST',
      '/api/onboarding/onboard-user',
      { page_no: 6, Home_Address1: '4 Marine\u0000 Drive', Home_Address2: 'x', Home_Country: 1, Home_State: 21, Home_City: 21001, Home_PinCode: '400020' },
      bad(tokens[1]!),
    );
    expect(address.status).toBe(400);
    expect(address.body.code).toBe('INVALID_INPUT');
    const bank = await t.call(
      'POST',
      '/api/onboarding/bank-details',
      { AccountHolder: 'A B', ACNo: '001234567890', ACType: 1, IFSCCode: 'HDFC0000001', BranchName: 'Fort\u0000' },
      bad(tokens[1]!),
    );
    expect(bank.status).toBe(400);
    expect(bank.body.code).toBe('INVALID_INPUT');
  });

  it('a NUL in the dev outbox `to` is a clear 400', async () => {
    const res = await t.call('GET', '/api/dev/outbox?to=98%0076543210');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('INVALID_INPUT');
  });

  it('an amount of 10^23 as a number is refused before the database', async () => {
    const res = await t.call(
      'POST',
      '/api/transaction/create_transaction',
      { TrType: 'NEW', AccNo: '', Amount: 1e23, AmcId: 1, Sch: 1, Growthoption: 'Y', DividendReinvestment: 'N' },
      bad(tokens[0]!),
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(['Please enter a smaller number']);
  });
});

describe('ids in the path', () => {
  it('a numeric id beyond an integer column is refused before the database', async () => {
    const res = await t.call('GET', '/api/onboarding/delete_bank_details/99999999999', undefined, { token: tokens[1]! });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ errors: ['Please enter a smaller number'], code: 'INVALID_INPUT' });
    const scheme = await t.call('GET', '/api/schemes/get_scheme_info/100000000000000000000000', undefined, { token: tokens[0]! });
    expect(scheme.status).toBe(400);
  });
});
