import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openPglite, runMigrations, type Database } from '../../../../db/client.ts';
import { loadConfig } from '../../../../config.ts';
import { ManualClock } from '../../../../lib/clock.ts';
import type { ExchangeOrder } from '../../types.ts';
import { bseExchange, type BseBooks } from '../exchange.ts';
import { OrderOutcomeUnknown } from '../order-entry.ts';
import { NoAnswer } from '../soap.ts';
import { transNoFor } from '../trans-no.ts';
import { startBseStandIn, type BseStandIn } from './stand-in.ts';

/**
 * The adapter against the stand-in over HTTP: the stand-in speaks the exchange's forms and judges
 * with the simulated exchange's rules, in its own database. Its test hooks make the exchange
 * refuse, hang, or lose an answer after acting.
 */
let database: Database;
let standIn: BseStandIn;
const clock = new ManualClock('2026-11-28T05:30:00Z'); // 11:00 IST
const member = { memberCode: '10231', userId: '1023101', password: 'stand-in-pw', passKey: 'PASSKEY1' };
let seq = 0;
const nextNo = () => transNoFor('10231', clock.now(), ++seq);
const paymentOrders = new Map<string, string[]>();
const books: BseBooks = {
  paymentOrders: async (ref) => paymentOrders.get(ref) ?? [],
  registrationClient: async () => 'NIV0000042',
  nextTransNo: async (now) => transNoFor('10231', now, ++seq),
};
const adapter = (over: Record<string, string> = {}) => bseExchange(loadConfig({ ...standIn.env, BSE_TIMEOUT_MS: '1500', ...over }).bse!, { books, clock });
const purchase = (over: Partial<ExchangeOrder> = {}): ExchangeOrder => ({
  clientCode: 'NIV0000042',
  transNo: nextNo(),
  kind: 'PURCHASE',
  schemeCode: 'HDFC-GR',
  folioNo: null,
  amountPaise: 500_000n,
  units4: null,
  allUnits: false,
  ...over,
});
const hook = (path: string, body: unknown) =>
  fetch(`${standIn.url}/test/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

beforeAll(async () => {
  database = await openPglite(null);
  await runMigrations(database);
  standIn = await startBseStandIn({ db: database.db, clock, member, appUrl: 'http://localhost:8080', testHooks: true });
  const ex = adapter();
  const reg = await ex.registerClient({
    clientCode: 'NIV0000042',
    pan: 'ABCPK1234Z',
    firstName: 'Test',
    lastName: 'Investor',
    dateOfBirth: '1985-05-05',
    gender: 'M',
    holdingNature: 'SI',
    email: 'investor@example.in',
    mobile: '9000000042',
    address: { line1: '1 MG Road', line2: '', city: 'Mumbai', state: 'Maharashtra', pincode: '400001', country: 'India' },
    bank: { accountNumber: '50100123456', ifsc: 'HDFC0001234', accountType: 'SB', isDefault: true },
    nominees: [{ name: 'Asha Investor', relation: 'Spouse', percent: 100, isMinor: false, guardianName: null }],
    jointHolders: [],
  });
  if (!reg.ok) throw new Error(`registering the test client: ${reg.message}`);
});
afterAll(async () => {
  await standIn?.close();
  await database?.close();
});
beforeEach(() => {
  standIn.state.next.length = 0;
  standIn.state.cutOffPassed = false;
});

describe('the BSE stand-in, through the adapter', () => {
  it("keeps the simulated exchange's rules: no order before FATCA, then booked under our number", async () => {
    const ex = adapter();
    expect(await ex.placeOrder(purchase())).toEqual({ ok: false, message: 'FATCA not uploaded for this client' });
    expect(
      await ex.uploadFatca({
        clientCode: 'NIV0000042',
        pan: 'ABCPK1234Z',
        name: 'Test Investor',
        placeOfBirth: 'Mumbai',
        countryOfBirth: 'India',
        nationality: 'India',
        taxResidency: 'India',
        occupationCode: '41',
        incomeSlabCode: '33',
        sourceOfWealthCode: '01',
        pep: 'N',
      }),
    ).toEqual({ ok: true });
    const o = purchase();
    const placed = await ex.placeOrder(o);
    expect(placed).toMatchObject({ ok: true, orderNo: expect.stringMatching(/^\d+$/) });
    expect(await ex.findByTransNo({ clientCode: 'NIV0000042', transNo: o.transNo })).toEqual({
      ok: true,
      order: { clientCode: 'NIV0000042', transNo: o.transNo, orderNo: (placed as { orderNo: string }).orderNo, state: 'BOOKED', remarks: null },
    });
    // placing again under the same number is a duplicate at the exchange: the first order comes back
    expect(await ex.placeOrder(o)).toEqual(placed);
  });

  it('checks the member password and pass key, and renews an expired session password once', async () => {
    await expect(adapter({ BSE_PASSWORD: 'wrong' }).placeOrder(purchase())).rejects.toThrow('BSE getPassword refused: FAILED: INVALID USER ID OR PASSWORD');
    const ex = adapter();
    expect((await ex.placeOrder(purchase())).ok).toBe(true);
    const before = standIn.state.passwordCalls;
    expect((await hook('expire-sessions', {})).status).toBe(200);
    expect((await ex.placeOrder(purchase())).ok).toBe(true);
    expect(standIn.state.passwordCalls).toBe(before + 1);
  });

  it("refuses after the cut-off and a scheme not allowed, in the exchange's words", async () => {
    const ex = adapter();
    await hook('cut-off', { passed: true });
    expect(await ex.placeOrder(purchase())).toEqual({
      ok: false,
      message: "The exchange's order time for this order has passed (FAILED: ORDER ENTRY TIME IS OVER (CUT OFF TIME PASSED))",
    });
    await hook('cut-off', { passed: false });
    await hook('refuse-scheme', { schemeCode: 'HDFC-NA', refused: true });
    expect(await ex.placeOrder(purchase({ schemeCode: 'HDFC-NA' }))).toEqual({ ok: false, message: 'SCHEME HDFC-NA IS NOT ALLOWED FOR THIS TRANSACTION' });
  });

  it('an answer lost after the exchange booked the order: found by its number, never placed twice', async () => {
    const ex = adapter();
    const o = purchase();
    await hook('next', { operation: 'orderEntryParam', kind: 'drop' });
    const r = await ex.placeOrder(o);
    expect(r).toMatchObject({ ok: true });
    expect(standIn.state.calls.filter((c) => c.operation === 'orderEntryParam' && c.fields.TransNo === o.transNo)).toHaveLength(1);
  });

  it('a hung call times out and is unknown until asked; two hung calls stay unknown', async () => {
    const ex = adapter({ BSE_TIMEOUT_MS: '300' });
    const o = purchase();
    await hook('next', { operation: 'orderEntryParam', kind: 'hang' });
    expect(await ex.placeOrder(o)).toMatchObject({ ok: true });
    expect(standIn.state.calls.filter((c) => c.operation === 'orderEntryParam' && c.fields.TransNo === o.transNo)).toHaveLength(2);
    await hook('next', { operation: 'orderEntryParam', kind: 'hang' });
    await hook('next', { operation: 'orderEntryParam', kind: 'hang' });
    await expect(ex.placeOrder(purchase())).rejects.toBeInstanceOf(OrderOutcomeUnknown);
    await hook('next', { operation: 'MFAPI', kind: 'hang' });
    await expect(
      ex.registerMandate({
        clientCode: 'NIV0000042',
        mandateType: 'X',
        amountPaise: 100_000n,
        accountNumber: '50100123456',
        ifsc: 'HDFC0001234',
        accountType: 'SB',
        bankName: 'HDFC Bank',
        startDate: '2026-11-28',
        endDate: '2099-12-31',
      }),
    ).rejects.toBeInstanceOf(NoAnswer);
    await hook('release', {});
  });

  it('pays on its own gateway page and reports the payment by order', async () => {
    const ex = adapter();
    const placed = (await ex.placeOrder(purchase())) as { orderNo: string };
    const ref = 'PAYREFstandin0001';
    paymentOrders.set(ref, [placed.orderNo]);
    const link = (await ex.paymentLink({
      clientCode: 'NIV0000042',
      paymentRef: ref,
      mode: 'NETBANKING',
      amountPaise: 500_000n,
      orderNos: [placed.orderNo],
      origin: 'http://localhost:8080',
      createdAt: clock.now(),
    })) as { url: string };
    expect(link.url).toBe(`${standIn.url}/api/exchange-sim/pay/${ref}`);
    expect(await ex.paymentStatus({ clientCode: 'NIV0000042', paymentRef: ref, mode: 'NETBANKING', createdAt: clock.now() })).toMatchObject({
      ok: true,
      status: 'PENDING',
    });
    const page = await fetch(link.url);
    expect(await page.text()).toContain('BSE StAR MF payment');
    const paid = await fetch(link.url, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ mode: 'NETBANKING', bank: 'HDFC Bank', action: 'pay' }),
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`http://localhost:8080/api/exchange/payment-return/${ref}`);
    expect(await ex.paymentStatus({ clientCode: 'NIV0000042', paymentRef: ref, mode: 'NETBANKING', createdAt: clock.now() })).toEqual({
      ok: true,
      status: 'APPROVED',
      realisedAt: clock.now(),
      bankName: 'HDFC Bank',
      vpa: null,
    });
  });

  it('registers an E-NACH mandate whose page the investor approves; the bank approves it, and SIP debits follow it', async () => {
    const ex = adapter();
    const m = (await ex.registerMandate({
      clientCode: 'NIV0000042',
      mandateType: 'N',
      amountPaise: 200_000n,
      accountNumber: '50100123456',
      ifsc: 'HDFC0001234',
      accountType: 'SB',
      bankName: 'HDFC Bank',
      startDate: '2026-11-28',
      endDate: '2099-12-31',
    })) as { mandateId: string; authUrl: string };
    expect(m.authUrl).toMatch(new RegExp(`^${standIn.url}/api/exchange-sim/mandate/[\\w-]+$`));
    expect(await ex.mandateStatus(m.mandateId)).toEqual({ ok: true, status: 'REGISTERED', remarks: null });
    const debit = { clientCode: 'NIV0000042', mandateId: m.mandateId, amountPaise: 100_000n, regNo: '5000001', instalment: 1 };
    expect(await ex.debitMandate(debit)).toEqual({ ok: true, approved: false, reason: 'Mandate is not approved' });
    const approved = await fetch(m.authUrl, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=approve',
    });
    expect(approved.headers.get('location')).toBe('http://localhost:8080/portal/profile/bank-mandates?mandate=authorised');
    expect(await ex.mandateStatus(m.mandateId)).toEqual({ ok: true, status: 'APPROVED', remarks: null });
    expect(await ex.debitMandate(debit)).toEqual({ ok: true, approved: true, reason: null });
    expect(await ex.debitMandate({ ...debit, amountPaise: 200_001n })).toEqual({ ok: true, approved: false, reason: 'Amount is above the mandate limit' });
    const sip = await ex.registerSystematic({
      clientCode: 'NIV0000042',
      transNo: nextNo(),
      kind: 'XSIP',
      schemeCode: 'HDFC-GR',
      folioNo: null,
      amountPaise: 100_000n,
      units4: null,
      frequency: 'MONTHLY',
      startDate: '2026-12-05',
      installments: 12,
      mandateId: m.mandateId,
      firstOrderToday: false,
    });
    expect(sip).toMatchObject({ ok: true, regNo: expect.stringMatching(/^\d+$/) });
    const regNo = (sip as { regNo: string }).regNo;
    expect(await ex.pauseSystematic(regNo, { fromDate: '2027-01-05', instalments: 7 })).toEqual({ ok: false, message: 'Pause instalments should be 1 to 6' });
    expect(await ex.pauseSystematic(regNo, { fromDate: '2027-01-05', instalments: 2 })).toEqual({ ok: true });
    expect(await ex.cancelSystematic(regNo, { kind: 'SIP', reasonCode: null, remarks: null })).toEqual({
      ok: false,
      message: 'Cancellation reason is mandatory',
    });
    expect(await ex.cancelSystematic(regNo, { kind: 'SIP', reasonCode: 4, remarks: null })).toEqual({ ok: true });
  });

  it('cancels by transaction number, and its reports read its own books: status by day, allotment at the NAV a hook sets', async () => {
    const ex = adapter();
    const kept = purchase({ schemeCode: 'ICICI-BL' });
    const dropped = purchase({ schemeCode: 'ICICI-BL' });
    const keptNo = ((await ex.placeOrder(kept)) as { orderNo: string }).orderNo;
    await ex.placeOrder(dropped);
    expect(await ex.cancelByTransNo({ clientCode: 'NIV0000042', transNo: dropped.transNo })).toEqual({ ok: true, found: true });
    expect(await ex.cancelByTransNo({ clientCode: 'NIV0000042', transNo: transNoFor('10231', clock.now(), 99_999) })).toEqual({ ok: true, found: false });
    const day = await ex.orderStatusReport({ date: '2026-11-28' });
    expect(day.ok && day.orders.filter((o) => o.transNo === kept.transNo || o.transNo === dropped.transNo).map((o) => o.state)).toEqual([
      'BOOKED',
      'CANCELLED',
    ]);
    expect(await ex.orderStatusReport({ date: '2026-11-27' })).toEqual({ ok: true, orders: [] });
    expect((await hook('nav', { schemeCode: 'ICICI-BL', date: '2026-11-28', nav: '80.0000' })).status).toBe(200);
    const statement = await ex.allotmentStatement({ from: '2026-11-28', to: '2026-11-28' });
    expect(statement.ok && statement.allotments).toEqual([
      {
        clientCode: 'NIV0000042',
        orderNo: keptNo,
        schemeCode: 'ICICI-BL',
        folioNo: 'NIV0000042/01',
        units4: 625_000n,
        nav4: 800_000n,
        amountPaise: 500_000n,
        navDate: '2026-11-28',
      },
    ]);
  });

  it('refuses a message whose addressing does not match, as WCF does', async () => {
    const res = await fetch(`${standIn.url}/MFOrderEntry/MFOrder.svc`, {
      method: 'POST',
      headers: { 'content-type': 'application/soap+xml; charset=utf-8; action="http://bsestarmf.in/MFOrderEntry/getPassword"' },
      body: '<s:Envelope xmlns:s="http://www.w3.org/2003/05/soap-envelope"><s:Header><a:Action xmlns:a="http://www.w3.org/2005/08/addressing">http://bsestarmf.in/MFOrderEntry/other</a:Action></s:Header><s:Body><getPassword xmlns="http://bsestarmf.in/"/></s:Body></s:Envelope>',
    });
    expect(res.status).toBe(500);
    expect(await res.text()).toContain('ContractFilter mismatch');
  });
});
