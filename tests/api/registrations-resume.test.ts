import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders, registrations } from '../../src/server/db/schema.ts';
import { sweepOrders } from '../../src/server/jobs/order-sweep.ts';
import { createTestApp, type TestApp } from './support/harness.ts';
import { onboardedInvestor, seedTestCatalogue, type TestCatalogue } from './support/orders-fixture.ts';
import { addToCart, verifyCheckout } from './support/orders-flow.ts';

/** A paused SIP says "Paused" with the day it resumes (no next instalment, not upcoming), and Resume ends the pause. */
let t: TestApp;
let cat: TestCatalogue;
beforeAll(async () => {
  t = await createTestApp({ start: '2026-11-18T04:30:00Z', config: { session: { idleMinutes: 10_000_000, absoluteHours: 1_000_000 } } });
  cat = await seedTestCatalogue(t.deps.db);
});
afterAll(() => t.close());

async function registerSip(mobile: string) {
  t.clock.set('2026-11-18T04:30:00Z'); // Wednesday 10:00 IST
  const inv = await onboardedInvestor(t, mobile);
  const body = {
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
    AccNo: '',
  };
  const ihno = await addToCart(t, inv.token, body);
  await verifyCheckout(t, inv.token, mobile, [ihno], 'SIP');
  const placed = await t.call(
    'POST',
    '/api/transaction/place-order',
    { orders: [{ order_id: ihno, type: 'sys' }], payment_type: 1, category: 4 },
    { token: inv.token },
  );
  expect(placed.body.bse_order.is_success, JSON.stringify(placed.body)).toBe(true);
  const [reg] = await t.deps.db.select().from(registrations).where(eq(registrations.userId, inv.userId));
  return { inv, regNo: reg!.regNo };
}
const sips = async (token: string) => (await t.call('GET', '/api/transaction/get_sip_details', undefined, { token })).body.sip_details;
const dashboard = async (token: string) => (await t.call('POST', '/api/dashboard', { date: '11/20/2026' }, { token })).body;

describe('pause and resume', () => {
  it('paused: status Paused, the resume day, no next instalment, not upcoming; resumed before it starts, the plan runs as before', async () => {
    const { inv, regNo } = await registerSip('9740000001');
    t.clock.set('2026-11-20T04:30:00Z');
    expect((await t.call('POST', '/api/transaction/pause_sip', { sipRegNo: regNo, instalments: 2 }, { token: inv.token })).body).toEqual({
      is_paused: true,
      msg: 'Your SIP is paused for 2 instalments; it resumes on 10/02/2027.',
    });
    const paused = (await sips(inv.token))[0];
    expect(paused).toMatchObject({
      Status: 'Paused',
      PausedUntil: '10/02/2027',
      NextInstalmentDate: null,
      NextInstalmentAmount: null,
      can_pause: false,
      can_resume: true,
    });
    const dash = await dashboard(inv.token);
    const upcoming = dash.investmentDetails?.upcoming_sip_details ?? dash.upcoming_sip_details ?? [];
    expect(upcoming.find((r: { BseOrderNo: string }) => r.BseOrderNo === regNo)).toBeUndefined();

    const resumed = await t.call('POST', '/api/transaction/resume_sip', { sipRegNo: regNo }, { token: inv.token });
    expect(resumed.body).toEqual({ is_resumed: true, msg: 'Your SIP is resumed; the next instalment is on 10/12/2026.' });
    expect((await sips(inv.token))[0]).toMatchObject({
      Status: 'In Progress',
      PausedUntil: null,
      NextInstalmentDate: '10/12/2026',
      can_resume: false,
      can_pause: true,
    });
    expect((await t.call('POST', '/api/transaction/resume_sip', { sipRegNo: regNo }, { token: inv.token })).body).toEqual({
      is_resumed: false,
      msg: 'This SIP is not paused',
    });
    t.clock.set('2026-12-10T04:30:00Z');
    await sweepOrders(t.deps);
    expect((await t.deps.db.select().from(orders).where(eq(orders.userId, inv.userId))).map((o) => o.orderNo)).toEqual([`${regNo}-1`]);
  });

  it('resumed inside the cancel window of the next instalment: that one stays skipped, the plan resumes after it', async () => {
    const { inv, regNo } = await registerSip('9740000002');
    t.clock.set('2026-11-20T04:30:00Z');
    await t.call('POST', '/api/transaction/pause_sip', { sipRegNo: regNo, instalments: 3 }, { token: inv.token });
    t.clock.set('2026-12-09T04:30:00Z'); // a day before the first skipped instalment
    const resumed = await t.call('POST', '/api/transaction/resume_sip', { sipRegNo: regNo }, { token: inv.token });
    expect(resumed.body).toEqual({ is_resumed: true, msg: 'Your SIP is resumed; the next instalment is on 10/01/2027.' });
    const row = (await sips(inv.token))[0];
    expect(row).toMatchObject({ Status: 'Paused', PausedUntil: '10/01/2027', PausedInstalments: 1 });
  });

  it('a step-up chosen when the SIP is added shows in the cart', async () => {
    t.clock.set('2026-11-18T04:30:00Z');
    const inv = await onboardedInvestor(t, '9740000003');
    const body = {
      TrType: 'XSIP',
      StartDate: '10/12/2026',
      Installments: 24,
      InstallmentsAmt: '2000',
      MandateId: inv.mandateId,
      MandateType: 'X',
      FirstOrderToday: 'N',
      Frequency: 3,
      AmcId: cat.amcId,
      Sch: cat.equity,
      AccNo: '',
      StepUpType: 'A',
      StepUpValue: '500',
    };
    await addToCart(t, inv.token, body);
    const cart = await t.call('GET', '/api/transaction/get_cart_details', undefined, { token: inv.token });
    expect(cart.body.cart_details.sipArray[0].StepUp).toBe('₹500.00 every year');
  });
});
