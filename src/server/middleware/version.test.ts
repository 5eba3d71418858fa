import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Hono } from 'hono';
import type { AppEnv } from '../lib/context.ts';
import { compareVersions, requireVersion } from './version.ts';
import { onError } from './errors.ts';

const version = fc.array(fc.nat(30), { minLength: 1, maxLength: 4 }).map((parts) => parts.join('.'));

describe('compareVersions', () => {
  it.each([
    ['3.10', '3.2', 1], // numeric, not lexical
    ['3.2', '3.10', -1],
    ['3.2', '3.2', 0],
    ['3.2', '3.2.0', 0],
    ['3.2.0.0', '3.2', 0],
    ['3.2.1', '3.2', 1],
    ['3.1.9', '3.2', -1],
    ['4', '3.99.99', 1],
    ['2.9', '3', -1],
  ])('%s vs %s → %d', (a, b, expected) => {
    expect(compareVersions(a, b)).toBe(expected);
  });

  it('is antisymmetric and ignores trailing zero parts', () => {
    fc.assert(
      fc.property(version, version, (a, b) => {
        expect(compareVersions(a, b)).toBe(-compareVersions(b, a) || 0);
        expect(compareVersions(`${a}.0`, a)).toBe(0);
      }),
    );
  });

  it('orders like the numeric parts compared left to right', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(30), { minLength: 3, maxLength: 3 }), fc.array(fc.nat(30), { minLength: 3, maxLength: 3 }), (a, b) => {
        const i = a.findIndex((x, k) => x !== b[k]);
        const expected = i === -1 ? 0 : a[i]! < b[i]! ? -1 : 1;
        expect(compareVersions(a.join('.'), b.join('.'))).toBe(expected);
      }),
    );
  });
});

describe('requireVersion', () => {
  const app = new Hono<AppEnv>();
  app.onError(onError);
  app.use('*', requireVersion);
  app.get('/ping', (c) => c.json({ ok: true }));
  const ask = (headers: Record<string, string>) => app.request('/ping', { headers });

  it.each(['3.2', '3.2.0', '3.10', '4', ' 3.2 '])('lets Version %j through', async (v) => {
    const res = await ask({ Version: v });
    expect(res.status).toBe(200);
  });

  it.each([['3.1'], ['3'], ['2.99'], ['abc'], ['3.2-beta'], ['']])('refuses Version %j with the update message', async (v) => {
    const res = await ask({ Version: v });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ errors: ['Please Update Your Application To latest Version'], code: 'UPDATE_REQUIRED' });
  });

  it('refuses a request without a Version header', async () => {
    const res = await ask({});
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: string[] }).errors[0]).toBe('Please Update Your Application To latest Version');
  });
});
