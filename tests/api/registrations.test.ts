import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders, registrations } from '../../src/server/db/schema.ts';
import { sweepOrders } from '../../src/server/jobs/order-sweep.ts';
import { createTestApp, type TestApp } from './support/harness.ts';
import { onboardedInvestor, seedTestCatalogue, type TestCatalogue } from './support/orders-fixture.ts';
import { addToCart, buyAndAllot, verifyCheckout } from './support/orders-flow.ts';

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
  AccNo: '',
  ...extra,
});

async function registerSip(mobile: string, extra: Record<string, unknown> = {}) {
  t.clock.set('2026-11-18T04:30:00Z'); // Wednesday 10:00 IST
  const inv = await onboardedInvestor(t, mobile);
  const ihno = await addToCart(t, inv.token, sip(inv.mandateId, extra));
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

describe('Manage SIP', () => {
  it('lists a SIP as soon as it is placed, with its next instalment; cancel needs a reason and the 2-day window; a cancelled SIP never runs', async () => {
    const { inv, regNo } = await registerSip('9730000001');
    const [row] = await sips(inv.token);
    expect(row).toMatchObject({
      BseOrderNo: regNo,
      SIPRegDate: '18/11/2026',
      Startdate: '10/12/2026',
      Enddate: '10/11/2027',
      AMOUNT: '2000.00',
      SIPDay: 10,
      Frequency: 'Monthly',
      SipCancelStatus: 'N',
      SchemeName: 'Test Bluechip Fund - Direct Growth',
      TrType: 'SIP',
      Status: 'In Progress',
      NextInstalmentDate: '10/12/2026',
      NextInstalmentAmount: '2000.00',
      can_cancel: true,
      cancel_by: '08/12/2026',
      Growthoption: 'Y',
    });
    expect(row.instalments).toEqual([
      { No: 1, Date: '10/12/2026', Amount: '2000.00', Units: null, NAV: null, Status: 'Upcoming', OrderNo: null, Remarks: null },
    ]);

    const reasons = await t.call('GET', '/api/transaction/sip_cancel_reasons', undefined, { token: inv.token });
    expect(reasons.body.reasons).toHaveLength(13);
    expect(reasons.body.reasons[12]).toEqual({ id: 13, reason: 'Others (please specify)' });

    const cancel = (body: Record<string, unknown>) => t.call('POST', '/api/transaction/cancel_sip', { sipRegNo: regNo, ...body }, { token: inv.token });
    expect((await cancel({})).body).toEqual({ is_deleted: false, msg: 'Please select reason' });
    expect((await cancel({ bseCode: 99 })).body).toEqual({ is_deleted: false, msg: 'Please select reason' });
    expect((await cancel({ bseCode: 13, remarks: '  ' })).body).toEqual({ is_deleted: false, msg: 'Please enter reason' });
    // one day before the instalment: too late, whatever the screen showed
    t.clock.set('2026-12-09T04:30:00Z');
    expect((await cancel({ bseCode: 2 })).body).toEqual({ is_deleted: false, msg: 'A SIP can be cancelled only up to 2 days before its next instalment' });
    expect((await sips(inv.token))[0].can_cancel).toBe(false);
    // exactly two days before: open
    t.clock.set('2026-12-08T04:30:00Z');
    // another investor cannot cancel it
    const other = await onboardedInvestor(t, '9730000009');
    expect((await t.call('POST', '/api/transaction/cancel_sip', { sipRegNo: regNo, bseCode: 2 }, { token: other.token })).body).toEqual({
      is_deleted: false,
      msg: 'This registration was not found',
    });
    expect((await cancel({ bseCode: 13, remarks: 'Moving my savings to a PPF' })).body).toEqual({
      is_deleted: true,
      msg: `Your SIP ${regNo} is cancelled. No further instalments will be processed.`,
    });
    expect((await cancel({ bseCode: 2 })).body).toEqual({ is_deleted: false, msg: 'This registration is already cancelled' });
    const [after] = await sips(inv.token);
    expect(after).toMatchObject({
      SipCancelStatus: 'Y',
      Status: 'Cancelled',
      can_cancel: false,
      NextInstalmentDate: null,
      CancelReason: 'Moving my savings to a PPF',
      instalments: [],
    });
    t.clock.set('2026-12-10T04:30:00Z');
    await sweep();
    expect(await t.deps.db.select().from(orders).where(eq(orders.userId, inv.userId))).toHaveLength(0);
  });

  it('shows each instalment from the orders the job wrote; a pause skips 1-6 instalments; a yearly step-up raises the debit', async () => {
    const { inv, regNo } = await registerSip('9730000002', { Installments: 13, StepUpType: 'P', StepUpValue: '10' });
    const listed = (await sips(inv.token))[0];
    expect(listed.StepUp).toBe('10% every year');
    // step-up rules are the server's too
    expect(
      (await t.call('POST', '/api/transaction/create_transaction', sip(inv.mandateId, { StepUpType: 'P', StepUpValue: '150' }), { token: inv.token })).body,
    ).toEqual({ error: 'Step-up percentage should be between 1 and 100' });
    const month = (m: number) => {
      const y = 2026 + Math.floor((11 + m) / 12);
      return `${y}-${String(((11 + m) % 12) + 1).padStart(2, '0')}`;
    };
    // December 2026: instalment 1
    t.clock.set('2026-12-10T04:30:00Z');
    await sweep();
    await sweep();
    // pause asked on 05-Jan-2027 for 2 instalments: January and February are skipped
    t.clock.set('2027-01-05T04:30:00Z');
    const pause = (n: unknown) => t.call('POST', '/api/transaction/pause_sip', { sipRegNo: regNo, instalments: n }, { token: inv.token });
    expect((await pause(7)).body).toEqual({ is_paused: false, msg: 'Please choose to pause 1 to 6 instalments' });
    expect((await pause(2)).body).toEqual({ is_paused: true, msg: 'Your SIP is paused for 2 instalments; it resumes on 10/03/2027.' });
    expect((await pause(1)).body).toEqual({ is_paused: false, msg: 'This SIP is already paused' });
    const paused = (await sips(inv.token))[0];
    expect(paused).toMatchObject({ PausedUntil: '10/03/2027', can_pause: false });
    expect(paused.instalments.at(-1)).toMatchObject({ No: 2, Date: '10/01/2027', Status: 'Paused', Amount: null });
    // run every month to December 2027 (each 10th at 10:00 IST, then once more for allotment)
    for (let m = 1; m <= 12; m++) {
      t.clock.set(`${month(m)}-10T04:30:00Z`);
      await sweep();
      t.clock.set(`${month(m)}-12T04:30:00Z`);
      await sweep();
    }
    const mine = await t.deps.db.select().from(orders).where(eq(orders.userId, inv.userId));
    const byNo = new Map(mine.map((o) => [Number(o.orderNo.split('-').pop()), o]));
    expect(byNo.has(2)).toBe(false);
    expect(byNo.has(3)).toBe(false);
    expect(byNo.get(4)).toMatchObject({ amountPaise: 200_000n, status: 'ALLOTTED' });
    expect(byNo.get(12)).toMatchObject({ amountPaise: 200_000n, status: 'ALLOTTED' });
    // instalment 13, 10-Dec-2027, is on the first anniversary of the start: ₹2,000 × 1.10 = ₹2,200
    expect(byNo.get(13)).toMatchObject({ amountPaise: 220_000n, status: 'ALLOTTED' });
    const row = (await sips(inv.token))[0];
    expect(row.InstallmentsDone).toBe(13);
    expect(row.instalments.map((i: { No: number; Status: string }) => [i.No, i.Status])).toEqual([
      [1, 'Completed'],
      [2, 'Paused'],
      [3, 'Paused'],
      ...Array.from({ length: 10 }, (_, i) => [i + 4, 'Completed']),
    ]);
    const first = row.instalments[0];
    expect(first).toMatchObject({ Date: '10/12/2026', Amount: '2000.00', OrderNo: `${regNo}-1` });
    expect(Number(first.Units)).toBeGreaterThan(0);
    expect(row.instalments[11]).toMatchObject({ Amount: '2000.00', Status: 'Completed' });
    expect(row.instalments[12]).toMatchObject({ Amount: '2200.00', Status: 'Completed', Date: '10/12/2027' });
    // the plan has ended: nothing to cancel or pause any more
    t.clock.set('2027-12-20T04:30:00Z'); // the plan ended on 10-Dec-2027
    expect((await sips(inv.token))[0]).toMatchObject({ Status: 'Completed', can_cancel: false, can_pause: false, NextInstalmentDate: null });
  });
});

describe('Manage SWP and STP', () => {
  it('lists both in get_swp_stp; cancel is open until 9 days before the next instalment', async () => {
    t.clock.set('2026-06-10T04:00:00Z');
    const mobile = '9730000003';
    const inv = await onboardedInvestor(t, mobile);
    const folio = await buyAndAllot(t, inv, mobile, { id: cat.equity, amcId: cat.amcId }, '50000', '2026-06-10', sweep);
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
    const swp = await addToCart(t, inv.token, { TrType: 'SWP', ...out });
    const stp = await addToCart(t, inv.token, { TrType: 'STP', ...out, ToSch: cat.equity2 });
    t.clock.advance(31_000);
    await verifyCheckout(t, inv.token, mobile, [swp], 'SWP');
    expect(
      (await t.call('POST', '/api/transaction/place-order', { orders: [{ order_id: swp, type: 'sys' }], payment_type: 1, category: 5 }, { token: inv.token }))
        .body.bse_order.is_success,
    ).toBe(true);
    t.clock.advance(31_000);
    await verifyCheckout(t, inv.token, mobile, [stp], 'STP');
    expect(
      (await t.call('POST', '/api/transaction/place-order', { orders: [{ order_id: stp, type: 'sys' }], payment_type: 1, category: 6 }, { token: inv.token }))
        .body.bse_order.is_success,
    ).toBe(true);

    const list = (await t.call('GET', '/api/transaction/get_swp_stp', undefined, { token: inv.token })).body.swp_stp_details;
    expect(list.map((r: { TrType: string }) => r.TrType).sort()).toEqual(['STP', 'SWP']);
    const swpRow = list.find((r: { TrType: string }) => r.TrType === 'SWP');
    const stpRow = list.find((r: { TrType: string }) => r.TrType === 'STP');
    expect(swpRow).toMatchObject({
      AMOUNT: '1000.00',
      FolioNo: folio,
      NextInstalmentDate: '10/12/2026',
      cancel_by: '01/12/2026',
      can_cancel: true,
      can_pause: false,
    });
    expect(stpRow).toMatchObject({ ToSchemeName: 'Test Flexi Cap Fund - Direct Growth' });
    // 8 days before the instalment: refused by the server
    t.clock.set('2026-12-02T04:30:00Z');
    expect((await t.call('POST', '/api/transaction/cancel_swp', { swpRegNo: swpRow.BseOrderNo }, { token: inv.token })).body).toEqual({
      is_deleted: false,
      msg: 'A SWP can be cancelled only up to 9 days before its next instalment',
    });
    // an SWP number is not an STP number
    expect((await t.call('POST', '/api/transaction/cancel_stp', { stpRegNo: swpRow.BseOrderNo }, { token: inv.token })).body).toEqual({
      is_deleted: false,
      msg: 'This registration was not found',
    });
    t.clock.set('2026-12-01T04:30:00Z');
    expect((await t.call('POST', '/api/transaction/cancel_swp', { swpRegNo: swpRow.BseOrderNo }, { token: inv.token })).body).toMatchObject({
      is_deleted: true,
    });
    expect((await t.call('POST', '/api/transaction/cancel_stp', { stpRegNo: stpRow.BseOrderNo }, { token: inv.token })).body).toMatchObject({
      is_deleted: true,
    });
    t.clock.set('2026-12-10T04:30:00Z');
    await sweep();
    const mine = await t.deps.db.select().from(orders).where(eq(orders.userId, inv.userId));
    expect(mine.filter((o) => o.registrationId !== null)).toHaveLength(0);
    const done = (await t.call('GET', '/api/transaction/get_swp_stp', undefined, { token: inv.token })).body.swp_stp_details;
    expect(done.every((r: { Status: string }) => r.Status === 'Cancelled')).toBe(true);
  });
});
