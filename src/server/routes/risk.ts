import * as rk from '@shared/contract/risk.ts';
import { handle } from './handle.ts';
import { riskGuide, riskQuestionnaire } from '../services/profile/risk/questionnaire.ts';
import { submitRiskAnswers } from '../services/profile/risk/submit.ts';

/** Risk appetite (spec 3 §7.4) under /api/risk-analysis. */
export const riskCalls = [
  handle(rk.getRiskQuestions, ({ deps }) => riskQuestionnaire(deps.db)),
  handle(rk.submitRiskAnswers, ({ deps, session, body }) => submitRiskAnswers(deps, session.userId, body)),
  handle(rk.getRiskGuide, ({ deps }) => riskGuide(deps.db)),
];
