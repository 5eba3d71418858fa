import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startBseStandIn, type BseStandIn } from '../../../../../tests/support/bse-stand-in.ts';
import { loadConfig } from '../../../config.ts';
import { createAdapters } from '../../index.ts';
import type { ExchangeOrder } from '../types.ts';
import { bseOrderEntry, OrderOutcomeUnknown, type BseCredentials, type OrderOutcomes } from './order-entry.ts';
import { transNoFor } from './trans-no.ts';

/** The order entry client against a local stand-in of BSE's MFOrder.svc (SOAP 1.2, WS-Addressing). */
let bse: BseStandIn;
let creds: BseCredentials;
const now = new Date('2026-11-28T05:30:00Z'); // 11:00 IST
let seq = 0;
const nextTransNo = () => transNoFor('10231', now, ++seq);
/** the exchange's order status, read from the stand-in's book */
const outcomes: OrderOutcomes = { findByTransNo: async ({ transNo }) => (bse.book.has(transNo) ? { found: true, orderNo: bse.book.get(transNo)! } : { found: false }) };
const purchase = (over: Partial<ExchangeOrder> = {}): ExchangeOrder => ({
  clientCode: 'NIV0000042',
  transNo: nextTransNo(),
  kind: 'PURCHASE',
  schemeCode: 'HDFC-GR',
  folioNo: null,
  amountPaise: 500_000n,
  units4: null,
  allUnits: false,
  ...over,
});

beforeAll(async () => {
  bse = await startBseStandIn();
  creds = { ...bse.credentials, orderUrl: bse.url, timeoutMs: 1_000 };
});
afterAll(() => bse.close());
beforeEach(() => {
  bse.next = 'answer';
  bse.cutOffPassed = false;
  bse.orders.length = 0;
});

describe('BSE StAR MF order entry', () => {
  it('places a purchase under our transaction number and returns the exchange\'s order number', async () => {
    const client = bseOrderEntry(creds, { outcomes, now: () => now });
    const o = purchase();
    const r = await client.placeOrder(o);
    expect(r).toEqual({ ok: true, orderNo: bse.book.get(o.transNo) });
    expect(bse.orders).toHaveLength(1);
    expect(bse.orders[0]).toMatchObject({
      TransCode: 'NEW',
      TransNo: o.transNo,
      UserID: '1023101',
      MemberId: '10231',
      ClientCode: 'NIV0000042',
      SchemeCd: 'HDFC-GR',
      BuySell: 'P',
      BuySellType: 'FRESH',
      OrderVal: '5000.00',
      Qty: '',
      AllRedeem: 'N',
      PassKey: 'PASSKEY1',
      EUINVal: 'N',
    });
    // the session password from getPassword, never the member's own password
    expect(bse.orders[0]!.Password).toMatch(/^SESS/);
  });

  it('sends a redemption by units, and all units, into the folio', async () => {
    const client = bseOrderEntry(creds, { outcomes, now: () => now });
    expect((await client.placeOrder(purchase({ kind: 'REDEMPTION', folioNo: '1234567/89', amountPaise: null, units4: 123_456n }))).ok).toBe(true);
    expect((await client.placeOrder(purchase({ kind: 'REDEMPTION', folioNo: '1234567/89', amountPaise: null, allUnits: true }))).ok).toBe(true);
    expect(bse.orders.map((o) => [o.BuySell, o.BuySellType, o.Qty, o.OrderVal, o.AllRedeem, o.FolioNo])).toEqual([
      ['R', 'ADDITIONAL', '12.3456', '', 'N', '1234567/89'],
      ['R', 'ADDITIONAL', '', '', 'Y', '1234567/89'],
    ]);
  });

  it('keeps its session password, and fetches a new one once when the exchange says it expired', async () => {
    const client = bseOrderEntry(creds, { outcomes, now: () => now });
    await client.placeOrder(purchase());
    const calls = bse.passwordCalls;
    await client.placeOrder(purchase());
    expect(bse.passwordCalls).toBe(calls);
    bse.expireSessions();
    const r = await client.placeOrder(purchase());
    expect(r.ok).toBe(true);
    expect(bse.passwordCalls).toBe(calls + 1);
    expect(bse.orders.slice(-2).map((o) => o.TransNo)).toEqual([seqNo(seq), seqNo(seq)]);
  });

  it('refuses clearly: cut-off passed, a wrong member password, a transaction number not of today', async () => {
    const client = bseOrderEntry(creds, { outcomes, now: () => now });
    bse.cutOffPassed = true;
    expect(await client.placeOrder(purchase())).toEqual({ ok: false, message: "The exchange's order time for this order has passed (FAILED: ORDER ENTRY TIME IS OVER (CUT OFF TIME PASSED))" });
    await expect(bseOrderEntry({ ...creds, password: 'wrong' }, { outcomes, now: () => now }).placeOrder(purchase())).rejects.toThrow('BSE getPassword refused: FAILED: INVALID USER ID OR PASSWORD');
    const sent = bse.orders.length;
    expect(await client.placeOrder(purchase({ transNo: transNoFor('10231', new Date('2026-11-27T05:30:00Z'), 1) }))).toMatchObject({ ok: false, message: expect.stringContaining('is not one of member 10231 for today') });
    expect(bse.orders).toHaveLength(sent);
  });

  it('an answer lost after the exchange booked the order: asks by transaction number and never places it twice', async () => {
    const client = bseOrderEntry(creds, { outcomes, now: () => now });
    const o = purchase();
    bse.next = 'drop';
    const r = await client.placeOrder(o);
    expect(r).toEqual({ ok: true, orderNo: bse.book.get(o.transNo) });
    expect(bse.orders.filter((x) => x.TransNo === o.transNo)).toHaveLength(1);
  });

  it('a time-out before the exchange booked it: asks, finds nothing, sends again under the same number once', async () => {
    const client = bseOrderEntry({ ...creds, timeoutMs: 200 }, { outcomes, now: () => now });
    const o = purchase();
    bse.next = 'hang';
    const r = await client.placeOrder(o);
    expect(r).toEqual({ ok: true, orderNo: bse.book.get(o.transNo) });
    expect(bse.orders.filter((x) => x.TransNo === o.transNo)).toHaveLength(2);
  });

  it('a duplicate transaction number is an earlier attempt of ours: its order is returned', async () => {
    const client = bseOrderEntry(creds, { outcomes, now: () => now });
    const o = purchase();
    const first = await client.placeOrder(o);
    const again = await client.placeOrder(o);
    expect(again).toEqual(first);
  });

  it('when asking cannot settle it, fails as unknown instead of placing again', async () => {
    const down: OrderOutcomes = { findByTransNo: () => Promise.reject(new Error('order status service down')) };
    const client = bseOrderEntry({ ...creds, timeoutMs: 200 }, { outcomes: down, now: () => now });
    const o = purchase();
    bse.next = 'hang';
    await expect(client.placeOrder(o)).rejects.toBeInstanceOf(OrderOutcomeUnknown);
    expect(bse.orders.filter((x) => x.TransNo === o.transNo)).toHaveLength(1);
  });

  it('a WS-Addressing action that does not match is a fault, not an answer', async () => {
    const lying: typeof fetch = (url, init) => fetch(url, { ...init, headers: { 'content-type': 'application/soap+xml; charset=utf-8; action="http://bsestarmf.in/MFOrderEntry/other"' } });
    await expect(bseOrderEntry(creds, { outcomes, now: () => now, fetchImpl: lying }).placeOrder(purchase())).rejects.toThrow('ContractFilter mismatch');
  });
});

describe('EXCHANGE=bse configuration', () => {
  const all = { EXCHANGE: 'bse', BSE_MEMBER_CODE: '10231', BSE_USER_ID: '1023101', BSE_PASSWORD: 'pw', BSE_PASSKEY: 'pk', BSE_ORDER_URL: 'https://bsestarmfdemo.bseindia.com/MFOrderEntry/MFOrder.svc' };

  it('refuses to start with incomplete credentials, naming each missing one', () => {
    expect(() => loadConfig({ EXCHANGE: 'bse' })).toThrow("Refusing to start: EXCHANGE=bse needs the member's BSE StAR MF access: set BSE_MEMBER_CODE, BSE_USER_ID, BSE_PASSWORD, BSE_PASSKEY, BSE_ORDER_URL.");
    expect(() => loadConfig({ ...all, BSE_PASSKEY: ' ' })).toThrow('set BSE_PASSKEY.');
    expect(() => loadConfig({ ...all, BSE_MEMBER_CODE: 'ARN-1' })).toThrow('BSE_MEMBER_CODE must be the member code BSE assigned');
  });

  it('reads complete credentials, and still refuses to start while the rest of the adapter is not built', () => {
    const config = loadConfig(all);
    expect(config.bse).toEqual({ memberCode: '10231', userId: '1023101', password: 'pw', passKey: 'pk', orderUrl: all.BSE_ORDER_URL, timeoutMs: 20_000 });
    expect(() => createAdapters(config, null as never, null as never)).toThrow('EXCHANGE=bse is not complete');
  });
});

function seqNo(n: number): string {
  return transNoFor('10231', now, n);
}
