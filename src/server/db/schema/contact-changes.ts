/**
 * A change of the registered mobile or email, confirmed first by the current owner and then by
 * the new contact. The old contact is told when it is made, with a link to report it; a reported
 * change is held for the support team's review and nobody signs in to the account meanwhile.
 */
import { bigserial, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const contactChanges = pgTable(
  'contact_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** the opaque id the client holds between the steps */
    ref: text('ref').notNull(),
    userId: integer('user_id').notNull(),
    /** the sign-in that asked: only it can take the next steps */
    sessionId: integer('session_id').notNull(),
    /** mobile | email */
    channel: text('channel').notNull(),
    oldValue: text('old_value'),
    newValue: text('new_value').notNull(),
    /** owner_pending → owner_confirmed → applied → (reported) held → released | restored; or superseded, refused */
    status: text('status').notNull(),
    /** how the current owner proved it: otp-current now; a passkey assertion can be another kind */
    ownerProof: text('owner_proof'),
    /** the challenge of the OTP sent to the current contact */
    ownerChallengeCode: text('owner_challenge_code'),
    ownerConfirmedAt: ts('owner_confirmed_at'),
    appliedAt: ts('applied_at'),
    /** SHA-256 of the token in the "this wasn't me" link sent to the old contact */
    reportTokenHash: text('report_token_hash'),
    reportedAt: ts('reported_at'),
    reviewedAt: ts('reviewed_at'),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [
    uniqueIndex('contact_changes_ref_uq').on(t.ref),
    uniqueIndex('contact_changes_report_uq').on(t.reportTokenHash),
    index('contact_changes_user_idx').on(t.userId, t.createdAt),
  ],
);
