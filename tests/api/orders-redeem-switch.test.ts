import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { lots, orders, payouts } from '../../src/server/db/schema.ts';
import { sweepOrders } from '../../src/server/jobs/order-sweep.ts';
import { groupDecimalString } from '../../src/shared/rules/format/indian-number.ts';
import { createTestApp, type TestApp } from './support/harness.ts';
import { onboardedInvestor, seedTestCatalogue, testNav, type TestCatalogue } from './support/orders-fixture.ts';
import { addToCart, buyAndAllot, verifyCheckout } from './support/orders-flow.ts';

let t: TestApp;
let cat: TestCatalogue;
beforeAll(async () => {
  // these tests buy in the past and redeem today: sessions must outlive the jumps in time
  t = await createTestApp({ start: '2025-01-01T05:30:00Z', config: { session: { idleMinutes: 10_000_000, absoluteHours: 1_000_000 } } });
  cat = await seedTestCatalogue(t.deps.db);
});
afterAll(() => t.close());

const sweep = () => sweepOrders(t.deps);
const redeem = (folio: string, extra: Record<string, unknown>) => ({
  TrType: 'RED',
  AmcId: cat.amcId,
  AccNo: folio,
  Sch: cat.equity,
  FUnsAmt: 'u',
  FParFul: 'p',
  ...extra,
});

describe('redemption', () => {
  it("refuses more than the folio holds, a missing folio, and someone else's folio", async () => {
    t.clock.set('2026-06-10T05:00:00Z');
    const inv = await onboardedInvestor(t, '9710000001');
    const folio = await buyAndAllot(t, inv, '9710000001', { id: cat.equity, amcId: cat.amcId }, '10000', '2026-06-10', sweep);
    t.clock.set('2026-11-20T05:30:00Z');
    const call = (body: Record<string, unknown>, token = inv.token) => t.call('POST', '/api/transaction/create_transaction', body, { token });
    const [lot] = await t.deps.db.select().from(lots).where(eq(lots.userId, inv.userId));
    const held = (Number(lot!.remaining4) / 10_000).toFixed(4);
    const tooMany = await call(redeem(folio, { Units: '999999' }));
    expect(tooMany.body.error).toBe(`Units should be less than ${groupDecimalString(held)}`);
    // the contract itself refuses a redemption without a folio (400, the spec's message)
    const noFolio = await call(redeem('', { Units: '1' }));
    expect(noFolio.status).toBe(400);
    expect(noFolio.body.errors).toEqual(['Please select folio number']);
    expect((await call(redeem(folio, { Units: '' }))).body).toEqual({ error: 'Units is mandotory' });
    const byAmount = await call(redeem(folio, { FUnsAmt: 'a', Amount: '50000000' }));
    expect(byAmount.body.error).toMatch(/^Amount should be less than [\d,]+(\.\d\d)?$/);
    t.clock.advance(60_000);
    const stranger = await onboardedInvestor(t, '9710000002');
    expect((await call(redeem(folio, { Units: '1' }), stranger.token)).body).toEqual({ error: 'This folio does not hold units of this scheme' });
  });

  it('redeems all units lot by lot with the exit load, pays the default bank, and a pending redemption reserves the units', async () => {
    t.clock.set('2025-06-10T05:00:00Z');
    const inv = await onboardedInvestor(t, '9710000003');
    const folio = await buyAndAllot(t, inv, '9710000003', { id: cat.equity, amcId: cat.amcId }, '10000', '2025-06-10', sweep); // over a year old: no load
    await buyAndAllot(t, inv, '9710000003', { id: cat.equity, amcId: cat.amcId }, '10000', '2026-10-01', sweep, { newFolio: true }); // a new folio, chosen: separate
    // additional purchase into the first folio, recent: 1% load
    t.clock.set('2026-11-02T05:30:00Z');
    const add = await addToCart(t, inv.token, { TrType: 'ADD', AccNo: folio, Amount: '5000', AmcId: cat.amcId, Sch: cat.equity });
    await verifyCheckout(t, inv.token, '9710000003', [add], 'Lumpsum');
    const placed = await t.call(
      'POST',
      '/api/transaction/place-order',
      { orders: [{ order_id: add, type: 'Normal' }], payment_type: 4, category: 1 },
      { token: inv.token },
    );
    expect(placed.body.bse_order.is_success).toBe(true);
    t.clock.advance(3 * 60_000);
    await sweep();

    t.clock.set('2026-11-20T05:30:00Z');
    const ihno = await addToCart(t, inv.token, redeem(folio, { FParFul: 'f' }));
    // while it is pending, the same units cannot be redeemed twice
    await verifyCheckout(t, inv.token, '9710000003', [ihno], 'Redemption');
    const res = await t.call(
      'POST',
      '/api/transaction/place-order',
      { orders: [{ order_id: ihno, type: 'sys' }], payment_type: 1, category: 5 },
      { token: inv.token },
    );
    expect(res.body.bse_order).toMatchObject({ is_success: true, payment_url: null });
    const again = await t.call('POST', '/api/transaction/create_transaction', redeem(folio, { Units: '1' }), { token: inv.token });
    expect(again.body.error).toBe('Units should be less than 0');

    await sweep();
    const [o] = await t.deps.db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, inv.userId), eq(orders.kind, 'REDEMPTION')));
    expect(o!.status).toBe('REDEEMED');
    const folioLots = await t.deps.db
      .select()
      .from(lots)
      .where(and(eq(lots.userId, inv.userId), eq(lots.folioNo, folio)));
    expect(folioLots.every((l) => l.remaining4 === 0n)).toBe(true);
    const redeemed4 = folioLots.reduce((a, l) => a + l.units4, 0n);
    expect(o!.allottedUnits4).toBe(redeemed4);
    // load: 1% on the units bought on 2 November only (held 18 days)
    const recent = folioLots.find((l) => l.lotDate === '2026-11-02')!;
    const nav4 = BigInt(testNav(100, '2026-11-20').replace('.', ''));
    const recentValue = (recent.units4 / 10n) * nav4; // units3 × nav4 = value × 10^7
    const expectedLoad = (recentValue * 1n * 2n + 100n * 100_000n) / (100n * 100_000n * 2n); // 1%, half up, in paise
    expect(o!.exitLoadPaise).toBe(expectedLoad);
    // STT 0.001% of the gross value (an equity fund), half up to the paisa, taken from the payout
    const gross = (o!.allottedUnits4! * nav4) / 1_000_000n;
    const stt = (gross + 50_000n) / 100_000n;
    expect(stt).toBeGreaterThan(0n);
    expect(o!.sttPaise).toBe(stt);
    expect(o!.payoutPaise).toBe(gross - expectedLoad - stt);
    const [payout] = await t.deps.db.select().from(payouts).where(eq(payouts.orderId, o!.id));
    expect(payout!.amountPaise).toBe(o!.payoutPaise);
    expect(payout!.bankName).toBe('HDFC Bank');
    // equity: credited in 3 business days (Friday → Wednesday)
    expect(payout!.expectedDate).toBe('2026-11-25');
    const history = await t.call('GET', '/api/profile/get_transaction_history', undefined, { token: inv.token });
    expect(history.body.transaction_history[0]).toMatchObject({ TCM_MAppDesc: 'SELL', transactionstatus: 'Completed', Trantype: 'Redemption' });
    // the other folio is untouched
    const others = await t.deps.db.select().from(lots).where(eq(lots.userId, inv.userId));
    expect(others.filter((l) => l.folioNo !== folio).every((l) => l.remaining4 > 0n)).toBe(true);
  });
});

describe('ELSS lock-in', () => {
  it('units cannot be redeemed before 3 years from their allotment, and can be after', async () => {
    t.clock.set('2025-06-10T05:00:00Z');
    const inv = await onboardedInvestor(t, '9710000005');
    const folio = await buyAndAllot(t, inv, '9710000005', { id: cat.elss, amcId: cat.amcId }, '10000', '2025-06-10', sweep);
    const tryRedeem = () => t.call('POST', '/api/transaction/create_transaction', { ...redeem(folio, { FParFul: 'f' }), Sch: cat.elss }, { token: inv.token });
    t.clock.set('2026-11-20T05:30:00Z');
    const folios = await t.call('POST', '/api/transaction/folios_based_on_scheme', { schemeNo: 'TST990006' }, { token: inv.token });
    expect(folios.body.folios[0].redeemable_units).toBe('0.0000');
    expect(Number(folios.body.folios[0].units)).toBeGreaterThan(0);
    expect(folios.body.folios[0].locked).toEqual([{ units: folios.body.folios[0].units, unlock_date: '10/06/2028' }]);
    // all locked: the day they unlock, not a limit of zero (a few hundred units: no digit grouping)
    const locked = {
      error: `All ${folios.body.folios[0].units} units in this folio are in the 3-year ELSS lock-in; the first of them can be redeemed from 10/06/2028.`,
    };
    expect((await tryRedeem()).body).toEqual(locked);
    t.clock.set('2028-06-09T05:30:00Z'); // one day short
    expect((await tryRedeem()).body).toEqual(locked);
    t.clock.set('2028-06-12T05:30:00Z');
    expect((await tryRedeem()).body.transaction_created).toBe(true);
  });
});

describe('switch', () => {
  it('switches out of one scheme into another of the same fund house; the switch-in is priced when the proceeds are available', async () => {
    t.clock.set('2025-05-05T05:00:00Z');
    const inv = await onboardedInvestor(t, '9710000004');
    const folio = await buyAndAllot(t, inv, '9710000004', { id: cat.equity, amcId: cat.amcId }, '20000', '2025-05-05', sweep);
    t.clock.set('2026-11-19T05:30:00Z');
    const body = { TrType: 'SWT', AmcId: cat.amcId, AccNo: folio, Sch: cat.equity, FUnsAmt: 'a', FParFul: 'p', Amount: '5000', ToSch: cat.equity2 };
    expect((await t.call('POST', '/api/transaction/create_transaction', { ...body, ToSch: cat.equity }, { token: inv.token })).body).toEqual({
      error: 'Please choose another scheme of the same fund house to switch to',
    });
    const ihno = await addToCart(t, inv.token, body);
    await verifyCheckout(t, inv.token, '9710000004', [ihno], 'Switch');
    const placed = await t.call(
      'POST',
      '/api/transaction/place-order',
      { orders: [{ order_id: ihno, type: 'sys' }], payment_type: 1, category: 7 },
      { token: inv.token },
    );
    expect(placed.body.bse_order.is_success).toBe(true);
    await sweep();
    const rows = await t.deps.db.select().from(orders).where(eq(orders.userId, inv.userId));
    const out = rows.find((r) => r.kind === 'SWITCH_OUT')!;
    const into = rows.find((r) => r.kind === 'SWITCH_IN')!;
    expect(out.status).toBe('REDEEMED');
    expect(into.status).toBe('ALLOTTED');
    expect(out.navDate).toBe('2026-11-19');
    // SEBI, 17-Sep-2020: the switch-in gets the NAV of the day its funds are available; an equity
    // switch-out on Thursday pays two business days later, Monday 23 November
    expect(into.navDate).toBe('2026-11-23');
    expect(into.amountPaise).toBe(out.payoutPaise);
    // the switch-out of an equity fund pays STT: ₹5,000 of units → 5 paise
    expect(out.sttPaise).toBeGreaterThan(0n);
    expect(out.payoutPaise! + out.sttPaise! + (out.exitLoadPaise ?? 0n)).toBe((out.allottedUnits4! * out.nav4!) / 1_000_000n);
    expect(into.folioNo).toBe(folio);
    const target = await t.deps.db
      .select()
      .from(lots)
      .where(and(eq(lots.userId, inv.userId), eq(lots.schemeId, cat.equity2)));
    expect(target).toHaveLength(1);
    expect(target[0]!.remaining4).toBeGreaterThan(0n);
  });
});
