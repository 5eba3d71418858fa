import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import { pushSubscriptions } from '../../src/server/db/schema.ts';
import type { PushResult, PushSender, PushTarget } from '../../src/server/adapters/push/types.ts';
import { dispatchNotifications, SUBSCRIPTION_FAILURE_LIMIT } from '../../src/server/services/notifications/dispatch.ts';
import { mandateEvent } from '../../src/server/services/notifications/account-events.ts';
import { loadConfig } from '../../src/server/config.ts';
import { createTestApp, signUp, type TestApp } from './support/harness.ts';

/**
 * Web push subscriptions: stored per browser endpoint, only for known push services,
 * pushed by the dispatch job, pruned when the service says they are gone, forgotten on sign-out.
 * The push service is an outside system: a recording fake stands in here; the real encryption
 * and signing are tested against a local endpoint in src/server/adapters/push/web-push.test.ts.
 */
const keys = webpush.generateVAPIDKeys();
let t: TestApp;
const sent: Array<{ target: PushTarget; payload: string }> = [];
const answers = new Map<string, PushResult>();
const fakePush: PushSender = {
  name: 'fake',
  publicKey: () => keys.publicKey,
  send: async (target, payload) => {
    sent.push({ target, payload });
    return answers.get(target.endpoint) ?? { ok: true, status: 201 };
  },
};

beforeAll(async () => {
  const base = loadConfig({ NIVESH_MODE: 'demo' });
  t = await createTestApp({
    config: {
      messages: {
        ...base.messages,
        push: {
          ...base.messages.push,
          vapidPublicKey: keys.publicKey,
          vapidPrivateKey: keys.privateKey,
          keyFile: '',
          endpointHosts: ['push.example.test', '*.push.example.org'],
        },
      },
    },
  });
  t.deps.adapters.push = fakePush;
});
afterAll(() => t.close());

/** A browser's subscription: a real P-256 key and a 16-byte auth secret, as PushManager makes them. */
function browserSubscription(endpoint: string) {
  const { publicKey } = webpush.generateVAPIDKeys();
  return { endpoint, expirationTime: null, keys: { p256dh: publicKey, auth: Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64url') } };
}

describe('web push', () => {
  it('gives the VAPID public key, and refuses subscriptions to unknown services or with bad keys', async () => {
    const { token } = await signUp(t, '9740000001');
    expect((await t.call('GET', '/api/notification/push/public-key', undefined, { token })).body).toEqual({ public_key: keys.publicKey });
    const sub = (body: unknown) => t.call('POST', '/api/notification/push/subscribe', body, { token });
    for (const endpoint of [
      'http://push.example.test/a',
      'https://127.0.0.1/a',
      'https://evil.example.com/a',
      'https://push.example.test:8443/a',
      'https://user:pw@push.example.test/a',
      'not a url',
    ]) {
      const r = await sub(browserSubscription(endpoint));
      expect(r.status, endpoint).toBe(400);
      expect(r.body.errors[0]).toBe('Notifications on this browser use a push service we do not send to');
    }
    const bad = browserSubscription('https://push.example.test/a');
    expect((await sub({ ...bad, keys: { ...bad.keys, auth: 'AAAA' } })).body.errors[0]).toBe('Invalid push subscription');
    expect((await sub({ ...bad, keys: { p256dh: 'x y', auth: bad.keys.auth } })).body.errors[0]).toBe('Invalid push subscription');
    expect((await sub({ endpoint: 'https://push.example.test/a' })).status).toBe(400);
    expect((await t.call('POST', '/api/notification/push/subscribe', bad)).status).toBe(401);
    expect(await t.deps.db.select().from(pushSubscriptions)).toHaveLength(0);
    // a subdomain of an allowed *.host is fine
    expect((await sub(browserSubscription('https://eu.push.example.org/x'))).body).toEqual({ subscribed: true });
  });

  it('pushes each new notification to every device of the investor, with the link to open', async () => {
    const { token } = await signUp(t, '9740000002');
    const phone = browserSubscription('https://push.example.test/phone');
    const laptop = browserSubscription('https://push.example.test/laptop');
    for (const s of [phone, laptop]) expect((await t.call('POST', '/api/notification/push/subscribe', s, { token })).body).toEqual({ subscribed: true });
    // subscribing again updates, never duplicates
    expect((await t.call('POST', '/api/notification/push/subscribe', phone, { token })).status).toBe(200);
    const userId = (await t.deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, phone.endpoint)))[0]!.userId;
    expect(await t.deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId))).toHaveLength(2);

    sent.length = 0;
    await mandateEvent(t.deps.db, { userId, mandateId: 'PUSH1', bankName: 'HDFC Bank', amountPaise: 100_000n, approved: true, at: t.clock.now() });
    const r = await dispatchNotifications(t.deps);
    expect(r.pushed).toBe(2);
    expect(sent.map((s) => s.target.endpoint).sort()).toEqual([laptop.endpoint, phone.endpoint]);
    expect(sent[0]!.target).toMatchObject({ p256dh: expect.any(String), auth: expect.any(String) });
    const payload = JSON.parse(sent[0]!.payload);
    expect(payload).toMatchObject({ title: 'Mandate approved', link: '/portal/profile/bank-mandates', tag: `notification-${payload.id}` });
    expect(payload.body).toContain('PUSH1');
    // dispatched once only
    sent.length = 0;
    await dispatchNotifications(t.deps);
    expect(sent).toHaveLength(0);
  });

  it('prunes a subscription the push service calls gone (410, 404) and retires one that keeps failing', async () => {
    const { token } = await signUp(t, '9740000003');
    const gone = browserSubscription('https://push.example.test/gone');
    const missing = browserSubscription('https://push.example.test/missing');
    const flaky = browserSubscription('https://push.example.test/flaky');
    const fine = browserSubscription('https://push.example.test/fine');
    for (const s of [gone, missing, flaky, fine]) await t.call('POST', '/api/notification/push/subscribe', s, { token });
    answers.set(gone.endpoint, { ok: false, gone: true, status: 410, message: 'push service answered 410' });
    answers.set(missing.endpoint, { ok: false, gone: true, status: 404, message: 'push service answered 404' });
    answers.set(flaky.endpoint, { ok: false, gone: false, status: 503, message: 'push service answered 503' });
    const userId = (await t.deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, fine.endpoint)))[0]!.userId;

    await mandateEvent(t.deps.db, { userId, mandateId: 'P1', bankName: 'HDFC Bank', amountPaise: 100_000n, approved: true, at: t.clock.now() });
    const r = await dispatchNotifications(t.deps);
    expect(r).toMatchObject({ pushed: 1, pruned: 2 });
    const left = async () =>
      (await t.deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId))).map((s) => [s.endpoint, s.failures]);
    expect(await left()).toEqual(
      expect.arrayContaining([
        [flaky.endpoint, 1],
        [fine.endpoint, 0],
      ]),
    );
    expect(await left()).toHaveLength(2);
    for (let i = 2; i <= SUBSCRIPTION_FAILURE_LIMIT; i++) {
      await mandateEvent(t.deps.db, { userId, mandateId: `P${i}`, bankName: 'HDFC Bank', amountPaise: 100_000n, approved: true, at: t.clock.now() });
      await dispatchNotifications(t.deps);
    }
    expect(await left()).toEqual([[fine.endpoint, 0]]);
  });

  it('unsubscribes one browser, and signing out forgets the subscriptions made in that session', async () => {
    const first = await signUp(t, '9740000004');
    const s1 = browserSubscription('https://push.example.test/s1');
    const s2 = browserSubscription('https://push.example.test/s2');
    await t.call('POST', '/api/notification/push/subscribe', s1, { token: first.token });
    await t.call('POST', '/api/notification/push/subscribe', s2, { token: first.token });
    const other = await signUp(t, '9740000005');
    // another investor cannot unsubscribe someone else's browser
    expect((await t.call('POST', '/api/notification/push/unsubscribe', { endpoint: s1.endpoint }, { token: other.token })).body).toEqual({
      unsubscribed: false,
    });
    expect((await t.call('POST', '/api/notification/push/unsubscribe', { endpoint: s1.endpoint }, { token: first.token })).body).toEqual({
      unsubscribed: true,
    });
    expect(await t.deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, s1.endpoint))).toHaveLength(0);
    expect((await t.call('POST', '/api/logout', {}, { token: first.token })).status).toBe(200);
    expect(await t.deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, s2.endpoint))).toHaveLength(0);
  });

  it('a browser that another investor signs in to moves to that investor', async () => {
    const a = await signUp(t, '9740000006');
    const b = await signUp(t, '9740000007');
    const shared = browserSubscription('https://push.example.test/shared');
    await t.call('POST', '/api/notification/push/subscribe', shared, { token: a.token });
    await t.call('POST', '/api/notification/push/subscribe', shared, { token: b.token });
    const rows = await t.deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, shared.endpoint));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.sessionId).not.toBeNull();
    // a's logout no longer touches it: it belongs to b's session now
    await t.call('POST', '/api/logout', {}, { token: a.token });
    expect(await t.deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, shared.endpoint))).toHaveLength(1);
  });
});

describe('web push switched off', () => {
  it('answers a null key and refuses subscriptions when no VAPID keys are configured', async () => {
    const base = loadConfig({ NIVESH_MODE: 'production', ALLOW_DEV_OUTBOX: '1', OTP_DELIVERY: 'outbox' });
    const off = await createTestApp({ config: { messages: base.messages } });
    try {
      expect(off.deps.config.messages.push.keyFile).toBe('');
      const { token } = await signUp(off, '9740000010');
      expect((await off.call('GET', '/api/notification/push/public-key', undefined, { token })).body).toEqual({ public_key: null });
      const r = await off.call('POST', '/api/notification/push/subscribe', browserSubscription('https://fcm.googleapis.com/fcm/send/x'), { token });
      expect(r.status).toBe(409);
      expect(r.body.errors[0]).toBe('Notifications on this device are not available');
    } finally {
      await off.close();
    }
  });
});
