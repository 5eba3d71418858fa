import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { otpChallenges, otpSends, sessions, users } from '../../src/server/db/schema.ts';
import { housekeeping } from '../../src/server/jobs/housekeeping.ts';
import { createTestApp, signUp, type TestApp } from './support/harness.ts';

/**
 * The housekeeping job drops what no rule reads any more, through the services that own the
 * tables: OTP challenges expired and sends made more than a day ago, sessions expired or revoked
 * more than 30 days ago. Everything younger stays.
 */
const DAY = 86_400_000;
let t: TestApp;

beforeAll(async () => {
  // a session lives 10 days at most here, so its expiry and its revocation can be told apart
  t = await createTestApp({ start: '2026-01-05T05:30:00Z', config: { session: { idleMinutes: 10 * 24 * 60, absoluteHours: 10 * 24 } } });
}, 120_000);
afterAll(() => t.close());

const sendsTo = async (mobile: string) => (await t.deps.db.select().from(otpSends).where(eq(otpSends.destination, mobile))).length;
const challengesTo = async (mobile: string) => (await t.deps.db.select().from(otpChallenges).where(eq(otpChallenges.destination, mobile))).length;
const userIdOf = async (mobile: string) => (await t.deps.db.select({ id: users.id }).from(users).where(eq(users.mobile, mobile)))[0]?.id ?? -1;
const sessionsOf = async (userIds: number[]) =>
  (await t.deps.db.select({ userId: sessions.userId }).from(sessions).where(inArray(sessions.userId, userIds))).map((r) => r.userId).sort((a, b) => a - b);

describe('housekeeping', () => {
  it('drops day-old OTP rows and sessions dead for 30 days, and keeps the rest', async () => {
    const signedOut = await signUp(t, '9811100001');
    expect((await t.call('POST', '/api/logout', {}, { token: signedOut.token })).status).toBe(200);
    await signUp(t, '9811100002');
    t.clock.advance(2 * DAY);
    await signUp(t, '9811100003');
    const ids = [await userIdOf('9811100001'), await userIdOf('9811100002'), await userIdOf('9811100003')];
    expect(ids).not.toContain(-1);
    expect(await sendsTo('9811100001')).toBe(1);
    expect(await challengesTo('9811100001')).toBe(1);

    await housekeeping.run(t.deps);
    // two days on, the first two sign-ups' codes expired more than a day ago; the newest is kept
    expect([await sendsTo('9811100001'), await challengesTo('9811100001'), await sendsTo('9811100002'), await challengesTo('9811100002')]).toEqual([
      0, 0, 0, 0,
    ]);
    expect([await sendsTo('9811100003'), await challengesTo('9811100003')]).toEqual([1, 1]);
    expect(await sessionsOf(ids)).toEqual([...ids].sort((a, b) => a - b));

    // 31 days after the sign-out: that session goes; the one that expired on day 10 is 21 days dead and stays
    t.clock.advance(29 * DAY);
    await housekeeping.run(t.deps);
    expect(await sessionsOf(ids)).toEqual(ids.slice(1).sort((a, b) => a - b));

    // day 41: the session that expired on day 10 goes; the one that expired on day 12 stays
    t.clock.advance(10 * DAY);
    await housekeeping.run(t.deps);
    expect(await sessionsOf(ids)).toEqual(ids.slice(2));
  });
});
