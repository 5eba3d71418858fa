import { and, eq, inArray } from 'drizzle-orm';
import type { PlaceOrderStatus } from '@shared/contract/transactions.ts';
import { cartItems } from '../../db/schema.ts';
import { idempotencyOutcome } from '../../lib/idempotency.ts';
import type { AppDeps } from '../../lib/context.ts';
import { answerForPlaced, type BseOrderAnswer } from './place-order.ts';

/** The route name place-order claims its keys under (routes/transactions.ts). */
export const PLACE_ORDER_ROUTE = 'place-order';

/** Ours: what the investor is told when the lost request placed nothing. */
export const NOT_PLACED_MESSAGE = 'Your order was not placed and nothing was charged.';

/**
 * The outcome of a place-order by its Idempotency-Key, for a client whose answer was lost: the
 * answer it got when it placed (with the numbers), not placed (nothing charged; a refusal says
 * why), or still working. `itemIds` (the checkout's cart items, optional) covers a request that
 * failed after the exchange took its items (its key let go, the sweep finishes them): those items
 * say placed or working, whatever the key says.
 */
export async function placeOrderStatus(deps: AppDeps, userId: number, key: string, itemIds: number[] = []): Promise<PlaceOrderStatus> {
  const outcome = await idempotencyOutcome(deps.db, deps.clock, { userId, route: PLACE_ORDER_ROUTE, key });
  if (outcome.state === 'working') return { status: 'working' };
  if (outcome.state === 'absent') return (await fromItems(deps, userId, itemIds)) ?? { status: 'not_placed', message: NOT_PLACED_MESSAGE };
  const answer = outcome.answer as BseOrderAnswer | { error: string };
  if ('error' in answer) return { status: 'not_placed', message: `${NOT_PLACED_MESSAGE} ${answer.error}` };
  if (!answer.bse_order.is_success)
    return { status: 'not_placed', message: answer.bse_order.failed_message ? `${NOT_PLACED_MESSAGE} ${answer.bse_order.failed_message}` : NOT_PLACED_MESSAGE };
  return { status: 'placed', bse_order: answer.bse_order };
}

/** The checkout's items when they were taken for placing whatever became of the key; else null. */
async function fromItems(deps: AppDeps, userId: number, itemIds: number[]): Promise<PlaceOrderStatus | null> {
  if (itemIds.length === 0) return null;
  const items = await deps.db
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), inArray(cartItems.id, itemIds)));
  if (items.some((i) => i.status === 'PLACING')) return { status: 'working' };
  const placed = items.filter((i) => i.status === 'PLACED');
  if (placed.length === 0) return null;
  const answer = await answerForPlaced(deps, userId, placed);
  return 'error' in answer ? { status: 'working' } : { status: 'placed', bse_order: answer.bse_order };
}
