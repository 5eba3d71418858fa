import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateKeyPairSync } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { contactChanges, devOutbox, users } from '../../src/server/db/schema.ts';
import type { TestApp } from './support/harness.ts';
import { createProfileApp, onboarded, type Onboarded } from './support/profile.ts';
import { SoftAuthenticator } from './support/soft-authenticator.ts';

/**
 * The current owner confirms a contact change with a passkey registered for the account instead of
 * the first OTP: no OTP goes to the current contact, the assertion must be this investor's, over a
 * challenge given for a contact change, unused; the new value's OTP stays as it is.
 */
let t: TestApp;
let a: Onboarded;
let b: Onboarded;
const keyOf = new Map<string, SoftAuthenticator>();
/** A call under /api as this investor. */
const api = (inv: Onboarded, method: string, path: string, body?: unknown) => t.call(method, `/api${path}`, body, { token: inv.token });
beforeAll(async () => {
  t = await createProfileApp();
  a = await onboarded(t);
  b = await onboarded(t);
  for (const inv of [a, b]) {
    const device = new SoftAuthenticator();
    const { body } = await api(inv, 'POST', '/passkey/register-options', {});
    const reg = await api(inv, 'POST', '/passkey/register', { response: device.register(body.options) });
    if (reg.body.credential_id !== device.id) throw new Error(`passkey not registered: ${JSON.stringify(reg.body)}`);
    keyOf.set(inv.mobile, device);
  }
}, 300_000);
afterAll(() => t.close());

const outboxSize = async () => (await t.deps.db.select().from(devOutbox)).length;
const userRow = async (mobile: string) => (await t.deps.db.select().from(users).where(eq(users.mobile, mobile)))[0]!;
async function assertion(inv: Onboarded, purpose: 'contact-change' | 'sensitive-change', device = keyOf.get(inv.mobile)!) {
  const { body } = await api(inv, 'POST', '/passkey/assert-options', { purpose });
  return device.assert(body.options);
}
async function startByPasskey(inv: Onboarded, change: { email_id?: string; phone_number?: string }) {
  t.clock.advance(31_000);
  const started = await inv.profile('POST', '/update_profile_otp', { email_id: '', phone_number: '', owner_proof: 'passkey', ...change });
  expect(started.body, JSON.stringify(started.body)).toMatchObject({
    otp_status: 'Success',
    change_id: expect.any(String),
    owner_check: { channel: 'passkey', sent_to: '' },
  });
  return started.body.change_id as string;
}

describe('contact change confirmed with a passkey', () => {
  it('sends nothing to the current contact, takes the passkey as the owner, then the new email OTP changes it', async () => {
    const before = await outboxSize();
    const newEmail = `pk.${a.pan.toLowerCase()}@example.com`;
    const changeId = await startByPasskey(a, { email_id: newEmail });
    expect(await outboxSize()).toBe(before);

    const confirmed = await a.profile('POST', '/confirm_contact_owner', {
      change_id: changeId,
      proof: { kind: 'passkey', response: await assertion(a, 'contact-change') },
    });
    expect(confirmed.body).toEqual({ is_email_sent: true });
    const [row] = await t.deps.db.select().from(contactChanges).where(eq(contactChanges.ref, changeId));
    expect(row).toMatchObject({ status: 'owner_confirmed', ownerProof: 'passkey' });

    const ok = await a.profile('POST', '/verify_update_otp', { otp: await t.latestOtp(newEmail), email_id: newEmail });
    expect(ok.body).toEqual({ is_profile_updated: { is_updated: true } });
    expect((await userRow(a.mobile)).email).toBe(newEmail);
    a.email = newEmail;
  });

  it("refuses another purpose's challenge, a replay, another account's passkey, a wrong key, and an OTP in its place", async () => {
    const newEmail = `pk2.${a.pan.toLowerCase()}@example.com`;
    const changeId = await startByPasskey(a, { email_id: newEmail });
    const confirm = (proof: unknown) => a.profile('POST', '/confirm_contact_owner', { change_id: changeId, proof });
    // refusals of this call are a 200 with `error`, as the spec's profile calls answer (spec 3 §7.4)
    const failed = { status: 200, body: { error: 'The passkey could not be verified, please try again' } };

    // an assertion made for another purpose cannot stand for a contact change
    expect(await confirm({ kind: 'passkey', response: await assertion(a, 'sensitive-change') })).toMatchObject(failed);
    // the other investor's own passkey, over a's challenge
    const { body } = await api(a, 'POST', '/passkey/assert-options', { purpose: 'contact-change' });
    expect(await confirm({ kind: 'passkey', response: keyOf.get(b.mobile)!.assert(body.options) })).toMatchObject(failed);
    // a's credential id signed with a key that is not the registered one
    const stranger = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
    expect(
      await confirm({
        kind: 'passkey',
        response: keyOf.get(a.mobile)!.assert((await api(a, 'POST', '/passkey/assert-options', { purpose: 'contact-change' })).body.options, stranger),
      }),
    ).toMatchObject(failed);
    // a change started for a passkey has no OTP: no code confirms it
    expect((await confirm({ kind: 'otp-current', code: 'x'.repeat(24), otp: '123456' })).body).toMatchObject({ errors: ['Please enter valid OTP'] });
    expect((await userRow(a.mobile)).email).toBe(a.email);
    expect(await t.deps.db.select().from(contactChanges).where(eq(contactChanges.ref, changeId))).toMatchObject([{ status: 'owner_pending' }]);

    // a good assertion is used once: replayed, it is refused
    const good = await assertion(a, 'contact-change');
    expect((await confirm({ kind: 'passkey', response: good })).body).toEqual({ is_email_sent: true });
    const again = await startByPasskey(a, { email_id: `pk3.${a.pan.toLowerCase()}@example.com` });
    expect(await a.profile('POST', '/confirm_contact_owner', { change_id: again, proof: { kind: 'passkey', response: good } })).toMatchObject(failed);
  });

  it("a mobile that is another account's is refused only after the passkey confirmed, as with the OTP", async () => {
    const changeId = await startByPasskey(a, { phone_number: b.mobile });
    const refused = await a.profile('POST', '/confirm_contact_owner', {
      change_id: changeId,
      proof: { kind: 'passkey', response: await assertion(a, 'contact-change') },
    });
    expect(refused.body).toEqual({ error: 'This mobile number is already registered with another account' });
    const [row] = await t.deps.db.select().from(contactChanges).where(eq(contactChanges.ref, changeId)).orderBy(desc(contactChanges.id));
    expect(row!.status).toBe('refused');
  });

  it('an account without a passkey is told so and nothing is started or sent', async () => {
    const c = await onboarded(t);
    const before = await outboxSize();
    t.clock.advance(31_000);
    const answer = await c.profile('POST', '/update_profile_otp', { email_id: 'nopk@example.com', phone_number: '', owner_proof: 'passkey' });
    expect(answer.body).toEqual({ error: 'No passkey is registered for this account on any device' });
    expect(await outboxSize()).toBe(before);
    const user = await userRow(c.mobile);
    expect(await t.deps.db.select().from(contactChanges).where(eq(contactChanges.userId, user.id))).toEqual([]);
  });
});
