import { queryOptions } from '@tanstack/react-query';
import { getIdeaDetails, getIdeaSchemes, getIdeas } from '@shared/contract/ideas.ts';
import { api } from '../../api/client.ts';
import { readThrough } from '../../offline/cache.ts';

/**
 * Ideas are the same for every investor (owner ''), read through the device cache so the Mutual
 * Funds home and the dashboard's carousel show them offline with when they were fetched. The keys
 * keep the 'invest' prefix the device copies and the query cache were saved under.
 */
const SHARED = '';
const FIVE_MINUTES = 5 * 60_000;

export const ideaKeys = {
  ideas: ['invest', 'ideas'] as const,
  idea: (id: number) => ['invest', 'idea', id] as const,
  ideaSchemes: (id: number) => ['invest', 'idea-schemes', id] as const,
};

export const ideasQuery = () =>
  // quiet: the dashboard's carousel and the ideas pages show their own spinner, and the dashboard
  // must not go under the full-screen overlay for a section below its figures
  queryOptions({
    queryKey: ideaKeys.ideas,
    staleTime: FIVE_MINUTES,
    queryFn: () => readThrough('invest:ideas', SHARED, async () => (await api(getIdeas, undefined, { quiet: true })).investment_ideas),
  });

export const ideaDetailsQuery = (id: number) =>
  queryOptions({
    queryKey: ideaKeys.idea(id),
    staleTime: FIVE_MINUTES,
    queryFn: () => readThrough(`invest:idea:${id}`, SHARED, async () => (await api(getIdeaDetails, undefined, { params: { id } })).investment_details),
  });

export const ideaSchemesQuery = (id: number) =>
  queryOptions({
    queryKey: ideaKeys.ideaSchemes(id),
    staleTime: FIVE_MINUTES,
    queryFn: () => readThrough(`invest:idea-schemes:${id}`, SHARED, async () => (await api(getIdeaSchemes, undefined, { params: { id } })).investment_schemes),
  });
