import * as tx from '@shared/contract/transactions.ts';
import { istDate } from '@shared/time/ist.ts';
import { idempotent } from '../lib/idempotency.ts';
import { investorAnswer } from '../lib/investor-answer.ts';
import { handle } from './handle.ts';
import { createTransaction } from '../services/transactions/create-transaction.ts';
import { cartDetails, checkCartItems, parseIhnos, removeCartItems } from '../services/transactions/cart.ts';
import { sendCheckoutOtp, verifyCheckoutOtp } from '../services/transactions/checkout-otp.ts';
import { placeOrders } from '../services/transactions/place-order.ts';
import { PLACE_ORDER_ROUTE, placeOrderStatus } from '../services/transactions/place-order-status.ts';
import { approvedMandates, cartBanks, foliosForScheme, ltcgUnits, reinitiatePayment } from '../services/transactions/reads.ts';
import { orderOutcome, returnToCart, syncOwnPayment } from '../services/transactions/order-outcome.ts';

/** "12,13" → [12, 13]: the cart items of a checkout asked about (at most 50; anything else is ignored). */
const itemIdsOf = (text: string | undefined) =>
  (text ?? '')
    .split(',')
    .slice(0, 50)
    .map(Number)
    .filter((n) => Number.isSafeInteger(n) && n > 0);

/** The order calls of spec 2 §7 and spec 3 §7.1, under /api/transaction. */
export const transactionCalls = [
  handle(tx.createTransaction, ({ deps, session: { userId }, body, c }) =>
    idempotent(deps.db, deps.clock, { userId, route: 'create_transaction', key: c.req.header('Idempotency-Key'), body }, () =>
      createTransaction(deps, userId, body),
    ),
  ),
  // kept per investor data version (cart items and goals move it: migration 0018) and catalogue version (names, NAVs, ideas)
  handle(tx.getCartDetails, ({ deps, session: { userId }, c }) =>
    investorAnswer(c, tx.getCartDetails, userId, '', async () => ({ cart_details: await cartDetails(deps, userId) })),
  ),
  handle(tx.removeCartItem, async ({ deps, session, body }) => ({ removed: await removeCartItems(deps, session.userId, parseIhnos(body.Ihnos), body.TrType) })),
  handle(tx.checkCartItem, async ({ deps, session, body }) => ({ updated: await checkCartItems(deps, session.userId, parseIhnos(body.Ihnos), body.checked) })),
  handle(tx.insertTransactionOtp, ({ deps, meta, session, body }) => sendCheckoutOtp(deps, meta.ip, session.userId, body)),
  handle(tx.resendTransactionOtp, ({ deps, meta, session, body }) => sendCheckoutOtp(deps, meta.ip, session.userId, body)),
  handle(tx.verifyTransactionOtp, ({ deps, meta, session, body }) => verifyCheckoutOtp(deps, meta.ip, session.userId, body)),
  handle(tx.placeOrder, ({ deps, session: { userId }, body, origin, c }) =>
    idempotent(deps.db, deps.clock, { userId, route: PLACE_ORDER_ROUTE, key: c.req.header('Idempotency-Key'), body }, () =>
      placeOrders(deps, userId, body, origin),
    ),
  ),
  // the outcome of a place-order whose answer was lost, by its Idempotency-Key (the investor's own keys only)
  handle(tx.placeOrderStatus, ({ deps, session, params, c }) => placeOrderStatus(deps, session.userId, params.key, itemIdsOf(c.req.query('orders')))),
  handle(tx.getCartBanks, ({ deps, session }) => cartBanks(deps, session.userId)),
  handle(tx.reinitiatePayment, ({ deps, session, body, origin }) => reinitiatePayment(deps, session.userId, body.ihno, origin)),
  handle(tx.orderOutcome, async ({ deps, session: { userId }, body }) => {
    // an open payment is asked about at the exchange first, so the screen never shows a stale state
    await syncOwnPayment(deps, userId, body.payment_id);
    return orderOutcome(deps, userId, body.payment_id);
  }),
  handle(tx.returnToCart, ({ deps, session, body }) => returnToCart(deps, session.userId, body.payment_id)),
  handle(tx.foliosBasedOnScheme, ({ deps, session: { userId }, body, c }) =>
    // from orders, lots and the catalogue only: kept per investor data version (lib/investor-answer.ts)
    investorAnswer(c, tx.foliosBasedOnScheme, userId, `${istDate(deps.clock.now())}|${body.schemeNo}`, () => foliosForScheme(deps, userId, body.schemeNo)),
  ),
  handle(tx.getLtcgUnits, ({ deps, session, body }) => ltcgUnits(deps, session.userId, body.SchId, body.folioNo)),
  handle(tx.getClientMandates, ({ deps, session }) => approvedMandates(deps, session.userId)),
];
