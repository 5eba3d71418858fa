import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { webauthnChallenges } from '../../src/server/db/schema.ts';
import { createTestApp, signUp, type TestApp } from './support/harness.ts';

/**
 * Passkeys on the server (@simplewebauthn/server): registration options carry a single-use
 * challenge kept for the investor; a registration or assertion the library cannot verify is
 * refused with one message; an investor without a passkey gets no assertion options. (A full
 * registration and assertion is proven end to end with Chromium's virtual authenticator.)
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('passkeys', () => {
  it('registration options: a platform passkey with user verification, and the challenge kept once for this investor', async () => {
    const { token } = await signUp(t, '9732000001');
    const res = await t.call('POST', '/api/passkey/register-options', {}, { token });
    expect(res.status).toBe(200);
    const o = res.body.options;
    expect(o.rp).toMatchObject({ name: 'Nivesh' });
    expect(o.authenticatorSelection).toMatchObject({ authenticatorAttachment: 'platform', userVerification: 'required' });
    const kept = await t.deps.db.select().from(webauthnChallenges).where(eq(webauthnChallenges.challenge, o.challenge));
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ purpose: 'register', usedAt: null });
  });

  it('refuses a registration it cannot verify, and an assertion from an investor without a passkey', async () => {
    const { token } = await signUp(t, '9732000002');
    await t.call('POST', '/api/passkey/register-options', {}, { token });
    const bad = await t.call(
      'POST',
      '/api/passkey/register',
      { response: { id: 'x', rawId: 'x', type: 'public-key', response: { clientDataJSON: 'e30', attestationObject: 'AA' } } },
      { token },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual(['The passkey could not be verified, please try again']);
    const none = await t.call('POST', '/api/passkey/assert-options', { purpose: 'sensitive-change' }, { token });
    expect(none.status).toBe(400);
    expect(none.body.errors).toEqual(['No passkey is registered for this account on any device']);
    const assert = await t.call('POST', '/api/passkey/assert', { purpose: 'sensitive-change', response: { id: 'nope' } }, { token });
    expect(assert.status).toBe(400);
    expect((await t.call('POST', '/api/passkey/register-options', {}, {})).status).toBe(401);
  });
});
