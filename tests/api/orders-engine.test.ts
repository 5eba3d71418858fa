/**
 * The order engine's defects found by review, each proved against the real server and
 * database with a controllable clock. Every test here failed before its fix.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { cartItems, idempotencyKeys, lots, orders, payments, registrations, simExchangeOrders } from '../../src/server/db/schema.ts';
import { sweepOrders } from '../../src/server/jobs/order-sweep.ts';
import { bodyHashOf } from '../../src/server/lib/idempotency.ts';
import { PLAIN_FAILURE } from '../../src/server/lib/isolate.ts';
import { MAX_PLACE_ATTEMPTS, PLACING_FAILED_MESSAGE } from '../../src/server/services/transactions/place-order.ts';
import type { Logger } from '../../src/server/lib/logger.ts';
import { createTestApp, type TestApp } from './support/harness.ts';
import { onboardedInvestor, seedTestCatalogue, testNav, type TestCatalogue } from './support/orders-fixture.ts';
import { addToCart, buyAndAllot, payOnGateway, verifyCheckout } from './support/orders-flow.ts';

let t: TestApp;
let cat: TestCatalogue;
const errors: Array<{ msg: string; data: Record<string, unknown> }> = [];
beforeAll(async () => {
  t = await createTestApp({ start: '2025-01-01T05:30:00Z', config: { session: { idleMinutes: 10_000_000, absoluteHours: 1_000_000 } } });
  cat = await seedTestCatalogue(t.deps.db);
  const log: Logger = { info: () => {}, warn: () => {}, error: (msg, data = {}) => void errors.push({ msg, data }) };
  t.deps.log = log;
});
afterAll(() => t.close());

const sweep = () => sweepOrders(t.deps);
let mobileSeq = 9_730_000_000;
const nextMobile = () => String(++mobileSeq);
const history = async (token: string) =>
  (await t.call('GET', '/api/profile/get_transaction_history', undefined, { token })).body.transaction_history as Array<Record<string, any>>;
const place = (token: string, ids: number[], category: number, headers: Record<string, string> = {}) =>
  t.call(
    'POST',
    '/api/transaction/place-order',
    { orders: ids.map((order_id) => ({ order_id, type: 'sys' })), payment_type: 1, category },
    { token, ...headers },
  );

/** An investor holding units of the equity fund bought on `ymd` (one folio). */
async function holder(amount = '20000', ymd = '2025-05-05') {
  const mobile = nextMobile();
  t.clock.set(`${ymd}T05:00:00Z`);
  const inv = await onboardedInvestor(t, mobile);
  const folio = await buyAndAllot(t, inv, mobile, { id: cat.equity, amcId: cat.amcId }, amount, ymd, sweep);
  return { ...inv, mobile, folio };
}

describe('1. one bad row never stops a job; an all-units SWP carries through', () => {
  it('a poisoned order is marked Failed with a plain message (and logged with its id) while a normal paid purchase in the same sweep is allotted', async () => {
    const a = await holder();
    t.clock.set('2026-11-19T05:30:00Z'); // Thursday 11:00 IST
    // the shape the old "All units" SWP wrote: a purchase-side order with no amount and no units
    const [poison] = await t.deps.db
      .insert(orders)
      .values({
        orderNo: 'POISON-1',
        transNo: '2026111910231999999',
        userId: a.userId,
        kind: 'SWITCH_IN',
        trType: 'STP',
        schemeId: cat.equity2,
        amcId: cat.amcId,
        folioNo: a.folio,
        status: 'PAID',
        navDate: '2026-11-19',
        placedAt: t.clock.now(),
        updatedAt: t.clock.now(),
      })
      .returning();
    const b = nextMobile();
    const inv = await onboardedInvestor(t, b);
    const ihno = await addToCart(t, inv.token, { TrType: 'NEW', AccNo: '', Amount: '10000', AmcId: cat.amcId, Sch: cat.equity });
    await verifyCheckout(t, inv.token, b, [ihno], 'Lumpsum');
    const placed = await t.call(
      'POST',
      '/api/transaction/place-order',
      { orders: [{ order_id: ihno, type: 'Normal' }], payment_type: 1, category: 1 },
      { token: inv.token },
    );
    await payOnGateway(t, placed.body.bse_order.payment_url, 'pay');
    errors.length = 0;
    await sweep();
    const [bought] = await t.deps.db.select().from(orders).where(eq(orders.userId, inv.userId));
    expect(bought!.status).toBe('ALLOTTED');
    const [failed] = await t.deps.db.select().from(orders).where(eq(orders.id, poison!.id));
    expect(failed).toMatchObject({ status: 'FAILED', remarks: PLAIN_FAILURE });
    expect(failed!.failureDetail).toContain('has no amount');
    expect(errors.some((e) => e.msg === 'allotment: row failed' && e.data.orderId === poison!.id)).toBe(true);
    const row = (await history(a.token)).find((h) => h.Bse_Order_id === 'POISON-1')!;
    expect(row).toMatchObject({ transactionstatus: 'Failed', BSESTATUS: 'Failed', is_rejected: true, rejected_remarks: PLAIN_FAILURE });
    // a later sweep does not try it again
    errors.length = 0;
    await sweep();
    expect(errors).toEqual([]);
  });

  it('an "All units" SWP is registered as all units and its instalment redeems every free unit on its date', async () => {
    const a = await holder('30000', '2025-03-03');
    t.clock.set('2026-11-18T04:30:00Z');
    const swp = {
      TrType: 'SWP',
      AmcId: cat.amcId,
      AccNo: a.folio,
      Sch: cat.equity,
      FUnsAmt: 'u',
      FParFul: 'f',
      StartDate: '10/12/2026',
      Installments: 1,
      FirstOrderToday: 'N',
      Frequency: 3,
    };
    const ihno = await addToCart(t, a.token, swp);
    await verifyCheckout(t, a.token, a.mobile, [ihno], 'SWP');
    expect((await place(a.token, [ihno], 5)).body.bse_order.is_success).toBe(true);
    const [reg] = await t.deps.db.select().from(registrations).where(eq(registrations.userId, a.userId));
    expect(reg).toMatchObject({ kind: 'SWP', allUnits: true, installments: 1, amountPaise: null, units4: null });
    t.clock.set('2026-12-10T04:30:00Z');
    await sweep();
    const out = (
      await t.deps.db
        .select()
        .from(orders)
        .where(and(eq(orders.userId, a.userId), eq(orders.registrationId, reg!.id)))
    )[0]!;
    const held = (await t.deps.db.select().from(lots).where(eq(lots.userId, a.userId))).reduce((s, l) => s + l.units4, 0n);
    expect(out).toMatchObject({ status: 'REDEEMED', allUnits: true, allottedUnits4: held });
    expect((await t.deps.db.select().from(lots).where(eq(lots.userId, a.userId))).every((l) => l.remaining4 === 0n)).toBe(true);
  });
});

describe('2. switches on the same day, and placing that cannot finish', () => {
  it('three switches by two investors on one day each get their own switch-in number and are all allotted', async () => {
    const a = await holder('30000');
    const b = await holder('30000');
    t.clock.set('2026-11-19T05:30:00Z');
    const sw = (folio: string, amount: string) => ({
      TrType: 'SWT',
      AmcId: cat.amcId,
      AccNo: folio,
      Sch: cat.equity,
      FUnsAmt: 'a',
      FParFul: 'p',
      Amount: amount,
      ToSch: cat.equity2,
    });
    const a1 = await addToCart(t, a.token, sw(a.folio, '2000'));
    const a2 = await addToCart(t, a.token, sw(a.folio, '3000'));
    const b1 = await addToCart(t, b.token, sw(b.folio, '4000'));
    await verifyCheckout(t, a.token, a.mobile, [a1, a2], 'Switch');
    await verifyCheckout(t, b.token, b.mobile, [b1], 'Switch');
    const pa = await place(a.token, [a1, a2], 7);
    const pb = await place(b.token, [b1], 7);
    expect(pa.status).toBe(200);
    expect(pa.body.bse_order.is_success).toBe(true);
    expect(pb.body.bse_order.is_success).toBe(true);
    const ins = await t.deps.db
      .select()
      .from(orders)
      .where(and(inArray(orders.userId, [a.userId, b.userId]), eq(orders.kind, 'SWITCH_IN')));
    expect(ins).toHaveLength(3);
    expect(new Set(ins.map((o) => o.transNo)).size).toBe(3);
    expect(ins.every((o) => /^\d{19}$/.test(o.transNo))).toBe(true);
    await sweep();
    const after = await t.deps.db
      .select()
      .from(orders)
      .where(and(inArray(orders.userId, [a.userId, b.userId]), eq(orders.kind, 'SWITCH_IN')));
    expect(after.map((o) => o.status)).toEqual(['ALLOTTED', 'ALLOTTED', 'ALLOTTED']);
    expect(
      await t.deps.db
        .select()
        .from(cartItems)
        .where(inArray(cartItems.id, [a1, a2, b1])),
    ).toSatisfy((rows: Array<{ status: string }>) => rows.every((r) => r.status === 'PLACED'));
  });

  it('a batch that cannot be finished is tried a bounded number of times, then FAILED with a message the investor sees; nothing half-written', async () => {
    const mobile = nextMobile();
    t.clock.set('2026-11-19T05:30:00Z');
    const inv = await onboardedInvestor(t, mobile);
    const ihno = await addToCart(t, inv.token, { TrType: 'NEW', AccNo: '', Amount: '10000', AmcId: cat.amcId, Sch: cat.equity });
    await verifyCheckout(t, inv.token, mobile, [ihno], 'Lumpsum');
    // the exchange's link service is down: placing throws after the order was booked
    const real = t.deps.adapters.exchange.paymentLink;
    t.deps.adapters.exchange.paymentLink = async () => {
      throw new Error('gateway unreachable');
    };
    try {
      const res = await t.call(
        'POST',
        '/api/transaction/place-order',
        { orders: [{ order_id: ihno, type: 'Normal' }], payment_type: 1, category: 1 },
        { token: inv.token },
      );
      expect(res.status).toBe(500);
      for (let i = 0; i <= MAX_PLACE_ATTEMPTS; i++) {
        t.clock.advance(3 * 60_000);
        await sweep();
      }
    } finally {
      t.deps.adapters.exchange.paymentLink = real;
    }
    const [item] = await t.deps.db.select().from(cartItems).where(eq(cartItems.id, ihno));
    expect(item).toMatchObject({ status: 'FAILED', failureReason: PLACING_FAILED_MESSAGE, placeAttempts: MAX_PLACE_ATTEMPTS + 1 });
    const mine = await t.deps.db.select().from(orders).where(eq(orders.userId, inv.userId));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ status: 'FAILED', remarks: PLACING_FAILED_MESSAGE, paymentId: null });
    expect(await t.deps.db.select().from(payments).where(eq(payments.userId, inv.userId))).toEqual([]);
    expect((await history(inv.token))[0]).toMatchObject({ transactionstatus: 'Failed', rejected_remarks: PLACING_FAILED_MESSAGE });
    // the order the exchange had booked is cancelled there, so nothing stands that our books call FAILED
    const [booked] = await t.exchangeDb.select().from(simExchangeOrders).where(eq(simExchangeOrders.transNo, item!.transNo!));
    expect(booked!.cancelledAt).toBeInstanceOf(Date);
    expect(mine[0]!.failureDetail).toContain('cancelled at the exchange');
    // and the sweep leaves it alone from now on
    t.clock.advance(3 * 60_000);
    await sweep();
    expect((await t.deps.db.select().from(cartItems).where(eq(cartItems.id, ihno)))[0]!.placeAttempts).toBe(MAX_PLACE_ATTEMPTS + 1);
  });

  it('a cancel the exchange refuses when placing is given up is logged with the transaction number for operations', async () => {
    const mobile = nextMobile();
    t.clock.set('2026-11-19T05:30:00Z');
    const inv = await onboardedInvestor(t, mobile);
    const ihno = await addToCart(t, inv.token, { TrType: 'NEW', AccNo: '', Amount: '10000', AmcId: cat.amcId, Sch: cat.equity });
    await verifyCheckout(t, inv.token, mobile, [ihno], 'Lumpsum');
    const ex = t.deps.adapters.exchange;
    const [realLink, realCancel] = [ex.paymentLink, ex.cancelByTransNo];
    ex.paymentLink = async () => {
      throw new Error('gateway unreachable');
    };
    ex.cancelByTransNo = async () => ({ ok: false, message: 'Order already sent to the RTA' });
    errors.length = 0;
    try {
      await t.call(
        'POST',
        '/api/transaction/place-order',
        { orders: [{ order_id: ihno, type: 'Normal' }], payment_type: 1, category: 1 },
        { token: inv.token },
      );
      for (let i = 0; i <= MAX_PLACE_ATTEMPTS; i++) {
        t.clock.advance(3 * 60_000);
        await sweep();
      }
    } finally {
      ex.paymentLink = realLink;
      ex.cancelByTransNo = realCancel;
    }
    const [item] = await t.deps.db.select().from(cartItems).where(eq(cartItems.id, ihno));
    expect(item!.status).toBe('FAILED');
    expect(errors).toContainEqual({
      msg: 'placing given up: the exchange did not cancel; cancel it by hand',
      data: expect.objectContaining({ transNo: item!.transNo, error: 'Order already sent to the RTA' }),
    });
    const [order] = await t.deps.db.select().from(orders).where(eq(orders.userId, inv.userId));
    expect(order!.failureDetail).toContain('exchange cancel refused: Order already sent to the RTA');
  });
});

describe('3. a huge amount cannot stop order processing', () => {
  it('refuses amounts above the scheme or platform maximum on input, and at place-order for a row already in the cart', async () => {
    const mobile = nextMobile();
    t.clock.set('2026-11-19T05:30:00Z');
    const inv = await onboardedInvestor(t, mobile);
    const huge = await t.call(
      'POST',
      '/api/transaction/create_transaction',
      { TrType: 'NEW', AccNo: '', Amount: '92233720368547757', AmcId: cat.amcId, Sch: cat.equity },
      { token: inv.token },
    );
    expect(huge.body, JSON.stringify(huge.body)).toEqual({ error: 'Amount should be less than 10,00,00,000' });
    // a row written before the bound existed
    const ihno = await addToCart(t, inv.token, { TrType: 'NEW', AccNo: '', Amount: '10000', AmcId: cat.amcId, Sch: cat.equity });
    await t.deps.db.update(cartItems).set({ amountPaise: 9_223_372_036_854_775_700n }).where(eq(cartItems.id, ihno));
    await verifyCheckout(t, inv.token, mobile, [ihno], 'Lumpsum');
    const res = await t.call(
      'POST',
      '/api/transaction/place-order',
      { orders: [{ order_id: ihno, type: 'Normal' }], payment_type: 1, category: 1 },
      { token: inv.token },
    );
    expect(res.body, JSON.stringify(res.body)).toEqual({ error: 'Amount should be less than 10,00,00,000' });
    expect((await t.deps.db.select().from(cartItems).where(eq(cartItems.id, ihno)))[0]!.status).toBe('CART');
  });

  it('a batch whose placing throws does not stop NEFT receipts or allotments for other investors in the same sweep', async () => {
    const mobile = nextMobile();
    t.clock.set('2026-11-19T05:30:00Z');
    const inv = await onboardedInvestor(t, mobile);
    const ihno = await addToCart(t, inv.token, { TrType: 'NEW', AccNo: '', Amount: '10000', AmcId: cat.amcId, Sch: cat.equity });
    await verifyCheckout(t, inv.token, mobile, [ihno], 'Lumpsum');
    await t.call('POST', '/api/transaction/place-order', { orders: [{ order_id: ihno, type: 'Normal' }], payment_type: 4, category: 1 }, { token: inv.token }); // NEFT
    // someone else's item stuck in PLACING whose investor row is gone: completing it throws
    await t.deps.db.insert(cartItems).values({
      userId: 999_999,
      kind: 'Lumpsum',
      trType: 'NEW',
      schemeId: cat.equity,
      amcId: cat.amcId,
      amountPaise: 100_000n,
      status: 'PLACING',
      transNo: '2026111910231888888',
      placement: { paymentType: 1, category: 1, accountNo: null, batch: 'broken', origin: 'http://x' },
      placedAt: t.clock.now(),
      createdAt: t.clock.now(),
    });
    t.clock.advance(3 * 60_000);
    errors.length = 0;
    await sweep();
    const [o] = await t.deps.db.select().from(orders).where(eq(orders.userId, inv.userId));
    expect(o!.status).toBe('ALLOTTED');
    expect(errors.some((e) => e.msg === 'resume-placing: row failed' && e.data.batch === 'broken')).toBe(true);
  });
});

describe('4. several "redeem all" orders for one folio', () => {
  it('in one checkout: refused with the units still free; in two checkouts: the second is refused', async () => {
    const a = await holder('20000');
    t.clock.set('2026-11-19T05:30:00Z');
    const all = { TrType: 'RED', AmcId: cat.amcId, AccNo: a.folio, Sch: cat.equity, FUnsAmt: 'u', FParFul: 'f' };
    const i1 = await addToCart(t, a.token, all);
    const i2 = await addToCart(t, a.token, all);
    await verifyCheckout(t, a.token, a.mobile, [i1, i2], 'Redemption');
    const both = await place(a.token, [i1, i2], 5);
    expect(both.body.error).toBe('Units should be less than 0');
    expect(
      (
        await t.deps.db
          .select()
          .from(cartItems)
          .where(inArray(cartItems.id, [i1, i2]))
      ).map((r) => r.status),
    ).toEqual(['CART', 'CART']);
    expect((await place(a.token, [i1], 5)).body.bse_order.is_success).toBe(true);
    t.clock.advance(31_000);
    await verifyCheckout(t, a.token, a.mobile, [i2], 'Redemption');
    expect((await place(a.token, [i2], 5)).body).toEqual({ error: 'Units should be less than 0' });
    const redemptions = await t.deps.db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, a.userId), eq(orders.kind, 'REDEMPTION')));
    expect(redemptions).toHaveLength(1);
  });

  it('by units: the second order may take only what the first leaves', async () => {
    const a = await holder('20000');
    t.clock.set('2026-11-19T05:30:00Z');
    const [lot] = await t.deps.db.select().from(lots).where(eq(lots.userId, a.userId));
    const held = lot!.remaining4; // units × 10^4
    const byUnits = (u: bigint) => ({
      TrType: 'RED',
      AmcId: cat.amcId,
      AccNo: a.folio,
      Sch: cat.equity,
      FUnsAmt: 'u',
      FParFul: 'p',
      Units: (Number(u) / 10_000).toFixed(4),
    });
    const i1 = await addToCart(t, a.token, byUnits(held - 10_000n)); // all but one unit
    const i2 = await addToCart(t, a.token, byUnits(20_000n)); // two units
    await verifyCheckout(t, a.token, a.mobile, [i1, i2], 'Redemption');
    expect((await place(a.token, [i1, i2], 5)).body).toEqual({ error: 'Units should be less than 1.0000' });
  });
});

describe('5. an idempotency claim left by a crashed request', () => {
  it('is released after its time, and the retry is answered from the work the sweep finished', async () => {
    const mobile = nextMobile();
    t.clock.set('2026-11-19T05:30:00Z');
    const inv = await onboardedInvestor(t, mobile);
    const ihno = await addToCart(t, inv.token, { TrType: 'NEW', AccNo: '', Amount: '10000', AmcId: cat.amcId, Sch: cat.equity });
    await verifyCheckout(t, inv.token, mobile, [ihno], 'Lumpsum');
    const body = { orders: [{ order_id: ihno, type: 'Normal' }], payment_type: 1, category: 1 };
    const first = await t.call('POST', '/api/transaction/place-order', body, { token: inv.token });
    expect(first.body.bse_order.is_success).toBe(true);
    // the request with key K died after claiming it (its process was killed): the claim stays unanswered
    await t.deps.db
      .insert(idempotencyKeys)
      .values({ key: 'retry-key-0001', userId: inv.userId, route: 'place-order', bodyHash: bodyHashOf(body), createdAt: t.clock.now() });
    t.clock.advance(6 * 60_000);
    const retry = await t.call('POST', '/api/transaction/place-order', body, { token: inv.token, 'Idempotency-Key': 'retry-key-0001' });
    expect(retry.status).toBe(200);
    expect(retry.body.bse_order).toMatchObject({ is_success: true, success_message: first.body.bse_order.success_message });
    expect(retry.body.bse_order.payment_url).toMatch(/\/api\/exchange-sim\/pay\//);
    expect(await t.deps.db.select().from(orders).where(eq(orders.userId, inv.userId))).toHaveLength(1);
  });
});

describe('6–7. NAV dates of liquid redemptions and of switch-ins', () => {
  it('a Friday liquid redemption before the cut-off gets Sunday’s NAV (the weekend’s accrual)', async () => {
    const mobile = nextMobile();
    t.clock.set('2025-05-05T05:00:00Z');
    const inv = await onboardedInvestor(t, mobile);
    const folio = await buyAndAllot(t, inv, mobile, { id: cat.liquid, amcId: cat.amcId }, '100000', '2025-05-05', sweep);
    t.clock.set('2026-11-20T08:30:00Z'); // Friday 14:00 IST
    const ihno = await addToCart(t, inv.token, { TrType: 'RED', AmcId: cat.amcId, AccNo: folio, Sch: cat.liquid, FUnsAmt: 'u', FParFul: 'f' });
    await verifyCheckout(t, inv.token, mobile, [ihno], 'Redemption');
    expect((await place(inv.token, [ihno], 5)).body.bse_order.is_success).toBe(true);
    const [out] = await t.deps.db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, inv.userId), eq(orders.kind, 'REDEMPTION')));
    expect(out!.navDate).toBe('2026-11-22');
    await sweep();
    const [done] = await t.deps.db.select().from(orders).where(eq(orders.id, out!.id));
    expect(done!.nav4).toBe(BigInt(testNav(1000, '2026-11-22').replace('.', '')));
  });

  it('an equity switch-out on Thursday into a liquid fund: proceeds on Monday, the liquid rule gives Sunday’s NAV', async () => {
    const a = await holder('30000');
    t.clock.set('2026-11-19T05:30:00Z'); // Thursday 11:00 IST
    const ihno = await addToCart(t, a.token, {
      TrType: 'SWT',
      AmcId: cat.amcId,
      AccNo: a.folio,
      Sch: cat.equity,
      FUnsAmt: 'a',
      FParFul: 'p',
      Amount: '5000',
      ToSch: cat.liquid,
    });
    await verifyCheckout(t, a.token, a.mobile, [ihno], 'Switch');
    expect((await place(a.token, [ihno], 7)).body.bse_order.is_success).toBe(true);
    await sweep();
    const rows = await t.deps.db.select().from(orders).where(eq(orders.userId, a.userId));
    expect(rows.find((r) => r.kind === 'SWITCH_OUT')!.navDate).toBe('2026-11-19');
    expect(rows.find((r) => r.kind === 'SWITCH_IN')!.navDate).toBe('2026-11-22');
  });
});

describe('8. stamp duty is on the amount invested', () => {
  it('₹5,500: duty ₹0.27 (27.4986 paise, not the ₹0.28 of 0.005% of the gross), units on ₹5,499.73', async () => {
    const mobile = nextMobile();
    t.clock.set('2026-11-19T05:30:00Z');
    const inv = await onboardedInvestor(t, mobile);
    await buyAndAllot(t, inv, mobile, { id: cat.equity2, amcId: cat.amcId }, '5500', '2026-11-19', sweep);
    const [o] = await t.deps.db.select().from(orders).where(eq(orders.userId, inv.userId));
    expect(o!.stampDutyPaise).toBe(27n);
    const nav4 = BigInt(testNav(50, '2026-11-19').replace('.', ''));
    // units3 = 549,973 paise × 10^5 / nav4, rounded down; stored at scale 4
    expect(o!.allottedUnits4).toBe(((549_973n * 100_000n) / nav4) * 10n);
    expect((await history(inv.token))[0]).toMatchObject({ StampDuty: '0.27' });
  });
});

describe('9. SWP and STP rules of the scheme', () => {
  it('refuses a frequency the scheme does not offer, instalments below its minimum amount, and counts outside its limits', async () => {
    const a = await holder('50000', '2025-06-10');
    t.clock.set('2026-11-18T04:30:00Z');
    const base = {
      TrType: 'SWP',
      AmcId: cat.amcId,
      AccNo: a.folio,
      Sch: cat.equity,
      FUnsAmt: 'a',
      FParFul: 'p',
      StartDate: '10/12/2026',
      Installments: 6,
      InstallmentsAmt: '1000',
      FirstOrderToday: 'N',
      Frequency: 3,
    };
    const call = (extra: Record<string, unknown>) => t.call('POST', '/api/transaction/create_transaction', { ...base, ...extra }, { token: a.token });
    expect((await call({ Frequency: 4 })).body).toEqual({ error: 'This frequency is not offered for this scheme' });
    expect((await call({ InstallmentsAmt: '1' })).body).toEqual({ error: 'Amount should be greater than 1,000' });
    expect((await call({ Installments: 1 })).body).toEqual({ error: 'Please enter a number greater than 1 and less than 61' });
    expect((await call({ Installments: 99 })).body).toEqual({ error: 'Please enter a number less than 61' });
    expect((await call({ TrType: 'STP', ToSch: cat.equity2, Frequency: 2 })).body).toEqual({ error: 'This frequency is not offered for this scheme' });
    expect((await call({})).body.transaction_created).toBe(true);
  });
});

describe('10. a SIP with the first order today', () => {
  it('stores the last debit date as its end date', async () => {
    const mobile = nextMobile();
    t.clock.set('2026-11-18T04:30:00Z');
    const inv = await onboardedInvestor(t, mobile);
    const ihno = await addToCart(t, inv.token, {
      TrType: 'XSIP',
      StartDate: '10/12/2026',
      Installments: 6,
      InstallmentsAmt: '2000',
      MandateId: inv.mandateId,
      MandateType: 'X',
      FirstOrderToday: 'Y',
      Frequency: 3,
      AmcId: cat.amcId,
      Sch: cat.equity,
      Growthoption: 'Y',
      DividendReinvestment: 'N',
      AccNo: '',
    });
    // instalment 1 today (18 Nov), then 10 Dec, 10 Jan, 10 Feb, 10 Mar, 10 Apr: six debits, the last on 10 April
    expect((await t.deps.db.select().from(cartItems).where(eq(cartItems.id, ihno)))[0]!.endDate).toBe('2027-04-10');
    await verifyCheckout(t, inv.token, mobile, [ihno], 'SIP');
    const placed = await place(inv.token, [ihno], 4);
    await payOnGateway(t, placed.body.bse_order.payment_url, 'pay');
    const [reg] = await t.deps.db.select().from(registrations).where(eq(registrations.userId, inv.userId));
    expect(reg).toMatchObject({ endDate: '2027-04-10', runsDone: 1, nextRunDate: '2026-12-10' });
    // the schedule ends with the sixth debit
    let runs = 1;
    for (const month of ['2026-12-10', '2027-01-11', '2027-02-10', '2027-03-10', '2027-04-12', '2027-05-10']) {
      t.clock.set(`${month}T04:30:00Z`);
      await sweep();
      runs = (await t.deps.db.select().from(registrations).where(eq(registrations.id, reg!.id)))[0]!.runsDone;
    }
    expect(runs).toBe(6);
  });
});

describe('11. get_ltcg_units', () => {
  it('answers units held more than 12 months, split by exit load, and never ELSS units still locked', async () => {
    const mobile = nextMobile();
    t.clock.set('2024-06-03T05:00:00Z');
    const inv = await onboardedInvestor(t, mobile);
    const folio = await buyAndAllot(t, inv, mobile, { id: cat.equity, amcId: cat.amcId }, '10000', '2025-06-03', sweep); // long term, no load by Nov 2026
    const elssFolio = await buyAndAllot(t, inv, mobile, { id: cat.elss, amcId: cat.amcId }, '10000', '2025-06-04', sweep); // over 12 months, but locked until 2028
    t.clock.set('2026-03-02T05:30:00Z');
    const add = await addToCart(t, inv.token, { TrType: 'ADD', AccNo: folio, Amount: '5000', AmcId: cat.amcId, Sch: cat.equity });
    await verifyCheckout(t, inv.token, mobile, [add], 'Lumpsum');
    const placed = await t.call(
      'POST',
      '/api/transaction/place-order',
      { orders: [{ order_id: add, type: 'Normal' }], payment_type: 1, category: 1 },
      { token: inv.token },
    );
    await payOnGateway(t, placed.body.bse_order.payment_url, 'pay');
    await sweep(); // short term (under 12 months on 20 Nov 2026), inside the 365-day load
    t.clock.set('2026-11-20T05:30:00Z');
    const lotsOf = async (schemeId: number) =>
      (
        await t.deps.db
          .select()
          .from(lots)
          .where(and(eq(lots.userId, inv.userId), eq(lots.schemeId, schemeId)))
      ).sort((x, y) => x.lotDate.localeCompare(y.lotDate));
    const [old] = await lotsOf(cat.equity);
    const eq1 = await t.call('POST', '/api/transaction/get_ltcg_units', { SchId: cat.equity, folioNo: folio }, { token: inv.token });
    expect(eq1.body.ltcg_units).toMatchObject({ LTCGLUnits_With: '0.0000', LTCGLUnits_Without: (Number(old!.units4) / 10_000).toFixed(4) });
    const elss = await t.call('POST', '/api/transaction/get_ltcg_units', { SchId: cat.elss, folioNo: elssFolio }, { token: inv.token });
    expect(elss.body.ltcg_units).toEqual({ LTCGLUnits_With: '0.0000', LTCGLUnits_Without: '0.0000', LTCGLAmt_With: '0.00', LTCGLAmt_Without: '0.00' });
  });
});
