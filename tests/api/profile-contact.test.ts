import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { contactChanges, devOutbox, sessions, users } from '../../src/server/db/schema.ts';
import { createSession } from '../../src/server/services/sessions.ts';
import { reviewHeldChange } from '../../src/server/services/profile/contact-change/report.ts';
import { CHANGES_PER_HOUR } from '../../src/server/services/profile/contact-change/common.ts';
import type { TestApp } from './support/harness.ts';
import { createProfileApp, onboarded, type Onboarded } from './support/profile.ts';

/**
 * Changing the registered email or mobile (spec 3 §4.5, §5, §7.4): the current owner confirms
 * with an OTP to the CURRENT contact before anything reaches the new one; only then is a taken
 * mobile refused; the old contact is told, with a link that holds the change for review.
 */
let t: TestApp;
let a: Onboarded;
let b: Onboarded;
beforeAll(async () => {
  t = await createProfileApp();
  a = await onboarded(t);
  b = await onboarded(t);
}, 300_000);
afterAll(() => t.close());

const userRow = async (mobile: string) => (await t.deps.db.select().from(users).where(eq(users.mobile, mobile)))[0]!;
const userById = async (id: number) => (await t.deps.db.select().from(users).where(eq(users.id, id)))[0]!;
const messagesTo = async (to: string) => t.deps.db.select().from(devOutbox).where(eq(devOutbox.to, to)).orderBy(desc(devOutbox.id));
const lastMessage = async (to: string) => (await messagesTo(to))[0];
/** Another device signed in as the same investor. */
async function otherDevice(userId: number): Promise<string> {
  const { token } = await createSession(t.deps.db, t.clock.now(), t.deps.config.session, { userId });
  return token;
}
const wrongOf = (otp: string) => (otp === '111111' ? '222222' : '111111');

/** The whole change as the screens make it: start, the current owner's OTP, the new value's OTP. */
async function change(inv: Onboarded, body: { email_id?: string; phone_number?: string }, currentTo: string) {
  t.clock.advance(31_000);
  const started = await inv.profile('POST', '/update_profile_otp', { email_id: '', phone_number: '', ...body });
  expect(started.body, JSON.stringify(started.body)).toMatchObject({ otp_status: 'Success', change_id: expect.any(String) });
  const confirmed = await inv.profile('POST', '/confirm_contact_owner', {
    change_id: started.body.change_id,
    proof: { kind: 'otp-current', code: started.body.code, otp: await t.latestOtp(currentTo) },
  });
  return { started, confirmed };
}

describe('email change', () => {
  it('refuses a malformed or unchanged email with the spec messages, in a 200 with error', async () => {
    expect((await a.profile('POST', '/update_profile_otp', { email_id: 'ravi@', phone_number: '' })).body).toEqual({ error: 'Enter a valid Email Address' });
    expect((await a.profile('POST', '/update_profile_otp', { email_id: a.email.toUpperCase() })).body).toEqual({ error: 'No change in the Email' });
    expect((await a.profile('POST', '/update_profile_otp', { email_id: 'x@example.com', phone_number: '9000000001' })).body).toEqual({
      error: 'Change either the email or the mobile number, one at a time',
    });
  });

  it('asks the current email first; then the new one; the right OTPs change it, tell the old email and end other sessions', async () => {
    const user = await userRow(a.mobile);
    const other = await otherDevice(user.id);
    t.clock.advance(31_000);
    const newEmail = `ravi.new.${a.pan.toLowerCase()}@example.com`;
    const started = await a.profile('POST', '/update_profile_otp', { email_id: newEmail, phone_number: '' });
    expect(started.body).toMatchObject({
      otp_status: 'Success',
      code: expect.any(String),
      change_id: expect.any(String),
      owner_check: { channel: 'email', sent_to: expect.stringMatching(/^.\*\*\*@example\.com$/) },
    });
    // nothing reaches the new address before the owner has confirmed
    expect(await messagesTo(newEmail)).toHaveLength(0);
    const ownerOtp = await t.latestOtp(a.email);
    expect((await lastMessage(a.email))!.body).toMatch(/confirm changing your registered email to r\*\*\*@example\.com/);
    // the new address's verify cannot skip the owner's step
    expect((await a.profile('POST', '/verify_update_otp', { otp: ownerOtp, email_id: newEmail })).status).toBe(400);
    // a wrong owner OTP is refused; another investor cannot use the change
    expect(
      await a.profile('POST', '/confirm_contact_owner', {
        change_id: started.body.change_id,
        proof: { kind: 'otp-current', code: started.body.code, otp: wrongOf(ownerOtp) },
      }),
    ).toMatchObject({ status: 400, body: { errors: ['Please enter valid OTP'] } });
    expect(
      (
        await b.profile('POST', '/confirm_contact_owner', {
          change_id: started.body.change_id,
          proof: { kind: 'otp-current', code: started.body.code, otp: ownerOtp },
        })
      ).status,
    ).toBe(400);
    // nor another sign-in of the same investor
    expect(
      (
        await t.call(
          'POST',
          '/api/profile/confirm_contact_owner',
          { change_id: started.body.change_id, proof: { kind: 'otp-current', code: started.body.code, otp: ownerOtp } },
          { token: other },
        )
      ).status,
    ).toBe(400);
    const confirmed = await a.profile('POST', '/confirm_contact_owner', {
      change_id: started.body.change_id,
      proof: { kind: 'otp-current', code: started.body.code, otp: ownerOtp },
    });
    expect(confirmed.body).toEqual({ is_email_sent: true });

    const otp = await t.latestOtp(newEmail);
    const wrong = await a.profile('POST', '/verify_update_otp', { otp: wrongOf(otp), email_id: newEmail });
    expect(wrong).toMatchObject({ status: 400, body: { errors: ['Please enter valid OTP'] } });
    expect((await userRow(a.mobile)).email).toBe(a.email);
    expect((await b.profile('POST', '/verify_update_otp', { otp, email_id: newEmail })).status).toBe(400);

    const ok = await a.profile('POST', '/verify_update_otp', { otp, email_id: newEmail });
    expect(ok.body).toEqual({ is_profile_updated: { is_updated: true } });
    expect((await userRow(a.mobile)).email).toBe(newEmail);
    const notice = (await lastMessage(a.email))!;
    expect(notice.subject).toBe('Your Nivesh email was changed');
    expect(notice.body).toMatch(/changed to r\*\*\*@example\.com\. If this was not you, open http:\/\/\S+\/api\/contact-change\/report\/[\w-]+ to report it/);
    expect((await t.call('GET', '/api/profile/get_user_details', undefined, { token: other })).status).toBe(401);
    expect((await a.profile('GET', '/get_user_details')).body.user_details.email_id).toBe(newEmail);
    // single use
    expect((await a.profile('POST', '/verify_update_otp', { otp, email_id: newEmail })).status).toBe(400);
    a.email = newEmail;
  });
});

describe('mobile change', () => {
  it("refuses the same number and a malformed one; another account's number looks like any other until the owner confirms", async () => {
    expect((await a.profile('POST', '/update_profile_otp', { phone_number: a.mobile })).body).toEqual({ error: 'No change in the Mobile Number' });
    expect((await a.profile('POST', '/update_profile_otp', { phone_number: '98765' })).body).toEqual({ error: 'Please enter valid mobile number' });
    const shape = (body: Record<string, unknown>) => ({ ...body, code: typeof body.code, change_id: typeof body.change_id });
    const bMessages = (await messagesTo(b.mobile)).length;
    // past the OTP budget of the owner's number that onboarding used
    t.clock.advance(15 * 60_000);
    const taken = await a.profile('POST', '/update_profile_otp', { phone_number: b.mobile });
    t.clock.advance(31_000);
    const free = await a.profile('POST', '/update_profile_otp', { phone_number: `6${a.mobile.slice(1)}` });
    expect(shape(taken.body)).toEqual(shape(free.body));
    expect(taken.body.owner_check).toEqual({ channel: 'mobile', sent_to: `XXXXXX${a.mobile.slice(-4)}` });
    // nothing reached either new number
    expect(await messagesTo(b.mobile)).toHaveLength(bMessages);
    expect(await messagesTo(`6${a.mobile.slice(1)}`)).toHaveLength(0);
    // the answer comes after the owner's OTP: the earlier change was superseded by the later one
    t.clock.advance(31_000);
    const { confirmed } = await change(a, { phone_number: b.mobile }, a.mobile);
    expect(confirmed.body).toEqual({ error: 'This mobile number is already registered with another account' });
    expect(await messagesTo(b.mobile)).toHaveLength(bMessages);
  });

  it('sends the OTP to the new number only after the owner confirmed; the change moves the sign-in number and tells the old one', async () => {
    const newMobile = `6${a.mobile.slice(1)}`;
    // past the OTP budget of the owner's number (three sends in 15 minutes) that the last test used
    t.clock.advance(15 * 60_000);
    const { confirmed } = await change(a, { phone_number: newMobile }, a.mobile);
    expect(confirmed.body).toMatchObject({ otp_status: 'Success', code: expect.any(String) });
    const otp = await t.latestOtp(newMobile);
    // the code names the number: another number with the same code is refused
    expect((await a.profile('POST', '/verify_update_otp', { otp, code: confirmed.body.code, phone_number: `7${a.mobile.slice(1)}` })).status).toBe(400);
    // RESEND: the same start for the confirmed value sends the new number's OTP again, no new owner OTP
    t.clock.advance(31_000);
    const ownerSends = (await messagesTo(a.mobile)).length;
    const resent = await a.profile('POST', '/update_profile_otp', { phone_number: newMobile, email_id: '' });
    expect(resent.body).toEqual({ otp_status: 'Success', code: expect.any(String) });
    expect((await messagesTo(a.mobile)).length).toBe(ownerSends);
    const ok = await a.profile('POST', '/verify_update_otp', { otp: await t.latestOtp(newMobile), code: resent.body.code, phone_number: newMobile });
    expect(ok.body).toEqual({ is_profile_updated: { is_updated: true } });
    expect((await lastMessage(a.mobile))!.body).toMatch(/changed to XXXXXX\d{4}\. Not you\? Report it: http:\/\/\S+\/api\/contact-change\/report\//);
    expect((await a.profile('GET', '/get_user_details')).body.user_details.phone_number).toBe(newMobile);
    // signing in now goes by the new number
    const byNew = await t.call('POST', '/api/login/get-details', { type: 2, identifier: newMobile });
    const code = await t.call('POST', '/api/login/send-login-code', { type: 2, ID: byNew.body.userDetails.ID, phone_number: newMobile });
    const signedIn = await t.call('POST', '/api/login/verify-login-code', { code: code.body.code, otp: await t.latestOtp(newMobile) });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user_details).toMatchObject({ ID: a.userId, phone_number: newMobile });
    a.mobile = newMobile;
  });
});

describe('a stolen session', () => {
  it('cannot change the mobile or email without the current owner: nothing reaches the new value and nothing changes', async () => {
    const user = await userRow(b.mobile);
    const thief = await otherDevice(user.id);
    const call = (path: string, body: unknown) => t.call('POST', `/api/profile${path}`, body, { token: thief });
    t.clock.advance(31_000);
    const started = await call('/update_profile_otp', { phone_number: '9999912345', email_id: '' });
    expect(started.body.owner_check).toEqual({ channel: 'mobile', sent_to: `XXXXXX${b.mobile.slice(-4)}` });
    // the OTP went to the owner's phone, not the thief's number
    expect(await messagesTo('9999912345')).toHaveLength(0);
    expect((await lastMessage(b.mobile))!.body).toMatch(/confirm changing your registered mobile number to XXXXXX2345/);
    // the thief guesses: five wrong tries kill the challenge, the right OTP then does nothing either
    for (const guess of ['000001', '000002', '000003', '000004', '000005']) {
      expect(
        (await call('/confirm_contact_owner', { change_id: started.body.change_id, proof: { kind: 'otp-current', code: started.body.code, otp: guess } }))
          .status,
      ).toBe(400);
    }
    expect(
      (
        await call('/confirm_contact_owner', {
          change_id: started.body.change_id,
          proof: { kind: 'otp-current', code: started.body.code, otp: await t.latestOtp(b.mobile) },
        })
      ).status,
    ).toBe(400);
    // and the spec's verify alone gets nowhere
    expect((await call('/verify_update_otp', { otp: '123456', code: started.body.code, phone_number: '9999912345' })).status).toBe(400);
    expect(await messagesTo('9999912345')).toHaveLength(0);
    expect((await userById(user.id)).mobile).toBe(b.mobile);
  });

  it('the registered-mobile question is throttled: 200 asks from one session send a few OTPs to the owner and answer alike', async () => {
    const user = await userRow(b.mobile);
    const thief = await otherDevice(user.id);
    t.clock.advance(16 * 60_000);
    const before = (await messagesTo(b.mobile)).length;
    const answers: Array<{ status: number; body: any }> = [];
    for (let i = 0; i < 200; i++) {
      const target = i % 2 === 0 ? a.mobile : `95${String(10_000_000 + i).slice(-8)}`;
      answers.push(await t.call('POST', '/api/profile/update_profile_otp', { phone_number: target, email_id: '' }, { token: thief, ip: '203.0.113.9' }));
    }
    const sent = (await messagesTo(b.mobile)).length - before;
    expect(sent).toBe(1);
    expect(answers[0]!.body).toMatchObject({ otp_status: 'Success' });
    // each answer depends on how many asks came before it, never on whether the number is registered
    // (the earlier test's ask counts in the same hour)
    const k = answers.findIndex((r) => /several times/.test(r.body.error ?? ''));
    expect(k).toBeGreaterThan(1);
    expect(k).toBeLessThanOrEqual(CHANGES_PER_HOUR);
    for (let i = 1; i < answers.length; i++) expect(answers[i], `ask ${i}`).toEqual(answers[i < k ? 1 : k]);
    expect(answers[1]!.body.error).toMatch(/^Try Another Time\. Please try again in \d+ seconds?\.$/);
    expect(answers.at(-1)!.body.error).toMatch(
      /^You have asked to change your contact details several times in the last hour\. Please try again in \d+ minutes?\.$/,
    );
    expect(answers.some((r) => JSON.stringify(r.body).includes('already registered'))).toBe(false);
  }, 180_000);
});

describe('"this wasn\'t me"', () => {
  it('the link from the notice holds the change: every sign-in ends, nobody signs in, until support reviews it', async () => {
    const inv = await onboarded(t);
    const user = await userRow(inv.mobile);
    const oldMobile = inv.mobile;
    const newMobile = `7${oldMobile.slice(1)}`;
    const { confirmed } = await change(inv, { phone_number: newMobile }, oldMobile);
    const ok = await inv.profile('POST', '/verify_update_otp', { otp: await t.latestOtp(newMobile), code: confirmed.body.code, phone_number: newMobile });
    expect(ok.body).toEqual({ is_profile_updated: { is_updated: true } });
    const link = /Report it: \S+(\/api\/contact-change\/report\/[\w-]+)/.exec((await lastMessage(oldMobile))!.body)![1]!;

    // the page only asks; a link scanner's GET holds nothing
    const page = await t.app.request(link);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("This wasn't me: put the account on hold");
    expect((await inv.profile('GET', '/get_user_details')).status).toBe(200);

    const held = await t.app.request(link, { method: 'POST' });
    expect(held.status).toBe(200);
    expect(await held.text()).toContain('The change is on hold');
    expect((await inv.profile('GET', '/get_user_details')).status).toBe(401);
    expect(
      await t.deps.db
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt))),
    ).toHaveLength(0);
    // signing in with the new number is refused while the change is held
    const byNew = await t.call('POST', '/api/login/get-details', { type: 2, identifier: newMobile });
    t.clock.advance(31_000);
    const code = await t.call('POST', '/api/login/send-login-code', { type: 2, ID: byNew.body.userDetails.ID, phone_number: newMobile });
    const refused = await t.call('POST', '/api/login/verify-login-code', { code: code.body.code, otp: await t.latestOtp(newMobile) });
    expect(refused).toMatchObject({
      status: 403,
      body: { errors: ['Your account is on hold while we review a reported change of your contact details. Please contact Nivesh support.'] },
    });
    // the support team was told
    const [row] = await t.deps.db.select().from(contactChanges).where(eq(contactChanges.userId, user.id)).orderBy(desc(contactChanges.id)).limit(1);
    expect(row!.status).toBe('held');

    // the review restores the old number; signing in with it works again
    await reviewHeldChange(t.deps, row!.id, 'restore');
    expect((await userById(user.id)).mobile).toBe(oldMobile);
    t.clock.advance(31_000);
    const byOld = await t.call('POST', '/api/login/get-details', { type: 2, identifier: oldMobile });
    const again = await t.call('POST', '/api/login/send-login-code', { type: 2, ID: byOld.body.userDetails.ID, phone_number: oldMobile });
    expect((await t.call('POST', '/api/login/verify-login-code', { code: again.body.code, otp: await t.latestOtp(oldMobile) })).status).toBe(200);
    // a used-up or unknown link is not valid
    expect((await t.app.request(link, { method: 'POST' })).status).toBe(404);
    expect((await t.app.request('/api/contact-change/report/not-a-real-token-at-all', { method: 'POST' })).status).toBe(404);
  });
});
