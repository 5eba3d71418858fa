import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { lots, orders, payments } from '../../src/server/db/schema.ts';
import { sweepOrders } from '../../src/server/jobs/order-sweep.ts';
import { createTestApp, type TestApp } from './support/harness.ts';
import { onboardedInvestor, seedTestCatalogue, testNav, type TestCatalogue } from './support/orders-fixture.ts';
import { addToCart, payOnGateway, verifyCheckout } from './support/orders-flow.ts';

let t: TestApp;
let cat: TestCatalogue;
beforeAll(async () => {
  // Friday 20 November 2026, 11:00 IST
  t = await createTestApp({ start: '2026-11-20T05:30:00Z' });
  cat = await seedTestCatalogue(t.deps.db);
});
afterAll(() => t.close());

const lumpsum = (schemeId: number, amount: string, extra: Record<string, unknown> = {}) => ({
  TrType: 'NEW',
  AccNo: '',
  Amount: amount,
  AmcId: cat.amcId,
  Sch: schemeId,
  Growthoption: 'Y',
  DividendReinvestment: 'N',
  ...extra,
});

describe('lumpsum purchase from cart to allotment', () => {
  it('net banking: OTP to mobile and email, pay on the gateway, units at the same day NAV before 15:00', async () => {
    t.clock.set('2026-11-20T05:30:00Z'); // 11:00 IST
    const inv = await onboardedInvestor(t, '9700000001');
    const ihno = await addToCart(t, inv.token, lumpsum(cat.equity, '10000'));
    const cart = await t.call('GET', '/api/transaction/get_cart_details', undefined, { token: inv.token });
    expect(cart.body.cart_details.cartLength).toBe(1);
    expect(cart.body.cart_details.lumpsumArray[0]).toMatchObject({
      TE_IHNO: ihno,
      TE_AMOUNT: '10000.00',
      TE_TRTYPE: 'NEW',
      TE_ACNO: 'New Folio',
      SchDesc: 'Test Bluechip Fund - Direct Growth',
    });

    await verifyCheckout(t, inv.token, '9700000001', [ihno], 'Lumpsum');
    // the same transaction OTP also reached the registered email
    expect(await t.latestOtp(inv.email)).toBe(await t.latestOtp('9700000001'));

    const placed = await t.call(
      'POST',
      '/api/transaction/place-order',
      { orders: [{ order_id: ihno, type: 'Normal' }], payment_type: 1, category: 1 },
      { token: inv.token },
    );
    expect(placed.body.bse_order.is_success).toBe(true);
    expect(placed.body.bse_order.payment_url).toMatch(/\/api\/exchange-sim\/pay\/[A-Za-z0-9_-]+$/);
    const [order] = await t.deps.db.select().from(orders).where(eq(orders.userId, inv.userId));
    expect(order!.transNo).toMatch(/^20261120\d{11}$/);
    expect(order!.status).toBe('PAYMENT_PENDING');
    const history = await t.call('GET', '/api/profile/get_processing_history', undefined, { token: inv.token });
    expect(history.body.processing_history[0].Bse_Statusmsg).toBe('PAYMENT NOT INITIATED');

    const back = await payOnGateway(t, placed.body.bse_order.payment_url, 'pay');
    expect(back).toMatch(/^\/portal\/order-confirmation\?payment=\d+$/);
    const [paid] = await t.deps.db.select().from(orders).where(eq(orders.id, order!.id));
    expect(paid!.status).toBe('PAID');
    expect(paid!.navDate).toBe('2026-11-20');

    await sweepOrders(t.deps);
    const [allotted] = await t.deps.db.select().from(orders).where(eq(orders.id, order!.id));
    expect(allotted!.status).toBe('ALLOTTED');
    // stamp duty 0.005% of ₹10,000 = ₹0.50; units = 9,999.50 / NAV, rounded down to 3 decimals
    const nav = testNav(100, '2026-11-20');
    expect(allotted!.stampDutyPaise).toBe(50n);
    const expectedUnits3 = (999_950n * 10_000n * 1000n) / (BigInt(nav.replace('.', '')) * 100n);
    expect(allotted!.allottedUnits4).toBe(expectedUnits3 * 10n);
    expect(allotted!.folioNo).toMatch(/^\d{10}$/);
    const [lot] = await t.deps.db.select().from(lots).where(eq(lots.orderId, order!.id));
    expect(lot!.remaining4).toBe(allotted!.allottedUnits4);

    const done = await t.call('GET', '/api/profile/get_transaction_history', undefined, { token: inv.token });
    expect(done.body.transaction_history[0]).toMatchObject({
      transactionstatus: 'Completed',
      TCM_MAppDesc: 'BUY',
      Accno: allotted!.folioNo,
      Purchaseamount: '10000.00',
    });
    const me = await t.call('GET', '/api/profile/get_user_details', undefined, { token: inv.token });
    expect(Number(me.body.user_details.aum)).toBeGreaterThan(9_990);
    expect((await t.call('GET', '/api/transaction/get_cart_details', undefined, { token: inv.token })).body.cart_details.cartLength).toBe(0);
  });

  it('after 15:00 IST the next business day NAV applies (Friday → Monday)', async () => {
    t.clock.set('2026-11-20T10:00:00Z'); // 15:30 IST Friday
    const inv = await onboardedInvestor(t, '9700000002');
    const ihno = await addToCart(t, inv.token, lumpsum(cat.equity, '5000'));
    await verifyCheckout(t, inv.token, '9700000002', [ihno], 'Lumpsum');
    const placed = await t.call(
      'POST',
      '/api/transaction/place-order',
      { orders: [{ order_id: ihno, type: 'Normal' }], payment_type: 1, category: 1 },
      { token: inv.token },
    );
    await payOnGateway(t, placed.body.bse_order.payment_url, 'pay');
    const [o] = await t.deps.db.select().from(orders).where(eq(orders.userId, inv.userId));
    expect(o!.navDate).toBe('2026-11-23');
  });

  it('liquid fund money realised by 13:30 gets the previous day NAV', async () => {
    t.clock.set('2026-11-18T07:00:00Z'); // Wednesday 12:30 IST
    const inv = await onboardedInvestor(t, '9700000003');
    const ihno = await addToCart(t, inv.token, lumpsum(cat.liquid, '5000'));
    await verifyCheckout(t, inv.token, '9700000003', [ihno], 'Lumpsum');
    const placed = await t.call(
      'POST',
      '/api/transaction/place-order',
      { orders: [{ order_id: ihno, type: 'Normal' }], payment_type: 1, category: 1 },
      { token: inv.token },
    );
    await payOnGateway(t, placed.body.bse_order.payment_url, 'pay');
    await sweepOrders(t.deps);
    const [o] = await t.deps.db.select().from(orders).where(eq(orders.userId, inv.userId));
    expect(o!.navDate).toBe('2026-11-17');
    expect(o!.status).toBe('ALLOTTED');
    expect(o!.nav4).toBe(BigInt(testNav(1000, '2026-11-17').replace('.', '')));
  });

  it('a failed payment rejects the order and never allots units', async () => {
    t.clock.set('2026-11-20T05:30:00Z');
    const inv = await onboardedInvestor(t, '9700000004');
    const ihno = await addToCart(t, inv.token, lumpsum(cat.equity, '7000'));
    await verifyCheckout(t, inv.token, '9700000004', [ihno], 'Lumpsum');
    const placed = await t.call(
      'POST',
      '/api/transaction/place-order',
      { orders: [{ order_id: ihno, type: 'Normal' }], payment_type: 1, category: 1 },
      { token: inv.token },
    );
    expect(await payOnGateway(t, placed.body.bse_order.payment_url, 'fail')).toBe(`/portal/order-confirmation?payment=${placed.body.bse_order.payment_id}`);
    // a second answer from the gateway (a replayed form) changes nothing
    await payOnGateway(t, placed.body.bse_order.payment_url, 'pay').catch(() => undefined);
    await sweepOrders(t.deps);
    const [o] = await t.deps.db.select().from(orders).where(eq(orders.userId, inv.userId));
    expect(o!.status).toBe('REJECTED');
    expect(await t.deps.db.select().from(lots).where(eq(lots.userId, inv.userId))).toHaveLength(0);
    const [p] = await t.deps.db.select().from(payments).where(eq(payments.userId, inv.userId));
    expect(p!.status).toBe('REJECTED');
  });

  it('NEFT: pending until funds are received (demo delay), then allotted', async () => {
    t.clock.set('2026-11-19T04:30:00Z'); // Thursday 10:00 IST
    const inv = await onboardedInvestor(t, '9700000005');
    const ihno = await addToCart(t, inv.token, lumpsum(cat.equity, '8000'));
    await verifyCheckout(t, inv.token, '9700000005', [ihno], 'Lumpsum');
    const placed = await t.call(
      'POST',
      '/api/transaction/place-order',
      { orders: [{ order_id: ihno, type: 'Normal' }], payment_type: 4, category: 1 },
      { token: inv.token },
    );
    expect(placed.body.bse_order).toMatchObject({ is_success: true, payment_url: null });
    expect(placed.body.bse_order.success_message).toContain('Our Support team will contact you');
    await sweepOrders(t.deps);
    const pending = await t.call('GET', '/api/profile/get_processing_history', undefined, { token: inv.token });
    expect(pending.body.processing_history[0].Bse_Statusmsg).toBe('AWAITING FOR FUNDS CONFIRMATION');
    t.clock.advance(3 * 60_000);
    await sweepOrders(t.deps);
    const [o] = await t.deps.db.select().from(orders).where(eq(orders.userId, inv.userId));
    expect(o!.status).toBe('ALLOTTED');
    expect(o!.navDate).toBe('2026-11-19');
  });
});

describe('durability of the cart and of orders', () => {
  it('a cart item commits without a disk flush, and no other statement on any connection inherits that', async () => {
    const inv = await onboardedInvestor(t, '9700000091');
    // more adds in flight than the PostgreSQL pool has connections, so each connection inserts one
    const adds = await Promise.all(Array.from({ length: 8 }, (_, i) => addToCart(t, inv.token, lumpsum(cat.equity, String(5000 + i * 100)))));
    expect(new Set(adds).size).toBe(8);
    const cart = await t.call('GET', '/api/transaction/get_cart_details', undefined, { token: inv.token });
    expect(cart.body.cart_details.cartLength).toBe(8);
    // a placement, a payment or an allotment must still wait for its WAL: the relaxed setting was local to the insert
    const settings = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const r = (await t.deps.db.execute(sql`select current_setting('synchronous_commit') as s`)) as unknown as { rows: { s: string }[] };
        return r.rows[0]!.s;
      }),
    );
    expect(settings).toEqual(Array.from({ length: 8 }, () => 'on'));
  });
});

describe('refusals', () => {
  it('an investor who has not completed onboarding gets the account-opening message', async () => {
    const res = await t.call('POST', '/api/signup', { phone_number: '9700000099' });
    const otp = await t.latestOtp('9700000099');
    const s = await t.call('POST', '/api/signup/verify-otp', { code: res.body.user_details.code, otp });
    const r = await t.call('POST', '/api/transaction/create_transaction', lumpsum(cat.equity, '10000'), { token: s.body.token });
    expect(r.body).toEqual({ error: 'Please Complete your Account Opening Process.' });
  });

  it('amounts below the scheme minimum, missing exchange codes and types the scheme does not allow', async () => {
    const inv = await onboardedInvestor(t, '9700000006');
    const call = (body: Record<string, unknown>) => t.call('POST', '/api/transaction/create_transaction', body, { token: inv.token });
    expect((await call(lumpsum(cat.equity, '4999'))).body).toEqual({ error: 'Amount should be greater than 5,000' });
    expect((await call(lumpsum(cat.equity, ''))).body).toEqual({ error: 'Amount is mandatory' });
    expect((await call(lumpsum(cat.noCode, '10000'))).body).toEqual({ error: 'Bse Scheme code is not available. Please try after sometime' });
    const sip = {
      TrType: 'XSIP',
      StartDate: '01/12/2026',
      Installments: 12,
      InstallmentsAmt: '1000',
      MandateId: inv.mandateId,
      MandateType: 'X',
      FirstOrderToday: 'N',
      Frequency: 3,
      AmcId: cat.amcId,
      Sch: cat.noSip,
      AccNo: '',
    };
    expect((await call(sip)).body).toEqual({ error: 'This transaction is not allowed for this scheme' });
    expect((await call({ ...lumpsum(cat.equity, '10000'), AmcId: cat.amcId + 999 })).body).toEqual({ error: 'Scheme not found' });
  });

  it('place-order needs a verified transaction OTP, and a wrong OTP is refused', async () => {
    t.clock.set('2026-11-20T05:30:00Z');
    const inv = await onboardedInvestor(t, '9700000007');
    const ihno = await addToCart(t, inv.token, lumpsum(cat.equity, '10000'));
    const unverified = await t.call(
      'POST',
      '/api/transaction/place-order',
      { orders: [{ order_id: ihno, type: 'Normal' }], payment_type: 1, category: 1 },
      { token: inv.token },
    );
    expect(unverified.body).toEqual({ error: 'Please verify the transaction OTP again' });
    await t.call('POST', '/api/transaction/insert-tansaction-otp', { ihno: [ihno], type: 'Lumpsum' }, { token: inv.token });
    const otp = await t.latestOtp('9700000007');
    const wrong = await t.call(
      'POST',
      '/api/transaction/verify-tansaction-otp',
      { ihno: [ihno], otp: otp === '111111' ? '222222' : '111111' },
      { token: inv.token },
    );
    expect(wrong.body).toEqual({ error: 'Please enter valid OTP' });
    // an OTP confirms exactly the items it was sent for
    const other = await addToCart(t, inv.token, lumpsum(cat.equity, '6000'));
    const mismatch = await t.call('POST', '/api/transaction/verify-tansaction-otp', { ihno: [other], otp }, { token: inv.token });
    expect(mismatch.body).toEqual({ error: 'Please enter valid OTP' });
    // verified long ago counts as not verified
    t.clock.advance(31_000);
    await verifyCheckout(t, inv.token, '9700000007', [ihno], 'Lumpsum');
    t.clock.advance(16 * 60_000);
    const late = await t.call(
      'POST',
      '/api/transaction/place-order',
      { orders: [{ order_id: ihno, type: 'Normal' }], payment_type: 1, category: 1 },
      { token: inv.token },
    );
    expect(late.body).toEqual({ error: 'Please verify the transaction OTP again' });
  });

  it('removing items from the cart', async () => {
    const inv = await onboardedInvestor(t, '9700000008');
    const a = await addToCart(t, inv.token, lumpsum(cat.equity, '10000'));
    const b = await addToCart(t, inv.token, lumpsum(cat.equity2, '10000'));
    // TrType S removes only SIP/STP/SWP items: nothing here
    expect((await t.call('POST', '/api/transaction/remove_cart_item', { Ihnos: `${a},${b}`, TrType: 'S' }, { token: inv.token })).body).toEqual({ removed: 0 });
    expect((await t.call('POST', '/api/transaction/remove_cart_item', { Ihnos: `${a}`, TrType: 'N' }, { token: inv.token })).body).toEqual({ removed: 1 });
    const cart = await t.call('GET', '/api/transaction/get_cart_details', undefined, { token: inv.token });
    expect(cart.body.cart_details.lumpsumArray.map((i: { TE_IHNO: number }) => i.TE_IHNO)).toEqual([b]);
    // someone else's items are never touched
    const other = await onboardedInvestor(t, '9700000009');
    expect((await t.call('POST', '/api/transaction/remove_cart_item', { Ihnos: `${b}`, TrType: 'N' }, { token: other.token })).body).toEqual({ removed: 0 });
    const [still] = await t.deps.db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, inv.userId)));
    expect(still).toBeUndefined();
  });
});
