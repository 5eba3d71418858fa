import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, otpChallenges } from '../../src/server/db/schema.ts';
import { createTestApp, type TestApp } from './support/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let seq = 0;
const freshMobile = () => `91${String(10_000_000 + seq++).padStart(8, '0')}`;
const INVALID = { errors: ['Please enter valid OTP'], code: 'OTP_INVALID' };

async function startSignup(mobile: string) {
  const res = await t.call('POST', '/api/signup', { phone_number: mobile });
  expect(res.status).toBe(200);
  return res.body.user_details.code as string;
}

describe('sign-up OTP', () => {
  it('sends a 6-digit OTP, stores only its hash, and a correct one creates the investor and a session', async () => {
    const mobile = freshMobile();
    const code = await startSignup(mobile);
    const otp = await t.latestOtp(mobile);
    expect(otp).toMatch(/^\d{6}$/);
    const [row] = await t.deps.db.select().from(otpChallenges).where(eq(otpChallenges.code, code));
    expect(row!.otpHash).not.toContain(otp);
    expect(row!.otpHash).toMatch(/^[0-9a-f]{64}$/);

    const res = await t.call('POST', '/api/signup/verify-otp', { code, otp });
    expect(res.status).toBe(200);
    expect(res.body.token.length).toBeGreaterThanOrEqual(22); // ≥128 bits in base64url
    expect(res.body.user_details.ID).toMatch(/^[2-9A-HJKMNP-Z]{10}$/);
    expect(res.body.user_details.phone_number).toBe(mobile);
    expect(res.body.user_details.is_user_onboarded).toBe(false);
    expect(res.body.user_details.aum).toBe('0.00');
  });

  it('answers an existing number with the already-registered state', async () => {
    const mobile = freshMobile();
    const code = await startSignup(mobile);
    await t.call('POST', '/api/signup/verify-otp', { code, otp: await t.latestOtp(mobile) });
    t.clock.advance(60_000);
    const again = await t.call('POST', '/api/signup', { phone_number: mobile });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ already_registered: true, error: 'Already Registered!!' });
  });

  it('gives every investor a distinct Nivesh ID', async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const mobile = freshMobile();
      const code = await startSignup(mobile);
      const res = await t.call('POST', '/api/signup/verify-otp', { code, otp: await t.latestOtp(mobile) });
      ids.add(res.body.user_details.ID);
    }
    expect(ids.size).toBe(5);
  });

  it('expires after 5 minutes (controllable clock)', async () => {
    const mobile = freshMobile();
    const code = await startSignup(mobile);
    const otp = await t.latestOtp(mobile);
    t.clock.advance(5 * 60_000);
    const res = await t.call('POST', '/api/signup/verify-otp', { code, otp });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(INVALID);
  });

  it('is still valid just before 5 minutes', async () => {
    const mobile = freshMobile();
    const code = await startSignup(mobile);
    const otp = await t.latestOtp(mobile);
    t.clock.advance(5 * 60_000 - 1_000);
    expect((await t.call('POST', '/api/signup/verify-otp', { code, otp })).status).toBe(200);
  });

  it('dies after 5 wrong tries: the right OTP is refused afterwards', async () => {
    const mobile = freshMobile();
    const code = await startSignup(mobile);
    const otp = await t.latestOtp(mobile);
    const wrong = otp === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await t.call('POST', '/api/signup/verify-otp', { code, otp: wrong });
      expect(res.body).toEqual(INVALID);
    }
    const res = await t.call('POST', '/api/signup/verify-otp', { code, otp });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(INVALID);
  });

  it('allows 4 wrong tries and then the right one', async () => {
    const mobile = freshMobile();
    const code = await startSignup(mobile);
    const otp = await t.latestOtp(mobile);
    const wrong = otp === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) await t.call('POST', '/api/signup/verify-otp', { code, otp: wrong });
    expect((await t.call('POST', '/api/signup/verify-otp', { code, otp })).status).toBe(200);
  });

  it('is single use: a replayed OTP is refused', async () => {
    const mobile = freshMobile();
    const code = await startSignup(mobile);
    const otp = await t.latestOtp(mobile);
    expect((await t.call('POST', '/api/signup/verify-otp', { code, otp })).status).toBe(200);
    const replay = await t.call('POST', '/api/signup/verify-otp', { code, otp });
    expect(replay.status).toBe(400);
    expect(replay.body).toEqual(INVALID);
  });

  it('is bound to its challenge code: an OTP sent for one challenge does not verify another', async () => {
    const a = freshMobile();
    const b = freshMobile();
    await startSignup(a);
    const codeB = await startSignup(b);
    const otpA = await t.latestOtp(a);
    const otpB = await t.latestOtp(b);
    if (otpA === otpB) return; // 1 in a million; the binding is then untestable with these two
    const res = await t.call('POST', '/api/signup/verify-otp', { code: codeB, otp: otpA });
    expect(res.body).toEqual(INVALID);
    expect((await t.call('POST', '/api/signup/verify-otp', { code: codeB, otp: otpB })).status).toBe(200);
  });

  it('refuses malformed OTPs and unknown codes with the same message', async () => {
    const unknown = await t.call('POST', '/api/signup/verify-otp', { code: 'x'.repeat(24), otp: '123456' });
    expect(unknown.body).toEqual(INVALID);
    const short = await t.call('POST', '/api/signup/verify-otp', { code: 'x'.repeat(24), otp: '12345' });
    expect(short.body.errors).toEqual(['Please enter valid OTP']);
  });
});

describe('resend limits', () => {
  it('refuses a resend within 30 s with Try Another Time, allows it after', async () => {
    const mobile = freshMobile();
    await startSignup(mobile);
    t.clock.advance(29_000);
    const early = await t.call('POST', '/api/signup/resend-otp', { phone_number: mobile });
    expect(early.status).toBe(429);
    // the spec's text, then the wait
    expect(early.body.errors).toEqual(['Try Another Time. Please try again in 1 second.']);
    expect(early.body.retry_after).toBe(1);
    expect(early.headers.get('retry-after')).toBe('1');
    t.clock.advance(2_000);
    const ok = await t.call('POST', '/api/signup/resend-otp', { phone_number: mobile });
    expect(ok.status).toBe(200);
    expect(ok.body.otp_status).toBe('Success');
  });

  it('allows at most 3 sends per 15 minutes per number, then again after the window', async () => {
    const mobile = freshMobile();
    await startSignup(mobile);
    for (let i = 0; i < 2; i++) {
      t.clock.advance(31_000);
      expect((await t.call('POST', '/api/signup/resend-otp', { phone_number: mobile })).status).toBe(200);
    }
    t.clock.advance(31_000);
    const fourth = await t.call('POST', '/api/signup/resend-otp', { phone_number: mobile });
    expect(fourth.status).toBe(429);
    // the first send leaves the window 15 min after it, 93 s from the first: 807 s from now
    expect(fourth.body.errors).toEqual(['Try Another Time. Please try again in 14 minutes.']);
    expect(fourth.body.retry_after).toBe(15 * 60 - 93);
    t.clock.advance(15 * 60_000);
    expect((await t.call('POST', '/api/signup/resend-otp', { phone_number: mobile })).status).toBe(200);
  });

  it('the cooldown is per flow: a sign-in code right after sign-up is not a resend, but the 15-minute cap counts every flow', async () => {
    const mobile = freshMobile();
    const code = await startSignup(mobile);
    await t.call('POST', '/api/signup/verify-otp', { code, otp: await t.latestOtp(mobile) });
    const details = await t.call('POST', '/api/login/get-details', { type: 2, identifier: mobile });
    const login = await t.call('POST', '/api/login/send-login-code', { type: 2, ID: details.body.userDetails.ID, phone_number: mobile });
    expect(login.status).toBe(200);
    // a resend of the sign-in code within 30 s is still refused
    const resend = await t.call('POST', '/api/login/resend-login-code', { code: login.body.code });
    expect(resend.status).toBe(429);
    t.clock.advance(31_000);
    expect((await t.call('POST', '/api/login/resend-login-code', { code: login.body.code })).status).toBe(200);
    // sign-up, sign-in and its resend: three sends to this number in 15 minutes, the fourth is refused
    t.clock.advance(31_000);
    const fourth = await t.call('POST', '/api/login/send-login-code', { type: 2, ID: details.body.userDetails.ID, phone_number: mobile });
    expect(fourth.status).toBe(429);
    expect(fourth.body.errors).toEqual(['Try Another Time. Please try again in 14 minutes.']);
  });

  it('a resend kills the earlier code: only the newest OTP works', async () => {
    const mobile = freshMobile();
    const first = await startSignup(mobile);
    const firstOtp = await t.latestOtp(mobile);
    t.clock.advance(31_000);
    const second = await t.call('POST', '/api/signup/resend-otp', { phone_number: mobile });
    expect((await t.call('POST', '/api/signup/verify-otp', { code: first, otp: firstOtp })).body).toEqual(INVALID);
    const otp = await t.latestOtp(mobile);
    expect((await t.call('POST', '/api/signup/verify-otp', { code: second.body.code, otp })).status).toBe(200);
  });

  it('limits sends per IP across numbers', async () => {
    const ip = '203.0.113.77';
    let refused = 0;
    for (let i = 0; i < 32; i++) {
      const res = await t.call('POST', '/api/signup', { phone_number: freshMobile() }, { ip });
      if (res.status === 429) refused++;
    }
    expect(refused).toBe(2); // 30 per hour per IP
  });

  it('limits verifies per IP', async () => {
    const ip = '203.0.113.88';
    let refused = 0;
    for (let i = 0; i < 62; i++) {
      const res = await t.call('POST', '/api/signup/verify-otp', { code: 'y'.repeat(24), otp: '123456' }, { ip });
      if (res.status === 429) refused++;
    }
    expect(refused).toBe(2); // 60 per 15 minutes per IP
  });
});

describe('audit', () => {
  it('writes sign-up attempts and outcomes without the OTP or the token', async () => {
    const mobile = freshMobile();
    const code = await startSignup(mobile);
    const otp = await t.latestOtp(mobile);
    await t.call('POST', '/api/signup/verify-otp', { code, otp: otp === '999999' ? '999998' : '999999' }, { ip: '198.51.100.5' });
    const ok = await t.call('POST', '/api/signup/verify-otp', { code, otp }, { ip: '198.51.100.5' });
    const rows = await t.deps.db.select().from(auditLog).where(eq(auditLog.ip, '198.51.100.5'));
    expect(rows.map((r) => r.outcome).sort()).toEqual(['failure_wrong', 'success']);
    for (const r of rows) {
      expect(r.identifierType).toBe('mobile');
      expect(r.at).toBeInstanceOf(Date);
      expect(JSON.stringify(r)).not.toContain(otp);
      expect(JSON.stringify(r)).not.toContain(ok.body.token);
    }
  });
});
