import { and, asc, eq } from 'drizzle-orm';
import type { Goal, GoalQuestion } from '@shared/contract/goals.ts';
import { GOAL_MESSAGES } from '@shared/rules/goals/goal-answers.ts';
import type { Db } from '../../db/client.ts';
import { goalQuestions, goals } from '../../db/schema.ts';
import { refuse } from '../../lib/refusal.ts';
import { riskStatusOf } from './risk-status.ts';

export type GoalRow = typeof goals.$inferSelect;

export const GOAL_NOT_FOUND = 'Goal not found';

export function toGoal(g: GoalRow): Goal {
  return {
    GoalId: g.id,
    GoalName: g.name,
    GOType: g.goType,
    GoalDescription: g.description,
    Imagepath: g.imagePath,
    HeaderImagePath: g.headerImagePath,
    HighLights: g.highlights,
    Kind: g.kind,
    ComingSoon: g.comingSoon ? 'Y' : 'N',
  };
}

/** GET /goals/get-goals: active goals and objectives in the operator's order. */
export async function listGoals(db: Db): Promise<Goal[]> {
  const rows = await db.select().from(goals).where(eq(goals.isActive, true)).orderBy(asc(goals.sortOrder), asc(goals.id));
  return rows.map(toGoal);
}

export async function findGoal(db: Db, id: number | string): Promise<GoalRow> {
  const n = typeof id === 'number' ? id : /^\d{1,9}$/.test(id) ? Number(id) : null;
  const [row] =
    n === null
      ? []
      : await db
          .select()
          .from(goals)
          .where(and(eq(goals.id, n), eq(goals.isActive, true)))
          .limit(1);
  if (!row) throw refuse('not-found', GOAL_NOT_FOUND);
  return row;
}

export async function questionsOf(db: Db, goalId: number): Promise<GoalQuestion[]> {
  const rows = await db.select().from(goalQuestions).where(eq(goalQuestions.goalId, goalId)).orderBy(asc(goalQuestions.sortOrder), asc(goalQuestions.id));
  return rows.map((q) => ({
    GoalKey: q.goalKey,
    GoalQuestion: q.question,
    GoalType: q.goalType,
    GoalOptions: q.options,
    GoalMinValue: q.minValue,
    GoalMaxValue: q.maxValue,
    GoalQAns: q.defaultAnswer,
    IsQuestionToUser: q.isQuestionToUser ? 'Y' : 'N',
  }));
}

/**
 * GET /goals/get-questionaire/{id}/: the goal's questions. Without a risk status the answer is
 * the risk-assessment prompt (spec 2 §2.11, §6); the Regular Income Plan is 'Coming Soon!!'.
 */
export async function questionnaire(
  db: Db,
  userId: number,
  idText: string,
): Promise<{ goal: Goal; questions: GoalQuestion[]; risk_status: string | null; error?: string }> {
  const goal = await findGoal(db, idText);
  const risk = await riskStatusOf(db, userId);
  if (goal.comingSoon) return { goal: toGoal(goal), questions: [], risk_status: risk, error: GOAL_MESSAGES.comingSoon };
  if (!risk) return { goal: toGoal(goal), questions: [], risk_status: null, error: GOAL_MESSAGES.riskPrompt };
  return { goal: toGoal(goal), questions: await questionsOf(db, goal.id), risk_status: risk };
}
