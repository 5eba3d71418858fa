import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { cartItems, idempotencyKeys, orders } from '../../src/server/db/schema.ts';
import { NOT_PLACED_MESSAGE } from '../../src/server/services/transactions/place-order-status.ts';
import { createTestApp, type TestApp } from './support/harness.ts';
import { onboardedInvestor, seedTestCatalogue, type TestCatalogue } from './support/orders-fixture.ts';
import { addToCart, verifyCheckout } from './support/orders-flow.ts';

/**
 * A place-order whose answer was lost is resolved by asking about its Idempotency-Key
 * (GET /api/transaction/place-order-status/:key), never by placing again: placed with its
 * numbers, not placed (and then it never can be, under that key), or still working.
 */
let t: TestApp;
let cat: TestCatalogue;
beforeAll(async () => {
  t = await createTestApp({ start: '2026-11-18T04:30:00Z' });
  cat = await seedTestCatalogue(t.deps.db);
});
afterAll(() => t.close());

const lumpsum = (amount: string) => ({ TrType: 'NEW', AccNo: '', Amount: amount, AmcId: cat.amcId, Sch: cat.equity });
const status = (token: string, key: string, items?: number[]) =>
  t.call('GET', `/api/transaction/place-order-status/${key}${items ? `?orders=${items.join(',')}` : ''}`, undefined, { token });

async function verifiedItem(mobile: string) {
  const inv = await onboardedInvestor(t, mobile);
  const ihno = await addToCart(t, inv.token, lumpsum('10000'));
  await verifyCheckout(t, inv.token, mobile, [ihno], 'Lumpsum');
  return { inv, ihno, body: { orders: [{ order_id: ihno, type: 'Normal' }], payment_type: 1, category: 1 } };
}

describe('the status of a place-order by its Idempotency-Key', () => {
  it('placed: the same answer the lost request got, with the order number, and still one order', async () => {
    const { inv, body } = await verifiedItem('9731000001');
    const placed = await t.call('POST', '/api/transaction/place-order', body, { token: inv.token, 'Idempotency-Key': 'lost-answer-placed-1' });
    expect(placed.status).toBe(200);
    const [order] = await t.deps.db.select().from(orders).where(eq(orders.userId, inv.userId));
    const asked = await status(inv.token, 'lost-answer-placed-1');
    expect(asked.status).toBe(200);
    expect(asked.body).toEqual({ status: 'placed', bse_order: placed.body.bse_order });
    expect(asked.body.bse_order.success_message).toContain(order!.orderNo);
    // asking again changes nothing
    expect((await status(inv.token, 'lost-answer-placed-1')).body).toEqual(asked.body);
    expect(await t.deps.db.select().from(orders).where(eq(orders.userId, inv.userId))).toHaveLength(1);
  });

  it('not placed: a key that never arrived is fenced, so the lost request cannot place later', async () => {
    const { inv, ihno, body } = await verifiedItem('9731000002');
    const asked = await status(inv.token, 'lost-answer-never-1', [ihno]);
    expect(asked.body).toEqual({ status: 'not_placed', message: NOT_PLACED_MESSAGE });
    // the request arrives late (a slow upload): refused, nothing placed
    const late = await t.call('POST', '/api/transaction/place-order', body, { token: inv.token, 'Idempotency-Key': 'lost-answer-never-1' });
    expect(late.status).toBe(422);
    expect(await t.deps.db.select().from(orders).where(eq(orders.userId, inv.userId))).toHaveLength(0);
    expect((await status(inv.token, 'lost-answer-never-1', [ihno])).body.status).toBe('not_placed');
    // a new attempt under a new key places it
    const again = await t.call('POST', '/api/transaction/place-order', body, { token: inv.token, 'Idempotency-Key': 'lost-answer-never-2' });
    expect(again.body.bse_order.is_success).toBe(true);
    expect(await t.deps.db.select().from(orders).where(eq(orders.userId, inv.userId))).toHaveLength(1);
  });

  it('not placed, with the reason, when the request ran and was refused', async () => {
    const inv = await onboardedInvestor(t, '9731000003');
    const ihno = await addToCart(t, inv.token, lumpsum('10000'));
    // not verified by OTP: the server refuses it (a 200 with an error, kept under the key)
    const refused = await t.call(
      'POST',
      '/api/transaction/place-order',
      { orders: [{ order_id: ihno, type: 'Normal' }], payment_type: 1, category: 1 },
      { token: inv.token, 'Idempotency-Key': 'lost-answer-refused' },
    );
    expect(refused.body.error).toBeTruthy();
    expect((await status(inv.token, 'lost-answer-refused')).body).toEqual({ status: 'not_placed', message: `${NOT_PLACED_MESSAGE} ${refused.body.error}` });
  });

  it('working: while the request holds its key unanswered, and while its items are being placed', async () => {
    const { inv, ihno } = await verifiedItem('9731000004');
    await t.deps.db
      .insert(idempotencyKeys)
      .values({ key: 'lost-answer-running', userId: inv.userId, route: 'place-order', bodyHash: 'x'.repeat(64), createdAt: t.clock.now() });
    expect((await status(inv.token, 'lost-answer-running')).body).toEqual({ status: 'working' });
    // a request that failed after the exchange took its items let go of its key: the items say working
    await t.deps.db
      .update(cartItems)
      .set({
        status: 'PLACING',
        transNo: '2026111810231999777',
        placedAt: t.clock.now(),
        placement: { paymentType: 1, category: 1, accountNo: null, batch: 'lost-batch', origin: 'http://127.0.0.1:8080' },
      })
      .where(eq(cartItems.id, ihno));
    expect((await status(inv.token, 'lost-answer-gone-key', [ihno])).body).toEqual({ status: 'working' });
  });

  it("is the investor's own: another investor's key tells them nothing and does not touch it", async () => {
    const { inv, body } = await verifiedItem('9731000005');
    await t.call('POST', '/api/transaction/place-order', body, { token: inv.token, 'Idempotency-Key': 'lost-answer-mine' });
    const other = await onboardedInvestor(t, '9731000006');
    expect((await status(other.token, 'lost-answer-mine')).body.status).toBe('not_placed');
    expect((await status(inv.token, 'lost-answer-mine')).body.status).toBe('placed');
    expect((await t.call('GET', '/api/transaction/place-order-status/lost-answer-mine', undefined, {})).status).toBe(401);
    expect((await status(inv.token, 'bad key!')).status).toBe(400);
  });
});
