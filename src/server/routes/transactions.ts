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
import { approvedMandates, cartBanks, foliosForScheme, ltcgUnits, reinitiatePayment } from '../services/orders/reads.ts';

const userOf = (c: Context<AppEnv>) => c.get('session')!.userId;
/** Where the browser reached us (for payment return links), from the request itself. */
const originOf = (c: Context<AppEnv>) => new URL(c.req.url).origin;

/** The order calls of spec 2 §7 and spec 3 §7.1, under /api/transaction. */
export const transactionRoutes = privateRouter()
  .post('/create_transaction', async (c) => {
    const body = await readBody(c, tx.createTransaction);
    const deps = c.get('deps');
    const userId = userOf(c);
    return c.json(await idempotent(deps.db, { userId, route: 'create_transaction', key: c.req.header('Idempotency-Key'), body }, () => createTransaction(deps, userId, body)));
  })
  .get('/get_cart_details', async (c) => c.json({ cart_details: await cartDetails(c.get('deps'), userOf(c)) }))
  .post('/remove_cart_item', async (c) => {
    const body = await readBody(c, tx.removeCartItem);
    return c.json({ removed: await removeCartItems(c.get('deps'), userOf(c), parseIhnos(body.Ihnos), body.TrType) });
  })
  .post('/check_cart_item', async (c) => {
    const body = await readBody(c, tx.checkCartItem);
    return c.json({ updated: await checkCartItems(c.get('deps'), userOf(c), parseIhnos(body.Ihnos), body.checked) });
  })
  .post('/insert-tansaction-otp', async (c) => {
    const body = await readBody(c, tx.insertTransactionOtp);
    return c.json(await sendCheckoutOtp(c.get('deps'), clientMeta(c).ip, userOf(c), body));
  })
  .post('/resend-tansaction-otp', async (c) => {
    const body = await readBody(c, tx.resendTransactionOtp);
    return c.json(await sendCheckoutOtp(c.get('deps'), clientMeta(c).ip, userOf(c), body));
  })
  .post('/verify-tansaction-otp', async (c) => {
    const body = await readBody(c, tx.verifyTransactionOtp);
    return c.json(await verifyCheckoutOtp(c.get('deps'), clientMeta(c).ip, userOf(c), body));
  })
  .post('/place-order', async (c) => {
    const body = await readBody(c, tx.placeOrder);
    const deps = c.get('deps');
    const userId = userOf(c);
    return c.json(await idempotent(deps.db, { userId, route: 'place-order', key: c.req.header('Idempotency-Key'), body }, () => placeOrders(deps, userId, body, originOf(c))));
  })
  .post('/get_bank_details', async (c) => {
    await readBody(c, tx.getCartBanks);
    return c.json(await cartBanks(c.get('deps'), userOf(c)));
  })
  .post('/reinitiate_payment', async (c) => {
    const body = await readBody(c, tx.reinitiatePayment);
    return c.json(await reinitiatePayment(c.get('deps'), userOf(c), body.ihno, originOf(c)));
  })
  .post('/folios_based_on_scheme', async (c) => {
    const body = await readBody(c, tx.foliosBasedOnScheme);
    return c.json(await foliosForScheme(c.get('deps'), userOf(c), body.schemeNo));
  })
  .post('/get_ltcg_units', async (c) => {
    const body = await readBody(c, tx.getLtcgUnits);
    return c.json(await ltcgUnits(c.get('deps'), userOf(c), body.SchId, body.folioNo));
  })
  .get('/get_client_mandateIds', async (c) => c.json(await approvedMandates(c.get('deps'), userOf(c))));
