import * as v from 'valibot';
import { defineCall } from './common.ts';
import { GOAL_TYPES } from '../rules/goals/goal-answers.ts';

/**
 * Goals and objectives (spec 2 §2.11, §3, §7, §9), and goal tracking (spec 2 §3 portfolio goal).
 * Amounts are rupee decimal strings; dates DD/MM/YYYY. Answers travel as a map of GoalKey to the
 * answer as typed. Domain refusals come back as 200 with `error` (or options.ErrorMessage), which
 * the spec alerts.
 */

export const GOAL_KINDS = ['target', 'house', 'marriage', 'education', 'retirement', 'emergency', 'optimiser', 'preservation', 'regular-income'] as const;

export const Goal = v.object({
  GoalId: v.number(),
  GoalName: v.string(),
  /** G goal, O objective */
  GOType: v.picklist(['G', 'O']),
  GoalDescription: v.string(),
  Imagepath: v.string(),
  HeaderImagePath: v.string(),
  HighLights: v.array(v.object({ img: v.string(), title: v.string(), desc: v.string() })),
  /** ours: how the plan is computed, and 'Coming Soon!!' instead of PROCEED */
  Kind: v.picklist(GOAL_KINDS),
  ComingSoon: v.picklist(['Y', 'N']),
});
export type Goal = v.InferOutput<typeof Goal>;

/** GET /goals/get-goals */
export const getGoals = defineCall({ method: 'GET', path: '/goals/get-goals', body: undefined, answer: v.object({ goals: v.array(Goal) }) });

export const GoalQuestion = v.object({
  GoalKey: v.string(),
  GoalQuestion: v.string(),
  GoalType: v.picklist(GOAL_TYPES),
  GoalOptions: v.nullable(v.string()),
  GoalMinValue: v.nullable(v.string()),
  GoalMaxValue: v.nullable(v.string()),
  /** the default answer */
  GoalQAns: v.nullable(v.string()),
  IsQuestionToUser: v.picklist(['Y', 'N']),
});
export type GoalQuestion = v.InferOutput<typeof GoalQuestion>;

/** GET /goals/get-questionaire/{id}/: the questions, or the risk-assessment prompt as `error`. */
export const getQuestionnaire = defineCall({
  method: 'GET',
  path: '/goals/get-questionaire/:id/',
  body: undefined,
  answer: v.object({ goal: Goal, questions: v.array(GoalQuestion), risk_status: v.nullable(v.string()), error: v.optional(v.string()) }),
});

const AnswerMap = v.record(v.pipe(v.string(), v.maxLength(60)), v.nullable(v.union([v.string(), v.number()])));

export const Proportion = v.object({ step: v.number(), SipPercent: v.number(), Sip: v.string(), Lumpsum: v.string() });

export const GoalResult = v.object({
  ErrorMessage: v.nullable(v.string()),
  Proportions: v.array(Proportion),
  /** years to the goal */
  timeline: v.nullable(v.number()),
  TargetDate: v.nullable(v.string()),
  RequiredCorpus: v.nullable(v.string()),
  /** percent a year: the planning assumptions, so the page can say what it used */
  ExpectedReturn: v.nullable(v.string()),
  Inflation: v.nullable(v.string()),
  Bucket: v.nullable(v.object({ key: v.string(), name: v.string() })),
  /** the slider's starting step (the SipRatio answer) */
  DefaultStep: v.number(),
  rows: v.array(v.object({ label: v.string(), value: v.string() })),
});
export type GoalResult = v.InferOutput<typeof GoalResult>;

/** POST /goals/post-questionaire/{goalId}: the answers → 'Your Result' (and the plan is kept for goal tracking). */
export const postQuestionnaire = defineCall({
  method: 'POST',
  path: '/goals/post-questionaire/:goalId',
  body: AnswerMap,
  answer: v.object({ options: GoalResult }),
});

export const GoalScheme = v.object({
  SchemeId: v.number(),
  ProductName: v.string(),
  PurType: v.picklist(['LumpSum', 'SIP']),
  Bse_SchemeCode: v.nullable(v.string()),
  Productcode_RTA: v.string(),
  AmcID: v.number(),
  Growthoption: v.picklist(['Y', 'N']),
  Dividendreinvestment: v.picklist(['Y', 'N']),
  ArrivedPurchaseAmt: v.string(),
  /** SIP: the last instalment's date (DD/MM/YYYY) when started next month */
  EndDate: v.nullable(v.string()),
  installments: v.nullable(v.number()),
  /** percent of the goal's money */
  Allocation: v.string(),
  Sch_Return1Yr: v.nullable(v.string()),
  recommendation: v.picklist(['Y', 'N']),
  AssetClassName: v.string(),
  Sub_AssetclassName: v.string(),
  PlanName: v.string(),
  /** SIP days of the monthly frequency (goal SIPs are monthly, frequency 3) */
  SIPDATES: v.nullable(v.string()),
});
export type GoalScheme = v.InferOutput<typeof GoalScheme>;

const Schemes = v.object({ schemes: v.array(GoalScheme), Bucket: v.nullable(v.object({ key: v.string(), name: v.string() })), error: v.optional(v.string()) });

/** POST /goals/get-schemes-objectives/{goalId}: an objective's answers → its schemes with the amounts (the plan is kept for goal tracking). */
export const getSchemesObjectives = defineCall({ method: 'POST', path: '/goals/get-schemes-objectives/:goalId', body: AnswerMap, answer: Schemes });

/** POST /goals/get-schemes-objectives-limits/{goalId}: the minimum SIP and lumpsum of the bucket the answers pick. */
export const getSchemesObjectivesLimits = defineCall({
  method: 'POST',
  path: '/goals/get-schemes-objectives-limits/:goalId',
  read: true,
  body: v.object({ DesiredReturn: v.optional(v.union([v.string(), v.number()])), Protection: v.optional(v.string()), Safety: v.optional(v.string()) }),
  answer: v.object({ schemes: v.object({ Sip: v.nullable(v.string()), Lumpsum: v.string() }), error: v.optional(v.string()) }),
});

const Rupees = v.union([v.string(), v.number()]);

/** POST /goals/get-schemes-goals: a goal's SIP and lumpsum split over the mix for its timeline. */
export const getSchemesGoals = defineCall({
  method: 'POST',
  path: '/goals/get-schemes-goals',
  read: true,
  body: v.object({ LupSumAmt: Rupees, SipSumAmt: Rupees, Timeline: v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number))]) }),
  answer: Schemes,
});

const YN = v.picklist(['Y', 'N']);
const Id = v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number))]);

/** One scheme's order of a goal (spec 2 §7 goal order fields; the spec's spellings). */
export const GoalOrder = v.object({
  PurType: v.picklist(['LumpSum', 'SIP']),
  Amount: v.optional(Rupees),
  BSE_Scheme_code: v.optional(v.nullable(v.string())),
  Sch: Id,
  AmcId: Id,
  GrowthOption: v.optional(YN),
  DividendRedinvestment: v.optional(YN),
  InstallmentsAmt: v.optional(Rupees),
  MandateId: v.optional(v.string()),
  FirstOrderToday: v.optional(YN),
  TransTypeDate: v.optional(v.string()),
  StartDate: v.optional(v.string()),
  EndDate: v.optional(v.string()),
  Installments: v.optional(v.union([v.number(), v.string()])),
  /** fixed to 3 (monthly) */
  Frequency: v.optional(v.literal(3)),
});
export type GoalOrder = v.InferOutput<typeof GoalOrder>;

/** POST /goals/invest: the goal's orders into the cart, all or none. Idempotency-Key accepted. */
export const investGoal = defineCall({
  method: 'POST',
  path: '/goals/invest',
  body: v.object({ orders: v.pipe(v.array(GoalOrder), v.minLength(1, 'Please select schemes to invest')), GoalID: Id }),
  answer: v.object({ is_invested_goal: v.boolean(), TE_IHNO: v.optional(v.array(v.number())), error: v.optional(v.string()) }),
});

/** Spec 2 §3 portfolio goal (tracking), plus the plan it is measured against (ours). */
export const TrackedGoal = v.object({
  GoalId: v.number(),
  GoalName: v.string(),
  GainLoss: v.string(),
  MarketVal: v.string(),
  PurValue: v.string(),
  /** percent a year, 2 decimals; null while it cannot be measured (no time has passed) */
  Xirr: v.nullable(v.string()),
  /** market value as a percent of the required corpus */
  GoalPercentage: v.string(),
  TargetAmount: v.string(),
  TargetDate: v.nullable(v.string()),
});
export type TrackedGoal = v.InferOutput<typeof TrackedGoal>;

export const TrackedGoalScheme = v.object({
  GoalId: v.number(),
  SchemeShortName: v.string(),
  Assetclassname: v.string(),
  Sub_AssetclassName: v.string(),
  MarketVal: v.string(),
  GainLoss: v.string(),
  Xirr: v.nullable(v.string()),
  ProductId: v.number(),
});
export type TrackedGoalScheme = v.InferOutput<typeof TrackedGoalScheme>;

/** GET /portfolio/get_goal_tracking */
export const getGoalTracking = defineCall({
  method: 'GET',
  path: '/portfolio/get_goal_tracking',
  body: undefined,
  answer: v.object({ goals: v.array(TrackedGoal), goal_schemes: v.array(TrackedGoalScheme) }),
});
