import type { CreateTransactionBody } from '@shared/contract/transactions.ts';
import type { AppDeps } from '../../lib/context.ts';
import type { Db } from '../../db/client.ts';
import { createTransaction } from '../transactions/create-transaction.ts';
import { ORDER_MESSAGES } from '../transactions/messages.ts';

class BasketRefusal extends Error {}

/** Refusals the screens act on by their exact words (spec 2 §8); others are prefixed with the scheme. */
const AS_IS: readonly string[] = [ORDER_MESSAGES.notOnboarded, ORDER_MESSAGES.noExchangeCode];

/**
 * Puts a basket's orders (an investment idea's or a goal's) in the cart through the one
 * create-transaction service, so every order rule applies to each, inside one database
 * transaction: the first refusal undoes the orders before it, and the investor sees which scheme
 * refused and why. Nothing of a refused basket stays in the cart.
 */
export async function addBasketToCart(
  deps: AppDeps,
  userId: number,
  orders: ReadonlyArray<{ label: string; body: CreateTransactionBody }>,
): Promise<{ ok: true; ids: number[] } | { ok: false; error: string }> {
  try {
    const ids = await deps.db.transaction(async (tx) => {
      const inTx: AppDeps = { ...deps, db: tx as unknown as Db };
      const created: number[] = [];
      for (const o of orders) {
        const r = await createTransaction(inTx, userId, o.body);
        if ('error' in r) throw new BasketRefusal(AS_IS.includes(r.error) ? r.error : `${o.label}: ${r.error}`);
        created.push(r.TE_IHNO);
      }
      return created;
    });
    return { ok: true, ids };
  } catch (err) {
    if (err instanceof BasketRefusal) return { ok: false, error: err.message };
    throw err;
  }
}
