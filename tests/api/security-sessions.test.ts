/**
 * Security (ASVS 5.0 V7.4.x, V7.5.2): an investor sees their active sessions (device, IP,
 * last use) and can end any or all others; a revoked token answers exactly like one that never
 * existed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { revokeOtherSessions } from '../../src/server/services/sessions.ts';
import { createTestApp, signUp, type TestApp } from './support/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0';

async function signIn(mobile: string, ip: string, ua: string): Promise<string> {
  t.clock.advance(31_000);
  const d = await t.call('POST', '/api/login/get-details', { type: 2, identifier: mobile }, { ip, 'User-Agent': ua });
  const sent = await t.call('POST', '/api/login/send-login-code', { type: 2, ID: d.body.userDetails.ID, phone_number: mobile }, { ip, 'User-Agent': ua });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const done = await t.call('POST', '/api/login/verify-login-code', { code: sent.body.code, otp: await t.latestOtp(mobile) }, { ip, 'User-Agent': ua });
  expect(done.status).toBe(200);
  return done.body.token as string;
}

/** Three sign-ins of one investor, on three devices. */
async function threeDevices(mobile: string) {
  await signUp(t, mobile);
  t.clock.advance(16 * 60_000);
  const phone = await signIn(mobile, '198.51.100.11', ANDROID);
  const iphone = await signIn(mobile, '198.51.100.12', IPHONE);
  const laptop = await signIn(mobile, '198.51.100.13', WINDOWS);
  return { phone, iphone, laptop };
}

const me = (token: string) => t.call('GET', '/api/profile/get_user_details', undefined, { token });

describe('active sessions', () => {
  it('lists each sign-in with device, IP and last use, the current one first', async () => {
    const s = await threeDevices('9844400001');
    t.clock.advance(5 * 60_000);
    await me(s.iphone); // last use moves
    const res = await t.call('GET', '/api/profile/get_active_sessions', undefined, { token: s.laptop });
    expect(res.status).toBe(200);
    const list = res.body.sessions as Array<{ device: string; ip: string; current: boolean; last_used_at: string; session_id: number }>;
    // the sign-up's own session is one of them too (it is still live)
    expect(list.map((x) => x.device).slice(0, 3)).toEqual(['Edge on Windows', 'Safari on iPhone', 'Chrome on Android']);
    expect(list[0]).toMatchObject({ current: true, ip: '198.51.100.13' });
    expect(list.filter((x) => x.current)).toHaveLength(1);
    expect(list.find((x) => x.device === 'Safari on iPhone')!.last_used_at).toBe(t.clock.now().toISOString());
  });

  it('ends one other session: its token then answers like a made-up one', async () => {
    const s = await threeDevices('9844400002');
    const list = (await t.call('GET', '/api/profile/get_active_sessions', undefined, { token: s.laptop })).body.sessions as Array<{
      device: string;
      session_id: number;
    }>;
    const phone = list.find((x) => x.device === 'Chrome on Android')!;
    const ended = await t.call('POST', '/api/profile/end_session', { session_id: phone.session_id }, { token: s.laptop });
    expect(ended.body).toEqual({ ended: true });
    const revoked = await me(s.phone);
    const madeUp = await me('q'.repeat(43));
    expect(revoked.status).toBe(401);
    expect(revoked.body).toEqual(madeUp.body);
    expect(revoked.body.code).toBe('TOKEN_INVALID');
    expect((await me(s.iphone)).status).toBe(200);
    // ending it again, or ending the current one, is refused plainly
    expect((await t.call('POST', '/api/profile/end_session', { session_id: phone.session_id }, { token: s.laptop })).body.errors).toEqual([
      'This session has already ended',
    ]);
    const current = (await t.call('GET', '/api/profile/get_active_sessions', undefined, { token: s.laptop })).body.sessions.find(
      (x: { current: boolean }) => x.current,
    );
    expect((await t.call('POST', '/api/profile/end_session', { session_id: current.session_id }, { token: s.laptop })).body.errors).toEqual([
      'To end this session, log out',
    ]);
  });

  it("cannot end another investor's session: the same answer as an ended one", async () => {
    const a = await threeDevices('9844400003');
    const b = await signUp(t, '9844400004');
    const theirs = (await t.call('GET', '/api/profile/get_active_sessions', undefined, { token: b.token })).body.sessions[0].session_id;
    const res = await t.call('POST', '/api/profile/end_session', { session_id: theirs }, { token: a.laptop });
    expect(res.status).toBe(404);
    expect(res.body.errors).toEqual(['This session has already ended']);
    expect((await me(b.token)).status).toBe(200);
  });

  it('ends all others at once and says how many; this one stays', async () => {
    const s = await threeDevices('9844400005');
    const res = await t.call('POST', '/api/profile/end_other_sessions', {}, { token: s.iphone });
    expect(res.body).toEqual({ ended: 3 }); // phone, laptop and the sign-up's session
    expect((await me(s.phone)).body.code).toBe('TOKEN_INVALID');
    expect((await me(s.laptop)).body.code).toBe('TOKEN_INVALID');
    expect((await me(s.iphone)).status).toBe(200);
    const list = (await t.call('GET', '/api/profile/get_active_sessions', undefined, { token: s.iphone })).body.sessions;
    expect(list).toHaveLength(1);
  });

  it('revokeOtherSessions (for a contact change) ends the others and keeps the caller', async () => {
    const s = await threeDevices('9844400006');
    const current = (await t.call('GET', '/api/profile/get_active_sessions', undefined, { token: s.phone })).body.sessions.find(
      (x: { current: boolean }) => x.current,
    );
    const userId = (await t.deps.db.query.sessions.findFirst({ where: (x, { eq }) => eq(x.id, current.session_id) }))!.userId;
    expect(await revokeOtherSessions(t.deps.db, userId, current.session_id, t.clock.now())).toBe(3);
    expect((await me(s.phone)).status).toBe(200);
    expect((await me(s.iphone)).status).toBe(401);
  });

  it('a logged-out token answers like a made-up one', async () => {
    const { token } = await signUp(t, '9844400007');
    await t.call('POST', '/api/logout', {}, { token });
    const after = await me(token);
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ errors: ['Your session has expired, please sign in again'], code: 'TOKEN_INVALID' });
  });
});
