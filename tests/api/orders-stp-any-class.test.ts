import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders, registrations } from '../../src/server/db/schema.ts';
import { sweepOrders } from '../../src/server/jobs/order-sweep.ts';
import { createTestApp, type TestApp } from './support/harness.ts';
import { onboardedInvestor, seedTestCatalogue, type TestCatalogue } from './support/orders-fixture.ts';
import { addToCart, buyAndAllot, verifyCheckout } from './support/orders-flow.ts';

/** A switch or STP may go to any open scheme of the same fund house: from a liquid fund into equity, the reason STPs exist. */
let t: TestApp;
let cat: TestCatalogue;
beforeAll(async () => {
  const base = await import('../../src/server/config.ts');
  const config = base.loadConfig({ NIVESH_MODE: 'demo' });
  // an STP's instalments come months after the purchase: sessions that outlive that (the idle rule is tested elsewhere)
  t = await createTestApp({ start: '2026-06-10T04:00:00Z', config: { session: { ...config.session, idleMinutes: 365 * 24 * 60, absoluteHours: 24 * 366 } } });
  cat = await seedTestCatalogue(t.deps.db);
});
afterAll(() => t.close());

describe('switch and STP targets', () => {
  it("get_switch_schemes lists the fund house's schemes of the asset class asked for", async () => {
    const inv = await onboardedInvestor(t, '9730000001');
    const equity = await t.call('POST', '/api/transaction/get_switch_schemes', { AstId: 1, AmcId: cat.amcId }, { token: inv.token });
    const ids = equity.body.switch_schemes.map((s: { SchemeID: number }) => s.SchemeID);
    expect(ids).toEqual(expect.arrayContaining([cat.equity, cat.equity2]));
    expect(ids).not.toContain(cat.liquid);
    const liquid = await t.call('POST', '/api/transaction/get_switch_schemes', { AstId: '2', AmcId: cat.amcId }, { token: inv.token });
    expect(liquid.body.switch_schemes.map((s: { SchemeID: number }) => s.SchemeID)).toEqual([cat.liquid]);
  });

  it('an STP from a liquid fund into an equity fund is accepted, registered, and its instalment buys the equity fund', async () => {
    t.clock.set('2026-06-10T04:00:00Z');
    const inv = await onboardedInvestor(t, '9730000002');
    const folio = await buyAndAllot(t, inv, '9730000002', { id: cat.liquid, amcId: cat.amcId }, '60000', '2026-06-10', () => sweepOrders(t.deps));
    t.clock.set('2026-11-18T04:30:00Z');
    const stp = await addToCart(t, inv.token, {
      TrType: 'STP',
      AmcId: cat.amcId,
      AccNo: folio,
      Sch: cat.liquid,
      ToSch: cat.equity,
      FUnsAmt: 'a',
      FParFul: 'p',
      StartDate: '10/12/2026',
      Installments: 6,
      InstallmentsAmt: '5000',
      Amount: '5000',
      FirstOrderToday: 'N',
      Frequency: 3,
    });
    const cart = await t.call('GET', '/api/transaction/get_cart_details', undefined, { token: inv.token });
    expect(cart.body.cart_details.stp[0]).toMatchObject({ SchDesc: 'Test Liquid Fund - Direct Growth', ToSchDesc: 'Test Bluechip Fund - Direct Growth' });
    await verifyCheckout(t, inv.token, '9730000002', [stp], 'STP');
    const placed = await t.call(
      'POST',
      '/api/transaction/place-order',
      { orders: [{ order_id: stp, type: 'sys' }], payment_type: 1, category: 6 },
      { token: inv.token },
    );
    expect(placed.body.bse_order).toMatchObject({ is_success: true });
    const [reg] = await t.deps.db.select().from(registrations).where(eq(registrations.userId, inv.userId));
    expect(reg).toMatchObject({ kind: 'STP', schemeId: cat.liquid, toSchemeId: cat.equity });
    t.clock.set('2026-12-10T04:30:00Z');
    await sweepOrders(t.deps);
    t.clock.set('2026-12-15T04:30:00Z');
    await sweepOrders(t.deps);
    const rows = await t.deps.db.select().from(orders).where(eq(orders.userId, inv.userId));
    expect(rows.find((r) => r.kind === 'SWITCH_OUT')).toMatchObject({ schemeId: cat.liquid, status: 'REDEEMED' });
    expect(rows.find((r) => r.kind === 'SWITCH_IN')).toMatchObject({ schemeId: cat.equity, status: 'ALLOTTED' });
  });
});
