/**
 * Reconciliation against the simulator's order status report and allotment statement: books
 * that agree raise nothing; each difference made on purpose in the simulator's tables (or ours)
 * is raised once, kept while it stands, and resolved when it goes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { cartItems, exchangeReconFindings, orders, registrations, simExchangeOrders } from '../../src/server/db/schema.ts';
import { reconcileDays, reconcileRecent } from '../../src/server/jobs/exchange-reconcile.ts';
import { sweepOrders } from '../../src/server/jobs/order-sweep.ts';
import type { Logger } from '../../src/server/lib/logger.ts';
import { reconcileDay } from '../../src/server/services/reconciliation/reconcile-day.ts';
import { createTestApp, type TestApp } from './support/harness.ts';
import { monthlySip, onboardedInvestor, seedTestCatalogue, type TestCatalogue } from './support/orders-fixture.ts';
import { addToCart, payOnGateway, verifyCheckout } from './support/orders-flow.ts';

let t: TestApp;
let cat: TestCatalogue;
const warned: Array<{ msg: string; data: Record<string, unknown> }> = [];
beforeAll(async () => {
  t = await createTestApp({ start: '2026-11-18T05:30:00Z', config: { session: { idleMinutes: 10_000_000, absoluteHours: 1_000_000 } } });
  cat = await seedTestCatalogue(t.deps.db);
  const log: Logger = { info: () => {}, warn: (msg, data = {}) => void warned.push({ msg, data }), error: () => {} };
  t.deps.log = log;
});
afterAll(() => t.close());

const sweep = () => sweepOrders(t.deps);
let mobileSeq = 9_750_000_000;
const run = (day: string) => reconcileDay(t.deps, day, { force: true });
const openFor = async (day: string) =>
  t.deps.db
    .select()
    .from(exchangeReconFindings)
    .where(and(eq(exchangeReconFindings.day, day), isNull(exchangeReconFindings.resolvedAt)));

/** Buys ₹10,000 of the equity fund at 11:00 IST on `ymd`, paid on the gateway and allotted; returns our order. */
async function bought(ymd: string) {
  const mobile = String(++mobileSeq);
  t.clock.set(`${ymd}T05:30:00Z`);
  const inv = await onboardedInvestor(t, mobile);
  const ihno = await addToCart(t, inv.token, { TrType: 'NEW', AccNo: '', Amount: '10000', AmcId: cat.amcId, Sch: cat.equity });
  await verifyCheckout(t, inv.token, mobile, [ihno], 'Lumpsum');
  const placed = await t.call(
    'POST',
    '/api/transaction/place-order',
    { orders: [{ order_id: ihno, type: 'Normal' }], payment_type: 1, category: 1 },
    { token: inv.token },
  );
  await payOnGateway(t, placed.body.bse_order.payment_url, 'pay');
  await sweep();
  const [order] = await t.deps.db.select().from(orders).where(eq(orders.userId, inv.userId));
  expect(order!.status).toBe('ALLOTTED');
  return { inv, mobile, order: order! };
}

describe('reconciling one exchange day', () => {
  it('books that agree raise nothing: the simulator states the same order, units, NAV and amount', async () => {
    const { order } = await bought('2026-11-02');
    const r = await run('2026-11-02');
    expect(r.skipped).toBe(false);
    expect(r.open).toEqual([]);
    expect(r.raised).toEqual([]);
    const statement = await t.deps.adapters.exchange.allotmentStatement({ from: '2026-11-02', to: '2026-11-02' });
    expect(statement.ok && statement.allotments.map((l) => [l.orderNo, l.units4, l.nav4, l.amountPaise])).toEqual([
      [order.orderNo, order.allottedUnits4, order.nav4, order.amountPaise],
    ]);
  });

  it('an order the exchange does not have is raised once (warn log and a row), kept while it stands, and resolved when it is back', async () => {
    const { order } = await bought('2026-11-03');
    const [book] = await t.deps.db.select().from(simExchangeOrders).where(eq(simExchangeOrders.transNo, order.transNo));
    await t.deps.db.delete(simExchangeOrders).where(eq(simExchangeOrders.transNo, order.transNo));
    warned.length = 0;
    const first = await run('2026-11-03');
    expect(first.raised.map((f) => [f.kind, f.report, f.orderNo]).sort()).toEqual([
      ['ALLOTMENT_MISSING_AT_EXCHANGE', 'allotments', order.orderNo],
      ['MISSING_AT_EXCHANGE', 'orders', order.orderNo],
    ]);
    expect(
      warned
        .filter((w) => w.msg === 'exchange reconciliation: difference')
        .map((w) => w.data.kind)
        .sort(),
    ).toEqual(['ALLOTMENT_MISSING_AT_EXCHANGE', 'MISSING_AT_EXCHANGE']);
    const rows = await openFor('2026-11-03');
    expect(rows).toHaveLength(2);
    expect(rows.find((f) => f.kind === 'MISSING_AT_EXCHANGE')).toMatchObject({
      transNo: order.transNo,
      clientCode: expect.any(String),
      detail: `Our order ${order.orderNo} (live) is not in the exchange's order status report for 2026-11-03`,
    });

    // the next run sees the same differences: nothing raised again, still two rows
    warned.length = 0;
    t.clock.advance(10 * 60_000);
    const again = await run('2026-11-03');
    expect(again.raised).toEqual([]);
    expect(warned).toEqual([]);
    expect((await openFor('2026-11-03')).map((f) => f.id).sort()).toEqual(rows.map((f) => f.id).sort());

    // the exchange has it again: both resolved, none open
    await t.deps.db.insert(simExchangeOrders).values(book!);
    const healed = await run('2026-11-03');
    expect(healed.resolved).toBe(2);
    expect(await openFor('2026-11-03')).toEqual([]);
    const all = await t.deps.db.select().from(exchangeReconFindings).where(eq(exchangeReconFindings.day, '2026-11-03'));
    expect(all.every((f) => f.resolvedAt !== null)).toBe(true);
  });

  it('raises a booking we do not have, one cancelled there that is live here, and one we hold as failed', async () => {
    const a = await bought('2026-11-04');
    const b = await bought('2026-11-04');
    const c = await bought('2026-11-04');
    await t.deps.db.insert(simExchangeOrders).values({
      transNo: '2026110410231999001',
      reference: '39999001',
      request: { clientCode: a.inv.niveshId, kind: 'PURCHASE', schemeCode: 'X', folioNo: null, amountPaise: '500000', units4: null, allUnits: false },
      createdAt: new Date('2026-11-04T06:00:00Z'),
    });
    await t.deps.db.update(simExchangeOrders).set({ cancelledAt: t.clock.now() }).where(eq(simExchangeOrders.transNo, b.order.transNo));
    await t.deps.db.update(orders).set({ status: 'FAILED' }).where(eq(orders.id, c.order.id));
    const r = await run('2026-11-04');
    const got = r.open.filter((f) => f.report === 'orders').map((f) => [f.kind, f.transNo]);
    expect(got.sort()).toEqual(
      [
        ['STATE_MISMATCH', b.order.transNo],
        ['UNKNOWN_TO_US', '2026110410231999001'],
        ['UNKNOWN_TO_US', c.order.transNo],
      ].sort(),
    );
    expect(r.open.find((f) => f.kind === 'STATE_MISMATCH')!.detail).toBe(
      `Our order ${b.order.orderNo} is live; the exchange has it cancelled (Cancelled by the member)`,
    );
    // the cancelled order is no longer in the statement; the one failed here still is there
    expect(
      r.open
        .filter((f) => f.report === 'allotments')
        .map((f) => [f.kind, f.orderNo])
        .sort(),
    ).toEqual(
      [
        ['ALLOTMENT_MISSING_AT_EXCHANGE', b.order.orderNo],
        ['ALLOTMENT_UNKNOWN_TO_US', c.order.orderNo],
      ].sort(),
    );
    expect(r.open.find((f) => f.kind === 'ALLOTMENT_UNKNOWN_TO_US')!.detail).toContain(`for order ${c.order.orderNo}; our books hold it as failed`);
  });

  it('raises allotted units and NAV that differ from the statement, in figures', async () => {
    const { order } = await bought('2026-11-05');
    await t.deps.db
      .update(orders)
      .set({ allottedUnits4: order.allottedUnits4! + 10n })
      .where(eq(orders.id, order.id));
    const r = await run('2026-11-05');
    expect(r.open.map((f) => f.kind)).toEqual(['ALLOTMENT_MISMATCH']);
    const units = (u: bigint) => `${u / 10_000n}.${String(u % 10_000n).padStart(4, '0')}`;
    expect(r.open[0]!.detail).toBe(
      `Order ${order.orderNo} on 2026-11-05: units ${units(order.allottedUnits4! + 10n)} here, ${units(order.allottedUnits4!)} there`,
    );
    expect(r.open[0]!.ours).toMatchObject({ units: units(order.allottedUnits4! + 10n) });
    expect(r.open[0]!.theirs).toMatchObject({ units: units(order.allottedUnits4!) });
  });

  it('a SIP registration agrees while it stands, and is raised when the exchange cancelled it but we did not', async () => {
    const mobile = String(++mobileSeq);
    t.clock.set('2026-11-06T05:30:00Z');
    const inv = await onboardedInvestor(t, mobile);
    const ihno = await addToCart(t, inv.token, monthlySip(cat, inv.mandateId));
    await verifyCheckout(t, inv.token, mobile, [ihno], 'SIP');
    expect(
      (await t.call('POST', '/api/transaction/place-order', { orders: [{ order_id: ihno, type: 'sys' }], payment_type: 1, category: 4 }, { token: inv.token }))
        .body.bse_order.is_success,
    ).toBe(true);
    const [reg] = await t.deps.db.select().from(registrations).where(eq(registrations.userId, inv.userId));
    expect((await run('2026-11-06')).open).toEqual([]);
    await t.deps.db.update(simExchangeOrders).set({ cancelledAt: t.clock.now() }).where(eq(simExchangeOrders.reference, reg!.regNo));
    const r = await run('2026-11-06');
    expect(r.open.map((f) => [f.kind, f.orderNo, f.detail])).toEqual([
      ['STATE_MISMATCH', reg!.regNo, `Our registration ${reg!.regNo} is live; the exchange has it cancelled (Cancelled by the member)`],
    ]);
    // cancelled here too, through the investor's cancel: the difference is gone
    await t.deps.db.update(simExchangeOrders).set({ cancelledAt: null }).where(eq(simExchangeOrders.reference, reg!.regNo));
    const cancel = await t.call('POST', '/api/transaction/cancel_sip', { sipRegNo: reg!.regNo, bseCode: 2 }, { token: inv.token });
    expect(cancel.body.is_deleted, JSON.stringify(cancel.body)).toBe(true);
    const after = await run('2026-11-06');
    expect(after.open).toEqual([]);
    expect(after.resolved).toBe(1);
  });

  it('an item we still hold as being placed that the exchange booked is placed, after the placing grace, and raises nothing', async () => {
    const mobile = String(++mobileSeq);
    t.clock.set('2026-11-09T05:30:00Z');
    const inv = await onboardedInvestor(t, mobile);
    const ihno = await addToCart(t, inv.token, { TrType: 'NEW', AccNo: '', Amount: '10000', AmcId: cat.amcId, Sch: cat.equity });
    await verifyCheckout(t, inv.token, mobile, [ihno], 'Lumpsum');
    const ex = t.deps.adapters.exchange;
    const [place, find] = [ex.placeOrder, ex.findByTransNo];
    ex.placeOrder = async (o) => {
      await place(o);
      throw new Error('socket hang up');
    };
    ex.findByTransNo = async () => ({ ok: false, message: 'Service unavailable' });
    try {
      expect(
        (
          await t.call(
            'POST',
            '/api/transaction/place-order',
            { orders: [{ order_id: ihno, type: 'Normal' }], payment_type: 1, category: 1 },
            { token: inv.token },
          )
        ).status,
      ).toBe(500);
    } finally {
      [ex.placeOrder, ex.findByTransNo] = [place, find];
    }
    // still with its request's grace: left alone
    const early = await run('2026-11-09');
    expect(early.placed).toBe(0);
    expect((await t.deps.db.select().from(cartItems).where(eq(cartItems.id, ihno)))[0]!.status).toBe('PLACING');
    t.clock.advance(3 * 60_000);
    const r = await run('2026-11-09');
    expect(r.placed).toBe(1);
    expect(r.open).toEqual([]);
    const [item] = await t.deps.db.select().from(cartItems).where(eq(cartItems.id, ihno));
    expect(item!.status).toBe('PLACED');
    const [book] = await t.deps.db.select().from(simExchangeOrders).where(eq(simExchangeOrders.transNo, item!.transNo!));
    expect((await t.deps.db.select().from(orders).where(eq(orders.userId, inv.userId))).map((o) => [o.orderNo, o.status])).toEqual([
      [book!.reference, 'PAYMENT_PENDING'],
    ]);
  });
});

describe('the job', () => {
  it('checks today and the days before it, each day at most once per interval across instances', async () => {
    expect(reconcileDays(new Date('2026-11-20T20:00:00Z'), 3)).toEqual(['2026-11-19', '2026-11-20', '2026-11-21']);
    t.clock.set('2026-11-10T05:30:00Z');
    const first = await reconcileRecent(t.deps);
    expect(first.map((r) => [r.day, r.skipped])).toEqual([
      ['2026-11-08', false],
      ['2026-11-09', false],
      ['2026-11-10', false],
    ]);
    // a second instance at the same moment finds every day leased
    expect((await reconcileRecent(t.deps)).map((r) => r.skipped)).toEqual([true, true, true]);
    t.clock.advance(t.deps.config.reconcile.everyMs);
    expect((await reconcileRecent(t.deps)).map((r) => r.skipped)).toEqual([false, false, false]);
  });
});
