import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { mandates, orders, registrations, simExchangeOrders } from '../../src/server/db/schema.ts';
import { sweepOrders } from '../../src/server/jobs/order-sweep.ts';
import { createTestApp, type TestApp } from './support/harness.ts';
import { onboardedInvestor, seedTestCatalogue, type TestCatalogue } from './support/orders-fixture.ts';
import { addToCart, verifyCheckout } from './support/orders-flow.ts';

let t: TestApp;
let cat: TestCatalogue;
beforeAll(async () => {
  t = await createTestApp({ start: '2026-11-18T04:30:00Z', config: { session: { idleMinutes: 10_000_000, absoluteHours: 1_000_000 } } });
  cat = await seedTestCatalogue(t.deps.db);
});
afterAll(() => t.close());

const sweep = () => sweepOrders(t.deps);

/** A monthly ₹2,000 SIP on the 10th, 12 instalments from 10-Dec-2026, into a new folio. */
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
  return { inv, mobile, regNo: reg!.regNo };
}

const sips = async (token: string) => (await t.call('GET', '/api/transaction/get_sip_details', undefined, { token })).body.sip_details;
const terms = (regNo: string, extra: Record<string, unknown> = {}) => ({
  sipRegNo: regNo,
  InstallmentsAmt: '3000',
  SIPDay: 15,
  StepUpType: 'P',
  StepUpValue: '10',
  ...extra,
});

describe('Modify SIP', () => {
  it('checks the new terms as a new SIP is checked, confirms with the order OTP, and shows the old and new registrations as one SIP', async () => {
    const { inv, mobile, regNo } = await registerSip('9740000001');
    // December's instalment runs and is allotted: it opens the SIP's folio
    t.clock.set('2026-12-10T04:30:00Z');
    await sweep();
    await sweep();
    const [first] = await t.deps.db.select().from(orders).where(eq(orders.userId, inv.userId));
    expect(first).toMatchObject({ status: 'ALLOTTED', amountPaise: 200_000n });
    const folio = first!.folioNo!;

    t.clock.set('2027-01-05T04:30:00Z'); // Tuesday; the next instalment is on 10-Jan
    const before = (await sips(inv.token))[0];
    expect(before).toMatchObject({
      can_modify: true,
      ModifyLimits: { MinAmount: '500.00', MaxAmount: '100000.00', SipDays: [1, 5, 10, 15, 20, 25, 28], StepUpType: 'N', StepUpValue: '' },
      Modifications: [],
    });
    const ask = (body: Record<string, unknown>, token = inv.token) => t.call('POST', '/api/transaction/modify_sip_otp', body, { token });
    // the server's own checks, with the messages the form shows
    expect((await ask(terms(regNo, { InstallmentsAmt: '2000', SIPDay: 10, StepUpType: 'N', StepUpValue: '' }))).body).toEqual({
      error: 'Please change the amount, SIP date or step-up',
    });
    expect((await ask(terms(regNo, { InstallmentsAmt: '100' }))).body).toEqual({ error: 'Amount should be greater than 500 and less than 1,00,000' });
    expect((await ask(terms(regNo, { SIPDay: 7 }))).body).toEqual({ error: 'Please choose one of the SIP dates offered' });
    expect((await ask(terms(regNo, { StepUpValue: '150' }))).body).toEqual({ error: 'Step-up percentage should be between 1 and 100' });
    expect((await ask(terms(regNo, { sipRegNo: '' }))).status).toBe(400);
    // the mandate must cover the new amount
    await t.deps.db.update(mandates).set({ amountPaise: 250_000n }).where(eq(mandates.mandateId, inv.mandateId));
    expect((await ask(terms(regNo))).body).toEqual({ error: 'The mandate limit is lower than the SIP amount, please choose another mandate' });
    await t.deps.db.update(mandates).set({ amountPaise: 10_000_000n }).where(eq(mandates.mandateId, inv.mandateId));
    // another investor cannot touch it
    const other = await onboardedInvestor(t, '9740000009');
    expect((await ask(terms(regNo), other.token)).body).toEqual({ error: 'This registration was not found' });

    const modify = (body: Record<string, unknown>) => t.call('POST', '/api/transaction/modify_sip', body, { token: inv.token });
    const sent = await ask(terms(regNo));
    expect(sent.body).toEqual({ otp_status: 'Success', code: expect.any(String), StartDate: '15/01/2027' });
    const otp = await t.latestOtp(mobile);
    expect((await modify({ ...terms(regNo), otp: otp === '000000' ? '111111' : '000000', code: sent.body.code })).body).toEqual({
      is_modified: false,
      msg: 'Please enter valid OTP',
      sipRegNo: null,
    });
    // the OTP confirms exactly the terms it was sent for
    expect((await modify({ ...terms(regNo, { InstallmentsAmt: '3500' }), otp, code: sent.body.code })).body).toEqual({
      is_modified: false,
      msg: 'Please enter valid OTP',
      sipRegNo: null,
    });
    expect(await t.deps.db.select().from(registrations).where(eq(registrations.userId, inv.userId))).toHaveLength(1);

    t.clock.set('2027-01-05T04:31:00Z');
    const again = await ask(terms(regNo));
    const done = await modify({ ...terms(regNo), otp: await t.latestOtp(mobile), code: again.body.code });
    expect(done.body).toEqual({
      is_modified: true,
      msg: expect.stringMatching(/^Your SIP is modified \(registration \d+\)\. The next instalment is on 15\/01\/2027\.$/),
      sipRegNo: expect.any(String),
    });
    const newRegNo = done.body.sipRegNo as string;
    expect(newRegNo).not.toBe(regNo);

    // the exchange holds the new registration; ours: the old one cancelled and linked to the new
    const regs = await t.deps.db.select().from(registrations).where(eq(registrations.userId, inv.userId));
    const old = regs.find((r) => r.regNo === regNo)!;
    const now = regs.find((r) => r.regNo === newRegNo)!;
    expect(old).toMatchObject({ cancelStatus: 'Y', cancelReasonId: 10, replacedById: now.id, nextRunDate: null, modifyTransNo: null });
    expect(now).toMatchObject({
      cancelStatus: 'N',
      amountPaise: 300_000n,
      day: 15,
      startDate: '2027-01-15',
      endDate: '2027-11-15',
      installments: 11,
      stepUpPercent: 10,
      mandateId: inv.mandateId,
      folioNo: folio,
      runsDone: 0,
    });
    const booked = await t.exchangeDb.select().from(simExchangeOrders);
    expect(booked.some((b) => (b.request as { amountPaise?: unknown; startDate?: string }).startDate === '2027-01-15')).toBe(true);

    // one SIP on Manage SIP, whose history carries the first registration's instalment
    const listed = await sips(inv.token);
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({
      BseOrderNo: newRegNo,
      AMOUNT: '3000.00',
      SIPDay: 15,
      StepUp: '10% every year',
      Startdate: '10/12/2026',
      SIPRegDate: '18/11/2026',
      Enddate: '15/11/2027',
      Installments: 12,
      InstallmentsDone: 1,
      Status: 'In Progress',
      NextInstalmentDate: '15/01/2027',
      NextInstalmentAmount: '3000.00',
      Modifications: [{ BseOrderNo: regNo, AMOUNT: '2000.00', SIPDay: 10, StepUp: null, ModifiedOn: '05/01/2027' }],
    });
    expect(listed[0].instalments.map((i: { No: number; Date: string; Amount: string; Status: string }) => [i.No, i.Date, i.Amount, i.Status])).toEqual([
      [1, '10/12/2026', '2000.00', 'Completed'],
      [2, '15/01/2027', '3000.00', 'Upcoming'],
    ]);
    // the dashboard counts it once too
    const dash = await t.call('POST', '/api/dashboard', { date: '01/05/2027' }, { token: inv.token });
    const dashSips = dash.body.investmentDetails.manage_sip_details as Array<{ BseOrderNo: string }>;
    expect(dashSips.map((s) => s.BseOrderNo)).toEqual([newRegNo]);

    // the old plan never runs again; the new one debits ₹3,000 on the 15th into the same folio
    t.clock.set('2027-01-10T04:30:00Z');
    await sweep();
    t.clock.set('2027-01-15T04:30:00Z');
    await sweep();
    await sweep();
    const mine = await t.deps.db.select().from(orders).where(eq(orders.userId, inv.userId));
    expect(mine.map((o) => [o.orderNo, o.amountPaise, o.status, o.folioNo])).toEqual([
      [`${regNo}-1`, 200_000n, 'ALLOTTED', folio],
      [`${newRegNo}-1`, 300_000n, 'ALLOTTED', folio],
    ]);
    const after = (await sips(inv.token))[0];
    expect(after.instalments.map((i: { No: number; Status: string }) => [i.No, i.Status])).toEqual([
      [1, 'Completed'],
      [2, 'Completed'],
      [3, 'Upcoming'],
    ]);
    expect(after.InstallmentsDone).toBe(2);

    // one day before the next instalment: too late, as for cancel
    t.clock.set('2027-02-14T04:30:00Z');
    expect((await sips(inv.token))[0].can_modify).toBe(false);
    expect((await ask(terms(newRegNo, { InstallmentsAmt: '4000' }))).body).toEqual({
      error: 'A SIP can be modified only up to 2 days before its next instalment',
    });
  });

  it('a crash between the exchange and our books is finished by the order sweep; an exchange refusal changes nothing', async () => {
    const { inv, mobile, regNo } = await registerSip('9740000002');
    t.clock.set('2026-11-20T04:30:00Z');
    const exchange = t.deps.adapters.exchange;
    const ask = () => t.call('POST', '/api/transaction/modify_sip_otp', terms(regNo), { token: inv.token });
    const modify = async () => t.call('POST', '/api/transaction/modify_sip', { ...terms(regNo), otp: await t.latestOtp(mobile) }, { token: inv.token });

    // the exchange refuses the new registration: the SIP stays as it was, and can be modified later
    const register = exchange.registerSystematic;
    exchange.registerSystematic = async () => ({ ok: false, message: 'Scheme is not available for SIP' });
    await ask();
    expect((await modify()).body).toEqual({ is_modified: false, msg: 'Scheme is not available for SIP', sipRegNo: null });
    exchange.registerSystematic = register;
    expect(await t.deps.db.select().from(registrations).where(eq(registrations.userId, inv.userId))).toMatchObject([
      { regNo, cancelStatus: 'N', modifyTransNo: null },
    ]);

    // the process dies after the exchange registered the new plan, before it cancelled the old one
    const cancel = exchange.cancelSystematic;
    exchange.cancelSystematic = async () => {
      throw new Error('process died');
    };
    t.clock.set('2026-11-20T04:32:00Z');
    await ask();
    expect((await modify()).status).toBe(500);
    exchange.cancelSystematic = cancel;
    const [pending] = await t.deps.db.select().from(registrations).where(eq(registrations.userId, inv.userId));
    expect(pending).toMatchObject({ regNo, cancelStatus: 'N', modifyTransNo: expect.stringMatching(/^\d{19}$/) });
    // meanwhile the plan shows as it is, with no second modification open
    expect((await sips(inv.token))[0]).toMatchObject({ BseOrderNo: regNo, can_modify: false, AMOUNT: '2000.00' });
    t.clock.set('2026-11-20T04:33:00Z');
    expect((await ask()).body).toEqual({ error: 'Your SIP is being modified; please check Manage SIP in a few minutes' });

    await sweep();
    const listed = await sips(inv.token);
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ AMOUNT: '3000.00', SIPDay: 15, NextInstalmentDate: '15/12/2026', Modifications: [{ BseOrderNo: regNo }] });
    // the exchange booked the new plan once, under the transaction number the claim wrote
    const booked = await t.exchangeDb.select().from(simExchangeOrders).where(eq(simExchangeOrders.transNo, pending!.modifyTransNo!));
    expect(booked).toHaveLength(1);
    expect(booked[0]!.cancelledAt).toBeNull();
  });
});
