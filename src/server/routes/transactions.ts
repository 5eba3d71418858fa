import type { Context } from 'hono';
import * as tx from '@shared/contract/transactions.ts';
import { idempotent } from '../lib/idempotency.ts';
import type { AppEnv } from '../lib/context.ts';
import { clientMeta, readBody } from '../lib/validate.ts';
import { privateRouter } from './router.ts';
import { createTransaction } from '../services/orders/create-transaction.ts';
import { cartDetails, checkCartItems, parseIhnos, removeCartItems } from '../services/orders/cart.ts';
import { sendCheckoutOtp, verifyCheckoutOtp } from '../services/orders/checkout-otp.ts';
import { placeOrders } from '../services/orders/place-order.ts';
import { PLACE_ORDER_ROUTE, placeOrderStatus } from '../services/orders/place-order-status.ts';
import { approvedMandates, cartBanks, foliosForScheme, ltcgUnits, reinitiatePayment } from '../services/orders/reads.ts';
import { answer } from '../lib/answer.ts';
import { orderOutcome, returnToCart, syncOwnPayment } from '../services/orders/order-outcome.ts';
import { investorAnswer } from '../lib/investor-answer.ts';
import { istDate } from '@shared/time/ist.ts';

const userOf = (c: Context<AppEnv>) => c.get('session')!.userId;
/** "12,13" → [12, 13]: the cart items of a checkout asked about (at most 50; anything else is ignored). */
const itemIdsOf = (text: string | undefined) => (text ?? '').split(',').slice(0, 50).map(Number).filter((n) => Number.isSafeInteger(n) && n > 0);
/** Where the browser reached us (for payment return links), from the request itself. */
const originOf = (c: Context<AppEnv>) => new URL(c.req.url).origin;

/** The order calls of spec 2 §7 and spec 3 §7.1, under /api/transaction. */
export const transactionRoutes = privateRouter()
  .post('/create_transaction', async (c) => {
    const body = await readBody(c, tx.createTransaction);
    const deps = c.get('deps');
    const userId = userOf(c);
    return answer(c, tx.createTransaction, await idempotent(deps.db, deps.clock, { userId, route: 'create_transaction', key: c.req.header('Idempotency-Key'), body }, () => createTransaction(deps, userId, body)));
  })
  // kept per investor data version (cart items and goals move it: migration 0018) and catalogue version (names, NAVs, ideas)
  .get('/get_cart_details', async (c) => investorAnswer(c, tx.getCartDetails, userOf(c), '', async () => ({ cart_details: await cartDetails(c.get('deps'), userOf(c)) })))
  .post('/remove_cart_item', async (c) => {
    const body = await readBody(c, tx.removeCartItem);
    return answer(c, tx.removeCartItem, { removed: await removeCartItems(c.get('deps'), userOf(c), parseIhnos(body.Ihnos), body.TrType) });
  })
  .post('/check_cart_item', async (c) => {
    const body = await readBody(c, tx.checkCartItem);
    return answer(c, tx.checkCartItem, { updated: await checkCartItems(c.get('deps'), userOf(c), parseIhnos(body.Ihnos), body.checked) });
  })
  .post('/insert-tansaction-otp', async (c) => {
    const body = await readBody(c, tx.insertTransactionOtp);
    return answer(c, tx.insertTransactionOtp, await sendCheckoutOtp(c.get('deps'), clientMeta(c).ip, userOf(c), body));
  })
  .post('/resend-tansaction-otp', async (c) => {
    const body = await readBody(c, tx.resendTransactionOtp);
    return answer(c, tx.resendTransactionOtp, await sendCheckoutOtp(c.get('deps'), clientMeta(c).ip, userOf(c), body));
  })
  .post('/verify-tansaction-otp', async (c) => {
    const body = await readBody(c, tx.verifyTransactionOtp);
    return answer(c, tx.verifyTransactionOtp, await verifyCheckoutOtp(c.get('deps'), clientMeta(c).ip, userOf(c), body));
  })
  .post('/place-order', async (c) => {
    const body = await readBody(c, tx.placeOrder);
    const deps = c.get('deps');
    const userId = userOf(c);
    return answer(c, tx.placeOrder, await idempotent(deps.db, deps.clock, { userId, route: PLACE_ORDER_ROUTE, key: c.req.header('Idempotency-Key'), body }, () => placeOrders(deps, userId, body, originOf(c))));
  })
  // the outcome of a place-order whose answer was lost, by its Idempotency-Key (the investor's own keys only)
  .get('/place-order-status/:key', async (c) => answer(c, tx.placeOrderStatus, await placeOrderStatus(c.get('deps'), userOf(c), c.req.param('key'), itemIdsOf(c.req.query('orders')))))
  .post('/get_bank_details', async (c) => {
    await readBody(c, tx.getCartBanks);
    return answer(c, tx.getCartBanks, await cartBanks(c.get('deps'), userOf(c)));
  })
  .post('/reinitiate_payment', async (c) => {
    const body = await readBody(c, tx.reinitiatePayment);
    return answer(c, tx.reinitiatePayment, await reinitiatePayment(c.get('deps'), userOf(c), body.ihno, originOf(c)));
  })
  .post('/order_outcome', async (c) => {
    const body = await readBody(c, tx.orderOutcome);
    const deps = c.get('deps');
    // an open payment is asked about at the exchange first, so the screen never shows a stale state
    await syncOwnPayment(deps, userOf(c), body.payment_id);
    return answer(c, tx.orderOutcome, await orderOutcome(deps, userOf(c), body.payment_id));
  })
  .post('/return_to_cart', async (c) => {
    const body = await readBody(c, tx.returnToCart);
    return answer(c, tx.returnToCart, await returnToCart(c.get('deps'), userOf(c), body.payment_id));
  })
  .post('/folios_based_on_scheme', async (c) => {
    const body = await readBody(c, tx.foliosBasedOnScheme);
    const deps = c.get('deps');
    const userId = userOf(c);
    // from orders, lots and the catalogue only: kept per investor data version (lib/investor-answer.ts)
    return investorAnswer(c, tx.foliosBasedOnScheme, userId, `${istDate(deps.clock.now())}|${body.schemeNo}`, () => foliosForScheme(deps, userId, body.schemeNo));
  })
  .post('/get_ltcg_units', async (c) => {
    const body = await readBody(c, tx.getLtcgUnits);
    return answer(c, tx.getLtcgUnits, await ltcgUnits(c.get('deps'), userOf(c), body.SchId, body.folioNo));
  })
  .get('/get_client_mandateIds', async (c) => answer(c, tx.getClientMandates, await approvedMandates(c.get('deps'), userOf(c))));
