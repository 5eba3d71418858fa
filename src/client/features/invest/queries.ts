import { queryOptions } from '@tanstack/react-query';
import { getGoalTracking, getGoals, getQuestionnaire, getSchemesGoals, getSchemesObjectives, postQuestionnaire } from '@shared/contract/goals.ts';
import { getIdeaDetails, getIdeaSchemes, getIdeas } from '@shared/contract/ideas.ts';
import { getClientMandates } from '@shared/contract/transactions.ts';
import { api } from '../../api/client.ts';
import { ApiError } from '../../api/errors.ts';
import { readThrough } from '../../offline/cache.ts';

/**
 * Ideas and goals are the same for every investor (owner ''), read through the device cache so the
 * Mutual Funds home and the dashboard's carousel show them offline with when they were fetched.
 * Goal tracking is the investor's own (owner: the active profile's Nivesh ID).
 */
const SHARED = '';
const FIVE_MINUTES = 5 * 60_000;

export const investKeys = {
  ideas: ['invest', 'ideas'] as const,
  idea: (id: number) => ['invest', 'idea', id] as const,
  ideaSchemes: (id: number) => ['invest', 'idea-schemes', id] as const,
  goals: ['invest', 'goals'] as const,
  questions: (id: number) => ['invest', 'questions', id] as const,
  result: (id: number, answers: Record<string, string>) => ['invest', 'result', id, answers] as const,
  goalSchemes: (body: object) => ['invest', 'goal-schemes', body] as const,
  tracking: (owner: string) => ['invest', 'goal-tracking', owner] as const,
  mandates: ['invest', 'mandates'] as const,
};

/** A domain error in a 200 body (spec 2 §8: alerted with the server's words). */
export function orThrow<T extends { error?: string | undefined }>(answer: T): T {
  if (answer.error) throw new ApiError(answer.error, 'client', 200);
  return answer;
}

export const ideasQuery = () =>
  // quiet: the dashboard's carousel and the ideas pages show their own spinner, and the dashboard
  // must not go under the full-screen overlay for a section below its figures
  queryOptions({
    queryKey: investKeys.ideas,
    staleTime: FIVE_MINUTES,
    queryFn: () => readThrough('invest:ideas', SHARED, async () => (await api(getIdeas, undefined, { quiet: true })).investment_ideas),
  });

export const ideaDetailsQuery = (id: number) =>
  queryOptions({
    queryKey: investKeys.idea(id),
    staleTime: FIVE_MINUTES,
    queryFn: () => readThrough(`invest:idea:${id}`, SHARED, async () => (await api(getIdeaDetails, undefined, { params: { id } })).investment_details),
  });

export const ideaSchemesQuery = (id: number) =>
  queryOptions({
    queryKey: investKeys.ideaSchemes(id),
    staleTime: FIVE_MINUTES,
    queryFn: () => readThrough(`invest:idea-schemes:${id}`, SHARED, async () => (await api(getIdeaSchemes, undefined, { params: { id } })).investment_schemes),
  });

export const goalsQuery = () =>
  queryOptions({
    queryKey: investKeys.goals,
    staleTime: FIVE_MINUTES,
    queryFn: () => readThrough('invest:goals', SHARED, async () => (await api(getGoals)).goals),
  });

/** The questions (or the risk prompt / Coming Soon!! in `error`, which the page shows itself). */
export const questionnaireQuery = (id: number) =>
  queryOptions({ queryKey: investKeys.questions(id), staleTime: 0, queryFn: () => api(getQuestionnaire, undefined, { params: { id } }) });

/** 'Your Result' of the answers; the server keeps the plan for goal tracking. */
export const goalResultQuery = (id: number, answers: Record<string, string>) =>
  queryOptions({
    queryKey: investKeys.result(id, answers),
    staleTime: 0,
    queryFn: async () => (await api(postQuestionnaire, answers, { params: { goalId: id } })).options,
  });

export const goalSchemesQuery = (body: { LupSumAmt: string; SipSumAmt: string; Timeline: number }) =>
  queryOptions({ queryKey: investKeys.goalSchemes(body), staleTime: 0, queryFn: async () => orThrow(await api(getSchemesGoals, body)) });

export const objectiveSchemesQuery = (id: number, answers: Record<string, string>) =>
  queryOptions({
    queryKey: investKeys.goalSchemes({ id, answers }),
    staleTime: 0,
    queryFn: async () => orThrow(await api(getSchemesObjectives, answers, { params: { goalId: id } })),
  });

export const goalTrackingQuery = (owner: string) =>
  // quiet: the card shows its own spinner; the portfolio around it stays in sight
  queryOptions({
    queryKey: investKeys.tracking(owner),
    enabled: owner !== '',
    queryFn: () => readThrough('goal-tracking', owner, async () => api(getGoalTracking, undefined, { quiet: true })),
  });

/** Approved mandates for the SIP drawers (spec 2 §5: offered only when their limit reaches the minimum). */
export const mandatesQuery = () => queryOptions({ queryKey: investKeys.mandates, queryFn: async () => (await api(getClientMandates)).mandates });
