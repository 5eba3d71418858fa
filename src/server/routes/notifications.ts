import * as notifications from '@shared/contract/notifications.ts';
import { refuse } from '../lib/refusal.ts';
import { handle } from './handle.ts';
import { clearAll, listNotifications, markRead } from '../services/notifications/inbox.ts';
import { subscribe, unsubscribe } from '../services/notifications/push-subscriptions.ts';

/** /api/notification: the investor's notifications (spec 3 §4.10, §7.5) and web-push subscriptions. */
export const notificationCalls = [
  handle(notifications.getNotifications, ({ deps, session }) => listNotifications(deps.db, session.userId)),
  handle(notifications.updateNotification, async ({ deps, session, params }) => {
    if (!(await markRead(deps.db, session.userId, Number(params.id), deps.clock.now()))) throw refuse('not-found', 'Notification not found');
    return { is_updated: true };
  }),
  handle(notifications.deleteNotifications, async ({ deps, session }) => ({ is_deleted: true as const, deleted: await clearAll(deps.db, session.userId) })),
  handle(notifications.pushPublicKey, ({ deps }) => ({ public_key: deps.adapters.push.publicKey() })),
  handle(notifications.pushSubscribe, async ({ deps: { db, clock, config, adapters }, session, body, c }) => {
    if (!adapters.push.publicKey()) throw refuse('conflict', 'Notifications on this device are not available');
    const s = session;
    await subscribe(
      db,
      {
        userId: s.userId,
        sessionId: s.sessionId,
        endpoint: body.endpoint,
        p256dh: body.keys.p256dh,
        auth: body.keys.auth,
        userAgent: c.req.header('user-agent') ?? null,
        now: clock.now(),
      },
      config.messages.push.endpointHosts,
    );
    return { subscribed: true as const };
  }),
  handle(notifications.pushUnsubscribe, async ({ deps, session, body }) => ({ unsubscribed: await unsubscribe(deps.db, session.userId, body.endpoint) })),
];
