import type { Context } from 'hono';
import * as goals from '@shared/contract/goals.ts';
import { answer } from '../lib/answer.ts';
import type { AppEnv } from '../lib/context.ts';
import { idempotent } from '../lib/idempotency.ts';
import { readBody } from '../lib/validate.ts';
import { privateRouter } from './router.ts';
import { listGoals, questionnaire } from '../services/goals/goal-reads.ts';
import { planGoal } from '../services/goals/plan-goal.ts';
import { goalSchemes } from '../services/goals/goal-schemes.ts';
import { objectiveLimits, objectiveSchemes } from '../services/goals/objectives.ts';
import { investGoal } from '../services/goals/invest-goal.ts';

const userOf = (c: Context<AppEnv>) => c.get('session')!.userId;

/** Goals and objectives (spec 2 §7), under /api/goals. */
export const goalRoutes = privateRouter()
  .get('/get-goals', async (c) => answer(c, goals.getGoals, { goals: await listGoals(c.get('deps').db) }))
  // the spec's path ends with a slash
  .get('/get-questionaire/:id/', async (c) => answer(c, goals.getQuestionnaire, await questionnaire(c.get('deps').db, userOf(c), c.req.param('id'))))
  .post('/post-questionaire/:goalId', async (c) => {
    const body = await readBody(c, goals.postQuestionnaire);
    return answer(c, goals.postQuestionnaire, { options: await planGoal(c.get('deps'), userOf(c), c.req.param('goalId'), body) });
  })
  .post('/get-schemes-objectives/:goalId', async (c) => {
    const body = await readBody(c, goals.getSchemesObjectives);
    return answer(c, goals.getSchemesObjectives, await objectiveSchemes(c.get('deps'), userOf(c), c.req.param('goalId'), body));
  })
  .post('/get-schemes-objectives-limits/:goalId', async (c) => {
    const body = await readBody(c, goals.getSchemesObjectivesLimits);
    return answer(c, goals.getSchemesObjectivesLimits, await objectiveLimits(c.get('deps'), c.req.param('goalId'), body));
  })
  .post('/get-schemes-goals', async (c) => {
    const body = await readBody(c, goals.getSchemesGoals);
    return answer(c, goals.getSchemesGoals, await goalSchemes(c.get('deps'), userOf(c), body));
  })
  .post('/invest', async (c) => {
    const body = await readBody(c, goals.investGoal);
    const deps = c.get('deps');
    const userId = userOf(c);
    return answer(c, goals.investGoal, await idempotent(deps.db, deps.clock, { userId, route: 'goals/invest', key: c.req.header('Idempotency-Key'), body }, () => investGoal(deps, userId, body)));
  });
