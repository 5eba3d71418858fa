/**
 * Profile (spec 3 §2.9, §4.7): the risk-appetite questionnaire, its scoring guide and
 * the investors' answers. Questions and options are data (seeded in demo mode from
 * src/server/demo/risk-questionnaire.ts), so compliance can change them without a release.
 */
import { bigserial, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** One question (QID). Inactive questions stay for old answers but are no longer asked. */
export const riskQuestions = pgTable(
  'risk_questions',
  {
    id: integer('id').primaryKey(),
    position: integer('position').notNull(),
    question: text('question').notNull(),
    /** what the question measures (horizon, income stability, loss tolerance, experience ...) */
    topic: text('topic').notNull(),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [uniqueIndex('risk_questions_position_uq').on(t.position)],
);

/** One option (AID) of a question with its score; an option starting with PLEASE asks for a text. */
export const riskOptions = pgTable(
  'risk_options',
  {
    id: integer('id').primaryKey(),
    questionId: integer('question_id').notNull(),
    position: integer('position').notNull(),
    answer: text('answer').notNull(),
    score: integer('score').notNull(),
  },
  (t) => [index('risk_options_question_idx').on(t.questionId)],
);

/** The six investor types (spec 3 §9) with their score band and ideal Equity % / Debt %. */
export const riskProfiles = pgTable('risk_profiles', {
  name: text('name').primaryKey(),
  position: integer('position').notNull(),
  /** inclusive band of the percentage score (0-100) */
  minScore: integer('min_score').notNull(),
  maxScore: integer('max_score').notNull(),
  equityPercent: integer('equity_percent').notNull(),
  debtPercent: integer('debt_percent').notNull(),
  description: text('description').notNull(),
});

/** Every assessment taken; the newest is the investor's risk status. */
export const riskAssessments = pgTable(
  'risk_assessments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull(),
    /** percentage of the highest possible score, 0-100 */
    score: integer('score').notNull(),
    riskProfile: text('risk_profile').notNull(),
    answers: jsonb('answers').$type<Array<{ question_id: number; answer_id: number; text: string | null }>>().notNull(),
    takenAt: ts('taken_at').notNull(),
  },
  (t) => [index('risk_assessments_user_idx').on(t.userId, t.takenAt)],
);
