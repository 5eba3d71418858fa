import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { devOutbox, users } from '../../src/server/db/schema.ts';
import { createSession } from '../../src/server/services/sessions.ts';
import type { TestApp } from './support/harness.ts';
import { createProfileApp, onboarded, type Onboarded } from './support/profile.ts';

let t: TestApp;
let a: Onboarded;
let b: Onboarded;
beforeAll(async () => {
  t = await createProfileApp();
  a = await onboarded(t);
  b = await onboarded(t);
}, 120_000);
afterAll(() => t.close());

const userRow = async (mobile: string) => (await t.deps.db.select().from(users).where(eq(users.mobile, mobile)))[0]!;
const lastMessage = async (to: string) => (await t.deps.db.select().from(devOutbox).where(eq(devOutbox.to, to)).orderBy(desc(devOutbox.id)).limit(1))[0];
/** Another device signed in as the same investor. */
async function otherDevice(mobile: string): Promise<string> {
  const { token } = await createSession(t.deps.db, t.clock.now(), t.deps.config.session, { userId: (await userRow(mobile)).id });
  return token;
}

describe('email change', () => {
  it('refuses a malformed or unchanged email with the spec messages, in a 200 with error', async () => {
    expect((await a.profile('POST', '/update_profile_otp', { email_id: 'ravi@', phone_number: '' })).body).toEqual({ error: 'Enter a valid Email Address' });
    expect((await a.profile('POST', '/update_profile_otp', { email_id: a.email.toUpperCase() })).body).toEqual({ error: 'No change in the Email' });
    expect((await a.profile('POST', '/update_profile_otp', { email_id: 'x@example.com', phone_number: '9000000001' })).body).toEqual({
      error: 'Change either the email or the mobile number, one at a time',
    });
  });

  it('sends the OTP to the new email; a wrong OTP changes nothing; the right one changes it, tells the old email and ends other sessions', async () => {
    const other = await otherDevice(a.mobile);
    expect((await t.call('GET', '/api/profile/get_user_details', undefined, { token: other })).status).toBe(200);
    t.clock.advance(31_000);
    const newEmail = `ravi.new.${a.pan.toLowerCase()}@example.com`;
    expect((await a.profile('POST', '/update_profile_otp', { email_id: newEmail, phone_number: '' })).body).toEqual({ is_email_sent: true });
    const otp = await t.latestOtp(newEmail);
    const wrong = await a.profile('POST', '/verify_update_otp', { otp: otp === '111111' ? '222222' : '111111', email_id: newEmail });
    expect(wrong).toMatchObject({ status: 400, body: { errors: ['Please enter valid OTP'] } });
    expect((await userRow(a.mobile)).email).toBe(a.email);
    // someone else cannot use this challenge
    expect((await b.profile('POST', '/verify_update_otp', { otp, email_id: newEmail })).status).toBe(400);

    const ok = await a.profile('POST', '/verify_update_otp', { otp, email_id: newEmail });
    expect(ok.body).toEqual({ is_profile_updated: { is_updated: true } });
    expect((await userRow(a.mobile)).email).toBe(newEmail);
    expect((await lastMessage(a.email))!.body).toMatch(/changed to r\*\*\*@example\.com/);
    expect((await t.call('GET', '/api/profile/get_user_details', undefined, { token: other })).status).toBe(401);
    const mine = await a.profile('GET', '/get_user_details');
    expect(mine.status).toBe(200);
    expect(mine.body.user_details.email_id).toBe(newEmail);
    // the OTP is single use
    expect((await a.profile('POST', '/verify_update_otp', { otp, email_id: newEmail })).status).toBe(400);
    a.email = newEmail;
  });
});

describe('mobile change', () => {
  it("refuses the same number, a malformed one, and another account's number", async () => {
    expect((await a.profile('POST', '/update_profile_otp', { phone_number: a.mobile })).body).toEqual({ error: 'No change in the Mobile Number' });
    expect((await a.profile('POST', '/update_profile_otp', { phone_number: '98765' })).body).toEqual({ error: 'Please enter valid mobile number' });
    expect((await a.profile('POST', '/update_profile_otp', { phone_number: b.mobile })).body).toEqual({ error: 'This mobile number is already registered with another account' });
  });

  it('sends the OTP to the new number with a code; the change moves the sign-in number and tells the old one', async () => {
    const newMobile = `6${a.mobile.slice(1)}`;
    const sent = await a.profile('POST', '/update_profile_otp', { phone_number: newMobile, email_id: '' });
    expect(sent.body).toMatchObject({ otp_status: 'Success', code: expect.any(String) });
    const otp = await t.latestOtp(newMobile);
    // the code names the number: another number with the same code is refused
    expect((await a.profile('POST', '/verify_update_otp', { otp, code: sent.body.code, phone_number: `7${a.mobile.slice(1)}` })).status).toBe(400);
    const ok = await a.profile('POST', '/verify_update_otp', { otp: await t.latestOtp(newMobile), code: sent.body.code, phone_number: newMobile });
    expect(ok.body).toEqual({ is_profile_updated: { is_updated: true } });
    expect((await lastMessage(a.mobile))!.body).toMatch(/changed to XXXXXX\d{4}/);
    expect((await a.profile('GET', '/get_user_details')).body.user_details.phone_number).toBe(newMobile);
    // signing in now goes by the new number
    const byNew = await t.call('POST', '/api/login/get-details', { type: 2, identifier: newMobile });
    const code = await t.call('POST', '/api/login/send-login-code', { type: 2, ID: byNew.body.userDetails.ID, phone_number: newMobile });
    const signedIn = await t.call('POST', '/api/login/verify-login-code', { code: code.body.code, otp: await t.latestOtp(newMobile) });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user_details).toMatchObject({ ID: a.userId, phone_number: newMobile });
  });
});
