import * as v from 'valibot';
import { defineCall } from './common.ts';
import { RISK_MESSAGES, SPECIFY_MAX_LENGTH } from '../rules/profile/risk.ts';

/** Risk appetite (spec 3 §7.4): the questionnaire, the answers, the guide of the six investor types. */
export const RiskQuestion = v.object({
  QID: v.number(),
  QuestionName: v.string(),
  options: v.array(v.object({ AID: v.number(), Answer: v.string() })),
});
export type RiskQuestion = v.InferOutput<typeof RiskQuestion>;

/** GET /risk-analysis: the active questions in order. */
export const getRiskQuestions = defineCall({ method: 'GET', path: '/risk-analysis', body: undefined, answer: v.object({ questions: v.array(RiskQuestion) }) });

const id = v.pipe(v.number(RISK_MESSAGES.selectOption), v.integer(RISK_MESSAGES.selectOption));

/** POST /risk-analysis: one answer per question; `text` for an option starting with PLEASE (ours). */
export const submitRiskAnswers = defineCall({
  method: 'POST',
  path: '/risk-analysis',
  body: v.object({
    answers: v.pipe(
      v.array(
        v.object({
          question_id: id,
          answer_id: id,
          text: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(SPECIFY_MAX_LENGTH, RISK_MESSAGES.specify)))),
        }),
        RISK_MESSAGES.selectOption,
      ),
      v.maxLength(50, RISK_MESSAGES.selectOption),
    ),
  }),
  answer: v.object({
    risk_status: v.string(),
    /** DD/MM/YYYY */
    risk_analysed_on: v.string(),
    score: v.number(),
    Equity: v.number(),
    Debt: v.number(),
  }),
});
export type RiskAnswersBody = v.InferInput<typeof submitRiskAnswers.body>;

export const RiskGuideEntry = v.object({ Equity: v.number(), Debt: v.number(), description: v.string(), position: v.number() });
/** GET /risk-analysis/get_risk_guide: keyed by risk status. */
export const getRiskGuide = defineCall({
  method: 'GET',
  path: '/risk-analysis/get_risk_guide',
  body: undefined,
  answer: v.object({ risk_guide: v.record(v.string(), RiskGuideEntry) }),
});
export type RiskGuide = v.InferOutput<typeof getRiskGuide.answer>['risk_guide'];
