import { queryOptions } from '@tanstack/react-query';
import { getGoalTracking, getGoals, getQuestionnaire, getSchemesGoals, getSchemesObjectives, postQuestionnaire } from '@shared/contract/goals.ts';
import { api } from '../../api/client.ts';
import { ApiError } from '../../api/errors.ts';
import { readThrough } from '../../offline/cache.ts';

/**
 * Goals are the same for every investor (owner ''), read through the device cache so the Mutual
 * Funds home shows them offline with when they were fetched. Goal tracking is the investor's own
 * (owner: the active profile's Nivesh ID). The keys keep the 'invest' prefix the device copies
 * and the query cache were saved under.
 */
const SHARED = '';
const FIVE_MINUTES = 5 * 60_000;

export const goalKeys = {
  goals: ['invest', 'goals'] as const,
  questions: (id: number) => ['invest', 'questions', id] as const,
  result: (id: number, answers: Record<string, string>) => ['invest', 'result', id, answers] as const,
  goalSchemes: (body: object) => ['invest', 'goal-schemes', body] as const,
  tracking: (owner: string) => ['invest', 'goal-tracking', owner] as const,
};

/** A domain error in a 200 body (spec 2 §8: alerted with the server's words). */
export function orThrow<T extends { error?: string | undefined }>(answer: T): T {
  if (answer.error) throw new ApiError(answer.error, 'client', 200);
  return answer;
}

export const goalsQuery = () =>
  queryOptions({
    queryKey: goalKeys.goals,
    staleTime: FIVE_MINUTES,
    queryFn: () => readThrough('invest:goals', SHARED, async () => (await api(getGoals)).goals),
  });

/** The questions (or the risk prompt / Coming Soon!! in `error`, which the page shows itself). */
export const questionnaireQuery = (id: number) =>
  queryOptions({ queryKey: goalKeys.questions(id), staleTime: 0, queryFn: () => api(getQuestionnaire, undefined, { params: { id } }) });

/** 'Your Result' of the answers; the server keeps the plan for goal tracking. */
export const goalResultQuery = (id: number, answers: Record<string, string>) =>
  queryOptions({
    queryKey: goalKeys.result(id, answers),
    staleTime: 0,
    queryFn: async () => (await api(postQuestionnaire, answers, { params: { goalId: id } })).options,
  });

export const goalSchemesQuery = (body: { LupSumAmt: string; SipSumAmt: string; Timeline: number }) =>
  queryOptions({ queryKey: goalKeys.goalSchemes(body), staleTime: 0, queryFn: async () => orThrow(await api(getSchemesGoals, body)) });

export const objectiveSchemesQuery = (id: number, answers: Record<string, string>) =>
  queryOptions({
    queryKey: goalKeys.goalSchemes({ id, answers }),
    staleTime: 0,
    queryFn: async () => orThrow(await api(getSchemesObjectives, answers, { params: { goalId: id } })),
  });

export const goalTrackingQuery = (owner: string) =>
  // quiet: the card shows its own spinner; the portfolio around it stays in sight
  queryOptions({
    queryKey: goalKeys.tracking(owner),
    enabled: owner !== '',
    queryFn: () => readThrough('goal-tracking', owner, async () => api(getGoalTracking, undefined, { quiet: true })),
  });
