/**
 * Drizzle schema: the same tables on PGlite and PostgreSQL. Timestamps are timestamptz (UTC
 * instants); business dates are `date` columns holding the IST calendar day. Money columns are
 * bigint paise or numeric, never floating point.
 */
import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Masters of spec 1 §3, one table keyed by (kind, id). */
export const masters = pgTable(
  'masters',
  {
    kind: text('kind').notNull(),
    id: integer('id').notNull(),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    /** e.g. a city's state id, a state's code */
    extra: jsonb('extra').$type<Record<string, string | number>>(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.id] })],
);

export const users = pgTable(
  'users',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    niveshId: text('nivesh_id').notNull(),
    mobile: text('mobile').notNull(),
    email: text('email'),
    pan: text('pan'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    isOnboarded: boolean('is_onboarded').notNull().default(false),
    /** saved wizard position 0-9 (spec 1 §4) */
    pageNo: integer('page_no').notNull().default(0),
    /** the screen SKIP REGISTRATION recorded */
    skippedPath: text('skipped_path'),
    /** the risk appetite result (spec 3 §2.9); goals need one (spec 2 §6). Null: not assessed yet. */
    riskStatus: text('risk_status'),
    createdAt: ts('created_at').notNull().defaultNow(),
    loginAt: ts('login_at'),
  },
  (t) => [
    uniqueIndex('users_nivesh_id_uq').on(t.niveshId),
    uniqueIndex('users_mobile_uq').on(t.mobile),
    uniqueIndex('users_pan_uq').on(t.pan),
    index('users_email_idx').on(t.email),
  ],
);

/**
 * One OTP challenge: the `code` the client holds and sends back, the OTP only as a hash.
 * A challenge is single use, expires, and dies after too many wrong tries.
 */
export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    code: text('code').notNull(),
    purpose: text('purpose').notNull(),
    channel: text('channel').notNull(), // sms | email
    destination: text('destination').notNull(),
    userId: integer('user_id'),
    otpHash: text('otp_hash').notNull(),
    /** purpose-specific data carried from send to verify (e.g. the identifier type) */
    context: jsonb('context').$type<Record<string, string | number | boolean | null>>(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    consumedAt: ts('consumed_at'),
    deadAt: ts('dead_at'),
  },
  (t) => [uniqueIndex('otp_challenges_code_uq').on(t.code), index('otp_challenges_dest_idx').on(t.destination, t.createdAt)],
);

/** Every OTP message sent, for the per-destination resend window. */
export const otpSends = pgTable(
  'otp_sends',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    destination: text('destination').notNull(),
    purpose: text('purpose').notNull(),
    sentAt: ts('sent_at').notNull(),
    ip: text('ip'),
  },
  (t) => [index('otp_sends_dest_idx').on(t.destination, t.sentAt)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id').notNull(),
    /** a parent's session when this one acts as a family member (spec 1 §6) */
    parentSessionId: integer('parent_session_id'),
    createdAt: ts('created_at').notNull(),
    lastSeenAt: ts('last_seen_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [uniqueIndex('sessions_token_hash_uq').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/** Sign-in audit: who tried, how, with what outcome. Never the OTP or the token. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: ts('at').notNull(),
    event: text('event').notNull(),
    identifierType: text('identifier_type'),
    outcome: text('outcome').notNull(),
    ip: text('ip'),
    userId: integer('user_id'),
    detail: text('detail'),
  },
  (t) => [index('audit_log_at_idx').on(t.at)],
);

/** Fixed-window counters shared by all instances (per-IP and per-destination limits). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: ts('window_start').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

/** The dev outbox: OTP messages in demo mode, readable at GET /api/dev/outbox. */
export const devOutbox = pgTable(
  'dev_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    to: text('to').notNull(),
    channel: text('channel').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    /** otp | notification | ticket | statement: GET /api/dev/outbox lists OTPs unless asked */
    category: text('category').notNull().default('otp'),
    /** mail only: the HTML part and the attachments' file names */
    html: text('html'),
    attachments: jsonb('attachments').$type<string[]>(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('dev_outbox_to_idx').on(t.to, t.createdAt)],
);

/** Idempotency keys for order and payment POSTs: one answer per key and body. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    key: text('key').notNull(),
    userId: integer('user_id').notNull(),
    route: text('route').notNull(),
    bodyHash: text('body_hash').notNull(),
    status: integer('status'),
    answer: jsonb('answer'),
    createdAt: ts('created_at')
      .notNull()
      .default(sql`now()`),
    /** the process running the first request (lib/idempotency.ts PROCESS_ID) */
    owner: text('owner'),
    /** renewed while that request runs: a claim past it belongs to a process that is gone */
    leaseUntil: ts('lease_until'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.route, t.key] })],
);
