import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from './support/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('health', () => {
  it('reports the database state without a Version header', async () => {
    const res = await t.app.request('/api/health');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.status).toBe('ok');
    expect(body.database.state).toBe('up');
    expect(['pglite', 'postgres']).toContain(body.database.kind);
  });
});

describe('Version header', () => {
  it.each([
    ['missing', undefined],
    ['older', '3.1'],
    ['garbage', 'latest'],
  ])('refuses a %s version with the update message', async (_, version) => {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (version) headers.Version = version;
    const res = await t.app.request('/api/signup', { method: 'POST', headers, body: JSON.stringify({ phone_number: '9000000001' }) });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ errors: ['Please Update Your Application To latest Version'], code: 'UPDATE_REQUIRED' });
  });

  it('accepts the current and newer versions (3.10 is newer than 3.2)', async () => {
    for (const version of ['3.2', '3.10', '4']) {
      const res = await t.call('POST', '/api/login/get-details', { type: 2, identifier: '9000000002' }, { Version: version });
      expect(res.status, version).toBe(200);
    }
  });
});

describe('error envelope', () => {
  it('answers unknown /api paths with a JSON 404, never the app shell', async () => {
    const res = await t.call('GET', '/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.body).toEqual({ errors: ['Not found'] });
  });

  it('refuses a body that is not JSON with one clear message', async () => {
    const res = await t.call('POST', '/api/signup', '{not json');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ errors: ['The request body must be JSON'] });
  });

  it('refuses an oversized JSON body', async () => {
    const res = await t.call('POST', '/api/signup', { phone_number: 'x'.repeat(300_000) });
    expect(res.status).toBe(413);
    expect(res.body.errors).toHaveLength(1);
  });

  it('uses the first validation message of the contract', async () => {
    const res = await t.call('POST', '/api/signup', { phone_number: '12345' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ errors: ['Please enter valid mobile number'] });
    const empty = await t.call('POST', '/api/signup', { phone_number: '' });
    expect(empty.body).toEqual({ errors: ['Mobile Number is mandatory'] });
  });

  it('a private call without a token is a 401 with a code', async () => {
    const res = await t.call('GET', '/api/onboarding/get-masters');
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('TOKEN_MISSING');
  });
});

describe('HSTS', () => {
  it('is sent only when the request came over HTTPS: directly or through the trusted proxy', async () => {
    const plain = await t.call('GET', '/api/health');
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    const proxied = await t.call('GET', '/api/health', undefined, { 'X-Forwarded-Proto': 'https' });
    expect(proxied.headers.get('strict-transport-security')).toMatch(/^max-age=31536000/);
    const direct = await t.app.request('https://nivesh.example/api/health');
    expect(direct.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
  });

  it("is not sent on a client's own X-Forwarded-Proto when no proxy is trusted", async () => {
    const untrusting = await createTestApp({ config: { trustProxy: false } });
    try {
      const res = await untrusting.app.request('/api/health', { headers: { 'X-Forwarded-Proto': 'https' } });
      expect(res.headers.get('strict-transport-security')).toBeNull();
    } finally {
      await untrusting.close();
    }
  });
});

describe('security headers', () => {
  it('are on every API answer', async () => {
    const res = await t.call('GET', '/api/no-such-thing');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

describe('masters', () => {
  it('serves the spec 1 §3 lists with real data to a signed-in investor', async () => {
    const { token } = await signUp(t, '9000000003');
    const res = await t.call('GET', '/api/onboarding/get-masters', undefined, { token });
    expect(res.status).toBe(200);
    const m = res.body.masters;
    expect(Object.keys(m).sort()).toEqual(
      [
        'BankAccountType',
        'City',
        'Country',
        'Frequency',
        'Income_tax_slab',
        'Marrital_Status',
        'Occupation',
        'Relation',
        'Sex',
        'Source_of_wealth',
        'States',
        'poltical_exposed',
      ].sort(),
    );
    expect(m.States).toHaveLength(36);
    expect(m.Sex.find((s: { id: number }) => s.id === 282).name).toBe('Male');
    expect(m.Sex.find((s: { id: number }) => s.id === 283).name).toBe('Female');
    expect(m.Country.find((c: { id: number }) => c.id === 1).name).toBe('India');
    expect(m.City.length).toBeGreaterThan(100);
    expect(m.Occupation.length).toBeGreaterThan(5);
  });
});
