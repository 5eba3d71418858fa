/**
 * Goals and objectives (spec 2 §2.11, §3, §9). Goals (GOType G) are planned from questions; the
 * plan picks a bucket of schemes (goal_buckets) by time to the goal and the investor's risk status;
 * objectives (GOType O) pick their bucket from their answers. Buckets carry their expected return,
 * the planning assumption a goal's SIP and lumpsum are computed at. An operator edits these tables.
 */
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { GoalKind } from '../../../shared/rules/goals/goal-plan.ts';
import type { GoalType } from '../../../shared/rules/goals/goal-answers.ts';
import { schemes } from './catalogue.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const pct = (name: string) => numeric(name, { precision: 5, scale: 2 });

export interface GoalHighlight {
  img: string;
  title: string;
  desc: string;
}

export const goals = pgTable(
  'goals',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    /** G goal, O objective */
    goType: text('go_type').$type<'G' | 'O'>().notNull(),
    /** how the plan is computed (shared/rules/goals/goal-target.ts) */
    kind: text('kind').$type<GoalKind>().notNull(),
    description: text('description').notNull(),
    imagePath: text('image_path').notNull(),
    headerImagePath: text('header_image_path').notNull(),
    highlights: jsonb('highlights').$type<GoalHighlight[]>().notNull().default([]),
    /** cost inflation assumed by the plan, percent a year */
    inflationPct: pct('inflation_pct').notNull(),
    /** retirement only: the return on the corpus after retirement */
    postReturnPct: pct('post_return_pct'),
    /** shown with 'Coming Soon!!' instead of PROCEED */
    comingSoon: boolean('coming_soon').notNull().default(false),
    sortOrder: smallint('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [uniqueIndex('goals_slug_uq').on(t.slug)],
);

export const goalQuestions = pgTable(
  'goal_questions',
  {
    id: serial('id').primaryKey(),
    goalId: integer('goal_id')
      .notNull()
      .references(() => goals.id, { onDelete: 'cascade' }),
    goalKey: text('goal_key').notNull(),
    question: text('question').notNull(),
    goalType: text('goal_type').$type<GoalType>().notNull(),
    /** comma-separated choices */
    options: text('options'),
    minValue: text('min_value'),
    maxValue: text('max_value'),
    /** the default answer (spec 2 §9) */
    defaultAnswer: text('default_answer'),
    isQuestionToUser: boolean('is_question_to_user').notNull().default(true),
    sortOrder: smallint('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('goal_questions_goal_key_uq').on(t.goalId, t.goalKey)],
);

export const goalBuckets = pgTable('goal_buckets', {
  key: text('key').primaryKey(),
  name: text('name').notNull(),
  /** the planning assumption for this mix, percent a year */
  expectedReturnPct: pct('expected_return_pct').notNull(),
  description: text('description').notNull(),
});

export const goalBucketSchemes = pgTable(
  'goal_bucket_schemes',
  {
    bucketKey: text('bucket_key')
      .notNull()
      .references(() => goalBuckets.key, { onDelete: 'cascade' }),
    schemeId: integer('scheme_id')
      .notNull()
      .references(() => schemes.id),
    /** percent of the bucket, 2 decimals; a bucket's weights add up to 100 */
    weight: pct('weight').notNull(),
    sortOrder: smallint('sort_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.bucketKey, t.schemeId] })],
);

/** An investor's latest plan for a goal: what it needs and when; goal tracking measures against it. */
export const userGoalPlans = pgTable(
  'user_goal_plans',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull(),
    goalId: integer('goal_id')
      .notNull()
      .references(() => goals.id),
    answers: jsonb('answers').$type<Record<string, string>>().notNull(),
    bucketKey: text('bucket_key').notNull(),
    years: integer('years'),
    targetDate: date('target_date'),
    corpusPaise: bigint('corpus_paise', { mode: 'bigint' }).notNull(),
    investedAt: ts('invested_at'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [uniqueIndex('user_goal_plans_user_goal_uq').on(t.userId, t.goalId), index('user_goal_plans_user_idx').on(t.userId)],
);
