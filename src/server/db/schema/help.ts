/**
 * Help and messages (spec 3 §2.2, §2.7, §2.11, §4.10, §7.3, §7.5): FAQs, support tickets,
 * in-app notifications and the web-push subscriptions that carry them to installed devices.
 */
import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** An FAQ category (spec 3 §3 FAQ: Name, ID). */
export const faqCategories = pgTable(
  'faq_categories',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('faq_categories_name_uq').on(t.name)],
);

/** One question and its answer (spec 3 §3 FAQ: Qname, AnsDesc). */
export const faqs = pgTable(
  'faqs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    categoryId: integer('category_id').notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('faqs_question_uq').on(t.question), index('faqs_category_idx').on(t.categoryId, t.sortOrder)],
);

/**
 * A support ticket (spec 3 §7.3 raise_a_ticket). `ticketNo` is what the investor quotes;
 * status Open → Answered (support replied) → Closed.
 */
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ticketNo: text('ticket_no').notNull(),
    userId: integer('user_id').notNull(),
    /** the user who raised it when a parent acts as this family member */
    raisedBy: integer('raised_by'),
    /** Primary: the investor's own account; Family: a family member's (spec 3 §5) */
    account: text('account').notNull(),
    queryType: text('query_type').notNull(),
    description: text('description').notNull(),
    /** where the investor wants the reply */
    email: text('email').notNull(),
    status: text('status').notNull().default('Open'),
    reply: text('reply'),
    createdAt: ts('created_at').notNull(),
    answeredAt: ts('answered_at'),
  },
  (t) => [uniqueIndex('support_tickets_no_uq').on(t.ticketNo), index('support_tickets_user_idx').on(t.userId, t.createdAt)],
);

/**
 * An in-app notification (spec 3 §3 Notification: ID, content, description, is_read,
 * update_date), written by the event itself in the event's transaction. `dispatchedAt` stays
 * null until the dispatch job has pushed it and queued its mail, so a crash never loses one.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull(),
    /** what happened (order_placed, units_allotted, ...): for filtering and tests, never shown */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** the app path a click opens */
    link: text('link'),
    isRead: boolean('is_read').notNull().default(false),
    /** false when the event sends its own mail (a ticket's acknowledgement goes to the ticket's address) */
    sendMail: boolean('send_mail').notNull().default(true),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
    /** pushed to the investor's devices and its mail queued */
    dispatchedAt: ts('dispatched_at'),
    /** a dispatcher's claim; another instance takes the row over once it has passed */
    leaseUntil: ts('lease_until'),
    dispatchAttempts: integer('dispatch_attempts').notNull().default(0),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt),
    index('notifications_undispatched_idx')
      .on(t.id)
      .where(sql`${t.dispatchedAt} is null`),
  ],
);

/** A browser's web-push subscription (one per endpoint); pruned when the push service answers 404 or 410. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull(),
    /** the session that subscribed: signing out of it removes the subscription */
    sessionId: integer('session_id'),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userAgent: text('user_agent'),
    createdAt: ts('created_at').notNull(),
    lastSentAt: ts('last_sent_at'),
    /** consecutive failures other than 404/410; several in a row retire the subscription too */
    failures: integer('failures').notNull().default(0),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint_uq').on(t.endpoint), index('push_subscriptions_user_idx').on(t.userId)],
);

/**
 * Mail waiting to be sent (notifications, ticket mail, statements), written in the transaction
 * of what caused it and sent by the dispatch job through the delivery adapter, with retries.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** notification | ticket | statement */
    category: text('category').notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    replyTo: text('reply_to'),
    /** small attachments only (base64); large files go as signed links */
    attachments: jsonb('attachments').$type<Array<{ filename: string; contentType: string; base64: string }>>(),
    createdAt: ts('created_at').notNull(),
    sentAt: ts('sent_at'),
    leaseUntil: ts('lease_until'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
  },
  (t) => [
    index('mail_outbox_unsent_idx')
      .on(t.id)
      .where(sql`${t.sentAt} is null`),
  ],
);
