import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, users } from '../../src/server/db/schema.ts';
import { createTestApp, signUp, type TestApp } from './support/harness.ts';

let t: TestApp;
let known: { mobile: string; pan: string; id: string; email: string; token: string };

beforeAll(async () => {
  t = await createTestApp();
  const mobile = '9811122233';
  const s = await signUp(t, mobile);
  // as onboarding would leave them: a PAN and a verified email on file
  await t.deps.db.update(users).set({ pan: 'ABCPE1234F', email: 'investor@example.com' }).where(eq(users.mobile, mobile));
  known = { mobile, pan: 'ABCPE1234F', id: s.user.ID, email: 'investor@example.com', token: s.token };
});
afterAll(() => t.close());

// 5 minutes apart: the 3-sends-per-15-minutes rule never trips between these tests
const step = () => t.clock.advance(5 * 60_000 + 1_000);

async function signInBy(type: 1 | 2 | 3, identifier: string, field: 'PAN' | 'nivesh_id' | 'phone_number') {
  const details = await t.call('POST', '/api/login/get-details', { type, identifier });
  expect(details.status).toBe(200);
  const sent = await t.call('POST', '/api/login/send-login-code', { type, ID: details.body.userDetails.ID, [field]: identifier });
  expect(sent.status).toBe(200);
  return { details: details.body, code: sent.body.code as string };
}

describe('sign-in by mobile, PAN and Nivesh ID', () => {
  it('by PAN: masked number (last 4 only), code, session', async () => {
    step();
    const { details, code } = await signInBy(1, known.pan, 'PAN');
    expect(details.userDetails.phone_number).toBe('XXXXXX2233');
    const res = await t.call('POST', '/api/login/verify-login-code', { code, otp: await t.latestOtp(known.mobile) });
    expect(res.status).toBe(200);
    expect(res.body.user_details.ID).toBe(known.id);
    expect(res.body.token).not.toBe(known.token);
  });

  it('by Nivesh ID', async () => {
    step();
    const { code } = await signInBy(3, known.id, 'nivesh_id');
    const res = await t.call('POST', '/api/login/verify-login-code', { code, otp: await t.latestOtp(known.mobile) });
    expect(res.status).toBe(200);
  });

  it('by mobile', async () => {
    step();
    const { code } = await signInBy(2, known.mobile, 'phone_number');
    const res = await t.call('POST', '/api/login/verify-login-code', { code, otp: await t.latestOtp(known.mobile) });
    expect(res.status).toBe(200);
  });

  it('by email OTP', async () => {
    step();
    const sent = await t.call('POST', '/api/login/send_email_otp', { type: 1, PAN: known.pan });
    expect(sent.status).toBe(200);
    const otp = await t.latestOtp(known.email);
    const res = await t.call('POST', '/api/login/verify_email_otp', { code: sent.body.code, otp, phone_number: known.mobile });
    expect(res.status).toBe(200);
    const rows = await t.deps.db.select().from(auditLog).where(eq(auditLog.identifierType, 'email'));
    expect(rows.some((r) => r.outcome === 'success')).toBe(true);
  });

  it('a wrong code gives Please enter valid OTP', async () => {
    step();
    const { code } = await signInBy(2, known.mobile, 'phone_number');
    const otp = await t.latestOtp(known.mobile);
    const res = await t.call('POST', '/api/login/verify-login-code', { code, otp: otp === '123123' ? '321321' : '123123' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(['Please enter valid OTP']);
  });

  it('resend gives a new code to the same number', async () => {
    step();
    const { code } = await signInBy(2, known.mobile, 'phone_number');
    step();
    const again = await t.call('POST', '/api/login/resend-login-code', { code });
    expect(again.status).toBe(200);
    expect(again.body.code).not.toBe(code);
    const res = await t.call('POST', '/api/login/verify-login-code', { code: again.body.code, otp: await t.latestOtp(known.mobile) });
    expect(res.status).toBe(200);
  });

  it.each([
    [1, '', 'PAN Number is mandatory'],
    [1, 'ABCDE1234', 'Please enter valid pan number'],
    [1, 'ABCCE1234F', 'It seems you are using corporate PAN card; please contact customer care or use your personal PAN card to proceed'],
    [2, '', 'Mobile Number is mandatory'],
    [2, '98765', 'Please enter valid mobile number'],
    [3, '', 'Nivesh Id is mandatory'],
  ])('type %s "%s" is refused with %s', async (type, identifier, message) => {
    const res = await t.call('POST', '/api/login/get-details', { type, identifier });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([message]);
  });
});

describe('enumeration safety', () => {
  it('an unknown PAN or ID gets the same status and shape as a known one, and nothing is sent', async () => {
    step();
    const knownRes = await t.call('POST', '/api/login/get-details', { type: 1, identifier: known.pan });
    const unknownRes = await t.call('POST', '/api/login/get-details', { type: 1, identifier: 'ZZZPZ9999Z' });
    expect(unknownRes.status).toBe(knownRes.status);
    expect(Object.keys(unknownRes.body.userDetails).sort()).toEqual(Object.keys(knownRes.body.userDetails).sort());
    expect(unknownRes.body.userDetails.phone_number).toMatch(/^X{6}\d{4}$/);
    expect(unknownRes.body.userDetails.ID).toMatch(/^[A-Za-z0-9_-]{22}$/);
    // stable: asking twice gives the same decoy, so repetition does not reveal it either
    const again = await t.call('POST', '/api/login/get-details', { type: 1, identifier: 'ZZZPZ9999Z' });
    expect(again.body).toEqual(unknownRes.body);

    const sent = await t.call('POST', '/api/login/send-login-code', { type: 1, ID: unknownRes.body.userDetails.ID, PAN: 'ZZZPZ9999Z' });
    expect(sent.status).toBe(200);
    expect(Object.keys(sent.body).sort()).toEqual(['code', 'otp_status']);
    const verify = await t.call('POST', '/api/login/verify-login-code', { code: sent.body.code, otp: '123456' });
    expect(verify.status).toBe(400);
    expect(verify.body.errors).toEqual(['Please enter valid OTP']);

    const unknownId = await t.call('POST', '/api/login/get-details', { type: 3, identifier: 'ZZZZZZZZZZ' });
    expect(unknownId.status).toBe(200);
  });

  it('send limits apply to unknown identifiers as to known ones', async () => {
    const d = await t.call('POST', '/api/login/get-details', { type: 3, identifier: 'QQQQQQQQQQ' });
    const first = await t.call('POST', '/api/login/send-login-code', { type: 3, ID: d.body.userDetails.ID, nivesh_id: 'QQQQQQQQQQ' });
    expect(first.status).toBe(200);
    const second = await t.call('POST', '/api/login/send-login-code', { type: 3, ID: d.body.userDetails.ID, nivesh_id: 'QQQQQQQQQQ' });
    expect(second.status).toBe(429);
    expect(second.body.errors).toEqual(['Try Another Time. Please try again in 30 seconds.']);
  });

  it('an email OTP for an investor without an email looks the same as one that was sent', async () => {
    step();
    const res = await t.call('POST', '/api/login/send_email_otp', { type: 1, PAN: 'NOPPE0000N' });
    expect(res.status).toBe(200);
    expect(res.body.otp_status).toBe('Success');
  });
});

describe('live delivery off the request path', () => {
  it('a gateway that has not answered yet does not hold the answer for a known investor (which would reveal the account); the code arrives when it does', async () => {
    const sent: string[] = [];
    let release!: () => void;
    const gatewayAnswers = new Promise<void>((r) => (release = r));
    let started = 0;
    const real = t.deps.adapters.otpDelivery;
    t.deps.adapters.otpDelivery = {
      name: 'slow-gateway',
      inRequest: false,
      send: async (m) => {
        started++;
        // the gateway answers only when the test says so: no timing involved
        await gatewayAnswers;
        sent.push(m.body);
      },
    };
    try {
      step();
      const details = await t.call('POST', '/api/login/get-details', { type: 1, identifier: known.pan });
      const res = await t.call('POST', '/api/login/send-login-code', { type: 1, ID: details.body.userDetails.ID, PAN: known.pan });
      // answered while the gateway is still busy with the send
      expect(res.status).toBe(200);
      await vi.waitFor(() => expect(started).toBe(1));
      expect(sent).toHaveLength(0);
      release();
      await vi.waitFor(() => expect(sent).toHaveLength(1));
      expect(sent[0]).toMatch(/\b\d{6}\b/);
    } finally {
      t.deps.adapters.otpDelivery = real;
    }
  });
});

describe('sessions', () => {
  it('a session token opens private calls; logout revokes it server-side', async () => {
    const { token } = await signUp(t, '9822200001');
    expect((await t.call('GET', '/api/profile/get_user_details', undefined, { token })).status).toBe(200);
    const out = await t.call('POST', '/api/logout', {}, { token });
    expect(out.status).toBe(200);
    const after = await t.call('GET', '/api/profile/get_user_details', undefined, { token });
    expect(after.status).toBe(401);
    // revoked answers as never-valid
    expect(after.body.code).toBe('TOKEN_INVALID');
  });

  it('expires after 30 idle minutes', async () => {
    const { token } = await signUp(t, '9822200002');
    t.clock.advance(29 * 60_000);
    expect((await t.call('GET', '/api/profile/get_user_details', undefined, { token })).status).toBe(200);
    t.clock.advance(29 * 60_000); // activity above keeps it alive
    expect((await t.call('GET', '/api/profile/get_user_details', undefined, { token })).status).toBe(200);
    t.clock.advance(30 * 60_000);
    const res = await t.call('GET', '/api/profile/get_user_details', undefined, { token });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('SESSION_EXPIRED');
  });

  it('expires after 12 hours however active', async () => {
    const { token } = await signUp(t, '9822200003');
    const statuses: number[] = [];
    for (let i = 0; i < 12 * 3; i++) {
      t.clock.advance(20 * 60_000);
      statuses.push((await t.call('GET', '/api/profile/get_user_details', undefined, { token })).status);
    }
    // active every 20 minutes: alive until the 12th hour, refused at it
    expect(statuses.slice(0, 35).every((s) => s === 200)).toBe(true);
    expect(statuses[35]).toBe(401);
  });

  it('a made-up token is a 401 with TOKEN_INVALID', async () => {
    const res = await t.call('GET', '/api/profile/get_user_details', undefined, { token: 'a'.repeat(43) });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('TOKEN_INVALID');
  });
});

describe('dev outbox', () => {
  it('lists messages to a number, newest first, in demo mode', async () => {
    const mobile = '9833300001';
    await t.call('POST', '/api/signup', { phone_number: mobile });
    step();
    await t.call('POST', '/api/signup/resend-otp', { phone_number: mobile });
    const res = await t.app.request(`/api/dev/outbox?to=${mobile}`);
    const body = await res.json();
    expect(body.messages).toHaveLength(2);
    expect(body.messages[0].body).toContain(await t.latestOtp(mobile));
  });
});
