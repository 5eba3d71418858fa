/**
 * Security (ASVS 5.0 V6.6.3, V2.4.1): the OTP send limit is one atomic step. 50 sign-ups
 * for one number at once send one SMS and leave one live code, on PostgreSQL (a pool of
 * connections racing) as on PGlite.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { devOutbox, otpChallenges, otpSends } from '../../src/server/db/schema.ts';
import { createTestApp, signUp, type TestApp } from './support/harness.ts';
import { testDbKind } from './support/databases.ts';

let t: TestApp;
beforeAll(async () => {
  // the per-number request limit is raised so that every one of the 50 reaches the OTP step
  t = await createTestApp({ config: { rateLimits: { publicPerIpPer15Min: 1000, publicPerIdentifierPer15Min: 1000 } } });
});
afterAll(() => t.close());

const liveFor = (destination: string) =>
  t.deps.db
    .select()
    .from(otpChallenges)
    .where(and(eq(otpChallenges.destination, destination), isNull(otpChallenges.consumedAt), isNull(otpChallenges.deadAt)));

describe(`OTP send limits under concurrency (${testDbKind()})`, () => {
  it('50 parallel POST /signup for one number: one SMS, one live code, 49 refusals with the wait', async () => {
    const mobile = '9855500001';
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => t.call('POST', '/api/signup', { phone_number: mobile }, { ip: `198.19.0.${i + 1}` })),
    );
    const ok = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status === 429);
    expect(ok).toHaveLength(1);
    expect(refused).toHaveLength(49);
    for (const r of refused) expect(r.body).toMatchObject({ code: 'OTP_COOLDOWN', retry_after: 30 });
    const sms = await t.deps.db.select().from(devOutbox).where(eq(devOutbox.to, mobile));
    expect(sms).toHaveLength(1);
    expect(await liveFor(mobile)).toHaveLength(1);
    expect(await t.deps.db.select().from(otpSends).where(eq(otpSends.destination, mobile))).toHaveLength(1);
  });

  it('50 parallel resends spread over the budget still deliver at most the budget', async () => {
    const mobile = '9855500002';
    expect((await t.call('POST', '/api/signup', { phone_number: mobile })).status).toBe(200);
    t.clock.advance(31_000);
    const results = await Promise.all(Array.from({ length: 50 }, () => t.call('POST', '/api/signup/resend-otp', { phone_number: mobile })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(await t.deps.db.select().from(devOutbox).where(eq(devOutbox.to, mobile))).toHaveLength(2);
    expect(await liveFor(mobile)).toHaveLength(1);
  });

  it('one live code per destination, whatever the flow: a sign-in code ends the sign-up code in flight', async () => {
    const mobile = '9855500003';
    const { token } = await signUp(t, mobile);
    expect(token).toBeTruthy();
    t.clock.advance(16 * 60_000);
    const d = await t.call('POST', '/api/login/get-details', { type: 2, identifier: mobile });
    const first = await t.call('POST', '/api/login/send-login-code', { type: 2, ID: d.body.userDetails.ID, phone_number: mobile });
    const firstOtp = await t.latestOtp(mobile);
    t.clock.advance(31_000);
    await t.call('POST', '/api/login/resend-login-code', { code: first.body.code });
    expect(await liveFor(mobile)).toHaveLength(1);
    const stale = await t.call('POST', '/api/login/verify-login-code', { code: first.body.code, otp: firstOtp });
    expect(stale.status).toBe(400);
  });
});
