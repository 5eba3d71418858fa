import * as v from 'valibot';
import { defineCall } from './common.ts';
import { QUERY_TYPES, TICKET_ACCOUNTS } from '../rules/support/support-ticket.ts';
import { FAQ_SEARCH_MAX } from '../rules/support/faq-search.ts';

/**
 * Help and messages (spec 3 §2.2, §2.7, §2.11, §4.10, §7.3, §7.5): FAQs, support tickets,
 * notifications, web push (ours, beyond the spec) and the Insights blog list.
 */

// ---- FAQs -------------------------------------------------------------------------------

export const FaqCategory = v.object({ ID: v.number(), Name: v.string() });
export type FaqCategory = v.InferOutput<typeof FaqCategory>;
/** spec 3 §3 FAQ: Name (the category's), ID, Qname, AnsDesc; CategoryID is ours, for grouping */
export const FaqItem = v.object({ ID: v.number(), CategoryID: v.number(), Name: v.string(), Qname: v.string(), AnsDesc: v.string() });
export type FaqItem = v.InferOutput<typeof FaqItem>;

/**
 * POST /faqs (spec 3 §7.5). flag A: every category and every question (the device copy);
 * I: one category (InstIdea is its ID) and its questions; S: search (InstIdea is the text),
 * the categories that have matches and the matching questions. The answer's index 0 holds
 * categories, index 1 questions. The spec names InstIdea without saying what it holds: this is
 * our reading, recorded here.
 */
export const faqs = defineCall({
  method: 'POST',
  path: '/faqs',
  access: 'public',
  read: true,
  body: v.object({
    flag: v.picklist(['A', 'I', 'S'], 'flag must be A, I or S'),
    InstIdea: v.optional(v.union([v.pipe(v.string(), v.maxLength(FAQ_SEARCH_MAX, `Search within ${FAQ_SEARCH_MAX} characters`)), v.number()])),
  }),
  answer: v.object({ faqs_details: v.tuple([v.array(FaqCategory), v.array(FaqItem)]) }),
});

// ---- Support tickets -------------------------------------------------------------------

export const Ticket = v.object({
  ticket_no: v.string(),
  /** the query type */
  subject: v.string(),
  description: v.string(),
  email: v.string(),
  account: v.picklist(TICKET_ACCOUNTS),
  status: v.picklist(['Open', 'Answered', 'Closed']),
  reply: v.nullable(v.string()),
  /** ISO instants */
  created_at: v.string(),
  answered_at: v.nullable(v.string()),
});
export type Ticket = v.InferOutput<typeof Ticket>;

/**
 * POST /profile/raise_a_ticket (spec 3 §7.3): subject is the query type (one of QUERY_TYPES),
 * description, email (where the reply goes; the account's email when empty) and account
 * (the Primary / Family toggle, ours: the spec shows the toggles but not their field).
 * A rule broken answers 200 with `error` (the spec reads the answer's error).
 */
export const raiseTicket = defineCall({
  method: 'POST',
  path: '/profile/raise_a_ticket',
  body: v.object({
    subject: v.string('select query type and write description'),
    description: v.string('Please write description'),
    email: v.optional(v.string(), ''),
    account: v.optional(v.picklist(TICKET_ACCOUNTS, 'account must be Primary or Family'), 'Primary'),
  }),
  answer: v.union([v.object({ message: v.string(), ticket: Ticket }), v.object({ error: v.string() })]),
});

/** GET /profile/get_tickets (path ours): the investor's tickets, newest first. */
export const getTickets = defineCall({
  method: 'GET',
  path: '/profile/get_tickets',
  body: undefined,
  answer: v.object({ tickets: v.array(Ticket) }),
});

export { QUERY_TYPES };

/** GET /content/support (path ours): the 'Write to Us' mail link (spec 3 §2.7: subject 'Feedback'; the address is not shown). */
export const getSupportContact = defineCall({
  method: 'GET',
  path: '/content/support',
  access: 'public',
  body: undefined,
  answer: v.object({ mailto: v.string() }),
});

/** Demo mode only: the support team answers a ticket (what `npm run support:answer` does). */
export const devAnswerTicket = defineCall({
  method: 'POST',
  path: '/dev/tickets/:ticketNo/answer',
  access: 'open',
  body: v.object({
    reply: v.pipe(v.string('Write a reply'), v.trim(), v.nonEmpty('Write a reply'), v.maxLength(5000, 'Keep the reply within 5000 characters')),
    close: v.optional(v.boolean(), false),
  }),
  answer: v.object({ ticket: Ticket }),
});

// ---- Notifications ---------------------------------------------------------------------

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

// ---- Insights ----------------------------------------------------------------------------

/** spec 3 §3 Blog post: date, title, content, featured image, link. date is YYYY-MM-DD. */
export const BlogPost = v.object({ id: v.string(), date: v.string(), title: v.string(), content: v.string(), image: v.nullable(v.string()), link: v.string() });
export type BlogPost = v.InferOutput<typeof BlogPost>;

/** GET /content/blogs (path ours): the content feed's posts, newest first. */
export const getBlogs = defineCall({
  method: 'GET',
  path: '/content/blogs',
  access: 'public',
  body: undefined,
  answer: v.object({ blogs: v.array(BlogPost) }),
});
