import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mandates } from '../../src/server/db/schema.ts';
import { sweepOrders } from '../../src/server/jobs/order-sweep.ts';
import { createTestApp, type TestApp } from './support/harness.ts';
import { onboardedInvestor, seedTestCatalogue, type TestCatalogue } from './support/orders-fixture.ts';
import { addToCart, buyAndAllot, verifyCheckout } from './support/orders-flow.ts';

let t: TestApp;
let cat: TestCatalogue;
beforeAll(async () => {
  t = await createTestApp({ start: '2025-06-02T04:00:00Z', config: { session: { idleMinutes: 10_000_000, absoluteHours: 1_000_000 } } });
  cat = await seedTestCatalogue(t.deps.db);
});
afterAll(() => t.close());

describe('what the forms read', () => {
  it('folios, LTCG units, approved mandates only, masked cart banks, checked state, history tabs', async () => {
    t.clock.set('2025-06-02T04:00:00Z');
    const inv = await onboardedInvestor(t, '9740000002');
    const folio = await buyAndAllot(t, inv, '9740000002', { id: cat.equity, amcId: cat.amcId }, '10000', '2025-06-02', () => sweepOrders(t.deps));
    await buyAndAllot(t, inv, '9740000002', { id: cat.equity, amcId: cat.amcId }, '6000', '2026-11-02', () => sweepOrders(t.deps), { newFolio: true });
    t.clock.set('2026-11-20T05:30:00Z');
    const token = inv.token;
    const folios = await t.call('POST', '/api/transaction/folios_based_on_scheme', { schemeNo: 'TST990001' }, { token });
    expect(folios.body.folios).toHaveLength(2);
    expect(folios.body.folios.map((f: { folio: string }) => f.folio)).toContain(folio);
    const f = folios.body.folios.find((x: { folio: string }) => x.folio === folio);
    expect(f.units).toBe(f.redeemable_units);
    expect(Number(f.current_value)).toBeGreaterThan(10_000);
    expect((await t.call('POST', '/api/transaction/folios_based_on_scheme', { schemeNo: 'NOPE' }, { token })).body).toEqual({ folios: [] });

    const ltcg = await t.call('POST', '/api/transaction/get_ltcg_units', { SchId: cat.equity, folioNo: folio }, { token });
    // bought over a year ago: all of it free of the 365-day exit load
    expect(ltcg.body.ltcg_units.LTCGLUnits_With).toBe('0.0000');
    expect(ltcg.body.ltcg_units.LTCGLUnits_Without).toBe(f.units);

    await t.deps.db.insert(mandates).values({
      userId: inv.userId,
      mandateId: 'PENDING1',
      mandateType: 'N',
      bankName: 'HDFC Bank',
      accountLast4: '0002',
      amountPaise: 100_000n,
      startDate: '2026-01-01',
      endDate: '2099-01-01',
      status: 'PENDING',
      createdAt: t.clock.now(),
    });
    const m = await t.call('GET', '/api/transaction/get_client_mandateIds', undefined, { token });
    expect(m.body.mandates.map((x: { Mandate_Id: string }) => x.Mandate_Id)).toEqual([inv.mandateId]);
    expect(m.body.mandates[0]).toMatchObject({ Mandate_Type: 'X', AMOUNT: '100000.00' });
    // the option's text groups the limit the Indian way
    expect(m.body.mandates[0].Details).toMatch(/ · up to ₹1,00,000\.00$/);

    const banks = await t.call('POST', '/api/transaction/get_bank_details', { is_multi: 1 }, { token });
    expect(banks.body.bank_details).toEqual([
      { ID: expect.any(Number), 'Account No': 'XXXXXX0002', BankName: 'HDFC Bank', IFSCCode: 'HDFC0001234', img: null, DefaultFlag: 'Y' },
    ]);

    const ihno = await addToCart(t, inv.token, { TrType: 'NEW', AccNo: '', Amount: '5000', AmcId: cat.amcId, Sch: cat.equity2 });
    expect((await t.call('POST', '/api/transaction/check_cart_item', { Ihnos: String(ihno), checked: false }, { token })).body).toEqual({ updated: 1 });
    const cart = await t.call('GET', '/api/transaction/get_cart_details', undefined, { token });
    expect(cart.body.cart_details.lumpsumArray[0].checked).toBe(false);

    const all = await t.call('GET', '/api/profile/get_transaction_history', undefined, { token });
    expect(all.body.transaction_history).toHaveLength(2);
    expect((await t.call('GET', '/api/profile/get_processing_history', undefined, { token })).body.processing_history).toHaveLength(0);
  });

  it('a payment link can be re-initiated on the order day only', async () => {
    t.clock.set('2026-11-20T04:00:00Z');
    const inv = await onboardedInvestor(t, '9740000003');
    const ihno = await addToCart(t, inv.token, { TrType: 'NEW', AccNo: '', Amount: '5000', AmcId: cat.amcId, Sch: cat.equity });
    await verifyCheckout(t, inv.token, '9740000003', [ihno], 'Lumpsum');
    const placed = await t.call(
      'POST',
      '/api/transaction/place-order',
      { orders: [{ order_id: ihno, type: 'Normal' }], payment_type: 1, category: 1 },
      { token: inv.token },
    );
    const history = await t.call('GET', '/api/profile/get_processing_history', undefined, { token: inv.token });
    const row = history.body.processing_history[0];
    expect(row.can_reinitiate).toBe(true);
    const again = await t.call('POST', '/api/transaction/reinitiate_payment', { ihno: row.ID, type: 'Normal' }, { token: inv.token });
    expect(again.body.payment_url).toMatch(/\/api\/exchange-sim\/pay\//);
    expect(again.body.payment_url).not.toBe(placed.body.bse_order.payment_url);
    // the old link no longer works
    expect((await t.app.request(new URL(placed.body.bse_order.payment_url).pathname)).status).toBe(404);
    t.clock.advance(24 * 3_600_000);
    expect((await t.call('POST', '/api/transaction/reinitiate_payment', { ihno: row.ID, type: 'Normal' }, { token: inv.token })).body).toEqual({
      error: 'A payment can be re-initiated only on the day of the order',
    });
  });
});
