/**
 * Family links (spec 3 §2.9, §4.8, §6): a head and the members they linked with each
 * member's OTP. A member belongs to at most one family; a head is never someone else's member.
 */
import { bigserial, index, integer, pgTable, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const familyLinks = pgTable(
  'family_links',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    headUserId: integer('head_user_id').notNull(),
    memberUserId: integer('member_user_id').notNull(),
    linkedAt: timestamp('linked_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [uniqueIndex('family_links_member_uq').on(t.memberUserId), index('family_links_head_idx').on(t.headUserId)],
);
