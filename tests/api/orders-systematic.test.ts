import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { orders, registrations } from '../../src/server/db/schema.ts';
import { sweepOrders } from '../../src/server/jobs/order-sweep.ts';
import { createTestApp, type TestApp } from './support/harness.ts';
import { onboardedInvestor, seedTestCatalogue, type TestCatalogue } from './support/orders-fixture.ts';
import { addToCart, buyAndAllot, payOnGateway, verifyCheckout } from './support/orders-flow.ts';

let t: TestApp;
let cat: TestCatalogue;
beforeAll(async () => {
  t = await createTestApp({ start: '2026-11-18T04:30:00Z', config: { session: { idleMinutes: 10_000_000, absoluteHours: 1_000_000 } } });
  cat = await seedTestCatalogue(t.deps.db);
});
afterAll(() => t.close());

const sweep = () => sweepOrders(t.deps);
const sip = (mandateId: string, extra: Record<string, unknown> = {}) => ({
  TrType: 'XSIP',
  StartDate: '10/12/2026',
  Installments: 12,
  InstallmentsAmt: '2000',
  MandateId: mandateId,
  MandateType: 'X',
  FirstOrderToday: 'N',
  Frequency: 3,
  AmcId: cat.amcId,
  Sch: cat.equity,
  Growthoption: 'Y',
  DividendReinvestment: 'N',
  AccNo: '',
  ...extra,
});

describe('SIP', () => {
  it('enforces the frequency bounds, instalments, start dates, mandate and the 15:00 rule, with the spec messages', async () => {
    t.clock.set('2026-11-18T04:30:00Z'); // Wednesday 10:00 IST
    const inv = await onboardedInvestor(t, '9720000001');
    const call = (body: Record<string, unknown>) => t.call('POST', '/api/transaction/create_transaction', body, { token: inv.token });
    expect((await call(sip(inv.mandateId, { InstallmentsAmt: '400' }))).body).toEqual({ error: 'Amount should be greater than 500 and less than 1,00,000' });
    expect((await call(sip(inv.mandateId, { InstallmentsAmt: '' }))).body).toEqual({ error: 'Amount is mandatory' });
    expect((await call(sip(inv.mandateId, { Installments: 5 }))).body).toEqual({ error: 'Please enter a number greater than 5 and less than 121' });
    expect((await call(sip(inv.mandateId, { Installments: 121 }))).body).toEqual({ error: 'Please enter a number less than 121' });
    expect((await call(sip(inv.mandateId, { StartDate: '11/12/2026' }))).body).toEqual({
      error: 'Please choose one of the start dates offered in the calendar',
    });
    expect((await call(sip(inv.mandateId, { StartDate: '20/11/2026' }))).body).toEqual({
      error: 'Please choose one of the start dates offered in the calendar',
    }); // only 2 days ahead
    expect((await call(sip(inv.mandateId, { StartDate: '10/06/2027' }))).body).toEqual({
      error: 'Please choose one of the start dates offered in the calendar',
    }); // beyond 6 months
    expect((await call(sip(''))).status).toBe(400);
    expect((await call(sip('NOSUCHMANDATE'))).body).toEqual({ error: "Please create mandate Id's" });
    expect((await call(sip(inv.mandateId, { TrType: 'ISIP' }))).body).toEqual({ error: 'This mandate does not fit the SIP type' });
    expect((await call(sip(inv.mandateId, { Frequency: 2 }))).body).toEqual({ error: 'This frequency is not offered for this scheme' });
    t.clock.set('2026-11-18T09:31:00Z'); // 15:01 IST
    expect((await call(sip(inv.mandateId, { FirstOrderToday: 'Y', StartDate: '20/11/2026' }))).body).toEqual({
      error: 'First order today is not allowed after 3:00 PM, please choose a later start date',
    });
  });

  it('registers with the exchange, then each instalment debits the mandate and buys on its day', async () => {
    t.clock.set('2026-11-18T04:30:00Z');
    const inv = await onboardedInvestor(t, '9720000002');
    const ihno = await addToCart(t, inv.token, sip(inv.mandateId));
    await verifyCheckout(t, inv.token, '9720000002', [ihno], 'SIP');
    const placed = await t.call(
      'POST',
      '/api/transaction/place-order',
      { orders: [{ order_id: ihno, type: 'sys' }], payment_type: 1, category: 4 },
      { token: inv.token },
    );
    expect(placed.body.bse_order).toMatchObject({ is_success: true, payment_url: null });
    expect(placed.body.bse_order.success_message).toMatch(/^Your SIP is registered \(registration \d+\)\.$/);
    const [reg] = await t.deps.db.select().from(registrations).where(eq(registrations.userId, inv.userId));
    expect(reg).toMatchObject({ kind: 'SIP', startDate: '2026-12-10', endDate: '2027-11-10', installments: 12, nextRunDate: '2026-12-10', day: 10 });

    await sweep(); // not due yet
    expect(await t.deps.db.select().from(orders).where(eq(orders.userId, inv.userId))).toHaveLength(0);
    t.clock.set('2026-12-10T04:30:00Z'); // Thursday 10:00 IST
    await sweep();
    const [first] = await t.deps.db.select().from(orders).where(eq(orders.userId, inv.userId));
    expect(first).toMatchObject({ kind: 'PURCHASE', status: 'ALLOTTED', navDate: '2026-12-10', orderNo: `${reg!.regNo}-1` });
    const [after] = await t.deps.db.select().from(registrations).where(eq(registrations.id, reg!.id));
    expect(after).toMatchObject({ runsDone: 1, nextRunDate: '2027-01-10' });
    expect(after!.folioNo).toBe(first!.folioNo);
    // running the sweep again the same day buys nothing more
    await sweep();
    expect(await t.deps.db.select().from(orders).where(eq(orders.userId, inv.userId))).toHaveLength(1);
  });

  it('with the first order today, the first instalment is paid now through the gateway', async () => {
    t.clock.set('2026-11-18T04:30:00Z');
    const inv = await onboardedInvestor(t, '9720000003');
    const ihno = await addToCart(t, inv.token, sip(inv.mandateId, { FirstOrderToday: 'Y', StartDate: '10/12/2026' }));
    await verifyCheckout(t, inv.token, '9720000003', [ihno], 'SIP');
    const placed = await t.call(
      'POST',
      '/api/transaction/place-order',
      { orders: [{ order_id: ihno, type: 'sys' }], payment_type: 1, category: 4 },
      { token: inv.token },
    );
    expect(placed.body.bse_order.payment_url).toBeTruthy();
    await payOnGateway(t, placed.body.bse_order.payment_url, 'pay');
    await sweep();
    const [first] = await t.deps.db.select().from(orders).where(eq(orders.userId, inv.userId));
    expect(first).toMatchObject({ status: 'ALLOTTED', navDate: '2026-11-18' });
    const [reg] = await t.deps.db.select().from(registrations).where(eq(registrations.userId, inv.userId));
    expect(reg).toMatchObject({ runsDone: 1, nextRunDate: '2026-12-10' });
  });
});

describe('SWP and STP', () => {
  it('an SWP redeems its amount on each instalment date; an STP switches it into the target', async () => {
    t.clock.set('2026-06-10T04:00:00Z');
    const inv = await onboardedInvestor(t, '9720000004');
    const folio = await buyAndAllot(t, inv, '9720000004', { id: cat.equity, amcId: cat.amcId }, '50000', '2026-06-10', sweep);
    t.clock.set('2026-11-18T04:30:00Z');
    const out = {
      AmcId: cat.amcId,
      AccNo: folio,
      Sch: cat.equity,
      FUnsAmt: 'a',
      FParFul: 'p',
      StartDate: '10/12/2026',
      Installments: 6,
      InstallmentsAmt: '1000',
      Amount: '1000',
      FirstOrderToday: 'N',
      Frequency: 3,
    };
    // by units, each instalment must still be worth the scheme's ₹1,000 minimum: 0.001 units × 6 is refused
    const tiny = await t.call(
      'POST',
      '/api/transaction/create_transaction',
      { TrType: 'SWP', ...out, FUnsAmt: 'u', Units: '0.001', Amount: undefined, InstallmentsAmt: undefined },
      { token: inv.token },
    );
    expect(tiny.body.error).toMatch(/^Each instalment should be worth at least ₹1,000: these units are worth ₹0\.\d\d at the latest NAV$/);
    const swp = await addToCart(t, inv.token, { TrType: 'SWP', ...out });
    const stp = await addToCart(t, inv.token, { TrType: 'STP', ...out, ToSch: cat.equity2 });
    t.clock.advance(31_000);
    await verifyCheckout(t, inv.token, '9720000004', [swp], 'SWP');
    expect(
      (await t.call('POST', '/api/transaction/place-order', { orders: [{ order_id: swp, type: 'sys' }], payment_type: 1, category: 5 }, { token: inv.token }))
        .body.bse_order.is_success,
    ).toBe(true);
    t.clock.advance(31_000);
    await verifyCheckout(t, inv.token, '9720000004', [stp], 'STP');
    expect(
      (await t.call('POST', '/api/transaction/place-order', { orders: [{ order_id: stp, type: 'sys' }], payment_type: 1, category: 6 }, { token: inv.token }))
        .body.bse_order.is_success,
    ).toBe(true);
    t.clock.set('2026-12-10T04:30:00Z');
    await sweep();
    const rows = await t.deps.db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, inv.userId)));
    expect(rows.find((r) => r.kind === 'REDEMPTION')).toMatchObject({ status: 'REDEEMED', amountPaise: 100_000n });
    expect(rows.find((r) => r.kind === 'SWITCH_OUT')).toMatchObject({ status: 'REDEEMED' });
    expect(rows.find((r) => r.kind === 'SWITCH_IN')).toMatchObject({ status: 'ALLOTTED', schemeId: cat.equity2 });
  });
});
