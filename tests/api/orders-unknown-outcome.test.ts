/**
 * An exchange call that ends without an answer is asked about by its transaction number, never
 * repeated blindly: the exchange is the simulator wrapped by fakes that hang or throw after (or
 * before) it acted, and the engine's bound on a call is one second here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { cartItems, orders, payments, registrations, simExchangeOrders } from '../../src/server/db/schema.ts';
import type { ExchangeAdapter } from '../../src/server/adapters/exchange/types.ts';
import { sweepOrders } from '../../src/server/jobs/order-sweep.ts';
import type { Logger } from '../../src/server/lib/logger.ts';
import { createTestApp, type TestApp } from './support/harness.ts';
import { monthlySip, onboardedInvestor, seedTestCatalogue, type TestCatalogue } from './support/orders-fixture.ts';
import { addToCart, verifyCheckout } from './support/orders-flow.ts';

let t: TestApp;
let cat: TestCatalogue;
const warnings: string[] = [];
beforeAll(async () => {
  // a hung call is given up after 1 s of real time (the bound, not a sleep: an answered call never waits for it)
  t = await createTestApp({
    start: '2026-11-18T05:30:00Z',
    config: { exchangeTimeoutMs: 1_000, session: { idleMinutes: 10_000_000, absoluteHours: 1_000_000 } },
  });
  cat = await seedTestCatalogue(t.deps.db);
  const log: Logger = { info: () => {}, warn: (msg) => void warnings.push(msg), error: () => {} };
  t.deps.log = log;
});
afterAll(() => t.close());

let mobileSeq = 9_740_000_000;
const never = new Promise<never>(() => {});

/** The real simulator's methods, counted; `wrap` replaces some and `restore` puts them back. */
function exchangeSpy() {
  const ex = t.deps.adapters.exchange;
  const real = { placeOrder: ex.placeOrder, findByTransNo: ex.findByTransNo, registerSystematic: ex.registerSystematic };
  const calls = { sent: 0, booked: 0, asked: 0 };
  const bookReally: ExchangeAdapter['placeOrder'] = async (o) => {
    calls.booked++;
    return real.placeOrder(o);
  };
  return {
    calls,
    bookReally,
    set(fakes: Partial<Pick<ExchangeAdapter, 'placeOrder' | 'findByTransNo'>>) {
      ex.placeOrder = async (o) => {
        calls.sent++;
        return (fakes.placeOrder ?? bookReally)(o);
      };
      ex.findByTransNo = async (q) => {
        calls.asked++;
        return (fakes.findByTransNo ?? real.findByTransNo)(q);
      };
    },
    restore() {
      Object.assign(ex, real);
    },
  };
}

async function verifiedLumpsum() {
  const mobile = String(++mobileSeq);
  t.clock.set('2026-11-18T05:30:00Z');
  const inv = await onboardedInvestor(t, mobile);
  const ihno = await addToCart(t, inv.token, { TrType: 'NEW', AccNo: '', Amount: '10000', AmcId: cat.amcId, Sch: cat.equity });
  await verifyCheckout(t, inv.token, mobile, [ihno], 'Lumpsum');
  const place = () =>
    t.call('POST', '/api/transaction/place-order', { orders: [{ order_id: ihno, type: 'Normal' }], payment_type: 1, category: 1 }, { token: inv.token });
  return { inv, ihno, place };
}

const booked = async (transNo: string) => t.exchangeDb.select().from(simExchangeOrders).where(eq(simExchangeOrders.transNo, transNo));

describe('placing an order whose answer is lost', () => {
  it('a time-out after the exchange booked it: found by its transaction number and recorded with the exchange number, not sent twice', async () => {
    const { inv, ihno, place } = await verifiedLumpsum();
    const spy = exchangeSpy();
    spy.set({
      placeOrder: async (o) => {
        await spy.bookReally(o);
        return never; // booked, but the answer never comes
      },
    });
    try {
      const res = await place();
      expect(res.status).toBe(200);
      expect(res.body.bse_order.is_success).toBe(true);
    } finally {
      spy.restore();
    }
    expect(spy.calls).toEqual({ sent: 1, booked: 1, asked: 1 });
    const [item] = await t.deps.db.select().from(cartItems).where(eq(cartItems.id, ihno));
    const book = await booked(item!.transNo!);
    expect(book).toHaveLength(1);
    const mine = await t.deps.db.select().from(orders).where(eq(orders.userId, inv.userId));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ orderNo: book[0]!.reference, transNo: item!.transNo, status: 'PAYMENT_PENDING' });
    expect(item!.status).toBe('PLACED');
    expect(warnings).toContain('exchange outcome unknown: asking by transaction number before sending again');
  });

  it('a time-out before the exchange booked it: not found, sent again under the same number, and booked once', async () => {
    const { inv, ihno, place } = await verifiedLumpsum();
    const spy = exchangeSpy();
    let first = true;
    spy.set({
      placeOrder: async (o) => {
        if (first) {
          first = false;
          return never; // lost on the way: the exchange never saw it
        }
        return spy.bookReally(o);
      },
    });
    try {
      const res = await place();
      expect(res.body.bse_order.is_success).toBe(true);
    } finally {
      spy.restore();
    }
    expect(spy.calls).toEqual({ sent: 2, booked: 1, asked: 1 });
    const [item] = await t.deps.db.select().from(cartItems).where(eq(cartItems.id, ihno));
    const book = await booked(item!.transNo!);
    expect(book).toHaveLength(1);
    const mine = await t.deps.db.select().from(orders).where(eq(orders.userId, inv.userId));
    expect(mine.map((o) => [o.orderNo, o.transNo])).toEqual([[book[0]!.reference, item!.transNo]]);
  });

  it('an error thrown after booking while the exchange cannot be asked either: left in PLACING, and the sweep asks first and places it without sending again', async () => {
    const { inv, ihno, place } = await verifiedLumpsum();
    const spy = exchangeSpy();
    spy.set({
      placeOrder: async (o) => {
        await spy.bookReally(o);
        throw new Error('socket hang up');
      },
      findByTransNo: async () => {
        throw new Error('connect ETIMEDOUT');
      },
    });
    try {
      expect((await place()).status).toBe(500);
      expect((await t.deps.db.select().from(cartItems).where(eq(cartItems.id, ihno)))[0]!.status).toBe('PLACING');
      expect(await t.deps.db.select().from(orders).where(eq(orders.userId, inv.userId))).toEqual([]);
      // the exchange answers again; the sweep picks the item up after its grace
      spy.set({});
      t.clock.advance(3 * 60_000);
      await sweepOrders(t.deps);
    } finally {
      spy.restore();
    }
    expect(spy.calls.booked).toBe(1);
    expect(spy.calls.sent).toBe(1);
    const [item] = await t.deps.db.select().from(cartItems).where(eq(cartItems.id, ihno));
    expect(item!.status).toBe('PLACED');
    const mine = await t.deps.db.select().from(orders).where(eq(orders.userId, inv.userId));
    expect(mine.map((o) => o.orderNo)).toEqual([(await booked(item!.transNo!))[0]!.reference]);
    expect(
      await t.deps.db
        .select()
        .from(payments)
        .where(
          inArray(
            payments.id,
            mine.map((o) => o.paymentId!),
          ),
        ),
    ).toHaveLength(1);
  });

  it('a retry on the next IST day that the exchange never saw gets a number of that day (the old day is closed), and is booked under it once', async () => {
    const { inv, ihno, place } = await verifiedLumpsum();
    const spy = exchangeSpy();
    spy.set({ placeOrder: async () => never, findByTransNo: async () => never });
    let oldTransNo: string;
    try {
      expect((await place()).status).toBe(500);
      oldTransNo = (await t.deps.db.select().from(cartItems).where(eq(cartItems.id, ihno)))[0]!.transNo!;
      expect(oldTransNo.startsWith('20261118')).toBe(true);
      spy.set({});
      t.clock.set('2026-11-19T04:00:00Z'); // Thursday 09:30 IST
      await sweepOrders(t.deps);
    } finally {
      spy.restore();
    }
    const [item] = await t.deps.db.select().from(cartItems).where(eq(cartItems.id, ihno));
    expect(item!.status).toBe('PLACED');
    expect(item!.transNo!.startsWith('20261119')).toBe(true);
    expect(await booked(oldTransNo)).toEqual([]);
    const book = await booked(item!.transNo!);
    expect(book).toHaveLength(1);
    expect((await t.deps.db.select().from(orders).where(eq(orders.userId, inv.userId))).map((o) => [o.orderNo, o.transNo])).toEqual([
      [book[0]!.reference, item!.transNo],
    ]);
    expect(spy.calls.booked).toBe(1);
  });

  it('a registration booked before its answer was lost is found too (a SIP is registered once)', async () => {
    const mobile = String(++mobileSeq);
    t.clock.set('2026-11-18T05:30:00Z');
    const inv = await onboardedInvestor(t, mobile);
    const ihno = await addToCart(t, inv.token, monthlySip(cat, inv.mandateId));
    await verifyCheckout(t, inv.token, mobile, [ihno], 'SIP');
    const ex = t.deps.adapters.exchange;
    const real = ex.registerSystematic;
    let sent = 0;
    ex.registerSystematic = async (r) => {
      sent++;
      await real(r);
      throw new Error('read ECONNRESET');
    };
    try {
      const res = await t.call(
        'POST',
        '/api/transaction/place-order',
        { orders: [{ order_id: ihno, type: 'sys' }], payment_type: 1, category: 4 },
        { token: inv.token },
      );
      expect(res.body.bse_order.is_success).toBe(true);
    } finally {
      ex.registerSystematic = real;
    }
    expect(sent).toBe(1);
    const [item] = await t.deps.db.select().from(cartItems).where(eq(cartItems.id, ihno));
    const book = await booked(item!.transNo!);
    expect(book).toHaveLength(1);
    expect((await t.deps.db.select().from(registrations).where(eq(registrations.userId, inv.userId))).map((r) => r.regNo)).toEqual([book[0]!.reference]);
  });
});

describe('a SIP instalment debit whose answer is lost', () => {
  it('stays open (not FAILED) and is asked again by the next sweep, which settles and allots it', async () => {
    const mobile = String(++mobileSeq);
    t.clock.set('2026-11-18T04:30:00Z');
    const inv = await onboardedInvestor(t, mobile);
    const ihno = await addToCart(t, inv.token, monthlySip(cat, inv.mandateId));
    await verifyCheckout(t, inv.token, mobile, [ihno], 'SIP');
    expect(
      (await t.call('POST', '/api/transaction/place-order', { orders: [{ order_id: ihno, type: 'sys' }], payment_type: 1, category: 4 }, { token: inv.token }))
        .body.bse_order.is_success,
    ).toBe(true);
    const ex = t.deps.adapters.exchange;
    const real = ex.debitMandate;
    ex.debitMandate = async () => {
      throw new Error('read ETIMEDOUT');
    };
    warnings.length = 0;
    try {
      t.clock.set('2026-12-10T04:30:00Z'); // Thursday 10:00 IST, the instalment's day
      await sweepOrders(t.deps);
    } finally {
      ex.debitMandate = real;
    }
    const [open] = await t.deps.db.select().from(orders).where(eq(orders.userId, inv.userId));
    expect(open).toMatchObject({ status: 'PAYMENT_PENDING', failureDetail: null });
    expect(warnings).toContain('mandate debit outcome unknown: asking again next sweep');
    t.clock.advance(60_000);
    await sweepOrders(t.deps);
    const [done] = await t.deps.db.select().from(orders).where(eq(orders.userId, inv.userId));
    expect(done).toMatchObject({ id: open!.id, status: 'ALLOTTED', navDate: '2026-12-10' });
    expect(await t.deps.db.select().from(orders).where(eq(orders.userId, inv.userId))).toHaveLength(1);
  });
});
