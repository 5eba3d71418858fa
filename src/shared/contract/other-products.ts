import * as v from 'valibot';
import { defineCall } from './common.ts';

/**
 * Other products (spec 2 §2.12, §2.13, §3, §7): type 1 corporate fixed deposits, type 2 term-life
 * insurance. The spec does not show the submit payloads: FD sends its criteria and the chosen
 * deposits (ours), insurance sends the answers list (question_id, answer_id). Rates are percent
 * strings with 2 decimals; amounts rupee decimal strings.
 */
export const OTHER_PRODUCT = { fd: 1, insurance: 2 } as const;

export const OTHER_MESSAGES = {
  fillAnswer: 'Please fill the following answer',
  submitted: 'Your request has been submitted. We have sent you an acknowledgement.',
  fdSubmitted: 'Your fixed deposit request has been submitted. Our partner will contact you to complete the booking.',
  /** ours: GET with no companies or questions alerts this (spec 2 §8: "FD with no questions alerts the error") */
  noDeposits: 'No deposit companies are available at the moment',
  noQuestions: 'No questions are available at the moment',
  unknownType: 'Unknown product type',
  bookOnboard: 'Please complete your onboarding to book a fixed deposit',
} as const;

/** 1 text, 2 single choice (options, optional sub_question), 4 number, 5 text area, 7 amount */
export const QuestionTypeSchema = v.picklist([1, 2, 4, 5, 7]);

export const OtherQuestion = v.object({
  id: v.number(),
  /** ours: what the cover suggestion reads (age, income ...) */
  key: v.string(),
  question: v.string(),
  question_type: QuestionTypeSchema,
  options: v.array(
    v.object({ id: v.number(), answer: v.string(), sub_question: v.optional(v.object({ question: v.string(), question_type: QuestionTypeSchema })) }),
  ),
  desc: v.string(),
});
export type OtherQuestion = v.InferOutput<typeof OtherQuestion>;

const Rate = v.nullable(v.string());
export const DepositRate = v.object({
  /** years */
  Duration: v.number(),
  Monthly: Rate,
  Quarterly: Rate,
  HalfYearly: Rate,
  Yearly: Rate,
  /** cumulative: interest on maturity */
  Interest: v.string(),
  /** the cumulative deposit's annualised yield: total interest ÷ principal ÷ years */
  Yield: v.string(),
});
export type DepositRate = v.InferOutput<typeof DepositRate>;

export const DepositCompany = v.object({
  Id: v.number(),
  Company: v.string(),
  Min_Deposit: v.string(),
  Max_Deposit: v.string(),
  Rating: v.string(),
  fd_rates: v.array(DepositRate),
  senior_rates: v.array(DepositRate),
});
export type DepositCompany = v.InferOutput<typeof DepositCompany>;

export const PartnerRate = v.object({
  Tenure: v.string(),
  OnMaturity: v.string(),
  Monthly: v.string(),
  Quarterly: v.string(),
  HalfYearly: v.string(),
  Annual: v.string(),
});
export type PartnerRate = v.InferOutput<typeof PartnerRate>;

/** GET /other_products/{type} */
export const getOtherProduct = defineCall({
  method: 'GET',
  path: '/other_products/:type',
  body: undefined,
  answer: v.object({
    questions: v.array(OtherQuestion),
    fixed_deposits: v.optional(v.array(DepositCompany)),
    partner: v.optional(v.object({ url: v.nullable(v.string()), rates: v.array(PartnerRate), senior_rates: v.array(PartnerRate) })),
    error: v.optional(v.string()),
  }),
});

const Rupees = v.union([v.string(), v.number()]);

export const FdSubmit = v.object({
  type: v.literal(1),
  /** years, 1 to 5 */
  tenure: v.pipe(
    v.number('Fill out all of the fields correctly'),
    v.integer('Fill out all of the fields correctly'),
    v.minValue(1, 'Fill out all of the fields correctly'),
    v.maxValue(5, 'Fill out all of the fields correctly'),
  ),
  senior_citizen: v.boolean(),
  deposits: v.array(v.object({ company_id: v.number(), amount: Rupees, interest_frequency: v.optional(v.string()) })),
});

export const InsuranceSubmit = v.object({
  type: v.literal(2),
  answers: v.array(
    v.object({
      question_id: v.number(),
      answer_id: v.nullable(v.union([v.string(), v.number()])),
      sub_answer: v.optional(v.nullable(v.union([v.string(), v.number()]))),
    }),
  ),
});

/** POST /other_products/{type}: a stored request; answer read as is_request_submitted and msg. */
export const postOtherProduct = defineCall({
  method: 'POST',
  path: '/other_products/:type',
  body: v.variant('type', [FdSubmit, InsuranceSubmit]),
  answer: v.union([
    v.object({ is_request_submitted: v.literal(true), msg: v.string(), request_ids: v.array(v.number()), suggested_cover: v.optional(v.string()) }),
    v.object({ is_request_submitted: v.literal(false), error: v.string() }),
  ]),
});

/** Spec 2 §3 corporate deposit holding; dates DD-MM-YYYY (spec 2 §9). */
export const DepositHolding = v.object({
  AppFormNo: v.string(),
  CustomerName: v.string(),
  InterestRate: v.string(),
  TenureMonths: v.number(),
  Fdamount: v.string(),
  scheme: v.string(),
  schmeID: v.string(),
  interestPayout: v.string(),
  FDCreatedDate: v.string(),
  fdNumber: v.string(),
  maturityAmount: v.string(),
  /** ours: all the interest over the term */
  interestAmount: v.string(),
  maturityDate: v.string(),
  Input_DateTime: v.string(),
});
export type DepositHolding = v.InferOutput<typeof DepositHolding>;

/** GET /portfolio/get_deposit_reverse_feed (ours; the spec names the call only): the portfolio's Corporate deposits tab. */
export const getDepositReverseFeed = defineCall({
  method: 'GET',
  path: '/portfolio/get_deposit_reverse_feed',
  body: undefined,
  answer: v.object({ partner_deposits: v.array(DepositHolding) }),
});
