import * as op from '@shared/contract/other-products.ts';
import { getGoalTracking } from '@shared/contract/goals.ts';
import { refuse } from '../lib/refusal.ts';
import { idempotent } from '../lib/idempotency.ts';
import { handle } from './handle.ts';
import { depositOffer } from '../services/other-products/deposit-offer.ts';
import { submitDeposits } from '../services/other-products/submit-deposit.ts';
import { insuranceQuestionnaire, submitInsurance } from '../services/other-products/insurance.ts';
import { depositHoldings } from '../services/other-products/deposit-feed.ts';
import { goalTracking } from '../services/goals/goal-tracking.ts';

/** The product of the path: 1 corporate fixed deposits, 2 term-life insurance. */
function typeOf(text: string): 1 | 2 {
  if (text === '1') return 1;
  if (text === '2') return 2;
  throw refuse('not-found', op.OTHER_MESSAGES.unknownType);
}

/** Other products (spec 2 §7), under /api/other_products. */
export const otherProductCalls = [
  handle(op.getOtherProduct, ({ deps, params }) =>
    typeOf(params.type) === 1 ? depositOffer(deps.db, deps.config.fdPartnerUrl) : insuranceQuestionnaire(deps.db),
  ),
  handle(op.postOtherProduct, ({ deps, session: { userId }, params, body, c }) => {
    const type = typeOf(params.type);
    if (body.type !== type) throw refuse('invalid', op.OTHER_MESSAGES.unknownType);
    const key = c.req.header('Idempotency-Key');
    return idempotent(deps.db, deps.clock, { userId, route: `other_products/${type}`, key, body }, () =>
      body.type === 1 ? submitDeposits(deps, userId, body) : submitInsurance(deps, userId, body.answers),
    );
  }),
];

/** Under /api/portfolio: goal tracking and the deposit partner's reverse feed. */
export const portfolioExtraCalls = [
  handle(getGoalTracking, ({ deps, session }) => goalTracking(deps, session.userId)),
  handle(op.getDepositReverseFeed, async ({ deps, session }) => ({ partner_deposits: await depositHoldings(deps.db, session.userId) })),
];
