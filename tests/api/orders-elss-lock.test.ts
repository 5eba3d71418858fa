import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepOrders } from '../../src/server/jobs/order-sweep.ts';
import { createTestApp, type TestApp } from './support/harness.ts';
import { onboardedInvestor, seedTestCatalogue, testNav, type TestCatalogue } from './support/orders-fixture.ts';
import { addToCart, buyAndAllot, payOnGateway, verifyCheckout } from './support/orders-flow.ts';

/** ELSS units in their 3-year lock-in: listed with the day each unlocks, and a redemption of a wholly locked folio says until when. */
let t: TestApp;
let cat: TestCatalogue;
beforeAll(async () => {
  t = await createTestApp({ start: '2026-06-10T04:00:00Z', config: { session: { idleMinutes: 10_000_000, absoluteHours: 1_000_000 } } });
  cat = await seedTestCatalogue(t.deps.db);
});
afterAll(() => t.close());

describe('ELSS lock-in before redeeming', () => {
  it('lists each locked lot with its unlock day; redeeming a wholly locked folio names the first unlock day; LTCG has none', async () => {
    const inv = await onboardedInvestor(t, '9750000001');
    const sweep = () => sweepOrders(t.deps);
    const folio = await buyAndAllot(t, inv, '9750000001', { id: cat.elss, amcId: cat.amcId }, '6000', '2026-06-10', sweep);
    // a second purchase into the same folio: a lot of its own, unlocking on its own day
    t.clock.set('2026-09-14T05:30:00Z');
    const add = await addToCart(t, inv.token, { TrType: 'ADD', AccNo: folio, Amount: '5000', AmcId: cat.amcId, Sch: cat.elss });
    await verifyCheckout(t, inv.token, '9750000001', [add], 'Lumpsum');
    const placed = await t.call(
      'POST',
      '/api/transaction/place-order',
      { orders: [{ order_id: add, type: 'Normal' }], payment_type: 1, category: 1 },
      { token: inv.token },
    );
    await payOnGateway(t, placed.body.bse_order.payment_url, 'pay');
    await sweep();
    t.clock.set('2026-11-18T04:30:00Z');
    const scheme = (await t.call('GET', `/api/transaction/get_fund_details/${cat.elss}`, undefined, { token: inv.token })).body.fund_details;
    const folios = await t.call('POST', '/api/transaction/folios_based_on_scheme', { schemeNo: scheme.Productcode_RTA }, { token: inv.token });
    const row = folios.body.folios.find((f: { folio: string }) => f.folio === folio);
    expect(row.redeemable_units).toBe('0.0000');
    // units = amount less 0.005% stamp duty / NAV, to 3 decimals; one lot per purchase, each free 3 years on
    expect(row.locked.map((l: { unlock_date: string }) => l.unlock_date)).toEqual(['10/06/2029', '14/09/2029']);
    expect(Number(row.locked[0].units)).toBeCloseTo(5999.7 / Number(testNav(30, '2026-06-10')), 2);

    const red = await t.call(
      'POST',
      '/api/transaction/create_transaction',
      { TrType: 'RED', AmcId: cat.amcId, AccNo: folio, Sch: cat.elss, Amount: '500', FUnsAmt: 'a', FParFul: 'p' },
      { token: inv.token },
    );
    // a few hundred units: no digit grouping in the message
    expect(Number(row.units)).toBeLessThan(1000);
    expect(red.body.error).toBe(`All ${row.units} units in this folio are in the 3-year ELSS lock-in; the first of them can be redeemed from 10/06/2029.`);
    expect(red.body.error).not.toContain('less than 0');

    const ltcg = await t.call('POST', '/api/transaction/get_ltcg_units', { SchId: cat.elss, folioNo: folio }, { token: inv.token });
    expect(ltcg.body.ltcg_units).toMatchObject({ LTCGLUnits_With: '0.0000', LTCGLUnits_Without: '0.0000' });
  });
});
