import type { Context } from 'hono';
import * as ideas from '@shared/contract/ideas.ts';
import { answer } from '../lib/answer.ts';
import type { AppEnv } from '../lib/context.ts';
import { idempotent } from '../lib/idempotency.ts';
import { readBody } from '../lib/validate.ts';
import { privateRouter } from './router.ts';
import { ideaDetails, ideaSchemes, listIdeas } from '../services/ideas/read-ideas.ts';
import { investIdea } from '../services/ideas/invest-idea.ts';

const userOf = (c: Context<AppEnv>) => c.get('session')!.userId;

/** Investment ideas (spec 2 §7), under /api/ideas. */
export const ideaRoutes = privateRouter()
  .get('/', async (c) => answer(c, ideas.getIdeas, { investment_ideas: await listIdeas(c.get('deps')) }))
  .get('/get_details/:id', async (c) => answer(c, ideas.getIdeaDetails, { investment_details: await ideaDetails(c.get('deps'), c.req.param('id')) }))
  .get('/get_schemes/:id', async (c) => answer(c, ideas.getIdeaSchemes, { investment_schemes: await ideaSchemes(c.get('deps'), c.req.param('id')) }))
  .post('/invest', async (c) => {
    const body = await readBody(c, ideas.investIdea);
    const deps = c.get('deps');
    const userId = userOf(c);
    return answer(c, ideas.investIdea, await idempotent(deps.db, deps.clock, { userId, route: 'ideas/invest', key: c.req.header('Idempotency-Key'), body }, () => investIdea(deps, userId, body)));
  });
