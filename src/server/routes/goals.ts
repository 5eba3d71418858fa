import * as goals from '@shared/contract/goals.ts';
import { idempotent } from '../lib/idempotency.ts';
import { handle } from './handle.ts';
import { listGoals, questionnaire } from '../services/goals/goal-reads.ts';
import { planGoal } from '../services/goals/plan-goal.ts';
import { goalSchemes } from '../services/goals/goal-schemes.ts';
import { objectiveLimits, objectiveSchemes } from '../services/goals/objectives.ts';
import { investGoal } from '../services/goals/invest-goal.ts';

/** Goals and objectives (spec 2 §7), under /api/goals. */
export const goalCalls = [
  handle(goals.getGoals, async ({ deps }) => ({ goals: await listGoals(deps.db) })),
  // the spec's path ends with a slash
  handle(goals.getQuestionnaire, ({ deps, session, params }) => questionnaire(deps.db, session.userId, params.id)),
  handle(goals.postQuestionnaire, async ({ deps, session, params, body }) => ({ options: await planGoal(deps, session.userId, params.goalId, body) })),
  handle(goals.getSchemesObjectives, ({ deps, session, params, body }) => objectiveSchemes(deps, session.userId, params.goalId, body)),
  handle(goals.getSchemesObjectivesLimits, ({ deps, params, body }) => objectiveLimits(deps, params.goalId, body)),
  handle(goals.getSchemesGoals, ({ deps, session, body }) => goalSchemes(deps, session.userId, body)),
  handle(goals.investGoal, ({ deps, session, body, c }) =>
    idempotent(deps.db, deps.clock, { userId: session.userId, route: 'goals/invest', key: c.req.header('Idempotency-Key'), body }, () =>
      investGoal(deps, session.userId, body),
    ),
  ),
];
