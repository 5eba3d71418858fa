import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { cartItems, orders, payments } from '../../src/server/db/schema.ts';
import { resumePlacing } from '../../src/server/services/orders/place-order.ts';
import { createTestApp, type TestApp } from './support/harness.ts';
import { onboardedInvestor, seedTestCatalogue, type TestCatalogue } from './support/orders-fixture.ts';
import { addToCart, verifyCheckout } from './support/orders-flow.ts';

let t: TestApp;
let cat: TestCatalogue;
beforeAll(async () => {
  t = await createTestApp({ start: '2026-11-18T04:30:00Z' });
  cat = await seedTestCatalogue(t.deps.db);
});
afterAll(() => t.close());

const lumpsum = (amount: string) => ({ TrType: 'NEW', AccNo: '', Amount: amount, AmcId: cat.amcId, Sch: cat.equity });

describe('Idempotency-Key', () => {
  it('50 concurrent place-order calls with one key create exactly one order and all get the same answer', async () => {
    const inv = await onboardedInvestor(t, '9730000001');
    const ihno = await addToCart(t, inv.token, lumpsum('10000'));
    await verifyCheckout(t, inv.token, '9730000001', [ihno], 'Lumpsum');
    const body = { orders: [{ order_id: ihno, type: 'Normal' }], payment_type: 1, category: 1 };
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => t.call('POST', '/api/transaction/place-order', body, { token: inv.token, 'Idempotency-Key': 'checkout-9730000001-a' })),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const urls = new Set(answers.map((a) => a.body.bse_order?.payment_url));
    expect(urls.size).toBe(1);
    expect([...urls][0]).toBeTruthy();
    expect(await t.deps.db.select().from(orders).where(eq(orders.userId, inv.userId))).toHaveLength(1);
    expect(await t.deps.db.select().from(payments).where(eq(payments.userId, inv.userId))).toHaveLength(1);
  });

  it('the same key with a different body is refused', async () => {
    const inv = await onboardedInvestor(t, '9730000002');
    const first = await t.call('POST', '/api/transaction/create_transaction', lumpsum('10000'), { token: inv.token, 'Idempotency-Key': 'add-9730000002' });
    expect(first.body.transaction_created).toBe(true);
    const same = await t.call('POST', '/api/transaction/create_transaction', lumpsum('10000'), { token: inv.token, 'Idempotency-Key': 'add-9730000002' });
    expect(same.body).toEqual(first.body);
    const other = await t.call('POST', '/api/transaction/create_transaction', lumpsum('20000'), { token: inv.token, 'Idempotency-Key': 'add-9730000002' });
    expect(other.status).toBe(422);
    expect(other.body.errors).toEqual(['This Idempotency-Key was already used for a different request']);
    expect(await t.deps.db.select().from(cartItems).where(eq(cartItems.userId, inv.userId))).toHaveLength(1);
  });
});

describe('crash between placing steps', () => {
  it('items left in PLACING are finished by the sweep, once, with the exchange answering the same reference', async () => {
    const inv = await onboardedInvestor(t, '9730000003');
    const ihno = await addToCart(t, inv.token, lumpsum('10000'));
    // what step 1 leaves behind if the process dies before the exchange answers
    await t.deps.db
      .update(cartItems)
      .set({ status: 'PLACING', transNo: '2026111810231999001', placedAt: t.clock.now(), placement: { paymentType: 1, category: 1, accountNo: null, batch: 'crashed-batch', origin: 'http://127.0.0.1:8080' } })
      .where(eq(cartItems.id, ihno));
    expect(await resumePlacing(t.deps)).toBe(0); // too fresh: the original request may still be running
    t.clock.advance(3 * 60_000);
    expect(await resumePlacing(t.deps)).toBe(1);
    expect(await resumePlacing(t.deps)).toBe(0);
    const rows = await t.deps.db.select().from(orders).where(eq(orders.userId, inv.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ transNo: '2026111810231999001', status: 'PAYMENT_PENDING' });
    const [item] = await t.deps.db.select().from(cartItems).where(eq(cartItems.id, ihno));
    expect(item!.status).toBe('PLACED');
  });
});
