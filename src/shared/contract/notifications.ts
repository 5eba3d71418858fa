import * as v from 'valibot';
import { defineCall } from './common.ts';

/** Notifications (spec 3 §2.2, §4.10, §7.5): the investor's inbox, and web push (ours, beyond the spec). */

/** spec 3 §3 Notification: ID, content, description, is_read, update_date (an ISO instant); link is ours */
export const NotificationItem = v.object({
  ID: v.number(),
  content: v.string(),
  description: v.string(),
  is_read: v.boolean(),
  update_date: v.string(),
  link: v.nullable(v.string()),
});
export type NotificationItem = v.InferOutput<typeof NotificationItem>;

/** GET /notification: newest first (the latest 100), with the unread count for the bell. */
export const getNotifications = defineCall({
  method: 'GET',
  path: '/notification',
  body: undefined,
  answer: v.object({ notifications: v.array(NotificationItem), unread_count: v.number() }),
});

/** POST /notification/update_notifications/{id}: marks one read; no body. */
export const updateNotification = defineCall({
  method: 'POST',
  path: '/notification/update_notifications/:id',
  body: undefined,
  answer: v.object({ is_updated: v.boolean() }),
});

/** POST /notification/delete_notifications: clears all of the investor's notifications; no body. */
export const deleteNotifications = defineCall({
  method: 'POST',
  path: '/notification/delete_notifications',
  body: undefined,
  answer: v.object({ is_deleted: v.literal(true), deleted: v.number() }),
});

// ---- Web push (ours) -------------------------------------------------------------------

/** GET /notification/push/public-key: the VAPID key to subscribe with; null when push is off. */
export const pushPublicKey = defineCall({
  method: 'GET',
  path: '/notification/push/public-key',
  body: undefined,
  answer: v.object({ public_key: v.nullable(v.string()) }),
});

const B64URL = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]+=*$/, 'Invalid push subscription'), v.maxLength(200, 'Invalid push subscription'));

/** POST /notification/push/subscribe: the browser's PushSubscription as JSON. */
export const pushSubscribe = defineCall({
  method: 'POST',
  path: '/notification/push/subscribe',
  body: v.object({
    endpoint: v.pipe(v.string('Invalid push subscription'), v.maxLength(1000, 'Invalid push subscription')),
    expirationTime: v.optional(v.nullable(v.number())),
    keys: v.object({ p256dh: B64URL, auth: B64URL }, 'Invalid push subscription'),
  }),
  answer: v.object({ subscribed: v.literal(true) }),
});

/** POST /notification/push/unsubscribe: forgets this browser's subscription. */
export const pushUnsubscribe = defineCall({
  method: 'POST',
  path: '/notification/push/unsubscribe',
  body: v.object({ endpoint: v.pipe(v.string('Invalid push subscription'), v.maxLength(1000, 'Invalid push subscription')) }),
  answer: v.object({ unsubscribed: v.boolean() }),
});
