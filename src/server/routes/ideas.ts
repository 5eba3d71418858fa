import * as ideas from '@shared/contract/ideas.ts';
import { idempotent } from '../lib/idempotency.ts';
import { handle } from './handle.ts';
import { ideaDetails, ideaSchemes, listIdeas } from '../services/ideas/read-ideas.ts';
import { investIdea } from '../services/ideas/invest-idea.ts';

/** Investment ideas (spec 2 §7), under /api/ideas. */
export const ideaCalls = [
  handle(ideas.getIdeas, async ({ deps }) => ({ investment_ideas: await listIdeas(deps) })),
  handle(ideas.getIdeaDetails, async ({ deps, params }) => ({ investment_details: await ideaDetails(deps, params.id) })),
  handle(ideas.getIdeaSchemes, async ({ deps, params }) => ({ investment_schemes: await ideaSchemes(deps, params.id) })),
  handle(ideas.investIdea, ({ deps, session: { userId }, body, c }) =>
    idempotent(deps.db, deps.clock, { userId, route: 'ideas/invest', key: c.req.header('Idempotency-Key'), body }, () => investIdea(deps, userId, body)),
  ),
];
