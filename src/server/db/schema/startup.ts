import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Which server build last prepared this database (migrations, masters, taxonomy and the demo's
 * one-time seeds). A start from the same build skips that work: it cannot find anything to do.
 * Starts from TypeScript sources (tests, tools) have no build id and always prepare in full.
 */
export const startupMarks = pgTable('startup_marks', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull(),
});
