/**
 * Passkeys (ours): WebAuthn credentials registered by investors on their devices, and the
 * single-use challenges the server hands out for registering one or asserting with one.
 */
import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const passkeys = pgTable(
  'passkeys',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull(),
    /** base64url, as WebAuthn gives it */
    credentialId: text('credential_id').notNull(),
    /** the COSE public key, base64url */
    publicKey: text('public_key').notNull(),
    counter: integer('counter').notNull().default(0),
    transports: jsonb('transports').$type<string[]>(),
    createdAt: ts('created_at')
      .notNull()
      .default(sql`now()`),
    lastUsedAt: ts('last_used_at'),
  },
  (t) => [uniqueIndex('passkeys_credential_uq').on(t.credentialId), index('passkeys_user_idx').on(t.userId)],
);

export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull(),
    /** 'register', or what an assertion confirms ('sensitive-change') */
    purpose: text('purpose').notNull(),
    challenge: text('challenge').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [uniqueIndex('webauthn_challenges_challenge_uq').on(t.challenge), index('webauthn_challenges_user_idx').on(t.userId, t.purpose)],
);
