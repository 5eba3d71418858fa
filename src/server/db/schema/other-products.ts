/**
 * Other products (spec 2 §2.12, §2.13, §3): corporate fixed deposits booked through a deposit
 * partner, and term-life insurance requests. Deposit companies and their rates are edited by an
 * operator; the partner's reverse feed (npm run deposits:import) fills corporate_deposits, the
 * portfolio's Corporate deposits tab. Money is bigint paise; rates are percent with 2 decimals.
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
import type { InterestPayout } from '../../../shared/rules/deposits/fd-maturity.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const paise = (name: string) => bigint(name, { mode: 'bigint' });
const rate = (name: string) => numeric(name, { precision: 5, scale: 2 });

export const depositCompanies = pgTable(
  'deposit_companies',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    minDepositPaise: paise('min_deposit_paise').notNull(),
    maxDepositPaise: paise('max_deposit_paise').notNull(),
    /** credit rating as the agency publishes it ("CRISIL AAA/Stable") */
    rating: text('rating').notNull(),
    sortOrder: smallint('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [uniqueIndex('deposit_companies_slug_uq').on(t.slug)],
);

/** A company's rates for a tenure in whole years, per payout, for senior citizens or not. */
export const depositRates = pgTable(
  'deposit_rates',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => depositCompanies.id, { onDelete: 'cascade' }),
    senior: boolean('senior').notNull(),
    tenureYears: smallint('tenure_years').notNull(),
    monthly: rate('monthly'),
    quarterly: rate('quarterly'),
    halfYearly: rate('half_yearly'),
    yearly: rate('yearly'),
    /** cumulative (interest on maturity) */
    onMaturity: rate('on_maturity').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.senior, t.tenureYears] })],
);

/** The partner page's rate tables (tenure bands in months). */
export const depositPartnerRates = pgTable(
  'deposit_partner_rates',
  {
    senior: boolean('senior').notNull(),
    fromMonths: smallint('from_months').notNull(),
    toMonths: smallint('to_months').notNull(),
    onMaturity: rate('on_maturity').notNull(),
    monthly: rate('monthly').notNull(),
    quarterly: rate('quarterly').notNull(),
    halfYearly: rate('half_yearly').notNull(),
    annual: rate('annual').notNull(),
  },
  (t) => [primaryKey({ columns: [t.senior, t.fromMonths] })],
);

/** A booking request sent from the deposit list; the partner confirms it through the reverse feed. */
export const depositRequests = pgTable(
  'deposit_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull(),
    companyId: integer('company_id').notNull(),
    companyName: text('company_name').notNull(),
    amountPaise: paise('amount_paise').notNull(),
    tenureMonths: integer('tenure_months').notNull(),
    senior: boolean('senior').notNull(),
    interestPayout: text('interest_payout').$type<InterestPayout>().notNull(),
    rate: rate('rate').notNull(),
    maturityPaise: paise('maturity_paise').notNull(),
    interestPaise: paise('interest_paise').notNull(),
    /** REQUESTED until the partner's feed shows the deposit */
    status: text('status').notNull().default('REQUESTED'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('deposit_requests_user_idx').on(t.userId, t.createdAt)],
);

/** Deposits the partner reports (reverse feed), with maturity computed on import. */
export const corporateDeposits = pgTable(
  'corporate_deposits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull(),
    fdNumber: text('fd_number').notNull(),
    appFormNo: text('app_form_no').notNull(),
    customerName: text('customer_name').notNull(),
    scheme: text('scheme').notNull(),
    schemeCode: text('scheme_code').notNull(),
    rate: rate('rate').notNull(),
    tenureMonths: integer('tenure_months').notNull(),
    amountPaise: paise('amount_paise').notNull(),
    interestPayout: text('interest_payout').$type<InterestPayout>().notNull(),
    createdDate: date('created_date').notNull(),
    maturityDate: date('maturity_date').notNull(),
    maturityPaise: paise('maturity_paise').notNull(),
    interestPaise: paise('interest_paise').notNull(),
    /** when the partner's feed delivered this row (Input_DateTime) */
    inputAt: ts('input_at').notNull(),
    importId: integer('import_id').notNull(),
  },
  (t) => [uniqueIndex('corporate_deposits_fd_number_uq').on(t.fdNumber), index('corporate_deposits_user_idx').on(t.userId)],
);

export const depositFeedImports = pgTable('deposit_feed_imports', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  source: text('source').notNull(),
  startedAt: ts('started_at').notNull(),
  finishedAt: ts('finished_at'),
  rows: integer('rows').notNull().default(0),
  imported: integer('imported').notNull().default(0),
  failed: integer('failed').notNull().default(0),
});

/** A feed row that could not be imported, with the reason; the other rows still go in. */
export const depositFeedRejects = pgTable(
  'deposit_feed_rejects',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    importId: integer('import_id').notNull(),
    rowNo: integer('row_no').notNull(),
    reason: text('reason').notNull(),
    raw: text('raw').notNull(),
  },
  (t) => [index('deposit_feed_rejects_import_idx').on(t.importId)],
);

/** Other-products question types (spec 2 §3): 1 text, 2 single choice, 4 number, 5 text area, 7 amount. */
export type QuestionType = 1 | 2 | 4 | 5 | 7;

export interface InsuranceOption {
  id: number;
  answer: string;
  /** asked when this option is chosen */
  sub_question?: { question: string; question_type: QuestionType };
}

export const insuranceQuestions = pgTable(
  'insurance_questions',
  {
    id: serial('id').primaryKey(),
    /** stable key: what the cover suggestion reads (age, income, retirement_age ...) */
    key: text('key').notNull(),
    question: text('question').notNull(),
    questionType: smallint('question_type').$type<QuestionType>().notNull(),
    options: jsonb('options').$type<InsuranceOption[]>().notNull().default([]),
    description: text('description').notNull().default(''),
    sortOrder: smallint('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [uniqueIndex('insurance_questions_key_uq').on(t.key)],
);

export const insuranceRequests = pgTable(
  'insurance_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull(),
    /** question text and the answer as given, so an edited question list never changes a stored request */
    answers: jsonb('answers').$type<Array<{ question_id: number; question: string; answer: string; sub_answer?: string }>>().notNull(),
    suggestedCoverPaise: paise('suggested_cover_paise').notNull(),
    acknowledgedTo: text('acknowledged_to'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('insurance_requests_user_idx').on(t.userId, t.createdAt)],
);
