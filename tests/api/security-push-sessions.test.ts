import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import { pushSubscriptions, sessions, users } from '../../src/server/db/schema.ts';
import type { PushSender, PushTarget } from '../../src/server/adapters/push/types.ts';
import { dispatchNotifications } from '../../src/server/services/notifications/dispatch.ts';
import { mandateEvent } from '../../src/server/services/notifications/account-events.ts';
import { createSession } from '../../src/server/services/sessions.ts';
import { loadConfig } from '../../src/server/config.ts';
import { createTestApp, signUp, type TestApp } from './support/harness.ts';
import { seedTestCatalogue } from './support/orders-fixture.ts';
import { familyInvestor, link } from './support/family.ts';

/**
 * Push subscriptions belong to the sign-in that made them: ending that session (sign-out, end
 * session, end others, a family removal) forgets the device, and the dispatch job never sends to
 * a subscription whose session has ended, whatever path ended it. The push service is an outside
 * system: the recording fake below is the job's outbox.
 */
const keys = webpush.generateVAPIDKeys();
let t: TestApp;
const outbox: PushTarget[] = [];
const fakePush: PushSender = {
  name: 'fake',
  publicKey: () => keys.publicKey,
  send: async (target) => {
    outbox.push(target);
    return { ok: true, status: 201 };
  },
};

beforeAll(async () => {
  const base = loadConfig({ NIVESH_MODE: 'demo' });
  t = await createTestApp({
    start: '2025-07-01T05:30:00Z',
    config: {
      session: { idleMinutes: 10_000_000, absoluteHours: 1_000_000 },
      messages: {
        ...base.messages,
        push: { ...base.messages.push, vapidPublicKey: keys.publicKey, vapidPrivateKey: keys.privateKey, keyFile: '', endpointHosts: ['push.example.test'] },
      },
    },
  });
  t.deps.adapters.push = fakePush;
  await seedTestCatalogue(t.deps.db);
}, 120_000);
afterAll(() => t.close());

function browserSubscription(endpoint: string) {
  const { publicKey } = webpush.generateVAPIDKeys();
  return { endpoint, expirationTime: null, keys: { p256dh: publicKey, auth: Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64url') } };
}
const subscribe = async (token: string, name: string) => {
  const endpoint = `https://push.example.test/${name}`;
  expect((await t.call('POST', '/api/notification/push/subscribe', browserSubscription(endpoint), { token })).body).toEqual({ subscribed: true });
  return endpoint;
};
/** A new notification for the investor, dispatched: the endpoints the job pushed to. */
async function pushedTo(userId: number): Promise<string[]> {
  // what was already waiting (a family link's notice, ...) goes first
  await dispatchNotifications(t.deps);
  outbox.length = 0;
  await mandateEvent(t.deps.db, {
    userId,
    mandateId: `M${Date.now()}${Math.random()}`,
    bankName: 'HDFC Bank',
    amountPaise: 100_000n,
    approved: true,
    at: t.clock.now(),
  });
  await dispatchNotifications(t.deps);
  return outbox.map((o) => o.endpoint).sort();
}
async function device(userId: number): Promise<{ token: string; sessionId: number }> {
  return createSession(t.deps.db, t.clock.now(), t.deps.config.session, { userId });
}

describe('push subscriptions end with their session', () => {
  it('ending one session, the other sessions, or signing out forgets those devices', async () => {
    const { token: phone } = await signUp(t, '9730000001');
    const userId = (await t.deps.db.select().from(users).where(eq(users.mobile, '9730000001')))[0]!.id;
    const laptop = await device(userId);
    const tablet = await device(userId);
    const kiosk = await device(userId);
    const [p, l, tb, k] = [
      await subscribe(phone, 'phone'),
      await subscribe(laptop.token, 'laptop'),
      await subscribe(tablet.token, 'tablet'),
      await subscribe(kiosk.token, 'kiosk'),
    ];
    expect(await pushedTo(userId)).toEqual([k, l, p, tb].sort());

    expect((await t.call('POST', '/api/profile/end_session', { session_id: laptop.sessionId }, { token: phone })).status).toBe(200);
    expect(await pushedTo(userId)).toEqual([k, p, tb].sort());

    expect((await t.call('POST', '/api/logout', {}, { token: kiosk.token })).status).toBe(200);
    expect(await pushedTo(userId)).toEqual([p, tb].sort());

    expect((await t.call('POST', '/api/profile/end_other_sessions', {}, { token: phone })).body).toEqual({ ended: 1 });
    expect(await pushedTo(userId)).toEqual([p]);
  });

  it('the dispatch job never sends to a subscription whose session has ended, even if its row is still there', async () => {
    const { token } = await signUp(t, '9730000002');
    const userId = (await t.deps.db.select().from(users).where(eq(users.mobile, '9730000002')))[0]!.id;
    const other = await device(userId);
    const mine = await subscribe(token, 'kept');
    const gone = await subscribe(other.token, 'revoked-behind-our-back');
    const old = await device(userId);
    const expired = await subscribe(old.token, 'past-its-lifetime');
    // ended without the session code's clean-up: revoked by hand, and one past its absolute lifetime
    await t.deps.db.update(sessions).set({ revokedAt: t.clock.now() }).where(eq(sessions.id, other.sessionId));
    await t.deps.db
      .update(sessions)
      .set({ expiresAt: new Date(t.clock.now().getTime() - 1000) })
      .where(eq(sessions.id, old.sessionId));
    // and a row with no session at all (made before subscriptions were tied to one)
    await t.deps.db
      .insert(pushSubscriptions)
      .values({ userId, sessionId: null, endpoint: 'https://push.example.test/orphan', p256dh: 'x', auth: 'y', createdAt: t.clock.now() });
    const sent = await pushedTo(userId);
    expect(sent).toEqual([mine]);
    expect(sent).not.toContain(gone);
    expect(sent).not.toContain(expired);
    // the ended ones are forgotten
    expect((await t.deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId))).map((s) => s.endpoint)).toEqual([mine]);
  });

  it('a head cannot subscribe a device to a member’s pushes, and removing the member ends any the head had', async () => {
    const head = await familyInvestor(t, '9730000011', ['Meera', 'Iyer']);
    const member = await familyInvestor(t, '9730000012', ['Arjun', 'Iyer']);
    await link(t, head, member);
    const sw = await head.profile('POST', '/get_access_to_child', { child_id: member.userId });
    const asChild = { token: sw.body.child_token, parent_token: head.token };
    const refused = await t.call('POST', '/api/notification/push/subscribe', browserSubscription('https://push.example.test/heads-phone'), asChild);
    expect(refused.status).toBe(403);
    // one made before that rule: the child session's subscription
    const [childSession] = await t.deps.db
      .select()
      .from(sessions)
      .where(eq(sessions.parentSessionId, (await t.deps.db.select().from(sessions).where(eq(sessions.userId, head.userId)))[0]!.id));
    const { keys: k } = browserSubscription('x');
    await t.deps.db.insert(pushSubscriptions).values({
      userId: member.userId,
      sessionId: childSession!.id,
      endpoint: 'https://push.example.test/heads-old-phone',
      p256dh: k.p256dh,
      auth: k.auth,
      createdAt: t.clock.now(),
    });
    const own = await subscribe(member.token, 'members-phone');
    expect(await pushedTo(member.userId)).toEqual(['https://push.example.test/heads-old-phone', own].sort());
    expect((await head.profile('POST', '/remove_family_member', { child_id: member.userId })).status).toBe(200);
    expect(await pushedTo(member.userId)).toEqual([own]);
  });
});
