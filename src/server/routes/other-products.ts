import type { Context } from 'hono';
import * as op from '@shared/contract/other-products.ts';
import { answer } from '../lib/answer.ts';
import type { AppEnv } from '../lib/context.ts';
import { refuse } from '../lib/refusal.ts';
import { idempotent } from '../lib/idempotency.ts';
import { readBody } from '../lib/validate.ts';
import { privateRouter } from './router.ts';
import { depositOffer } from '../services/other-products/deposit-offer.ts';
import { submitDeposits } from '../services/other-products/submit-deposit.ts';
import { insuranceQuestionnaire, submitInsurance } from '../services/other-products/insurance.ts';
import { depositHoldings } from '../services/other-products/deposit-feed.ts';
import { goalTracking } from '../services/goals/goal-tracking.ts';
import { getGoalTracking } from '@shared/contract/goals.ts';

const userOf = (c: Context<AppEnv>) => c.get('session')!.userId;

function typeOf(c: Context<AppEnv>): 1 | 2 {
  const t = c.req.param('type');
  if (t === '1') return 1;
  if (t === '2') return 2;
  throw refuse('not-found', op.OTHER_MESSAGES.unknownType);
}

/** Other products (spec 2 §7): 1 corporate fixed deposits, 2 term-life insurance, under /api/other_products. */
export const otherProductRoutes = privateRouter()
  .get('/:type', async (c) => {
    const deps = c.get('deps');
    const type = typeOf(c);
    return answer(c, op.getOtherProduct, type === 1 ? await depositOffer(deps.db, deps.config.fdPartnerUrl) : await insuranceQuestionnaire(deps.db));
  })
  .post('/:type', async (c) => {
    const type = typeOf(c);
    const body = await readBody(c, op.postOtherProduct);
    if (body.type !== type) throw refuse('invalid', op.OTHER_MESSAGES.unknownType);
    const deps = c.get('deps');
    const userId = userOf(c);
    return answer(
      c,
      op.postOtherProduct,
      await idempotent(deps.db, deps.clock, { userId, route: `other_products/${type}`, key: c.req.header('Idempotency-Key'), body }, () => (body.type === 1 ? submitDeposits(deps, userId, body) : submitInsurance(deps, userId, body.answers))),
    );
  });

/** Under /api/portfolio: goal tracking and the deposit partner's reverse feed (the portfolio's other calls are in routes/portfolio.ts). */
export const portfolioExtrasRoutes = privateRouter()
  .get('/get_goal_tracking', async (c) => answer(c, getGoalTracking, await goalTracking(c.get('deps'), userOf(c))))
  .get('/get_deposit_reverse_feed', async (c) => answer(c, op.getDepositReverseFeed, { partner_deposits: await depositHoldings(c.get('deps').db, userOf(c)) }));
