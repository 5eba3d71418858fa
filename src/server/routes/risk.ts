import * as rk from '@shared/contract/risk.ts';
import { readBody } from '../lib/validate.ts';
import { answer } from '../lib/answer.ts';
import { privateRouter } from './router.ts';
import { riskGuide, riskQuestionnaire } from '../services/profile/risk/questionnaire.ts';
import { submitRiskAnswers } from '../services/profile/risk/submit.ts';

/** Risk appetite (spec 3 §7.4) under /api/risk-analysis. */
export const riskRoutes = privateRouter()
  .get('/', async (c) => answer(c, rk.getRiskQuestions, await riskQuestionnaire(c.get('deps').db)))
  .post('/', async (c) => answer(c, rk.submitRiskAnswers, await submitRiskAnswers(c.get('deps'), c.get('session')!.userId, await readBody(c, rk.submitRiskAnswers))))
  .get('/get_risk_guide', async (c) => answer(c, rk.getRiskGuide, await riskGuide(c.get('deps').db)));
