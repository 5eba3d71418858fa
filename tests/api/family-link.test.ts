import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { auditLog, devOutbox } from '../../src/server/db/schema.ts';
import { createTestApp, type TestApp } from './support/harness.ts';
import { seedTestCatalogue } from './support/orders-fixture.ts';
import { familyInvestor, link, type FamilyInvestor } from './support/family.ts';

/**
 * Family linking and switching (spec 3 §4.8, §4.9, §6): the OTP goes to the member's
 * registered mobile; a child token is bound to the parent's session and reaches only that member.
 */
let t: TestApp;
let head: FamilyInvestor;
let spouse: FamilyInvestor;
let parent: FamilyInvestor;
let stranger: FamilyInvestor;
beforeAll(async () => {
  t = await createTestApp({ start: '2025-07-01T05:30:00Z', config: { session: { idleMinutes: 10_000_000, absoluteHours: 1_000_000 } } });
  await seedTestCatalogue(t.deps.db);
  head = await familyInvestor(t, '9710000001', ['Meera', 'Iyer']);
  spouse = await familyInvestor(t, '9710000002', ['Arjun', 'Iyer']);
  parent = await familyInvestor(t, '9710000003', ['Lakshmi', 'Iyer']);
  stranger = await familyInvestor(t, '9710000004', ['Kabir', 'Shah']);
}, 120_000);
afterAll(() => t.close());

const status = async (inv: FamilyInvestor) => (await inv.profile('GET', '/get_user_details')).body.user_details.family_status as number;
const asChild = (child: string, parentToken: string) => ({ token: child, parent_token: parentToken });

describe('linking a member with their OTP', () => {
  it("refuses the investor's own PAN and ID, an unknown PAN, and a malformed one, in a 200 with error", async () => {
    expect((await head.profile('POST', '/send_family_otp', { carrier: head.pan, type: 1 })).body).toEqual({ error: 'Please enter valid pan number' });
    expect((await head.profile('POST', '/send_family_otp', { carrier: head.niveshId, type: 3 })).body).toEqual({
      error: 'You have entered your nivesh id, please enter your family member nivesh id',
    });
    expect((await head.profile('POST', '/send_family_otp', { carrier: 'ABCCK1234F', type: 1 })).body).toEqual({
      error: 'Non Indivdual PAN is not allowed to transact',
    });
    expect((await head.profile('POST', '/send_family_otp', { carrier: 'X', type: 2 })).status).toBe(400);
  });

  it('sends the OTP to the member’s registered mobile; a wrong OTP links nobody; the right one links them', async () => {
    const sent = await head.profile('POST', '/send_family_otp', { carrier: spouse.pan.toLowerCase(), type: 1 });
    expect(sent.body).toEqual({ code: expect.any(String), child_user_id: expect.any(Number) });
    // the handle is not the member's user id, and no digit of their number is shown
    expect(sent.body.child_user_id).not.toBe(spouse.userId);
    expect(JSON.stringify(sent.body)).not.toContain(spouse.mobile.slice(-4));
    const [sms] = await t.deps.db.select().from(devOutbox).where(eq(devOutbox.to, spouse.mobile)).orderBy(desc(devOutbox.id)).limit(1);
    expect(sms!.body).toMatch(/link your account to Meera Iyer's family/);
    const otp = await t.latestOtp(spouse.mobile);
    const wrong = await head.profile('POST', '/verify_family_otp', {
      code: sent.body.code,
      otp: otp === '123456' ? '654321' : '123456',
      child_user_id: sent.body.child_user_id,
    });
    expect(wrong).toMatchObject({ status: 400, body: { errors: ['Please enter valid OTP'] } });
    expect(await status(head)).toBe(0);
    // the challenge names its handle: the same code with another one is refused
    expect((await head.profile('POST', '/verify_family_otp', { code: sent.body.code, otp, child_user_id: parent.userId })).status).toBe(400);
    // nobody else can use the head's challenge
    expect((await stranger.profile('POST', '/verify_family_otp', { code: sent.body.code, otp, child_user_id: sent.body.child_user_id })).status).toBe(400);
    const ok = await head.profile('POST', '/verify_family_otp', { code: sent.body.code, otp, child_user_id: sent.body.child_user_id, is_encrypted: false });
    expect(ok.body).toEqual({ is_linked: true, message: 'Family member linked successfully' });
    expect(await status(head)).toBe(1);
    expect(await status(spouse)).toBe(2);
    // single use
    expect((await head.profile('POST', '/verify_family_otp', { code: sent.body.code, otp, child_user_id: sent.body.child_user_id })).status).toBe(400);
  });

  it('links by Nivesh ID too; a member cannot add, and a member of one family cannot join another', async () => {
    await link(t, head, parent, 'id');
    const details = await head.profile('GET', '/get_family_details');
    expect(details.body.family_details.map((m: any) => [m.name, m.family_status, m.is_self])).toEqual([
      ['Meera Iyer', 1, true],
      ['Arjun Iyer', 2, false],
      ['Lakshmi Iyer', 2, false],
    ]);
    expect(details.body.market_level_aum).toEqual([{ family_aum: '0.00' }]);
    t.clock.advance(31_000);
    expect(await spouse.profile('POST', '/send_family_otp', { carrier: stranger.pan, type: 1 })).toMatchObject({
      status: 403,
      body: { errors: ['Only the head of the family can add members; you are a member of a family'] },
    });
    // whether someone can join is said only after their own OTP: before it, nothing tells who they are
    for (const [who, error] of [
      [spouse, 'This investor is already linked to a family'],
      [head, 'This investor is the head of another family; they must remove their members first'],
    ] as const) {
      t.clock.advance(31_000);
      const sent = await stranger.profile('POST', '/send_family_otp', { carrier: who.pan, type: 1 });
      expect(sent.body).toEqual({ code: expect.any(String), child_user_id: expect.any(Number) });
      const r = await stranger.profile('POST', '/verify_family_otp', {
        code: sent.body.code,
        otp: await t.latestOtp(who.mobile),
        child_user_id: sent.body.child_user_id,
      });
      expect(r.body).toEqual({ error });
    }
    // a member sees the same family, themselves marked
    const seen = await spouse.profile('GET', '/get_family_details');
    expect(seen.body.family_details.find((m: any) => m.is_self).name).toBe('Arjun Iyer');
    expect(seen.body.family_status).toBe(2);
  });
});

describe('send_family_otp tells nothing about a PAN', () => {
  it('answers a registered and an unregistered PAN alike, SMSes only the registered one, and the decoy never verifies', async () => {
    const someone = await familyInvestor(t, '9710000021', ['Ravi', 'Rao']);
    const asker = await familyInvestor(t, '9710000022', ['Sita', 'Rao']);
    t.clock.advance(31_000);
    const smsBefore = (await t.deps.db.select().from(devOutbox).where(eq(devOutbox.to, someone.mobile))).length;
    const outboxBefore = (await t.deps.db.select().from(devOutbox)).length;
    const registered = await asker.profile('POST', '/send_family_otp', { carrier: someone.pan, type: 1 });
    const unregistered = await asker.profile('POST', '/send_family_otp', { carrier: 'ZZZPZ9999Z', type: 1 });
    const shape = (r: { status: number; body: any }) => ({
      status: r.status,
      keys: Object.keys(r.body).sort(),
      types: Object.values(r.body).map((x) => typeof x),
    });
    expect(shape(unregistered)).toEqual(shape(registered));
    expect(registered.body.child_user_id).not.toBe(someone.userId);
    // one SMS, to the registered person only
    expect((await t.deps.db.select().from(devOutbox).where(eq(devOutbox.to, someone.mobile))).length).toBe(smsBefore + 1);
    expect((await t.deps.db.select().from(devOutbox)).length).toBe(outboxBefore + 1);
    for (const otp of ['000000', '123456', '999999']) {
      expect(
        (await asker.profile('POST', '/verify_family_otp', { code: unregistered.body.code, otp, child_user_id: unregistered.body.child_user_id })).body,
      ).toEqual({ errors: ['Please enter valid OTP'], code: 'OTP_INVALID' });
    }
  });
});

describe('switching into a member', () => {
  it('gives a child token bound to the parent session, writes every switch to the audit log', async () => {
    const list = await head.profile('GET', '/get-switch-list');
    expect(list.body).toMatchObject({ member_count: 3, family_status: 1 });
    const sw = await head.profile('POST', '/get_access_to_child', { child_id: spouse.userId });
    expect(sw.status).toBe(200);
    expect(sw.body.parent_token).toBe(head.token);
    const me = await t.call('GET', '/api/profile/get_user_details', undefined, asChild(sw.body.child_token, head.token));
    expect(me.body.user_details.name).toBe('Arjun Iyer');
    // without the parent token, or with someone else's, the child token is refused
    expect((await t.call('GET', '/api/profile/get_user_details', undefined, { token: sw.body.child_token })).status).toBe(401);
    expect((await t.call('GET', '/api/profile/get_user_details', undefined, asChild(sw.body.child_token, stranger.token))).status).toBe(401);
    const rows = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.event, 'family_switch'), eq(auditLog.userId, head.userId)));
    expect(rows.map((r) => [r.outcome, r.detail])).toContainEqual(['switched', `to ${spouse.userId}`]);
  });

  it('a child token reaches no one outside the family (403) and cannot add or remove members', async () => {
    const sw = await head.profile('POST', '/get_access_to_child', { child_id: spouse.userId });
    const h = asChild(sw.body.child_token, head.token);
    expect(await t.call('POST', '/api/profile/get_access_to_child', { child_id: stranger.userId }, h)).toMatchObject({
      status: 403,
      body: { errors: ['You can switch only to the portfolios of your family members'] },
    });
    expect((await t.call('POST', '/api/profile/remove_family_member', { child_id: parent.userId }, h)).status).toBe(403);
    expect((await t.call('POST', '/api/profile/send_family_otp', { carrier: stranger.pan, type: 1 }, h)).status).toBe(403);
    expect((await t.call('POST', '/api/profile/leave_family', {}, h)).status).toBe(403);
    // switching on to another member of the same family works, still bound to the head's session
    const next = await t.call('POST', '/api/profile/get_access_to_child', { child_id: parent.userId }, h);
    expect(next.status).toBe(200);
    expect(next.body.parent_token).toBe(head.token);
    const me = await t.call('GET', '/api/profile/get_user_details', undefined, asChild(next.body.child_token, head.token));
    expect(me.body.user_details.name).toBe('Lakshmi Iyer');
    // the member session switched away from has ended; the head's own is untouched
    expect((await t.call('GET', '/api/profile/get_user_details', undefined, h)).status).toBe(401);
    expect((await head.profile('GET', '/get_user_details')).status).toBe(200);
    // a stranger or a member cannot switch into anyone, and nobody "switches" into the head
    expect((await stranger.profile('POST', '/get_access_to_child', { child_id: spouse.userId })).status).toBe(403);
    expect((await spouse.profile('POST', '/get_access_to_child', { child_id: parent.userId })).status).toBe(403);
    expect((await t.call('POST', '/api/profile/get_access_to_child', { child_id: head.userId }, asChild(next.body.child_token, head.token))).status).toBe(403);
  });

  it("a child token ends with the parent's session", async () => {
    const second = await familyInvestor(t, '9710000005', ['Zoya', 'Iyer']);
    await link(t, second, await familyInvestor(t, '9710000006', ['Rehan', 'Iyer']));
    const list = await second.profile('GET', '/get-switch-list');
    const member = list.body.switch_list.find((m: any) => !m.is_self);
    const sw = await second.profile('POST', '/get_access_to_child', { child_id: member.child_id });
    const h = asChild(sw.body.child_token, second.token);
    expect((await t.call('GET', '/api/profile/get_user_details', undefined, h)).status).toBe(200);
    expect((await t.call('POST', '/api/logout', {}, { token: second.token })).status).toBeLessThan(300);
    expect((await t.call('GET', '/api/profile/get_user_details', undefined, h)).status).toBe(401);
  });
});

describe('removing and leaving', () => {
  it("only the head removes; the removed member's child token is refused (401)", async () => {
    const sw = await head.profile('POST', '/get_access_to_child', { child_id: parent.userId });
    const h = asChild(sw.body.child_token, head.token);
    expect((await spouse.profile('POST', '/remove_family_member', { child_id: parent.userId })).status).toBe(403);
    expect((await head.profile('POST', '/remove_family_member', { child_id: stranger.userId })).status).toBe(403);
    expect((await head.profile('POST', '/remove_family_member', { child_id: parent.userId, is_encrypted: false })).body).toEqual({
      is_removed: true,
      message: 'Family member removed successfully',
    });
    expect((await t.call('GET', '/api/profile/get_user_details', undefined, h)).status).toBe(401);
    expect((await head.profile('POST', '/get_access_to_child', { child_id: parent.userId })).status).toBe(403);
    expect(await status(parent)).toBe(0);
  });

  it('a member leaves from their own profile; the head cannot leave', async () => {
    expect((await head.profile('POST', '/leave_family', {})).body).toEqual({ error: 'The head of the family removes members instead of leaving' });
    const sw = await head.profile('POST', '/get_access_to_child', { child_id: spouse.userId });
    expect((await spouse.profile('POST', '/leave_family', {})).body).toEqual({ has_left: true, message: 'You have left the family' });
    expect((await t.call('GET', '/api/profile/get_user_details', undefined, asChild(sw.body.child_token, head.token))).status).toBe(401);
    expect(await status(head)).toBe(0);
    expect(await status(spouse)).toBe(0);
    expect((await spouse.profile('POST', '/leave_family', {})).body).toEqual({ error: 'You are not a member of any family' });
  });
});
