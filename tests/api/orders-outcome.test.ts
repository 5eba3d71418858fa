import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { notifications, orders } from '../../src/server/db/schema.ts';
import { sweepOrders } from '../../src/server/jobs/order-sweep.ts';
import { createTestApp, type TestApp } from './support/harness.ts';
import { onboardedInvestor, seedTestCatalogue, type TestCatalogue } from './support/orders-fixture.ts';
import { addToCart, payOnGateway, verifyCheckout } from './support/orders-flow.ts';

/**
 * The confirmation screen after paying (order_outcome), a failed payment paid again or put back
 * in the cart, and NEFT orders that read "awaiting your payment" until the money is received.
 */
let t: TestApp;
let cat: TestCatalogue;
beforeAll(async () => {
  // sessions that outlive the days these orders take (the idle limit is tested elsewhere)
  const base = await import('../../src/server/config.ts');
  const config = base.loadConfig({ NIVESH_MODE: 'demo' });
  t = await createTestApp({ start: '2026-11-20T05:30:00Z', config: { session: { ...config.session, idleMinutes: 7 * 24 * 60, absoluteHours: 24 * 30 } } });
  cat = await seedTestCatalogue(t.deps.db);
});
afterAll(() => t.close());

const lumpsum = (amount: string) => ({
  TrType: 'NEW',
  AccNo: '',
  Amount: amount,
  AmcId: cat.amcId,
  Sch: cat.equity,
  Growthoption: 'Y',
  DividendReinvestment: 'N',
});

async function placeLumpsum(mobile: string, amount: string, paymentType: 1 | 4) {
  const inv = await onboardedInvestor(t, mobile);
  const ihno = await addToCart(t, inv.token, lumpsum(amount));
  await verifyCheckout(t, inv.token, mobile, [ihno], 'Lumpsum');
  const placed = await t.call(
    'POST',
    '/api/transaction/place-order',
    { orders: [{ order_id: ihno, type: 'Normal' }], payment_type: paymentType, category: 1 },
    { token: inv.token },
  );
  expect(placed.body.bse_order.is_success, JSON.stringify(placed.body)).toBe(true);
  expect(placed.body.bse_order.payment_id).toEqual(expect.any(Number));
  return { inv, ihno, bse: placed.body.bse_order as { payment_url: string | null; payment_id: number; success_message: string } };
}
const outcomeOf = (token: string, paymentId: number) => t.call('POST', '/api/transaction/order_outcome', { payment_id: paymentId }, { token });

describe('the confirmation screen', () => {
  it('before paying: the NAV date the cut-off rule gives now and the allotment day after it; then paid, then allotted with units', async () => {
    t.clock.set('2026-11-20T09:00:00Z'); // Friday 14:30 IST: before the 15:00 cut-off
    const { inv, bse } = await placeLumpsum('9700001001', '10000', 1);
    const before = await outcomeOf(inv.token, bse.payment_id);
    expect(before.body.outcome).toMatchObject({ state: 'payment_pending', mode: 'NETBANKING', amount: '10000.00', can_pay_again: true, beneficiaries: [] });
    // paid now: Friday's NAV; units the next business day, Monday 23/11
    expect(before.body.outcome.orders[0]).toMatchObject({
      amount: '10000.00',
      units: null,
      nav_date: '20/11/2026',
      nav_date_final: false,
      allotment_date: '23/11/2026',
    });
    expect(before.body.outcome.orders[0].order_no).toMatch(/^\d+$/);

    t.clock.set('2026-11-20T09:31:00Z'); // 15:01 IST: past the cut-off, the next business day's NAV
    const late = await outcomeOf(inv.token, bse.payment_id);
    expect(late.body.outcome.orders[0]).toMatchObject({ nav_date: '23/11/2026', allotment_date: '24/11/2026' });

    expect(await payOnGateway(t, bse.payment_url!, 'pay')).toBe(`/portal/order-confirmation?payment=${bse.payment_id}`);
    const paid = await outcomeOf(inv.token, bse.payment_id);
    expect(paid.body.outcome).toMatchObject({ state: 'paid', title: 'Payment received — units to be allotted' });
    expect(paid.body.outcome.orders[0]).toMatchObject({ nav_date: '23/11/2026', nav_date_final: true });

    t.clock.set('2026-11-23T13:00:00Z');
    await sweepOrders(t.deps);
    const done = await outcomeOf(inv.token, bse.payment_id);
    expect(done.body.outcome.state).toBe('allotted');
    expect(done.body.outcome.orders[0].units).toMatch(/^\d+\.\d{4}$/);
  });

  it("another investor's payment is not found", async () => {
    t.clock.set('2026-11-20T05:30:00Z');
    const { bse } = await placeLumpsum('9700001002', '5000', 1);
    const other = await onboardedInvestor(t, '9700001003');
    expect((await outcomeOf(other.token, bse.payment_id)).body).toEqual({ error: 'Order not found' });
  });
});

describe('a failed payment', () => {
  it('says so, tells the truth in the notification, and can be paid again the same day until allotted', async () => {
    t.clock.set('2026-11-20T05:30:00Z');
    const { inv, bse } = await placeLumpsum('9700001004', '6000', 1);
    await payOnGateway(t, bse.payment_url!, 'fail');
    const failed = await outcomeOf(inv.token, bse.payment_id);
    expect(failed.body.outcome).toMatchObject({ state: 'failed', title: 'Payment failed — no money taken', can_pay_again: true, can_return_to_cart: true });
    expect(failed.body.outcome.if_failed).toContain('No money has been taken');
    const [note] = await t.deps.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, inv.userId))
      .orderBy(notifications.id)
      .then((r) => r.filter((n) => n.kind === 'payment_failed'));
    expect(note!.body).toContain('pay again today or to put it back in your cart');
    expect(note!.link).toBe(`/portal/order-confirmation?payment=${bse.payment_id}`);

    const orderId = failed.body.outcome.orders[0].ID as number;
    const again = await t.call('POST', '/api/transaction/reinitiate_payment', { ihno: orderId, type: 'Normal' }, { token: inv.token });
    expect(again.body.payment_url).toMatch(/\/api\/exchange-sim\/pay\/[A-Za-z0-9_-]+$/);
    expect(again.body.payment_url).not.toBe(bse.payment_url);
    const [reopened] = await t.deps.db.select().from(orders).where(eq(orders.id, orderId));
    expect(reopened!.status).toBe('PAYMENT_PENDING');
    expect(reopened!.paymentId).not.toBe(bse.payment_id);
    // the old link, already decided, cannot pay these orders
    await payOnGateway(t, bse.payment_url!, 'pay').catch(() => undefined);
    expect((await t.deps.db.select().from(orders).where(eq(orders.id, orderId)))[0]!.status).toBe('PAYMENT_PENDING');

    expect(await payOnGateway(t, again.body.payment_url, 'pay')).toBe(`/portal/order-confirmation?payment=${reopened!.paymentId}`);
    expect((await outcomeOf(inv.token, reopened!.paymentId!)).body.outcome.state).toBe('paid');
    t.clock.set('2026-11-20T13:00:00Z');
    await sweepOrders(t.deps);
    expect((await t.deps.db.select().from(orders).where(eq(orders.id, orderId)))[0]!.status).toBe('ALLOTTED');
  });

  it('can be put back in the cart once (then no longer paid again); the next day it cannot be paid again', async () => {
    t.clock.set('2026-11-20T05:30:00Z');
    const { inv, bse } = await placeLumpsum('9700001005', '7000', 1);
    await payOnGateway(t, bse.payment_url!, 'fail');
    const back = await t.call('POST', '/api/transaction/return_to_cart', { payment_id: bse.payment_id }, { token: inv.token });
    expect(back.body).toEqual({ returned: 1 });
    const cart = await t.call('GET', '/api/transaction/get_cart_details', undefined, { token: inv.token });
    expect(cart.body.cart_details.lumpsumArray).toHaveLength(1);
    expect(cart.body.cart_details.lumpsumArray[0]).toMatchObject({ TE_AMOUNT: '7000.00', SchDesc: 'Test Bluechip Fund - Direct Growth' });
    expect((await t.call('POST', '/api/transaction/return_to_cart', { payment_id: bse.payment_id }, { token: inv.token })).body).toEqual({
      error: 'This order is already back in your cart',
    });
    const after = await outcomeOf(inv.token, bse.payment_id);
    expect(after.body.outcome).toMatchObject({ can_pay_again: false, can_return_to_cart: false });
    const orderId = after.body.outcome.orders[0].ID as number;
    expect((await t.call('POST', '/api/transaction/reinitiate_payment', { ihno: orderId, type: 'Normal' }, { token: inv.token })).body).toEqual({
      error: 'This order has no payment to re-initiate',
    });

    const second = await placeLumpsum('9700001006', '7000', 1);
    await payOnGateway(t, second.bse.payment_url!, 'fail');
    t.clock.set('2026-11-21T05:30:00Z');
    const nextDay = await outcomeOf(second.inv.token, second.bse.payment_id);
    expect(nextDay.body.outcome).toMatchObject({ can_pay_again: false, can_return_to_cart: true });
  });
});

describe('NEFT', () => {
  it('reads "Order placed — awaiting your payment" with the clearing account and the investor\'s reference until the money is received', async () => {
    t.clock.set('2026-11-19T04:30:00Z'); // Thursday 10:00 IST
    const { inv, bse } = await placeLumpsum('9700001007', '8000', 4);
    expect(bse.success_message).toContain('Order placed — awaiting your payment');
    expect(bse.success_message).not.toMatch(/success/i);
    const waiting = await outcomeOf(inv.token, bse.payment_id);
    const [user] = await t.deps.db.select().from(orders).where(eq(orders.userId, inv.userId));
    expect(waiting.body.outcome).toMatchObject({
      state: 'awaiting_payment',
      title: 'Order placed — awaiting your payment',
      mode: 'NEFT',
      reference: inv.niveshId,
      remarks: `${inv.niveshId} ${user!.orderNo}`,
    });
    expect(waiting.body.outcome.beneficiaries).toHaveLength(2);
    expect(waiting.body.outcome.beneficiaries[0]).toMatchObject({
      name: expect.stringContaining('Indian Clearing Corporation'),
      account_no: `MFICCL${inv.niveshId}`,
      ifsc: 'HDFC0000060',
    });
    expect(waiting.body.outcome.can_pay_again).toBe(false);
    // the simulator's bank receives the money DEMO_FUNDS_DELAY_MINUTES after the order: the screen asks on read
    t.clock.advance(3 * 60_000);
    const received = await outcomeOf(inv.token, bse.payment_id);
    expect(received.body.outcome.state).toBe('paid');
    expect(received.body.outcome.orders[0]).toMatchObject({ nav_date: '19/11/2026', nav_date_final: true });
  });
});
