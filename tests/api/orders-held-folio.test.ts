import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { cartItems, folios, orders, registrations } from '../../src/server/db/schema.ts';
import { sweepOrders } from '../../src/server/jobs/order-sweep.ts';
import { createTestApp, type TestApp } from './support/harness.ts';
import { onboardedInvestor, seedTestCatalogue, type TestCatalogue } from './support/orders-fixture.ts';
import { addToCart, buyAndAllot, verifyCheckout } from './support/orders-flow.ts';

let t: TestApp;
let cat: TestCatalogue;
beforeAll(async () => {
  t = await createTestApp({ start: '2026-06-10T04:30:00Z', config: { session: { idleMinutes: 10_000_000, absoluteHours: 1_000_000 } } });
  cat = await seedTestCatalogue(t.deps.db);
});
afterAll(() => t.close());

const sweep = () => sweepOrders(t.deps);
const itemOf = async (id: number) => (await t.deps.db.select().from(cartItems).where(eq(cartItems.id, id)))[0]!;

describe('a purchase or SIP of a scheme already held', () => {
  it('goes into the folio that holds it unless New Folio is chosen; instalments are allotted there', async () => {
    const mobile = '9750000001';
    const inv = await onboardedInvestor(t, mobile);
    const folio = await buyAndAllot(t, inv, mobile, { id: cat.equity, amcId: cat.amcId }, '10000', '2026-06-10', sweep);

    t.clock.set('2026-11-18T04:30:00Z'); // Wednesday 10:00 IST
    const sip = {
      TrType: 'XSIP',
      StartDate: '10/12/2026',
      Installments: 12,
      InstallmentsAmt: '2000',
      MandateId: inv.mandateId,
      MandateType: 'X',
      FirstOrderToday: 'N',
      Frequency: 3,
      AmcId: cat.amcId,
      Sch: cat.equity,
    };
    // a SIP started from the fund page with no folio named: the held folio
    const sipId = await addToCart(t, inv.token, { ...sip, AccNo: '' });
    expect(await itemOf(sipId)).toMatchObject({ kind: 'SIP', folioNo: folio });
    // a one-time purchase with no folio named: an additional purchase into the held folio
    const lumpId = await addToCart(t, inv.token, { TrType: 'NEW', Amount: '1000', AmcId: cat.amcId, Sch: cat.equity });
    expect(await itemOf(lumpId)).toMatchObject({ kind: 'Lumpsum', trType: 'ADD', folioNo: folio });
    // New Folio, chosen: a new one
    const newId = await addToCart(t, inv.token, { TrType: 'NEW', AccNo: 'New Folio', Amount: '5000', AmcId: cat.amcId, Sch: cat.equity });
    expect(await itemOf(newId)).toMatchObject({ trType: 'NEW', folioNo: null });
    // a scheme not held: a new folio
    const otherId = await addToCart(t, inv.token, { ...sip, Sch: cat.equity2, AccNo: '' });
    expect(await itemOf(otherId)).toMatchObject({ folioNo: null });
    // the cart shows the folio before checkout
    const cart = await t.call('GET', '/api/transaction/get_cart_details', undefined, { token: inv.token });
    expect(cart.body.cart_details.sipArray.find((i: { TE_IHNO: number }) => i.TE_IHNO === sipId).TE_ACNO).toBe(folio);

    // placed and run: the SIP's instalment is allotted into the held folio; no folio is opened
    await verifyCheckout(t, inv.token, mobile, [sipId], 'SIP');
    const placed = await t.call(
      'POST',
      '/api/transaction/place-order',
      { orders: [{ order_id: sipId, type: 'sys' }], payment_type: 1, category: 4 },
      { token: inv.token },
    );
    expect(placed.body.bse_order.is_success, JSON.stringify(placed.body)).toBe(true);
    const [reg] = await t.deps.db.select().from(registrations).where(eq(registrations.userId, inv.userId));
    expect(reg!.folioNo).toBe(folio);
    t.clock.set('2026-12-10T04:30:00Z');
    await sweep();
    await sweep();
    const [instalment] = await t.deps.db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, inv.userId), eq(orders.registrationId, reg!.id)));
    expect(instalment).toMatchObject({ status: 'ALLOTTED', folioNo: folio });
    expect(await t.deps.db.select().from(folios).where(eq(folios.userId, inv.userId))).toHaveLength(1);
    const held = await t.call('POST', '/api/transaction/folios_based_on_scheme', { schemeNo: 'TST990001' }, { token: inv.token });
    expect(held.body.folios.map((f: { folio: string }) => f.folio)).toEqual([folio]);
  });
});
